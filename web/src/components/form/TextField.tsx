import { useId, type InputHTMLAttributes } from "react";
import { FieldError, FieldNote } from "./FieldError";
import { inputClassName, labelClassName } from "./fieldStyles";

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "className" | "id">;

interface TextFieldProps extends NativeInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  /** What the field expects, shown under it and read with it (a placeholder alone vanishes as one types). */
  readonly hint?: string;
}

export function TextField({ label, value, onChange, error, hint, type = "text", ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClassName(Boolean(error))}
      />
      <FieldNote id={hintId} text={hint} tone="hint" />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
