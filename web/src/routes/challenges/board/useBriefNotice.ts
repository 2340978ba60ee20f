import { useCallback, useEffect, useState } from "react";

const NOTICE_MS = 4000;

export interface BriefNotice {
  readonly message: string;
  /** New for every showing, even of the same message: a key that makes screen readers say it again. */
  readonly id: number;
}

/**
 * A short message under the board ("It is not your turn.") that goes away by itself after a few
 * seconds, or as soon as `resetKey` changes (a move landed, a new turn began): a refusal is about
 * the board as it was, and stays no longer than that board.
 */
export function useBriefNotice(resetKey: string): [notice: BriefNotice | null, show: (message: string) => void] {
  const [notice, setNotice] = useState<BriefNotice | null>(null);
  const [shownAt, setShownAt] = useState(resetKey);
  if (shownAt !== resetKey) {
    setShownAt(resetKey);
    setNotice(null);
  }

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  // A new id restarts the timer even when the same message repeats.
  const show = useCallback(
    (message: string) => setNotice((previous) => ({ message, id: (previous?.id ?? 0) + 1 })),
    [],
  );
  return [notice, show];
}
