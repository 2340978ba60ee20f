import { use } from "react";
import { AnnouncerContext, type Announce } from "./announcerContext";

/** The app's polite announcer (AnnouncerProvider): for news that has no live region of its own on screen. */
export function useAnnounce(): Announce {
  const announce = use(AnnouncerContext);
  if (announce === null) throw new Error("useAnnounce must be used within an AnnouncerProvider");
  return announce;
}
