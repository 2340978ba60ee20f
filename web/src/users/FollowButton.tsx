import { graphql, useFragment } from "react-relay";
import type { FollowButton_user$key } from "./__generated__/FollowButton_user.graphql";
import { useToggleFollow } from "./useToggleFollow";

export function FollowButton({ user }: { user: FollowButton_user$key }) {
  const data = useFragment(
    graphql`
      fragment FollowButton_user on User {
        id
        viewerIsFollowing
      }
    `,
    user,
  );
  const toggleFollow = useToggleFollow();
  const following = data.viewerIsFollowing;

  return (
    <button
      type="button"
      onClick={() => toggleFollow(data)}
      className={`rounded-lg px-5 py-2 text-sm font-semibold shadow-sm ${
        following
          ? "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
          : "bg-brand-600 text-white hover:bg-brand-700"
      }`}
    >
      {following ? "Unfollow" : "Follow"}
    </button>
  );
}
