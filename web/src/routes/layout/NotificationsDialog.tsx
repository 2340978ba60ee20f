import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { XMarkIcon } from "../../components/icons";
import type { AppNotification } from "./NotificationBell";

interface NotificationsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly notifications: readonly AppNotification[];
  readonly onClearAll: () => void;
}

export function NotificationsDialog({ open, onClose, notifications, onClearAll }: NotificationsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-20">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-5 shadow-xl">
          <div className="flex items-center justify-between gap-4">
            <DialogTitle className="text-base font-semibold text-slate-900">See All Notifications</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
            >
              <span className="sr-only">Close</span>
              <XMarkIcon className="size-5" />
            </button>
          </div>
          {notifications.length === 0 ? (
            <p className="py-8 text-center text-sm text-slate-500">no notifications yet</p>
          ) : (
            <ul className="mt-4 max-h-80 divide-y divide-slate-100 overflow-y-auto">
              {notifications.map((notification) => (
                <li key={notification.id} className="py-3 text-sm text-slate-700">
                  {notification.message}
                </li>
              ))}
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}
