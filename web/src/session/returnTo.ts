// Where a visitor sent to /register was going: a shared /p/... link opened while signed out leads
// back to that post after logging in, not to the home page. Carried in the router's location
// state, so it never leaves the app (only paths of this origin are followed).
import type { Location } from "react-router-dom";

interface ReturnState {
  returnTo: string;
}

/** The state to send to /register with, remembering `location`. */
export function returnToState(location: Location): ReturnState {
  return { returnTo: `${location.pathname}${location.search}${location.hash}` };
}

/** Where to go after signing in: the remembered path of this app, else home. */
export function returnToOf(state: unknown): string {
  const returnTo = (state as Partial<ReturnState> | null)?.returnTo;
  // "//host" and "/\host" would leave the origin; /register would loop
  if (typeof returnTo !== "string" || !/^\/(?![/\\])/.test(returnTo) || returnTo.startsWith("/register")) return "/";
  return returnTo;
}
