import { ConnectionHandler, ROOT_ID } from "relay-runtime";

// Keys of the @connection directives in Feed, ProfilePostsGrid and SavedPostsGrid: mutations that
// add or remove posts address those lists by these ids.
const FEED_KEY = "Feed_feed";
const PROFILE_POSTS_KEY = "ProfilePostsGrid_posts";
const SAVED_POSTS_KEY = "SavedPostsGrid_savedPosts";

export function feedConnectionId(): string {
  return ConnectionHandler.getConnectionID(ROOT_ID, FEED_KEY);
}

/** `userId` is the user's Relay id; the viewer's own grid is the one new posts go into. */
export function profilePostsConnectionId(userId: string): string {
  return ConnectionHandler.getConnectionID(userId, PROFILE_POSTS_KEY);
}

export function savedPostsConnectionId(viewerId: string): string {
  return ConnectionHandler.getConnectionID(viewerId, SAVED_POSTS_KEY);
}
