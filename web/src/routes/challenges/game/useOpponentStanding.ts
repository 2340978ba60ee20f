import { useEffect, useState } from "react";

/**
 * A reload closes the opponent's connection and opens a new one a moment later: only an absence
 * longer than this is worth telling (and saying "back" right after).
 */
const LEFT_GRACE_MS = 2500;
/** How long "bob is back." stays on the board. */
const BACK_SHOWN_MS = 4000;

/** here: nothing to say; away: they left the game in progress; back: they just returned. */
export type OpponentStanding = "here" | "away" | "back";

export const leftText = (name: string) =>
  `${name} left the game: unless they come back, they lose when their clock runs out.`;
export const backText = (name: string) => `${name} is back.`;

/**
 * Whether the opponent has left the game in progress (their last connection closed, as the server
 * tells: Game.opponentOnline), and says so, and that they are back when they return.
 */
export function useOpponentStanding(
  opponentOnline: boolean | null,
  inProgress: boolean,
  name: string,
  announce: (text: string) => void,
): OpponentStanding {
  const gone = inProgress && opponentOnline === false;
  const [standing, setStanding] = useState<OpponentStanding>("here");
  const [wasGone, setWasGone] = useState(gone);
  if (wasGone !== gone) {
    setWasGone(gone);
    // back in the game, or the game ended meanwhile (the result says the rest)
    if (!gone && standing === "away") setStanding(inProgress ? "back" : "here");
  }

  useEffect(() => {
    if (!gone) return;
    const timer = window.setTimeout(() => {
      setStanding("away");
      announce(leftText(name));
    }, LEFT_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [gone, name, announce]);

  useEffect(() => {
    if (standing !== "back") return;
    announce(backText(name));
    const timer = window.setTimeout(() => setStanding("here"), BACK_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [standing, name, announce]);

  return inProgress ? standing : "here";
}
