import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { CommentIcon, HeartIcon } from "../../components/icons";
import { postPath } from "../postPath";
import type { PostGridTile_post$key } from "./__generated__/PostGridTile_post.graphql";

interface PostGridTileProps {
  readonly post: PostGridTile_post$key;
  /** A button over the corner of the tile (delete on own posts, remove on saved ones). */
  readonly action?: ReactNode;
}

export function PostGridTile({ post, action }: PostGridTileProps) {
  const data = useFragment(
    graphql`
      fragment PostGridTile_post on Post {
        databaseId
        caption
        likeCount
        commentCount
        image {
          url
        }
        author {
          username
        }
      }
    `,
    post,
  );

  return (
    <li className="group relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* Opens the post's page: the card with its comments, the comment box and the own post's menu. */}
      <Link to={postPath(data)} className="block">
        <img
          src={data.image.url}
          alt={`${data.author.username}'s post: ${data.caption}`}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full bg-slate-100 object-cover transition group-hover:opacity-90"
        />
      </Link>
      <div className="flex items-center gap-4 px-3 py-2 text-sm text-slate-700">
        <span className="flex items-center gap-1">
          <HeartIcon className="size-4" />
          {data.likeCount}
          <span className="sr-only">{data.likeCount === 1 ? "like" : "likes"}</span>
        </span>
        <span className="flex items-center gap-1">
          <CommentIcon className="size-4" />
          {data.commentCount}
          <span className="sr-only">{data.commentCount === 1 ? "comment" : "comments"}</span>
        </span>
      </div>
      {action && <div className="absolute right-2 top-2">{action}</div>}
    </li>
  );
}
