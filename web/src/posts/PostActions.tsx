import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { BookmarkIcon, HeartIcon } from "../components/icons";
import { PeopleDialog } from "../users/people/PeopleDialog";
import type { PostActions_post$key } from "./__generated__/PostActions_post.graphql";
import { useToggleLike } from "./useToggleLike";
import { useToggleSave } from "./useToggleSave";

export function PostActions({ post }: { post: PostActions_post$key }) {
  const data = useFragment(
    graphql`
      fragment PostActions_post on Post {
        id
        likeCount
        viewerHasLiked
        viewerHasSaved
      }
    `,
    post,
  );
  const toggleLike = useToggleLike();
  const toggleSave = useToggleSave();
  const [likersOpen, setLikersOpen] = useState(false);
  const likes = `${data.likeCount} ${data.likeCount === 1 ? "like" : "likes"}`;

  return (
    <div className="flex items-center justify-between">
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-pressed={data.viewerHasLiked}
          data-shortcut="like"
          onClick={() => toggleLike(data)}
          className="-ml-1.5 rounded-full p-1.5 text-slate-700 hover:bg-slate-100 aria-pressed:text-red-600"
        >
          <HeartIcon className="size-6" fill={data.viewerHasLiked ? "currentColor" : "none"} />
          <span className="sr-only">Like</span>
        </button>
        {data.likeCount > 0 ? (
          // opens who liked it
          <button
            type="button"
            onClick={() => setLikersOpen(true)}
            className="rounded text-sm font-semibold text-slate-800 hover:underline"
          >
            {likes}
          </button>
        ) : (
          <p className="text-sm font-semibold text-slate-800">{likes}</p>
        )}
      </div>
      <button
        type="button"
        aria-pressed={data.viewerHasSaved}
        data-shortcut="save"
        onClick={() => toggleSave(data)}
        className="-mr-1.5 rounded-full p-1.5 text-slate-700 hover:bg-slate-100 aria-pressed:text-brand-700"
      >
        <BookmarkIcon className="size-6" fill={data.viewerHasSaved ? "currentColor" : "none"} />
        <span className="sr-only">Save</span>
      </button>
      <PeopleDialog kind="likers" id={data.id} open={likersOpen} onClose={() => setLikersOpen(false)} />
    </div>
  );
}
