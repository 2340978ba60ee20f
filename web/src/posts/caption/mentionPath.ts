/** A profile by username: a mention's link (the page finds the person and opens their profile). */
export function mentionPath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}
