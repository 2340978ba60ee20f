import { useState, type FormEvent, type ReactNode } from "react";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextAreaField } from "../../components/form/TextAreaField";
import { ModalDialog } from "../../components/overlay/ModalDialog";
import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";

/** The reason's limit, as the server keeps it (MODERATION_REASON_MAX). */
const REASON_MAX = 500;

interface ReasonDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** the text box's label: "Reason" unless said otherwise (a decision's note to its appellant) */
  readonly label?: string;
  /** what the action does, and who is told */
  readonly consequences: ReactNode;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly pending: boolean;
  readonly onCancel: () => void;
  /** resolves to whether the action went through (the dialog then closes) */
  readonly onSubmit: (reason: string) => Promise<boolean>;
}

/**
 * Asks why before a moderator suspends an account, removes content or decides an appeal: the
 * reason goes to the audit log, and the person affected is told it.
 */
export function ReasonDialog({
  open,
  title,
  label = "Reason",
  consequences,
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  onSubmit,
}: ReasonDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!reason.trim()) return setError(USER_ERROR_TEXTS.MODERATION_REASON_REQUIRED);
    setError(undefined);
    if (await onSubmit(reason.trim())) setReason("");
  };
  return (
    <ModalDialog open={open} onClose={onCancel} title={title}>
      <form onSubmit={submit} className="mt-3 space-y-4" noValidate>
        <p className="text-sm text-slate-600">{consequences}</p>
        <TextAreaField
          label={label}
          value={reason}
          onChange={setReason}
          maxLength={REASON_MAX}
          error={error}
          required
        />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Cancel
          </button>
          <div className="w-44">
            <SubmitButton pending={pending} pendingLabel={pendingLabel}>
              {submitLabel}
            </SubmitButton>
          </div>
        </div>
      </form>
    </ModalDialog>
  );
}
