import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { claimRouteFocus } from "./routeFocus";

interface PageHeadingProps {
  readonly id?: string;
  readonly className: string;
  readonly children: ReactNode;
}

/**
 * A screen's h1. After a route change it takes the keyboard focus (see routeFocus.ts), unless the
 * new page already put the focus somewhere of its own (a message box, a game board). Focusable
 * only from script, and without a focus ring: it is a place to start from, not a control.
 */
export function PageHeading({ id, className, children }: PageHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const element = heading.current;
    if (!element || !claimRouteFocus(pathname)) return;
    const focused = document.activeElement;
    const page = element.closest("main");
    if (focused && focused !== page && page?.contains(focused)) return;
    element.focus();
  }, [pathname]);

  return (
    <h1 ref={heading} id={id} tabIndex={-1} className={`${className} focus:outline-none`}>
      {children}
    </h1>
  );
}
