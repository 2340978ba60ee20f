import { useCallback, useState } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { useLocation } from "react-router-dom";
import { BellIcon } from "../../components/icons";
import { LiveRegion, useAnnouncement } from "../../components/LiveRegion";
import type { NotificationBell_query$key } from "./__generated__/NotificationBell_query.graphql";
import type { NotificationBellPaginationQuery } from "./__generated__/NotificationBellPaginationQuery.graphql";
import { NotificationsDialog } from "./NotificationsDialog";
import { UnreadBadge } from "./UnreadBadge";
import { gamePath } from "../challenges/gamePaths";
import { useLiveNotifications, type NotificationArrival } from "./useLiveNotifications";
import { useNotificationActions } from "./useNotificationActions";

const PAGE_SIZE = 20;

export function NotificationBell({ query }: { query: NotificationBell_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    NotificationBellPaginationQuery,
    NotificationBell_query$key
  >(
    graphql`
      fragment NotificationBell_query on Query
      @refetchable(queryName: "NotificationBellPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 15 }, cursor: { type: "String" }) {
        notificationGroups(first: $count, after: $cursor) @connection(key: "NotificationBell_notificationGroups") @required(action: THROW) {
          __id
          unreadCount
          edges {
            node {
              id
              latestNotification {
                id
              }
              ...NotificationGroupItem_group
            }
          }
        }
      }
    `,
    query,
  );
  const { __id: connectionId, unreadCount, edges } = data.notificationGroups;
  // Each one arriving is said (politely: after what the screen reader is reading), not only counted.
  const [arrival, announce] = useAnnouncement();
  const { pathname } = useLocation();
  useLiveNotifications(
    connectionId,
    useCallback(
      ({ message, rematchOfGameId }: NotificationArrival) => {
        // On that game's end screen the offer is said there already (RematchActions): once is enough.
        if (rematchOfGameId && pathname === gamePath(rematchOfGameId)) return;
        announce(`New notification: ${message}`);
      },
      [announce, pathname],
    ),
  );
  const { markShownRead, showAsRead, clearAll } = useNotificationActions(connectionId);
  const [open, setOpen] = useState(false);
  // the newest group's newest notification is the newest one shown
  const newestShownId = edges[0]?.node.latestNotification.id;

  // Shown means read: on opening, what the list shows then (a notification arriving meanwhile
  // stays unread), and on closing, what arrived while it was open. The unread ones keep their
  // look until the dialog closes, so the reader sees what is new.
  const openDialog = () => {
    setOpen(true);
    if (unreadCount > 0 && newestShownId) markShownRead(newestShownId);
  };
  const closeDialog = () => {
    setOpen(false);
    showAsRead();
    if (unreadCount > 0 && newestShownId) markShownRead(newestShownId);
  };

  return (
    <>
      <button
        type="button"
        onClick={openDialog}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <BellIcon className="size-6" />
        <span className="sr-only">Notifications{unreadCount > 0 ? `, ${unreadCount} unread` : ""}</span>
        <UnreadBadge count={unreadCount} />
      </button>
      <LiveRegion announcement={arrival} />
      <NotificationsDialog
        open={open}
        onClose={closeDialog}
        groups={edges.map(({ node }) => node)}
        onClearAll={clearAll}
        hasMore={hasNext}
        loadingMore={isLoadingNext}
        onLoadMore={() => loadNext(PAGE_SIZE)}
      />
    </>
  );
}
