import { graphql, useFragment } from "react-relay";
import { Card } from "../../../components/Card";
import { RadioChoices } from "../../../components/form/RadioChoices";
import { longDuration, shortDuration } from "../gameTiming";
import type { ActiveFriendsList_query$key } from "./__generated__/ActiveFriendsList_query.graphql";
import { ActiveFriendRow } from "./ActiveFriendRow";
import { useTurnLengthChoice } from "./useTurnLengthChoice";

interface ActiveFriendsListProps {
  readonly query: ActiveFriendsList_query$key;
  readonly title: string;
  readonly className?: string;
}

/**
 * The people the viewer follows who are online now, each with an Invite button (kept live by
 * useFriendPresence), and the time per move the invitations offer: the standard clock or a
 * relaxed one, which the invitee sees and agrees to by accepting.
 */
export function ActiveFriendsList({ query, title, className = "" }: ActiveFriendsListProps) {
  const data = useFragment(
    graphql`
      fragment ActiveFriendsList_query on Query {
        viewer @required(action: THROW) {
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
        gameTimingChoices @required(action: THROW) {
          turnSeconds
          standardTurnSeconds
          standardAnswerSeconds
        }
      }
    `,
    query,
  );
  const { viewer, gameTimingChoices: choices } = data;
  const [turnSeconds, chooseTurnSeconds] = useTurnLengthChoice(choices.turnSeconds, choices.standardTurnSeconds);
  const friends = viewer.activeFriends ?? [];
  const waitingFor = new Set(
    (viewer.gameInvitationsSent ?? []).filter(({ status }) => status === "PENDING").map(({ invitee }) => invitee.id),
  );

  return (
    <Card className={`p-4 ${className}`}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {friends.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          None of the people you follow is online right now. You can still start a game on this device.
        </p>
      ) : (
        <>
          <RadioChoices
            look="pills"
            className="mt-3"
            legend="Time per move"
            choices={choices.turnSeconds.map((seconds) => ({
              value: seconds,
              label: shortDuration(seconds),
              spokenLabel: longDuration(seconds),
            }))}
            value={turnSeconds}
            onChange={chooseTurnSeconds}
          />
          <ul aria-label={title} className="mt-2 space-y-1">
            {friends.map((friend) => (
              <ActiveFriendRow
                key={friend.id}
                user={friend}
                waiting={waitingFor.has(friend.id)}
                turnSeconds={turnSeconds}
                standardAnswerSeconds={choices.standardAnswerSeconds}
              />
            ))}
          </ul>
          {turnSeconds !== choices.standardTurnSeconds && (
            <p className="mt-2 text-xs text-slate-600">
              Invitations offer a relaxed clock: {longDuration(turnSeconds)} per move.
            </p>
          )}
        </>
      )}
    </Card>
  );
}
