import { useEffect, useRef } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { RelativeTime } from "../../posts/RelativeTime";
import { gamePath } from "../challenges/gamePaths";
import { shortDuration } from "../challenges/gameTiming";
import { useAnswerInvitation } from "../challenges/invitations/useAnswerInvitation";
import type {
  InvitationNotificationItem_notification$data,
  InvitationNotificationItem_notification$key,
} from "./__generated__/InvitationNotificationItem_notification.graphql";

interface InvitationNotificationItemProps {
  readonly notification: InvitationNotificationItem_notification$key;
  /** Called when the dialog should close: the answer opens the game's board. */
  readonly onOpen: () => void;
}

/**
 * An invitation or rematch offer in the bell: answerable while it is open, then what became of it
 * ("Expired"), changing live (useLiveNotifications). The trace of an invitation the prompt missed.
 */
export function InvitationNotificationItem({ notification, onOpen }: InvitationNotificationItemProps) {
  const data = useFragment(
    graphql`
      fragment InvitationNotificationItem_notification on Notification {
        message
        createdAt
        read
        actor {
          username
          profileImage {
            url
          }
        }
        invitation @required(action: THROW) {
          id
          status
          turnSeconds
          game {
            id
          }
        }
      }
    `,
    notification,
  );
  const { accept, reject } = useAnswerInvitation();
  const { invitation } = data;
  const open = invitation.status === "PENDING";
  const statusLine = useRef<HTMLParagraphElement>(null);

  // The buttons go once it is answered or expires: focus that was on them stays on this entry.
  useEffect(() => {
    if (!open && (document.activeElement === document.body || document.activeElement === null))
      statusLine.current?.focus();
  }, [open]);

  return (
    <li className={`flex items-start gap-3 rounded-lg px-2 py-3 ${data.read ? "" : "bg-brand-50"}`}>
      <Avatar src={data.actor.profileImage.url} alt="" size="sm" fallbackName={data.actor.username} />
      <div className="min-w-0 flex-1">
        <p className={`text-sm ${data.read ? "text-slate-700" : "font-semibold text-slate-900"}`}>{data.message}</p>
        <RelativeTime isoDate={data.createdAt} className="block text-xs text-slate-600" />
        <p ref={statusLine} tabIndex={-1} role="status" className="mt-1 text-xs font-medium text-slate-700">
          {statusText(invitation, data.actor.username)}
        </p>
        {open && (
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              onClick={() => {
                onOpen();
                accept(invitation.id);
              }}
              className="rounded-lg bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700"
            >
              Accept
            </button>
            <button
              type="button"
              onClick={() => reject(invitation.id)}
              className="rounded-lg border border-slate-500 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-50"
            >
              Reject
            </button>
          </div>
        )}
        {invitation.status === "ACCEPTED" && invitation.game && (
          <Link
            to={gamePath(invitation.game.id)}
            onClick={onOpen}
            className="mt-1 inline-block text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Open the game
          </Link>
        )}
      </div>
      {!data.read && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600">
          <span className="sr-only">(unread)</span>
        </span>
      )}
    </li>
  );
}

type Invitation = InvitationNotificationItem_notification$data["invitation"];

function statusText(invitation: Invitation, inviter: string): string {
  switch (invitation.status) {
    case "PENDING":
      return `Waiting for your answer · ${shortDuration(invitation.turnSeconds)} per move`;
    case "ACCEPTED":
      return "You accepted";
    case "REJECTED":
      return "You declined";
    case "EXPIRED":
      return "Expired: it was not answered in time";
    case "WITHDRAWN":
      return `${inviter} took it back`;
    default:
      return "No longer open";
  }
}
