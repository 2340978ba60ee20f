import { useEffect, useState } from "react";

/**
 * A key for a transitioned Headless UI dialog that changes once each close has had time to end,
 * so the closed dialog is mounted afresh. That is what frees the page when Headless UI 2.2
 * deadlocks (tailwindlabs/headlessui#3892): a dialog closed during its enter transition stays
 * mounted, invisible, swallows every click and never shows again (a quick click on a
 * notification right after opening the bell's list did it). A fresh closed dialog renders nothing
 * and still animates its next opening; one opened again before its close has ended is mounted
 * afresh at once, open, without the opening animation.
 */
export function useDialogInstance(open: boolean, transitionMs: number): number {
  const [instance, setInstance] = useState(0);
  const [shownOpen, setShownOpen] = useState(open);
  // closed, and its leave transition may still be running (or stuck)
  const [settling, setSettling] = useState(false);
  if (open !== shownOpen) {
    setShownOpen(open);
    setSettling(!open);
    if (open && settling) setInstance((n) => n + 1);
  }
  useEffect(() => {
    if (!settling) return;
    // a little past the leave transition, so a healthy dialog has finished it by then
    const timer = setTimeout(() => {
      setSettling(false);
      setInstance((n) => n + 1);
    }, transitionMs + 100);
    return () => clearTimeout(timer);
  }, [settling, transitionMs]);
  return instance;
}
