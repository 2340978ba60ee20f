import { useEffect, useState } from "react";

interface Preview {
  readonly file: File;
  readonly url: string;
}

/**
 * A data URL showing `file`, or null until it is read. A data URL rather than an object URL: it needs
 * no revoking, which StrictMode's double effects would otherwise do while the preview is on screen.
 */
export function useImagePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<Preview | null>(null);

  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  return file && preview?.file === file ? preview.url : null;
}
