interface ProfileOwner {
  readonly databaseId: string;
  readonly username: string;
  /** Left out where the person is never the viewer (a chat partner, a follow request). */
  readonly isViewer?: boolean;
}

/**
 * Where a user's profile lives: the own one under /profile/{id} (its address survives a rename),
 * everyone else's at the readable /@{username}. An old /{id} link still opens the profile
 * (UserProfileRoute replaces it with this address).
 */
export function profilePath(user: ProfileOwner): string {
  return user.isViewer ? `/profile/${user.databaseId}` : `/@${encodeURIComponent(user.username)}`;
}
