import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { PageHeading } from "../routeFocus/PageHeading";
import { Logo } from "./Logo";
import { useDocumentTitle } from "./useDocumentTitle";

/**
 * A page about the account that opens signed out as well as in (a link from a mail, "Forgot
 * password?"): the log-in page's sky and one card, its title the tab's and the page's heading.
 */
export function AccountCardPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-sky-100 via-white to-indigo-100 px-4 py-10">
      <Link to="/" className="mb-6 flex items-center gap-3 rounded-lg text-slate-900">
        <Logo className="size-10" />
        <span className="text-2xl font-bold tracking-tight">SkySocial</span>
      </Link>
      <div className="w-full max-w-[400px] rounded-2xl border border-slate-200 bg-white p-5 shadow-xl sm:p-6">
        <PageHeading className="mb-3 text-lg font-semibold text-slate-900">{title}</PageHeading>
        {children}
      </div>
    </main>
  );
}

/** A quiet link under a card's form ("Back to log in"). */
export function CardLink({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  return (
    <Link to={to} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}
