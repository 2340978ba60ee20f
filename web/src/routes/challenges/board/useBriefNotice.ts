import { useCallback, useEffect, useState } from "react";

const NOTICE_MS = 3500;

/** A short message under the board ("It is not your turn.") that goes away by itself. */
export function useBriefNotice(): [notice: string | null, show: (message: string) => void] {
  const [notice, setNotice] = useState<{ message: string; id: number } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  // A new id restarts the timer even when the same message repeats.
  const show = useCallback((message: string) => setNotice({ message, id: Date.now() }), []);
  return [notice?.message ?? null, show];
}
