import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useRef, type ReactNode } from "react";
import { XMarkIcon } from "../icons";
import { useDialogInstance } from "./useDialogInstance";

/** The backdrop's and panel's transition, `duration-150` below. */
const TRANSITION_MS = 150;

const widths = {
  md: "max-w-md",
  lg: "max-w-lg",
} as const;

interface ModalDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** Hides the title visually (it still names the dialog for screen readers). */
  readonly hideTitle?: boolean;
  readonly width?: keyof typeof widths;
  readonly children: ReactNode;
}

/** A centred Headless UI dialog: focus trap, Escape and backdrop click close it, focus returns on close. */
export function ModalDialog({ open, onClose, title, hideTitle = false, width = "md", children }: ModalDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const instance = useDialogInstance(open, TRANSITION_MS, panel);
  return (
    <Dialog key={instance} open={open} onClose={onClose} className="relative z-40">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/50 transition-opacity duration-150 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-16 sm:pt-20">
        <DialogPanel
          ref={panel}
          transition
          className={`w-full ${widths[width]} rounded-2xl bg-white p-5 shadow-xl transition duration-150 data-closed:scale-95 data-closed:opacity-0`}
        >
          <div className="flex items-center justify-between gap-4">
            <DialogTitle className={hideTitle ? "sr-only" : "text-base font-semibold text-slate-900"}>
              {title}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="ml-auto rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
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
