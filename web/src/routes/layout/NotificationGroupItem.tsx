import { Suspense, useId, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { postPath } from "../../posts/postPath";
import { RelativeTime } from "../../posts/RelativeTime";
import type { NotificationGroupItem_group$key } from "./__generated__/NotificationGroupItem_group.graphql";
import { NotificationGroupNames } from "./NotificationGroupNames";
import { NotificationItem } from "./NotificationItem";
import { profilePath } from "../../users/profilePath";

interface NotificationGroupItemProps {
  readonly group: NotificationGroupItem_group$key;
  /** Called when the entry is followed to what it is about (the dialog closes). */
  readonly onOpen: () => void;
}

/**
 * One entry of the bell: "alice and 3 others liked your post", with their newest faces, growing
 * live (useLiveNotifications), expandable to everyone's name. A group of one kind that stands
 * alone (a mention, an invitation, a report's outcome) shows as its notification.
 */
export function NotificationGroupItem({ group, onOpen }: NotificationGroupItemProps) {
  const data = useFragment(
    graphql`
      fragment NotificationGroupItem_group on NotificationGroup {
        id
        kind
        message
        actorCount
        latestAt
        read
        post {
          databaseId
        }
        latestActors {
          databaseId
          username
          profileImage {
            url
          }
        }
        latestNotification {
          ...NotificationItem_notification
        }
      }
    `,
    group,
  );
  const [expanded, setExpanded] = useState(false);
  const namesId = useId();
  if (data.kind !== "LIKE" && data.kind !== "COMMENT" && data.kind !== "FOLLOW") {
    return <NotificationItem notification={data.latestNotification} onOpen={onOpen} />;
  }
  const [newest] = data.latestActors;
  // Likes and comments lead to their post; follows to the newest follower's profile.
  const target = data.post ? postPath(data.post) : newest ? profilePath(newest) : "/";
  const others = data.actorCount - 1;

  return (
    <li>
      <Link
        to={target}
        onClick={onOpen}
        className={`flex items-center gap-3 rounded-lg px-2 py-3 ${data.read ? "hover:bg-slate-50" : "bg-brand-50 hover:bg-brand-100"}`}
      >
        {/* The message names the people already; the newest face on top. */}
        <span className="flex shrink-0 -space-x-3" aria-hidden="true">
          {data.latestActors.slice(0, 2).map((actor, index) => (
            <Avatar
              key={actor.databaseId}
              src={actor.profileImage.url}
              alt=""
              size="sm"
              fallbackName={actor.username}
              className={`ring-2 ring-white ${index === 0 ? "relative z-10" : ""}`}
            />
          ))}
        </span>
        <span className="min-w-0 flex-1">
          <span
            className={`block break-words text-sm ${data.read ? "text-slate-700" : "font-semibold text-slate-900"}`}
          >
            {data.message}
          </span>
          {/* slate-600: slate-500 is too faint on the unread rows' tint (WCAG AA contrast) */}
          <RelativeTime isoDate={data.latestAt} className="block text-xs text-slate-600" />
        </span>
        {!data.read && (
          <span className="size-2.5 shrink-0 rounded-full bg-brand-600">
            <span className="sr-only">(unread)</span>
          </span>
        )}
      </Link>
      {others > 0 && (
        <div className="pb-2 pl-12 pr-2">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={namesId}
            onClick={() => setExpanded((open) => !open)}
            className="-ml-2 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100"
          >
            {expanded ? "Hide names" : "Show names"}
            <span className="sr-only"> of the {data.actorCount} people</span>
          </button>
          {expanded && (
            <div id={namesId} className="pt-1">
              <Suspense fallback={<p className="text-xs text-slate-600">Loading names...</p>}>
                <NotificationGroupNames groupId={data.id} onOpen={onOpen} />
              </Suspense>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
