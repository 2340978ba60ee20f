import { LoadMoreSentinel } from "../../components/LoadMoreSentinel";
import { ModalDialog } from "../../components/overlay/ModalDialog";
import type { NotificationItem_notification$key } from "./__generated__/NotificationItem_notification.graphql";
import { NotificationItem } from "./NotificationItem";

interface NotificationsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly notifications: ReadonlyArray<NotificationItem_notification$key & { readonly id: string }>;
  readonly onClearAll: () => void;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onLoadMore: () => void;
}

export function NotificationsDialog({
  open,
  onClose,
  notifications,
  onClearAll,
  hasMore,
  loadingMore,
  onLoadMore,
}: NotificationsDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title="See All Notifications">
      {notifications.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500">no notifications yet</p>
      ) : (
        <ul aria-label="Notifications" className="mt-4 max-h-80 space-y-1 overflow-y-auto pr-1">
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={onClose} />
          ))}
          {hasMore && (
            <li>
              <LoadMoreSentinel
                hasMore={hasMore}
                loading={loadingMore}
                onLoadMore={onLoadMore}
                label="Loading notifications"
              />
            </li>
          )}
        </ul>
      )}
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={onClearAll}
          disabled={notifications.length === 0}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Clear All
        </button>
      </div>
    </ModalDialog>
  );
}
