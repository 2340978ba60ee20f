import { useId } from "react";

/** The SkySocial mark: a cloud on a sky gradient. Decorative, the product name always sits next to it. */
export function Logo({ className = "size-8" }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M10 21.5a4.5 4.5 0 0 1 .6-8.96A6 6 0 0 1 22.2 14a3.75 3.75 0 0 1-.45 7.5Z" fill="#fff" />
    </svg>
  );
}
