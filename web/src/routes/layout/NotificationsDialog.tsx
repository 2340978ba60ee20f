import { LoadMoreSentinel } from "../../components/LoadMoreSentinel";
import { ModalDialog } from "../../components/overlay/ModalDialog";
import type { NotificationGroupItem_group$key } from "./__generated__/NotificationGroupItem_group.graphql";
import { NotificationGroupItem } from "./NotificationGroupItem";

interface NotificationsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly groups: ReadonlyArray<NotificationGroupItem_group$key & { readonly id: string }>;
  readonly onClearAll: () => void;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onLoadMore: () => void;
}

export function NotificationsDialog({
  open,
  onClose,
  groups,
  onClearAll,
  hasMore,
  loadingMore,
  onLoadMore,
}: NotificationsDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title="See All Notifications">
      {groups.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500">no notifications yet</p>
      ) : (
        <ul aria-label="Notifications" className="mt-4 max-h-80 space-y-1 overflow-y-auto pr-1">
          {groups.map((group) => (
            <NotificationGroupItem key={group.id} group={group} onOpen={onClose} />
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
          disabled={groups.length === 0}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Clear All
        </button>
      </div>
    </ModalDialog>
  );
}
