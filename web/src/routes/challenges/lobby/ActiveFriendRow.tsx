import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../../components/Avatar";
import { Spinner } from "../../../components/Spinner";
import type { ActiveFriendRow_user$key } from "./__generated__/ActiveFriendRow_user.graphql";
import { useInviteToGame } from "./useInviteToGame";

interface ActiveFriendRowProps {
  readonly user: ActiveFriendRow_user$key;
  /** An invitation to them is waiting for their answer. */
  readonly waiting: boolean;
}

/** An online friend with the Invite button. */
export function ActiveFriendRow({ user, waiting }: ActiveFriendRowProps) {
  const friend = useFragment(
    graphql`
      fragment ActiveFriendRow_user on User {
        id
        username
        name
        profileImage {
          url
        }
      }
    `,
    user,
  );
  const [invite, sending] = useInviteToGame();

  return (
    <li className="flex items-center gap-3 rounded-lg p-2">
      <span className="relative shrink-0">
        <Avatar src={friend.profileImage.url} alt="" fallbackName={friend.name} />
        <span aria-hidden="true" className="absolute bottom-0 right-0 size-3 rounded-full border-2 border-white bg-emerald-500" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{friend.name}</p>
        <p className="truncate text-xs text-slate-600">{waiting ? "Waiting…" : `@${friend.username}`}</p>
      </div>
      <button
        type="button"
        onClick={() => invite(friend.id)}
        disabled={sending || waiting}
        aria-label={waiting ? `Invited ${friend.username}` : `Invite ${friend.username}`}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700 disabled:cursor-default disabled:bg-slate-200 disabled:text-slate-700"
      >
        {sending && <Spinner className="size-3.5" />}
        {waiting ? "Invited" : "Invite"}
      </button>
    </li>
  );
}
