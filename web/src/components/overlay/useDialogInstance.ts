import { useEffect, useState, type RefObject } from "react";

/**
 * A key for a transitioned Headless UI dialog that changes when a closed dialog is still on the
 * page once its leave transition has had time to end, so it is mounted afresh. That is what frees
 * the page when Headless UI 2.2 deadlocks (tailwindlabs/headlessui#3892): a dialog closed during
 * its enter transition stays mounted, invisible, swallows every click and never shows again (a
 * quick click on a notification right after opening the bell's list did it). A dialog that closed
 * properly is left alone (mounting it afresh would move the focus again); one opened again while
 * its panel is still there is mounted afresh at once, open, without the opening animation.
 */
export function useDialogInstance(open: boolean, transitionMs: number, panel: RefObject<HTMLElement | null>): number {
  const [instance, setInstance] = useState(0);
  const [shownOpen, setShownOpen] = useState(open);
  // closed, and its leave transition may still be running (or stuck)
  const [settling, setSettling] = useState(false);
  if (open !== shownOpen) {
    setShownOpen(open);
    setSettling(!open);
    if (open && settling && panel.current?.isConnected) setInstance((n) => n + 1);
  }
  useEffect(() => {
    if (!settling) return;
    // a little past the leave transition, so a healthy dialog has finished it by then
    const timer = setTimeout(() => {
      setSettling(false);
      if (panel.current?.isConnected) setInstance((n) => n + 1);
    }, transitionMs + 100);
    return () => clearTimeout(timer);
  }, [settling, transitionMs, panel]);
  return instance;
}
