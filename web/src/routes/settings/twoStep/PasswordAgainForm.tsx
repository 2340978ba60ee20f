import { useState, type FormEvent, type ReactNode } from "react";
import { PasswordField } from "../../../components/form/PasswordField";
import { useFocusFirstInvalid } from "../../../components/form/useFocusFirstInvalid";
import { DialogActions } from "./DialogActions";
import { USER_ERROR_TEXTS } from "../../../userErrors/userErrors";
import type { ShownUserError } from "../../../userErrors/userErrors";

/** What a password prompt does with the password: commits, then says how it went. */
export interface PasswordOutcome {
  readonly onRefused: (refusal: ShownUserError) => void;
}

/** Changes to how the account signs in ask for the password again: this form asks, and words a wrong one. */
export function PasswordAgainForm({
  intro,
  submitLabel,
  pendingLabel,
  pending,
  danger = false,
  onSubmit,
  onCancel,
  children,
}: {
  readonly intro: ReactNode;
  /** fields asked for with the password (a new passkey's name) */
  readonly children?: ReactNode;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly pending: boolean;
  readonly danger?: boolean;
  readonly onSubmit: (password: string, outcome: PasswordOutcome) => void;
  readonly onCancel: () => void;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const refuse = (text: string) => {
    setError(text);
    focusFirstInvalid();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (password === "") return refuse(USER_ERROR_TEXTS.PASSWORD_REQUIRED);
    onSubmit(password, {
      onRefused: (refusal) => refuse(refusal.code === "WRONG_PASSWORD" ? "That is not your password." : refusal.text),
    });
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mt-3 space-y-4 text-sm text-slate-700">
      <div>{intro}</div>
      {children}
      <PasswordField
        label="Your password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
        error={error}
      />
      <DialogActions
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        danger={danger}
        onCancel={onCancel}
      />
    </form>
  );
}
