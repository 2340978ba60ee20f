import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { backFromState } from "../chatNavigation";

/** The right panel's top line; on phones it leads back to the list of conversations. */
export function ChatHeader({ children, backToList }: { children: ReactNode; backToList: boolean }) {
  const partnerId = useSearchParams()[0].get("with");
  return (
    <div className="flex min-h-16 items-center gap-3 border-b border-slate-200 px-4 py-3">
      {backToList && (
        <Link
          to="/chats"
          state={partnerId ? backFromState(partnerId) : undefined}
          className="-ml-1 rounded-full p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 md:hidden"
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-5"
            aria-hidden="true"
          >
            <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="sr-only">Back to conversations</span>
        </Link>
      )}
      {children}
    </div>
  );
}
