import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useLiveNotificationsSubscription } from "./__generated__/useLiveNotificationsSubscription.graphql";

/** Puts each notification the server pushes on top of the bell's list and counts it as unread. */
export function useLiveNotifications(connectionId: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<useLiveNotificationsSubscription>>(
    () => ({
      subscription: graphql`
        subscription useLiveNotificationsSubscription($connections: [ID!]!) {
          notificationAdded @prependNode(connections: $connections, edgeTypeName: "NotificationConnectionEdge") {
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
        const connection = store.get(connectionId);
        const unread = connection?.getValue("unreadCount");
        if (connection && typeof unread === "number") connection.setValue(unread + 1, "unreadCount");
      },
      onError: (error) => console.error("Notification subscription failed", error),
    }),
    [connectionId],
  );
  useSubscription(config);
}
