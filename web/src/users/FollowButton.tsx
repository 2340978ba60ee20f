import { graphql, useFragment } from "react-relay";
import type { FollowButton_user$key } from "./__generated__/FollowButton_user.graphql";
import { useToggleFollow } from "./useToggleFollow";

interface FollowButtonProps {
  readonly user: FollowButton_user$key;
  /** a small button in a list of people (Suggested People), named after the person */
  readonly compact?: boolean;
  /** once the server has taken a follow (or a request to a private account) this button asked for */
  readonly onFollowed?: () => void;
}

export function FollowButton({ user, compact = false, onFollowed }: FollowButtonProps) {
  const data = useFragment(
    graphql`
      fragment FollowButton_user on User {
        id
        username
        viewerIsFollowing
        isPrivate
        viewerHasRequestedToFollow
      }
    `,
    user,
  );
  const toggleFollow = useToggleFollow();
  const following = data.viewerIsFollowing;
  const requested = !following && data.viewerHasRequestedToFollow;
  // "Requested" is the pending request to a private account: pressing it withdraws the request
  const label = following ? "Unfollow" : requested ? "Requested" : "Follow";

  return (
    <button
      type="button"
      onClick={() => toggleFollow(data, following || requested ? undefined : onFollowed)}
      aria-label={
        requested
          ? `Requested: withdraw the follow request to ${data.username}`
          : compact
            ? `${label} ${data.username}`
            : undefined
      }
      className={`shrink-0 rounded-lg font-semibold shadow-sm ${compact ? "px-3 py-1.5 text-xs" : "px-5 py-2 text-sm"} ${
        following || requested
          ? "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
          : "bg-brand-600 text-white hover:bg-brand-700"
      }`}
    >
      {label}
    </button>
  );
}
