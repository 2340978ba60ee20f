import { useState } from "react";

const sizes = {
  sm: "size-8 text-sm",
  md: "size-10 text-base",
  lg: "size-20 text-2xl",
} as const;

interface AvatarProps {
  readonly src: string;
  readonly alt: string;
  readonly size?: keyof typeof sizes;
  readonly className?: string;
  /** Shown as its first letter when the image cannot be loaded (v1 showed the username's initial). */
  readonly fallbackName?: string;
}

export function Avatar({ src, alt, size = "md", className = "", fallbackName }: AvatarProps) {
  // Remembers which source failed, so a new source gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (fallbackName && failedSrc === src) {
    return (
      <span
        // alt="" (the name is beside it): hidden like the image it stands for, not an image with no name
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold uppercase text-brand-700 ${className}`}
      >
        {fallbackName.charAt(0)}
      </span>
    );
  }

  return (
    <img
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src)}
      className={`${sizes[size]} shrink-0 rounded-full bg-slate-200 object-cover ${className}`}
      loading="lazy"
      decoding="async"
    />
  );
}
