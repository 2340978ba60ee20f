import { useId, type ReactNode } from "react";
import { PageHeading } from "../routeFocus/PageHeading";
import { useDocumentTitle } from "./useDocumentTitle";

interface PageFrameProps {
  readonly title: string;
  readonly description?: ReactNode;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
  /** One column of cards (a post's page) rather than the full width. */
  readonly narrow?: boolean;
}

/** The heading block every screen inside the layout starts with; its title is also the tab's. */
export function PageFrame({ title, description, actions, children, narrow = false }: PageFrameProps) {
  const headingId = useId();
  useDocumentTitle(title);
  return (
    <section
      aria-labelledby={headingId}
      className={`mx-auto w-full ${narrow ? "max-w-xl" : "max-w-6xl"} px-4 py-6 sm:px-6`}
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeading id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </PageHeading>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
