// After a route change the page that was just used is gone, and with it the element that had the
// keyboard focus: a screen reader would be left on the page's body, nothing said. So the new
// page's heading takes the focus, as on well-built single-page apps, and is read out. Not on the
// first load, whatever redirects it goes through: there the browser starts at the top, as always.

/** What this needs of react-router's data router. */
interface WatchedRouter {
  readonly state: { readonly location: { readonly pathname: string } };
  subscribe(listener: (state: { readonly location: { readonly pathname: string } }) => void): () => void;
}

/** The path whose heading is to take the focus once it is on screen. */
let pendingPath: string | null = null;
let userHasActed = false;

/** Watches `router` for route changes (a new path; a new query on the same screen is not one). */
export function followRouteChanges(router: WatchedRouter): () => void {
  let shownPath = router.state.location.pathname;
  const noteAction = () => {
    userHasActed = true;
  };
  // The first key or pointer press ends the first load: redirects before it are part of opening the app.
  window.addEventListener("keydown", noteAction, { capture: true, once: true });
  window.addEventListener("pointerdown", noteAction, { capture: true, once: true });
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === shownPath) return;
    shownPath = location.pathname;
    pendingPath = userHasActed ? location.pathname : null;
  });
  return () => {
    unsubscribe();
    window.removeEventListener("keydown", noteAction, { capture: true });
    window.removeEventListener("pointerdown", noteAction, { capture: true });
  };
}

/** True once per route change, for the heading of the page at `pathname`. */
export function claimRouteFocus(pathname: string): boolean {
  if (pendingPath !== pathname) return false;
  pendingPath = null;
  return true;
}
