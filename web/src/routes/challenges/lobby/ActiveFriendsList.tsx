import { graphql, useFragment } from "react-relay";
import { Card } from "../../../components/Card";
import type { ActiveFriendsList_viewer$key } from "./__generated__/ActiveFriendsList_viewer.graphql";
import { ActiveFriendRow } from "./ActiveFriendRow";

interface ActiveFriendsListProps {
  readonly viewer: ActiveFriendsList_viewer$key;
  readonly title: string;
  readonly className?: string;
}

/** The people the viewer follows who are online now, each with an Invite button (kept live by useFriendPresence). */
export function ActiveFriendsList({ viewer, title, className = "" }: ActiveFriendsListProps) {
  const data = useFragment(
    graphql`
      fragment ActiveFriendsList_viewer on User {
        activeFriends(first: 50) {
          id
          ...ActiveFriendRow_user
        }
        gameInvitationsSent(first: 20) {
          status
          invitee {
            id
          }
        }
      }
    `,
    viewer,
  );
  const friends = data.activeFriends ?? [];
  const waitingFor = new Set(
    (data.gameInvitationsSent ?? []).filter(({ status }) => status === "PENDING").map(({ invitee }) => invitee.id),
  );

  return (
    <Card className={`p-4 ${className}`}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {friends.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          None of the people you follow is online right now. You can still start a game on this device.
        </p>
      ) : (
        <ul aria-label={title} className="mt-2 space-y-1">
          {friends.map((friend) => (
            <ActiveFriendRow key={friend.id} user={friend} waiting={waitingFor.has(friend.id)} />
          ))}
        </ul>
      )}
    </Card>
  );
}
