/** Where a post's own page lives (its databaseId, as Query.post takes it): the address to share. */
export function postPath(post: { readonly databaseId: string }): string {
  return `/p/${post.databaseId}`;
}
