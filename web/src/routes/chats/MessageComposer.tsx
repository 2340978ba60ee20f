import { useEffect, useRef, useState, type FormEvent } from "react";
import { EmojiPickerButton } from "../../components/EmojiPickerButton";
import { MESSAGE_MAX } from "../../limits";
import { AskDialog } from "./ask/AskDialog";

interface MessageComposerProps {
  /** Null while no partner is chosen: Send then does nothing, as in v1. */
  readonly onSend: ((text: string) => void) | null;
  /** Every change of the text (the typing indicator). */
  readonly onTextChange?: (text: string) => void;
  /** While the conversation loads: nothing typed there could be kept. */
  readonly disabled?: boolean;
  /** Takes the keyboard focus when it appears (a conversation the user just opened). */
  readonly focusOnMount?: boolean;
}

/** The message box with the emoji picker, the Ask helper and Send (Enter sends too). */
export function MessageComposer({
  onSend,
  onTextChange,
  disabled = false,
  focusOnMount = false,
}: MessageComposerProps) {
  const [text, setText] = useState("");
  const [asking, setAsking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  const change = (next: string) => {
    setText(next);
    onTextChange?.(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = text.trim();
    // Empty or whitespace-only text, or no one to send to, does nothing.
    if (message === "" || !onSend) return;
    onSend(message);
    setText("");
    // After a click on Send too: the next message is typed right away.
    input.current?.focus();
  };

  return (
    <>
      <form onSubmit={submit} className="border-t border-slate-200 px-3 py-3">
        <fieldset disabled={disabled} className="flex min-w-0 items-center gap-2">
          <input
            ref={input}
            type="text"
            aria-label="Message"
            placeholder="start chat"
            value={text}
            onChange={(event) => change(event.target.value)}
            maxLength={MESSAGE_MAX}
            autoComplete="off"
            className="min-w-0 flex-1 rounded-full border border-slate-450 bg-white px-4 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50"
          />
          <EmojiPickerButton onSelect={(emoji) => change(text + emoji)} />
          <button
            type="button"
            onClick={() => setAsking(true)}
            className="shrink-0 rounded-full border border-brand-200 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Ask
          </button>
          <button
            type="submit"
            disabled={!onSend}
            className="shrink-0 rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Send
          </button>
        </fieldset>
      </form>
      {/* Outside the form: React events bubble out of the dialog's portal, and its Suggest would submit the message. */}
      <AskDialog
        open={asking}
        onClose={() => setAsking(false)}
        onPick={(suggestion) => {
          change(suggestion);
          input.current?.focus();
        }}
      />
    </>
  );
}
