import type { FetchPolicy } from "relay-runtime";

/**
 * How the desk's queries read: fresh on arrival; read again after each action (`fetchKey` counts
 * them) while the lists stay on screen. A query that suspended instead would unmount every list,
 * the keyboard focus with it, and flash the page's loading state after each Dismiss.
 */
export function deskFetchOptions(fetchKey: number): { fetchPolicy: FetchPolicy; fetchKey: number } {
  return { fetchPolicy: fetchKey === 0 ? "network-only" : "store-and-network", fetchKey };
}
