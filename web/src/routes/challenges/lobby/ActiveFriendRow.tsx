import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../../components/Avatar";
import { Spinner } from "../../../components/Spinner";
import { shortDuration } from "../gameTiming";
import type { ActiveFriendRow_user$key } from "./__generated__/ActiveFriendRow_user.graphql";
import { useInviteToGame } from "./useInviteToGame";

interface ActiveFriendRowProps {
  readonly user: ActiveFriendRow_user$key;
  /** An invitation to them is waiting for their answer. */
  readonly waiting: boolean;
  /** The time per move the invitation offers. */
  readonly turnSeconds: number;
  /** Everyone's answer window unless they chose a longer one (then the row says theirs). */
  readonly standardAnswerSeconds: number;
}

/** An online friend with the Invite button, and how long they take to answer when it is longer than usual. */
export function ActiveFriendRow({ user, waiting, turnSeconds, standardAnswerSeconds }: ActiveFriendRowProps) {
  const friend = useFragment(
    graphql`
      fragment ActiveFriendRow_user on User {
        id
        username
        name
        invitationAnswerSeconds
        profileImage {
          url
        }
      }
    `,
    user,
  );
  const [invite, sending] = useInviteToGame();
  // Stays focusable while it cannot be pressed (aria-disabled, not disabled): focus does not drop to the page.
  const unavailable = sending || waiting;

  return (
    <li className="flex items-center gap-3 rounded-lg p-2">
      <span className="relative shrink-0">
        <Avatar src={friend.profileImage.url} alt="" fallbackName={friend.name} />
        <span
          aria-hidden="true"
          className="absolute bottom-0 right-0 size-3 rounded-full border-2 border-white bg-emerald-500"
        />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{friend.name}</p>
        <p className="truncate text-xs text-slate-600">{waiting ? "Waiting…" : `@${friend.username}`}</p>
        {friend.invitationAnswerSeconds !== standardAnswerSeconds && (
          <p className="text-xs text-slate-600">
            {friend.name} has {shortDuration(friend.invitationAnswerSeconds)} to answer
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => {
          if (!unavailable) invite(friend.id, turnSeconds);
        }}
        aria-disabled={unavailable}
        aria-label={waiting ? `Invited ${friend.username}` : `Invite ${friend.username}`}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-default aria-disabled:bg-slate-200 aria-disabled:text-slate-700"
      >
        {sending && <Spinner className="size-3.5" />}
        {waiting ? "Invited" : "Invite"}
      </button>
    </li>
  );
}
