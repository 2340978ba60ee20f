// What only the person themself sees, on every face: their e-mail address and their saved
// posts (GraphQL's User.email and User.savedPosts, v1's profile). The rules live here once.
// Everything else about a person is public, signed out included: the profile, their posts, whom
// they follow and who follows them (social/people-lists.ts), and who liked a post.
import type { Viewer } from "../auth/sessions.ts";

export function maySeeSaves(viewer: Viewer | null, ownerId: string): boolean {
  return viewer?.id === ownerId;
}

export function maySeeEmail(viewer: Viewer | null, userId: string): boolean {
  return viewer?.id === userId;
}
