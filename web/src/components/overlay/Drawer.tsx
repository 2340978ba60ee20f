import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useRef, type ReactNode } from "react";
import { XMarkIcon } from "../icons";
import { useDialogInstance } from "./useDialogInstance";

/** The backdrop's and panel's transition, `duration-200` below. */
const TRANSITION_MS = 200;

interface DrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly children: ReactNode;
}

/** A Headless UI dialog that slides in from the right edge, for forms that edit the own profile. */
export function Drawer({ open, onClose, title, children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const instance = useDialogInstance(open, TRANSITION_MS, panel);
  return (
    <Dialog key={instance} open={open} onClose={onClose} className="relative z-40">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-md">
        <DialogPanel
          ref={panel}
          transition
          className="flex w-full flex-col overflow-y-auto bg-white p-6 shadow-xl transition duration-200 data-closed:translate-x-full"
        >
          <div className="mb-6 flex items-center justify-between gap-4">
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            >
              <span className="sr-only">Close</span>
              <XMarkIcon className="size-5" />
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
