const ROWS = 5;

/** Five placeholder rows while the conversations load. */
export function ConversationListSkeleton() {
  return (
    <ul aria-label="Loading conversations" aria-busy="true" className="mt-4 space-y-1">
      {Array.from({ length: ROWS }, (_, index) => (
        <li key={index} className="flex animate-pulse items-center gap-3 rounded-xl px-2 py-2.5">
          <span className="size-10 shrink-0 rounded-full bg-slate-200" />
          <span className="flex-1 space-y-2">
            <span className="block h-3 w-24 rounded bg-slate-200" />
            <span className="block h-3 w-36 rounded bg-slate-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}
