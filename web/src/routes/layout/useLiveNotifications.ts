import { graphql } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import { useAppSubscription } from "../../subscriptions/useAppSubscription";
import type { useLiveNotificationsGroupSubscription } from "./__generated__/useLiveNotificationsGroupSubscription.graphql";

export interface NotificationArrival {
  /** "ada liked your post" */
  readonly message: string;
  /** A rematch offer: the id of the game it would replay (whose end screen shows the offer too). */
  readonly rematchOfGameId: string | null;
}

/**
 * Keeps the bell live: a group that grows (a like, a comment, a follow joining it, or starting
 * it) moves to the top of the list, updated in place; one whose last notification went leaves
 * the list; one whose invitation was answered, expired or withdrawn shows it; and the server's
 * count of unread groups replaces ours. `onArrived` hears each grown group's sentence (to
 * announce it), with the finished game a rematch offer is about.
 */
export function useLiveNotifications(connectionId: string, onArrived: (arrival: NotificationArrival) => void): void {
  useAppSubscription<useLiveNotificationsGroupSubscription>(
    graphql`
      subscription useLiveNotificationsGroupSubscription {
        notificationGroupChanged {
          groupId
          grew
          unreadCount
          group {
            id
            message
            latestNotification {
              id
              invitation {
                rematchOf {
                  id
                }
              }
            }
            ...NotificationGroupItem_group
            # The liked or commented post's counts change with it, wherever the post is on screen.
            post {
              id
              likeCount
              commentCount
            }
          }
        }
      }
    `,
    {},
    {
      updater: (store) => {
        const change = store.getRootField("notificationGroupChanged");
        const connection = store.get(connectionId);
        if (!change || !connection) return;
        connection.setValue(change.getValue("unreadCount"), "unreadCount");
        const group = change.getLinkedRecord("group");
        if (!group) {
          ConnectionHandler.deleteNode(connection, String(change.getValue("groupId")));
          return;
        }
        // changed or shrunk: the store has it anew wherever it is listed
        if (!change.getValue("grew")) return;
        ConnectionHandler.deleteNode(connection, group.getDataID());
        const edge = ConnectionHandler.createEdge(store, connection, group, "NotificationGroupEdge");
        ConnectionHandler.insertEdgeBefore(connection, edge);
      },
      onNext: (response) => {
        const change = response?.notificationGroupChanged;
        if (change?.grew && change.group)
          onArrived({
            message: change.group.message,
            rematchOfGameId: change.group.latestNotification.invitation?.rematchOf?.id ?? null,
          });
      },
    },
  );
}
