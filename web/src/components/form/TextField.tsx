import { useId, type InputHTMLAttributes } from "react";
import { FieldError } from "./FieldError";
import { inputClassName, labelClassName } from "./fieldStyles";

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "className" | "id">;

interface TextFieldProps extends NativeInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
}

export function TextField({ label, value, onChange, error, type = "text", ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
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
        aria-describedby={error ? errorId : undefined}
        className={inputClassName(Boolean(error))}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
