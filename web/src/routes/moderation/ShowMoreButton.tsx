/** "Show more" under a list the moderation page reads a page at a time. */
export function ShowMoreButton({ onClick, loading, label }: { onClick: () => void; loading: boolean; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={loading}
      className="mt-2 w-full rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {loading ? "Loading..." : "Show more"}
      <span className="sr-only"> {label}</span>
    </button>
  );
}
