import { ModalDialog } from "../../../components/overlay/ModalDialog";
import { AskForIdeas } from "./AskForIdeas";

export interface AskDialogProps {
  readonly open: boolean;
  /** Escape, the close button, a backdrop click, or a picked suggestion: the chat sets `open` to false. */
  readonly onClose: () => void;
  /**
   * The suggestion the user clicked, whole, once the dialog has closed and let go of the focus:
   * the chat puts it in its message box and may focus the box there and then.
   */
  readonly onPick: (text: string) => void;
}

/**
 * The chat's AI helper (the Ask dialog): a prompt, Suggest, and up to three numbered
 * conversation openers appearing as the server streams them.
 */
export function AskDialog({ open, onClose, onPick }: AskDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Need ideas for what to say?">
      {/* Inside the panel, which unmounts on close: closing clears the prompt and the suggestions
          (and ends a request still streaming). */}
      <AskForIdeas onClose={onClose} onPick={onPick} />
    </ModalDialog>
  );
}
