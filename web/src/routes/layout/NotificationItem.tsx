import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { postPath } from "../../posts/postPath";
import { RelativeTime } from "../../posts/RelativeTime";
import { followRequestsPath } from "../follow-requests/followRequestsPath";
import type { NotificationItem_notification$key } from "./__generated__/NotificationItem_notification.graphql";
import { InvitationNotificationItem } from "./InvitationNotificationItem";
import { ModerationNoticeItem } from "./ModerationNoticeItem";
import { profilePath } from "../../users/profilePath";

interface NotificationItemProps {
  readonly notification: NotificationItem_notification$key;
  /** Called when the notification is followed to what it is about (the dialog closes). */
  readonly onOpen: () => void;
}

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        kind
        message
        createdAt
        read
        actor {
          databaseId
          username
          profileImage {
            url
          }
        }
        post {
          databaseId
        }
        invitation {
          id
        }
        ...InvitationNotificationItem_notification
        ...ModerationNoticeItem_notification
      }
    `,
    notification,
  );
  // An invitation is answered here rather than followed somewhere.
  if (data.invitation) return <InvitationNotificationItem notification={data} onOpen={onOpen} />;
  // A moderator's removal, or the decision on its appeal: said (and appealed) here.
  if (data.kind === "CONTENT_REMOVED" || data.kind === "APPEAL_DECIDED")
    return <ModerationNoticeItem notification={data} />;
  // A like or a comment leads to its post; a follow request to the list that answers it; a
  // follow (no post) to the follower's profile.
  const target = data.post
    ? postPath(data.post)
    : data.kind === "FOLLOW_REQUEST"
      ? followRequestsPath
      : profilePath(data.actor);

  return (
    <li>
      <Link
        to={target}
        onClick={onOpen}
        className={`flex items-center gap-3 rounded-lg px-2 py-3 ${data.read ? "hover:bg-slate-50" : "bg-brand-50 hover:bg-brand-100"}`}
      >
        {/* The message names the actor already. */}
        <Avatar src={data.actor.profileImage.url} alt="" size="sm" fallbackName={data.actor.username} />
        <span className="min-w-0 flex-1">
          <span className={`block text-sm ${data.read ? "text-slate-700" : "font-semibold text-slate-900"}`}>
            {data.message}
          </span>
          {/* slate-600: slate-500 is too faint on the unread rows' tint (WCAG AA contrast) */}
          <RelativeTime isoDate={data.createdAt} className="block text-xs text-slate-600" />
        </span>
        {!data.read && (
          <span className="size-2.5 shrink-0 rounded-full bg-brand-600">
            <span className="sr-only">(unread)</span>
          </span>
        )}
      </Link>
    </li>
  );
}
