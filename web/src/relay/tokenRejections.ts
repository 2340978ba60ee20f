import { useEffect, useEffectEvent } from "react";

// The server refuses a bearer token that proves nobody (expired, revoked by a password change,
// malformed) with UNAUTHENTICATED and a reason, over HTTP and by closing the subscription socket
// with 4401. Whichever request hears it first tells the session, which ends if that token is
// still the one it holds (a request sent before a new log-in may answer late).
const listeners = new Set<(token: string) => void>();

/** Called by the network layer with the token the server refused. */
export function notifyTokenRejected(token: string): void {
  for (const listener of listeners) listener(token);
}

/** Runs `onRejected` with each token the server refuses. */
export function useOnTokenRejected(onRejected: (token: string) => void): void {
  const run = useEffectEvent(onRejected);
  useEffect(() => {
    const listener = (token: string) => run(token);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
