// What only the person themself sees, on every face: their e-mail address and their saved
// posts (GraphQL's User.email and User.savedPosts, v1's profile). The rules live here once.
// The rest depends on the account (domain/policies/users.ts): a profile's header and counts are
// public, signed out included; its posts, whom it follows and who follows it
// (social/people-lists.ts) are too for a public account, and only its followers' and its own for
// a private one (userPolicy.contents); who liked a post, whoever may read the post. A block between
// two people hides what either wrote from the other, whichever account it is (safety/blocks.ts).
import type { Viewer } from "../auth/sessions.ts";

export function maySeeSaves(viewer: Viewer | null, ownerId: string): boolean {
  return viewer?.id === ownerId;
}

export function maySeeEmail(viewer: Viewer | null, userId: string): boolean {
  return viewer?.id === userId;
}
