/** The most a post search may hold (the API's POST_SEARCH_MAX). */
export const POST_SEARCH_MAX = 200;

/** The post search page for `query`. */
export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query })}`;
}
