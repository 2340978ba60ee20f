import { useEffect, useRef } from "react";

/** The last seconds that get a warning of their own (the ring also turns red at the last one). */
const LAST_WARNINGS = [10, 5];
export const URGENT_SECONDS = 5;

/** When to speak during a turn of `turnSeconds`: at half time (if it comes before 10 s), then at 10 and 5 seconds left. */
export function warningPoints(turnSeconds: number): number[] {
  const half = Math.floor(turnSeconds / 2);
  return [...(half > LAST_WARNINGS[0] ? [half] : []), ...LAST_WARNINGS];
}

/**
 * Says how much time is left at a few points of a turn (not every second: a screen reader user
 * is listening to the board too): half time, 10 s, 5 s. `turnKey` names the turn, so each turn
 * warns afresh; nothing is said while `active` is false (the opponent's turn, no clock). `remedy`,
 * when given, follows the turn's first warning: what the player can do about it ("More time" on
 * the board); said once, so the last seconds' warnings stay short.
 */
export function useClockWarnings(
  secondsLeft: number | null,
  turnSeconds: number,
  turnKey: string,
  active: boolean,
  announce: (text: string) => void,
  remedy?: string,
): void {
  const previous = useRef<{ turnKey: string; secondsLeft: number | null }>({ turnKey, secondsLeft: null });

  useEffect(() => {
    const before = previous.current.turnKey === turnKey ? previous.current.secondsLeft : null;
    previous.current = { turnKey, secondsLeft };
    if (!active || before === null || secondsLeft === null || secondsLeft === 0) return;
    // A throttled background tab may skip a second: the point just passed still counts, said as it is now.
    const points = warningPoints(turnSeconds);
    if (!points.some((point) => before > point && secondsLeft <= point)) return;
    const first = before > points[0]!;
    announce(remedy && first ? `${secondsLeft} seconds left. ${remedy}` : `${secondsLeft} seconds left.`);
  }, [secondsLeft, turnSeconds, turnKey, active, announce, remedy]);
}
