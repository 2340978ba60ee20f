/** The red count on the header's bell and messages icons (hidden from screen readers: their names say it). */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute right-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-5 text-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
