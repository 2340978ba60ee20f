import type { Announcement } from "./useAnnouncements";

/**
 * The board's spoken commentary: a log (a polite live region) that screen readers read as each
 * line is added, after whatever they are saying. Sighted players see the same on the board.
 */
export function GameAnnouncements({ announcements }: { announcements: readonly Announcement[] }) {
  return (
    <div role="log" aria-label="Game announcements" className="sr-only">
      {announcements.map(({ id, text }) => (
        <p key={id}>{text}</p>
      ))}
    </div>
  );
}
