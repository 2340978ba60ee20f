import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { RelativeTime } from "../../posts/RelativeTime";
import type { NotificationGroupNamesQuery } from "./__generated__/NotificationGroupNamesQuery.graphql";
import { profilePath } from "../../users/profilePath";

/** Everyone in a notification group, newest first, each leading to their profile (the group expanded). */
export function NotificationGroupNames({ groupId, onOpen }: { groupId: string; onOpen: () => void }) {
  const { notificationGroup } = useLazyLoadQuery<NotificationGroupNamesQuery>(
    graphql`
      query NotificationGroupNamesQuery($id: ID!) {
        notificationGroup(id: $id) {
          notifications(first: 50) {
            edges {
              node {
                id
                createdAt
                actor {
                  databaseId
                  username
                  profileImage {
                    url
                  }
                }
              }
            }
          }
        }
      }
    `,
    { id: groupId },
    // the group grows live: expanding again shows who joined since
    { fetchPolicy: "store-and-network" },
  );
  const edges = notificationGroup?.notifications?.edges ?? [];
  return (
    <ul aria-label="People in this notification" className="space-y-1">
      {edges.flatMap(({ node }) =>
        node
          ? [
              <li key={node.id}>
                <Link
                  to={profilePath(node.actor)}
                  onClick={onOpen}
                  className="-ml-1 flex items-center gap-2 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-100"
                >
                  <Avatar src={node.actor.profileImage.url} alt="" size="sm" fallbackName={node.actor.username} />
                  <span className="min-w-0 flex-1 truncate font-medium">{node.actor.username}</span>
                  <RelativeTime isoDate={node.createdAt} className="text-xs text-slate-600" />
                </Link>
              </li>,
            ]
          : [],
      )}
    </ul>
  );
}
