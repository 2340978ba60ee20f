/** A hashtag's page: its posts, newest first. */
export function tagPath(tag: string): string {
  return `/tags/${encodeURIComponent(tag)}`;
}
