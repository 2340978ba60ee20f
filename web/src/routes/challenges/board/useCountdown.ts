import { useEffect, useState } from "react";

const TICK_MS = 250;

/**
 * Whole seconds left of `millisecondsLeft`, counted from when the value arrived (so a device whose
 * clock is off still shows the server's count). `restartKey` restarts the count for a new turn even
 * when the milliseconds happen to repeat. Null while nothing is running.
 */
export function useCountdown(millisecondsLeft: number | null, restartKey: string): number | null {
  const startKey = `${restartKey}:${millisecondsLeft}`;
  const [count, setCount] = useState({ startKey, secondsLeft: toSeconds(millisecondsLeft) });

  // A new turn (or a fresh reading from the server) starts over from its value at once.
  let current = count;
  if (count.startKey !== startKey) {
    current = { startKey, secondsLeft: toSeconds(millisecondsLeft) };
    setCount(current);
  }

  useEffect(() => {
    if (millisecondsLeft === null) return;
    const deadline = performance.now() + millisecondsLeft;
    const timer = window.setInterval(() => {
      setCount({ startKey, secondsLeft: toSeconds(deadline - performance.now()) });
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [millisecondsLeft, startKey]);

  return current.secondsLeft;
}

function toSeconds(milliseconds: number | null): number | null {
  return milliseconds === null ? null : Math.max(0, Math.ceil(milliseconds / 1000));
}
