import { useId, useState } from "react";
import { FieldError } from "./FieldError";
import { labelClassName } from "./fieldStyles";

interface FileFieldProps {
  readonly label: string;
  readonly name: string;
  readonly onChange: (file: File | null) => void;
  readonly error?: string;
}

export const NOT_AN_IMAGE = "Please select an image file.";

/** Whether the browser took `file` for an image (what `accept="image/*"` offers, though a user can pick anything). */
export const isImageFile = (file: File) => file.type.startsWith("image/");

/**
 * An image picker; the chosen file stays in the native input, the parent keeps the File object.
 * The native input is visually hidden behind a button and the file's whole name (wrapped, never
 * cut to "No fil...osen" on a phone); a file that is not an image is flagged at once.
 */
export function FileField({ label, name, onChange, error }: FileFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [chosen, setChosen] = useState<File | null>(null);
  const shownError = error ?? (chosen && !isImageFile(chosen) ? NOT_AN_IMAGE : undefined);
  return (
    <div>
      <p id={`${id}-label`} className={labelClassName}>
        {label}
      </p>
      <label className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg focus-within:ring-2 focus-within:ring-brand-500">
        <input
          id={id}
          name={name}
          type="file"
          accept="image/*"
          aria-labelledby={`${id}-label`}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setChosen(file);
            onChange(file);
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          className="sr-only"
        />
        <span
          aria-hidden="true"
          className="shrink-0 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-100"
        >
          Choose file
        </span>
        <span aria-hidden="true" className="min-w-0 text-sm break-all text-slate-600">
          {chosen?.name ?? "No file chosen"}
        </span>
      </label>
      <FieldError id={errorId} message={shownError} />
    </div>
  );
}
