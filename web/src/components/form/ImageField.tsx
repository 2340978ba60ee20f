import { FileField, isImageFile } from "./FileField";
import { useImagePreview } from "./useImagePreview";

interface ImageFieldProps {
  readonly label: string;
  readonly name: string;
  readonly file: File | null;
  readonly onChange: (file: File | null) => void;
  readonly error?: string;
  readonly previewAlt: string;
}

/** An image picker that shows the chosen image before it is sent. */
export function ImageField({ label, name, file, onChange, error, previewAlt }: ImageFieldProps) {
  // a file that is not an image would show as a broken picture: FileField says so instead
  const previewUrl = useImagePreview(file && isImageFile(file) ? file : null);
  return (
    <div className="space-y-2">
      <FileField label={label} name={name} onChange={onChange} error={error} />
      {previewUrl && (
        <img src={previewUrl} alt={previewAlt} className="max-h-64 w-full rounded-lg bg-slate-100 object-contain" />
      )}
    </div>
  );
}
