import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useNotificationActionsClearMutation } from "./__generated__/useNotificationActionsClearMutation.graphql";
import type { useNotificationActionsMarkReadMutation } from "./__generated__/useNotificationActionsMarkReadMutation.graphql";

export interface NotificationActions {
  /** Marks every notification read; the badge clears at once. */
  readonly markAllRead: () => void;
  /** Deletes every notification; the list empties at once. */
  readonly clearAll: () => void;
}

export function useNotificationActions(connectionId: string): NotificationActions {
  const [commitMarkRead] = useMutation<useNotificationActionsMarkReadMutation>(graphql`
    mutation useNotificationActionsMarkReadMutation {
      markNotificationsRead {
        unreadCount
      }
    }
  `);
  const [commitClear] = useMutation<useNotificationActionsClearMutation>(graphql`
    mutation useNotificationActionsClearMutation($connections: [ID!]!) {
      clearNotifications {
        clearedNotificationIds @deleteEdge(connections: $connections)
        unreadCount
      }
    }
  `);

  const markAllRead = useCallback(() => {
    commitMarkRead({
      variables: {},
      optimisticUpdater: (store) => markListRead(store, connectionId, 0),
      updater: (store, data) => {
        if (data) markListRead(store, connectionId, data.markNotificationsRead.unreadCount);
      },
      onError: (error) => console.error("Marking notifications read failed", error),
    });
  }, [commitMarkRead, connectionId]);

  const clearAll = useCallback(() => {
    commitClear({
      variables: { connections: [connectionId] },
      optimisticUpdater: (store) => {
        const connection = store.get(connectionId);
        connection?.setLinkedRecords([], "edges");
        connection?.setValue(0, "unreadCount");
      },
      updater: (store, data) => {
        const connection = store.get(connectionId);
        if (!connection || !data) return;
        connection.setValue(data.clearNotifications.unreadCount, "unreadCount");
        // Older pages were cleared on the server too: there is nothing left to load.
        connection.getLinkedRecord("pageInfo")?.setValue(false, "hasNextPage");
      },
      onError: (error) => console.error("Clearing notifications failed", error),
    });
  }, [commitClear, connectionId]);

  return { markAllRead, clearAll };
}

function markListRead(store: RecordSourceSelectorProxy, connectionId: string, unreadCount: number): void {
  const connection = store.get(connectionId);
  if (!connection) return;
  connection.setValue(unreadCount, "unreadCount");
  for (const edge of connection.getLinkedRecords("edges") ?? []) {
    edge?.getLinkedRecord("node")?.setValue(true, "read");
  }
}
