import { useSyncExternalStore } from "react";

/**
 * Whether live updates reach this tab: "reconnecting" while the live connection is down and being
 * tried again (the layout says so), "live" otherwise (connected, or nothing to follow).
 */
export type LiveStatus = "live" | "reconnecting";

let current: LiveStatus = "live";
const listeners = new Set<() => void>();

/** Set by the subscription client. */
export function setLiveStatus(next: LiveStatus): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, () => current);
}
