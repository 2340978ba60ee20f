import { useEffect, useEffectEvent } from "react";

// The subscription client sends every subscription again once a dropped connection is back, but
// what was published while it was down is not replayed: screens that mirror server state read it
// again (useRefetchOnReconnect, or a game board's own refresh).
const listeners = new Set<() => void>();

/** Called by the subscription client when its socket is back after a drop. */
export function notifyLiveReconnected(): void {
  for (const listener of listeners) listener();
}

/** Runs `onReconnected` each time the live connection comes back after a drop. */
export function useOnLiveReconnected(onReconnected: () => void): void {
  const run = useEffectEvent(onReconnected);
  useEffect(() => {
    const listener = () => run();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
