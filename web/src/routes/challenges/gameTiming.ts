// How the game's lengths read on screen: the answer window ("30 s to answer") and the turn length
// ("2 min per move"). The server says which lengths exist (Query.gameTimingChoices).

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
