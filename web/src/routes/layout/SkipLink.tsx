import type { MouseEvent } from "react";

/**
 * The first stop of the Tab key on every screen of the layout: it jumps past the header to the
 * screen's content. Hidden until focused. It focuses the content itself rather than following
 * the #main fragment, so the address stays the screen's own.
 */
export function SkipLink({ targetId }: { readonly targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className="sr-only rounded-lg bg-white text-sm font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
