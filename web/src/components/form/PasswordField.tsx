import { useId, useState } from "react";
import { EyeIcon, EyeSlashIcon } from "../icons";
import { FieldError } from "./FieldError";
import { inputClassName, labelClassName } from "./fieldStyles";

interface PasswordFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: "current-password" | "new-password";
  readonly error?: string;
  /** the rule a new password follows, shown under the field before anything goes wrong */
  readonly hint?: string;
}

export function PasswordField({ label, name, value, onChange, autoComplete, error, hint }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  const [visible, setVisible] = useState(false);
  const ToggleIcon = visible ? EyeSlashIcon : EyeIcon;

  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClassName(Boolean(error))} pr-10`}
        />
        <button
          type="button"
          onClick={() => setVisible((current) => !current)}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex items-center rounded-r-lg px-3 text-slate-500 hover:text-slate-700"
        >
          <span className="sr-only">{visible ? "Hide password" : "Show password"}</span>
          <ToggleIcon className="size-5" />
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
