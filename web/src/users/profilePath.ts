/** Where a user's profile lives: the own one under /profile/{id}, everyone else's at /{id}. */
export function profilePath(user: { readonly databaseId: string; readonly isViewer: boolean }): string {
  return user.isViewer ? `/profile/${user.databaseId}` : `/${user.databaseId}`;
}
