import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar";
import { RelativeTime } from "../../posts/RelativeTime";
import type { NotificationItem_notification$key } from "./__generated__/NotificationItem_notification.graphql";

export function NotificationItem({ notification }: { notification: NotificationItem_notification$key }) {
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        message
        createdAt
        read
        actor {
          username
          profileImage {
            url
          }
        }
      }
    `,
    notification,
  );

  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar
        src={data.actor.profileImage.url}
        alt={`${data.actor.username}'s profile picture`}
        size="sm"
        fallbackName={data.actor.username}
      />
      <div className="min-w-0 flex-1">
        <p className={`text-sm ${data.read ? "text-slate-700" : "font-semibold text-slate-900"}`}>{data.message}</p>
        <RelativeTime isoDate={data.createdAt} className="text-xs text-slate-500" />
      </div>
      {!data.read && (
        <span className="size-2 shrink-0 rounded-full bg-brand-600">
          <span className="sr-only">unread</span>
        </span>
      )}
    </li>
  );
}
