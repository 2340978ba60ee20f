// A session the server ended (logged out on another device, a password change, a moderator's
// suspension) sends the person to the log-in page like their own "Log out" does; the page then
// says so, instead of leaving them to wonder why they are signed out. Kept in this tab's session
// storage: it survives the navigation to /register, and no other tab or later visit sees it.
const KEY = "skysocial.sessionEnded";

/** The server refused this tab's session. */
export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(KEY, "1");
  } catch {
    // storage refused (a private mode's quota): the notice is a courtesy, the sign-out goes on
  }
}

/** Whether the server ended this tab's last session. */
export function wasSessionEnded(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

/** Told once: a later visit to the log-in page is a plain one. */
export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}
