import { useState, type FormEvent } from "react";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextAreaField } from "../../components/form/TextAreaField";
import { ModalDialog } from "../../components/overlay/ModalDialog";
import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";

/** The reason's limit, as the server keeps it (MODERATION_REASON_MAX). */
const REASON_MAX = 500;

interface SuspendDialogProps {
  readonly open: boolean;
  readonly username: string;
  readonly pending: boolean;
  readonly onCancel: () => void;
  /** resolves to whether the suspension went through (the dialog then closes) */
  readonly onSuspend: (reason: string) => Promise<boolean>;
}

/** Asks why before suspending: the reason goes to the audit log. */
export function SuspendDialog({ open, username, pending, onCancel, onSuspend }: SuspendDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!reason.trim()) return setError(USER_ERROR_TEXTS.MODERATION_REASON_REQUIRED);
    setError(undefined);
    if (await onSuspend(reason.trim())) setReason("");
  };
  return (
    <ModalDialog open={open} onClose={onCancel} title={`Suspend ${username}?`}>
      <form onSubmit={submit} className="mt-3 space-y-4" noValidate>
        <p className="text-sm text-slate-600">
          They are logged out everywhere and cannot log in; their profile, posts and comments are hidden from everyone
          but moderators until you lift the suspension.
        </p>
        <TextAreaField
          label="Reason"
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
            <SubmitButton pending={pending} pendingLabel="Suspending…">
              Suspend account
            </SubmitButton>
          </div>
        </div>
      </form>
    </ModalDialog>
  );
}
