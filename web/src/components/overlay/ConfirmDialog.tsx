import { ModalDialog } from "./ModalDialog";

interface ConfirmDialogProps {
  readonly open: boolean;
  /** the question, also the dialog's accessible name: "Delete this post?" */
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * Asks before something that cannot be undone (deleting a post or a comment is one misclick away
 * in a menu). Cancel has the focus, so Enter on an accidental open does no harm.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <ModalDialog open={open} onClose={onCancel} title={title}>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      <div className="mt-5 flex justify-end gap-2">
        <button
          type="button"
          // Headless UI's dialog focuses the element marked so (else its first button, Close)
          data-autofocus
          onClick={onCancel}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={() => {
            onCancel();
            onConfirm();
          }}
          className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}

/** The question before a post is deleted, wherever it is offered (card menu, profile grid). */
export const DELETE_POST_CONFIRMATION = {
  title: "Delete this post?",
  message: "It goes for good, with its likes, comments and saves.",
  confirmLabel: "Delete",
} as const;
