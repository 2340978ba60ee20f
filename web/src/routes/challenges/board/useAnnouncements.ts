import { useCallback, useState } from "react";

/** How many recent announcements the log keeps: a screen reader hears each as it is added. */
const KEPT = 6;

export interface Announcement {
  readonly id: number;
  readonly text: string;
}

/**
 * What the board says to screen readers, oldest first: moves, whose turn it is, the clock's
 * warnings, the result, the opponent leaving and coming back. Shown in GameAnnouncements.
 */
export function useAnnouncements(): [announcements: readonly Announcement[], announce: (text: string) => void] {
  const [announcements, setAnnouncements] = useState<{ next: number; kept: readonly Announcement[] }>({
    next: 1,
    kept: [],
  });
  const announce = useCallback(
    (text: string) =>
      setAnnouncements(({ next, kept }) => ({ next: next + 1, kept: [...kept, { id: next, text }].slice(-KEPT) })),
    [],
  );
  return [announcements.kept, announce];
}
