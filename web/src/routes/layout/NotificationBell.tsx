import { useState } from "react";
import { BellIcon } from "../../components/icons";
import { NotificationsDialog } from "./NotificationsDialog";

export interface AppNotification {
  readonly id: string;
  readonly message: string;
}

interface NotificationBellProps {
  readonly notifications: readonly AppNotification[];
  readonly onClearAll: () => void;
}

export function NotificationBell({ notifications, onClearAll }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  // Notifications count as read once the dialog has shown them.
  const [readCount, setReadCount] = useState(0);
  const unreadCount = Math.max(notifications.length - readCount, 0);

  const openDialog = () => {
    setOpen(true);
    setReadCount(notifications.length);
  };
  const clearAll = () => {
    setReadCount(0);
    onClearAll();
  };

  return (
    <>
      <button
        type="button"
        onClick={openDialog}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <BellIcon className="size-6" />
        <span className="sr-only">
          Notifications{unreadCount > 0 ? `, ${unreadCount} unread` : ""}
        </span>
        {unreadCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-5 text-white"
          >
            {unreadCount > 99 ? "99+" : unreadCount}
          </span>
        )}
      </button>
      <NotificationsDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setReadCount(notifications.length);
        }}
        notifications={notifications}
        onClearAll={clearAll}
      />
    </>
  );
}
