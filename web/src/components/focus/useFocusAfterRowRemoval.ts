import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/** The attribute that marks a list's row (`data-row-key={key}` in JSX), with the row's key as its value. */
const ROW_KEY_ATTRIBUTE = "data-row-key";

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";

interface FocusedControl {
  readonly key: string;
  /** the control's place among its row's focusable elements: the next row's same control takes the focus */
  readonly index: number;
}

function focusables(row: Element): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Where the focus goes when no row is left: the heading of the list's section (named by its
 * aria-labelledby, else its first heading), else the page's heading; made focusable from script.
 */
function listHeading(container: HTMLElement | null): HTMLElement | null {
  const section = container?.closest("section");
  const labelledBy = section?.getAttribute("aria-labelledby");
  const heading =
    (labelledBy ? document.getElementById(labelledBy) : null) ??
    section?.querySelector<HTMLElement>("h1, h2, h3, h4") ??
    document.querySelector<HTMLElement>("main h1, h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  return heading;
}

/** True when the focus went nowhere: its element left the page, so the browser gave it to <body>. */
function focusWasDropped(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * Keeps the keyboard focus in a list whose rows leave it when acted on (Approve, Decline, Unmute,
 * Dismiss, Follow on a suggestion): when the row holding the focus goes, the focus moves to the
 * same control of the next row (the previous one after the last), or to the list's heading when
 * no row is left, instead of dropping to the page (WCAG 2.4.3). It moves only
 * a focus that was dropped: someone who has moved on keeps theirs.
 *
 * Returns the ref for an element that stays mounted around the list (its empty state included);
 * each row carries `data-row-key` with its key, and `keys` lists the rows shown, in order.
 */
export function useFocusAfterRowRemoval<T extends HTMLElement>(keys: readonly string[]): RefObject<T | null> {
  const container = useRef<T>(null);
  const focused = useRef<FocusedControl | null>(null);
  const shownKeys = useRef(keys);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const remember = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const row = target?.closest(`[${ROW_KEY_ATTRIBUTE}]`);
      const key = row?.getAttribute(ROW_KEY_ATTRIBUTE);
      focused.current = row && key != null ? { key, index: Math.max(focusables(row).indexOf(target!), 0) } : null;
    };
    element.addEventListener("focusin", remember);
    return () => element.removeEventListener("focusin", remember);
  }, []);

  const keyList = keys.join("\n");
  // a layout effect: the focus moves in the frame the row leaves, with no moment on <body>
  useLayoutEffect(() => {
    const before = shownKeys.current;
    const now = keyList ? keyList.split("\n") : [];
    shownKeys.current = now;
    const lost = focused.current;
    if (!lost || now.includes(lost.key) || !focusWasDropped()) return;
    const at = before.indexOf(lost.key);
    const next =
      before.slice(at + 1).find((key) => now.includes(key)) ??
      before
        .slice(0, Math.max(at, 0))
        .reverse()
        .find((key) => now.includes(key));
    const row =
      next === undefined ? null : container.current?.querySelector(`[${ROW_KEY_ATTRIBUTE}="${CSS.escape(next)}"]`);
    const controls = row ? focusables(row) : [];
    const target = controls[Math.min(lost.index, controls.length - 1)] ?? listHeading(container.current);
    focused.current = null;
    target?.focus();
  }, [keyList]);

  return container;
}
