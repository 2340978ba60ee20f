const sizes = {
  sm: "size-8",
  md: "size-10",
  lg: "size-20",
} as const;

interface AvatarProps {
  readonly src: string;
  readonly alt: string;
  readonly size?: keyof typeof sizes;
  readonly className?: string;
}

export function Avatar({ src, alt, size = "md", className = "" }: AvatarProps) {
  return (
    <img
      src={src}
      alt={alt}
      className={`${sizes[size]} shrink-0 rounded-full bg-slate-200 object-cover ${className}`}
      loading="lazy"
      decoding="async"
    />
  );
}
