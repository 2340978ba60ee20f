import { useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Card } from "../components/Card";
import type { PostCard_post$key } from "./__generated__/PostCard_post.graphql";
import { CommentBox } from "./comments/CommentBox";
import { CommentsDialog } from "./comments/CommentsDialog";
import { PostActions } from "./PostActions";
import { PostCardHeader } from "./PostCardHeader";

interface PostCardProps {
  readonly post: PostCard_post$key;
  /**
   * The feed's first card: its picture is usually the largest thing on screen when the page
   * opens, so it is fetched at once and first rather than once layout finds it in view.
   */
  readonly aboveTheFold?: boolean;
  /** The post's page lists the comments in the card, where elsewhere a link opens them in a dialog. */
  readonly comments?: ReactNode;
}

export function PostCard({ post, aboveTheFold = false, comments }: PostCardProps) {
  const data = useFragment(
    graphql`
      fragment PostCard_post on Post {
        id
        caption
        tags
        commentCount
        image {
          url
          width
          height
        }
        author {
          username
        }
        ...PostCardHeader_post
        ...PostActions_post
        ...CommentBox_post
      }
    `,
    post,
  );
  const [commentsOpen, setCommentsOpen] = useState(false);

  return (
    <Card>
      <article aria-label={`Post by ${data.author.username}`}>
        <PostCardHeader post={data} />
        <img
          src={data.image.url}
          alt={`${data.author.username}'s post: ${data.caption}`}
          width={data.image.width}
          height={data.image.height}
          loading={aboveTheFold ? "eager" : "lazy"}
          fetchPriority={aboveTheFold ? "high" : "auto"}
          decoding="async"
          className="max-h-[36rem] w-full bg-slate-100 object-cover"
        />
        <div className="space-y-2 px-4 pb-4 pt-3">
          <PostActions post={data} />
          <p className="whitespace-pre-line break-words text-sm text-slate-800">
            <span className="mr-1.5 font-semibold">{data.author.username}</span>
            {data.caption}
          </p>
          {data.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-x-2 text-sm font-medium text-brand-700">
              {data.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
          )}
          {comments ??
            (data.commentCount > 0 && (
              <button
              type="button"
              onClick={() => setCommentsOpen(true)}
              className="text-sm text-slate-500 hover:text-slate-700 hover:underline"
            >
              View all {data.commentCount} comments
            </button>
            ))}
          <CommentBox post={data} />
        </div>
      </article>
      {!comments && <CommentsDialog postId={data.id} open={commentsOpen} onClose={() => setCommentsOpen(false)} />}
    </Card>
  );
}
