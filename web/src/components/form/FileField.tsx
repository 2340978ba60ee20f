import { useId } from "react";
import { FieldError } from "./FieldError";
import { labelClassName } from "./fieldStyles";

interface FileFieldProps {
  readonly label: string;
  readonly name: string;
  readonly onChange: (file: File | null) => void;
  readonly error?: string;
}

/** An image picker; the chosen file stays in the native input, the parent keeps the File object. */
export function FileField({ label, name, onChange, error }: FileFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/*"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
