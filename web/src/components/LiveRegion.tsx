import { useCallback, useRef, useState } from "react";

export interface Announcement {
  readonly text: string;
  /** New for every announcement, so the same words said twice are read twice. */
  readonly id: number;
}

interface LiveRegionProps {
  readonly announcement: Announcement | null;
  /** An error that interrupts (role alert); otherwise read when the screen reader is free (role status). */
  readonly urgent?: boolean;
}

/**
 * A visually hidden live region: screen readers read each announcement put into it. It stays
 * mounted, empty, so that what comes into it later is announced.
 */
export function LiveRegion({ announcement, urgent = false }: LiveRegionProps) {
  return (
    <div role={urgent ? "alert" : "status"} className="sr-only">
      {announcement && <span key={announcement.id}>{announcement.text}</span>}
    </div>
  );
}

/** The latest announcement for a LiveRegion, and the function that makes one. */
export function useAnnouncement(): readonly [Announcement | null, (text: string) => void] {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const nextId = useRef(0);
  const announce = useCallback((text: string) => setAnnouncement({ text, id: nextId.current++ }), []);
  return [announcement, announce] as const;
}
