import type { ReactNode } from "react";

/** The post grid: 1 column, 2 from sm, 3 from md, 4 from lg. */
export const postGridClassName = "grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4";

export function PostGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={postGridClassName}>
      {children}
    </ul>
  );
}
