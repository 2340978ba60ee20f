import type { ReactNode } from "react";
import { LiveRegion, useAnnouncement } from "../components/LiveRegion";
import { AnnouncerContext } from "./announcerContext";

/**
 * One polite live region for the whole app, mounted (empty) with it: what is put into it later
 * is read, whichever screen asks and however new that screen is. A region created with its text
 * already in it is not read (WCAG 4.1.3), so results that arrive with a new screen (a search's
 * count) and news from elsewhere (a chat message on the feed) are said here.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [announcement, announce] = useAnnouncement();
  return (
    <AnnouncerContext value={announce}>
      {children}
      <LiveRegion announcement={announcement} />
    </AnnouncerContext>
  );
}
