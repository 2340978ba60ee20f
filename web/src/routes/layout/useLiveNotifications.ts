import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from "relay-runtime";
import type { useLiveNotificationsRemovedSubscription } from "./__generated__/useLiveNotificationsRemovedSubscription.graphql";
import type { useLiveNotificationsSubscription } from "./__generated__/useLiveNotificationsSubscription.graphql";

/**
 * Keeps the bell live: each notification the server pushes goes on top of the list and counts as
 * unread; one that is gone (an unlike, an unfollow, a deleted post) leaves the list, and the
 * server's unread count replaces ours.
 */
export function useLiveNotifications(connectionId: string): void {
  const added = useMemo<GraphQLSubscriptionConfig<useLiveNotificationsSubscription>>(
    () => ({
      subscription: graphql`
        subscription useLiveNotificationsSubscription($connections: [ID!]!) {
          notificationAdded @prependNode(connections: $connections, edgeTypeName: "NotificationEdge") {
            id
            ...NotificationItem_notification
            # The liked or commented post's counts change with it, wherever the post is on screen.
            post {
              id
              likeCount
              commentCount
            }
          }
        }
      `,
      variables: { connections: [connectionId] },
      updater: (store) => {
        // null: retracted before it reached us (its removal follows)
        if (!store.getRootField("notificationAdded")) return;
        const unread = store.get(connectionId)?.getValue("unreadCount");
        if (typeof unread === "number") setUnreadCount(store, connectionId, unread + 1);
      },
      onError: (error) => console.error("Notification subscription failed", error),
    }),
    [connectionId],
  );
  const removed = useMemo<GraphQLSubscriptionConfig<useLiveNotificationsRemovedSubscription>>(
    () => ({
      subscription: graphql`
        subscription useLiveNotificationsRemovedSubscription($connections: [ID!]!) {
          notificationRemoved {
            notificationId @deleteEdge(connections: $connections)
            unreadCount
          }
        }
      `,
      variables: { connections: [connectionId] },
      updater: (store, data) => {
        if (data?.notificationRemoved) setUnreadCount(store, connectionId, data.notificationRemoved.unreadCount);
      },
      onError: (error) => console.error("Notification removal subscription failed", error),
    }),
    [connectionId],
  );
  useSubscription(added);
  useSubscription(removed);
}

function setUnreadCount(store: RecordSourceSelectorProxy, connectionId: string, count: number): void {
  store.get(connectionId)?.setValue(count, "unreadCount");
}
