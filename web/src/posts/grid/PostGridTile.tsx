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
        images {
          url
          altText
        }
        author {
          username
        }
      }
    `,
    post,
  );

  const cover = data.images[0]!;
  const several = data.images.length > 1;

  return (
    <li className="group relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* Opens the post's page: the card with its comments, the comment box and the own post's menu. */}
      <Link to={postPath(data)} className="block">
        <img
          src={cover.url}
          alt={cover.altText}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full bg-slate-100 object-cover transition group-hover:opacity-90"
        />
        {/* The link's name says whose post it is and, for several images, how many; the icon shows it. */}
        <span className="sr-only">
          {`${data.author.username}'s post: ${data.caption}`}
          {several && ` (${data.images.length} images)`}
        </span>
        {several && (
          <span
            className="absolute left-2 top-2 flex items-center gap-1 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs font-medium text-white"
            aria-hidden="true"
          >
            <StackIcon />
            {data.images.length}
          </span>
        )}
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

/** Two overlapping frames: the mark of a post with several images. */
function StackIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.6">
      <rect x="1.5" y="4.5" width="10" height="10" rx="1.5" />
      <path d="M4.5 2h8A1.5 1.5 0 0 1 14 3.5v8" />
    </svg>
  );
}
