// How the game's lengths read on screen: the answer window ("30 s to answer") and the turn length
// ("2 min per move"). The server says which lengths exist (Query.gameTimingChoices).

/** Why a turn is longer than the standard: "2 minutes a turn, as ada asked" (`asker` "you" for the viewer). */
export function turnLengthReason(seconds: number, asker: string): string {
  return `${longDuration(seconds)} a turn, as ${asker} asked`;
}

/** "5 s", "30 s", "2 min": for buttons and short lines. */
export function shortDuration(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${seconds / 60} min`;
}

/** "5 seconds", "1 minute", "2 minutes": for sentences and screen readers. */
export function longDuration(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = seconds / 60;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
