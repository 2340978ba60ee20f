// Saves are private: a person's saved posts are shown to that person only, on every face
// (GraphQL's User.savedPosts, v1's profile). The rule lives here once.
import type { Viewer } from "../auth/sessions.ts";

export function maySeeSaves(viewer: Viewer | null, ownerId: string): boolean {
  return viewer?.id === ownerId;
}
