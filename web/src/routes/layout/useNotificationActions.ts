import { useCallback } from "react";
import { commitLocalUpdate, graphql, useRelayEnvironment } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { useNotificationActionsClearMutation } from "./__generated__/useNotificationActionsClearMutation.graphql";
import type { useNotificationActionsMarkReadMutation } from "./__generated__/useNotificationActionsMarkReadMutation.graphql";

export interface NotificationActions {
  /**
   * Marks read, on the server, the notification `newestShownId` and every older one; the badge
   * clears at once. The list keeps showing them unread until showAsRead.
   */
  readonly markShownRead: (newestShownId: string) => void;
  /** Shows every listed notification as read (they have all been seen in the dialog). */
  readonly showAsRead: () => void;
  /** Deletes every notification; the list empties at once. */
  readonly clearAll: () => void;
}

export function useNotificationActions(connectionId: string): NotificationActions {
  const environment = useRelayEnvironment();
  const [commitMarkRead] = useAppMutation<useNotificationActionsMarkReadMutation>(graphql`
    mutation useNotificationActionsMarkReadMutation($input: MarkNotificationsReadInput!) {
      markNotificationsRead(input: $input) {
        unreadGroupCount
      }
    }
  `);
  const [commitClear] = useAppMutation<useNotificationActionsClearMutation>(graphql`
    mutation useNotificationActionsClearMutation {
      clearNotifications {
        unreadGroupCount
      }
    }
  `);

  const markShownRead = useCallback(
    (newestShownId: string) => {
      commitMarkRead({
        variables: { input: { upTo: newestShownId } },
        // Everything unread is at or before the newest shown one, on this page or older ones.
        optimisticUpdater: (store) => store.get(connectionId)?.setValue(0, "unreadCount"),
        updater: (store, data) => {
          const marked = data?.markNotificationsRead;
          if (marked) store.get(connectionId)?.setValue(marked.unreadGroupCount, "unreadCount");
        },
        // Marking read goes unasked, so a failure is only logged: the badge comes back with the next counts.
        failure: "The notifications were not marked read.",
        onFailed: () => undefined,
      });
    },
    [commitMarkRead, connectionId],
  );

  const showAsRead = useCallback(() => {
    commitLocalUpdate(environment, (store) => {
      for (const edge of store.get(connectionId)?.getLinkedRecords("edges") ?? []) {
        const group = edge?.getLinkedRecord("node");
        group?.setValue(true, "read");
        // a lone notification's entry shows the notification itself
        group?.getLinkedRecord("latestNotification")?.setValue(true, "read");
      }
    });
  }, [environment, connectionId]);

  const clearAll = useCallback(() => {
    // Every group goes: the list empties (a group arriving meanwhile comes by useLiveNotifications).
    const empty = (store: RecordSourceSelectorProxy) => store.get(connectionId)?.setLinkedRecords([], "edges");
    commitClear({
      variables: {},
      optimisticUpdater: (store) => {
        empty(store);
        store.get(connectionId)?.setValue(0, "unreadCount");
      },
      updater: (store, data) => {
        const connection = store.get(connectionId);
        const cleared = data?.clearNotifications;
        if (!connection || !cleared) return;
        empty(store);
        connection.setValue(cleared.unreadGroupCount, "unreadCount");
        // Older pages were cleared on the server too: there is nothing left to load.
        connection.getLinkedRecord("pageInfo")?.setValue(false, "hasNextPage");
      },
      failure: "The notifications could not be cleared. Please try again.",
    });
  }, [commitClear, connectionId]);

  return { markShownRead, showAsRead, clearAll };
}
