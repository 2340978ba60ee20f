import { useId, type ReactNode, type TextareaHTMLAttributes } from "react";
import { FieldError } from "./FieldError";
import { inputClassName, labelClassName } from "./fieldStyles";

type NativeTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "onChange" | "value" | "className" | "id">;

interface TextAreaFieldProps extends NativeTextAreaProps {
  /** Text, or text with a visually hidden part that completes its accessible name. */
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
}

export function TextAreaField({ label, value, onChange, error, rows = 3, ...textAreaProps }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <textarea
        {...textAreaProps}
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClassName(Boolean(error))} resize-y`}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
