import { useId, useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Card } from "../components/Card";
import { Caption } from "./caption/Caption";
import { tagsBeyondCaption } from "./caption/captionParts";
import { tagPath } from "./tagPath";
import type { PostCard_post$key } from "./__generated__/PostCard_post.graphql";
import { CommentBox } from "./comments/CommentBox";
import { CommentsDialog } from "./comments/CommentsDialog";
import { ImageCarousel } from "./images/ImageCarousel";
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
        images {
          url
          width
          height
          altText
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
  const captionId = useId();
  // A #hashtag of the caption is a link there already: listed again, each tag was two Tab stops.
  const otherTags = tagsBeyondCaption(data.caption, data.tags);

  return (
    <Card>
      {/* The keyboard shortcuts (j, k) move the focus from post to post: named by its author, described by its caption. */}
      <article
        aria-label={`Post by ${data.author.username}`}
        aria-describedby={captionId}
        data-post
        data-author={data.author.username}
        tabIndex={-1}
        className="scroll-mt-20 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
      >
        <PostCardHeader post={data} />
        <ImageCarousel
          images={data.images}
          aboveTheFold={aboveTheFold}
          imageClassName="max-h-[36rem] w-full bg-slate-100 object-cover"
        />
        <div className="space-y-2 px-4 pb-4 pt-3">
          <PostActions post={data} />
          <p id={captionId} className="whitespace-pre-line break-words text-sm text-slate-800">
            <span className="mr-1.5 font-semibold">{data.author.username}</span>
            <Caption text={data.caption} />
          </p>
          {otherTags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-x-2 text-sm font-medium text-brand-700">
              {otherTags.map((tag) => (
                <li key={tag}>
                  <Link to={tagPath(tag)} className="hover:underline">
                    #{tag}
                  </Link>
                </li>
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
                {data.commentCount === 1 ? "View 1 comment" : `View all ${data.commentCount} comments`}
              </button>
            ))}
          <CommentBox post={data} />
        </div>
      </article>
      {!comments && <CommentsDialog postId={data.id} open={commentsOpen} onClose={() => setCommentsOpen(false)} />}
    </Card>
  );
}
