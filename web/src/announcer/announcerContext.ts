import { createContext } from "react";

/** Says `text` to screen readers, politely (after what they are reading), through the app's one announcer. */
export type Announce = (text: string) => void;

export const AnnouncerContext = createContext<Announce | null>(null);
