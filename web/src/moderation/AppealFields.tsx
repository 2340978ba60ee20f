import { useState } from "react";
import { TextAreaField } from "../components/form/TextAreaField";
import { USER_ERROR_TEXTS } from "../userErrors/userErrors";

/** An appeal's limit, as the server keeps it (APPEAL_TEXT_MAX). */
const APPEAL_MAX = 2000;

/** An appeal's words as they are typed: checked before they are sent, the error cleared as they change. */
export function useAppealText() {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  return {
    text,
    error,
    setError,
    change: (value: string) => {
      setText(value);
      setError(undefined);
    },
    /** the trimmed text to send, or null (and the error shown) when it says nothing */
    ready: (): string | null => {
      const trimmed = text.trim();
      setError(trimmed ? undefined : USER_ERROR_TEXTS.APPEAL_TEXT_REQUIRED);
      return trimmed || null;
    },
  };
}

const TONES = {
  /** in the bell */
  neutral: {
    hint: "text-slate-600",
    cancel: "text-slate-700 hover:bg-slate-100",
    send: "bg-brand-600 hover:bg-brand-700",
  },
  /** in the suspension's red notice */
  danger: { hint: "text-red-900", cancel: "text-red-900 hover:bg-red-100", send: "bg-red-700 hover:bg-red-800" },
} as const;

interface AppealFieldsProps {
  readonly appeal: ReturnType<typeof useAppealText>;
  readonly label: string;
  /** said under the box: that it is one appeal, and how the answer comes */
  readonly hint: string;
  readonly sending: boolean;
  readonly onCancel: () => void;
  /** left out: "Send appeal" submits the form around the fields; given: it sends on click (inside a form with another purpose: forms do not nest) */
  readonly onSend?: () => void;
  readonly tone: keyof typeof TONES;
}

/** The box an appeal is written in, with Cancel and Send appeal: the same for a removal and a suspension. */
export function AppealFields({ appeal, label, hint, sending, onCancel, onSend, tone }: AppealFieldsProps) {
  const colours = TONES[tone];
  return (
    <>
      <TextAreaField
        label={label}
        value={appeal.text}
        onChange={appeal.change}
        maxLength={APPEAL_MAX}
        error={appeal.error}
        rows={4}
        required
        autoFocus
      />
      <p className={`text-xs ${colours.hint}`}>{hint}</p>
      {/* a phone stacks them, Send on top: side by side they do not fit beside a narrow notice */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${colours.cancel}`}
        >
          Cancel
        </button>
        <button
          type={onSend ? "button" : "submit"}
          onClick={onSend}
          aria-disabled={sending || undefined}
          className={`rounded-lg px-3 py-1.5 text-sm font-semibold text-white aria-disabled:cursor-wait aria-disabled:opacity-80 ${colours.send}`}
        >
          {sending ? "Sending…" : "Send appeal"}
        </button>
      </div>
    </>
  );
}
