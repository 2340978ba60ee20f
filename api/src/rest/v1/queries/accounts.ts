// Loads a user together with the collections a v1 answer embeds, each in ONE Prisma query
// (nested selects), never one query per post.
import type { Rows } from "../../../domain/rows.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import { followSelect, oldestFirst, postRefSelect, saveSelect } from "../serializers/edges.ts";
import { newestPostsFirst, postBaseSelect } from "../serializers/post.ts";
import { userFullSelect, type UserFullRow } from "../serializers/user.ts";

/** The account as the answers that issue a token (login, updatePassword) embed it. */
export const sessionAccountSelect = {
  ...userFullSelect,
  posts: { select: postBaseSelect, orderBy: newestPostsFirst },
  following: { select: followSelect, orderBy: oldestFirst },
  followers: { select: followSelect, orderBy: oldestFirst },
} satisfies Prisma.UserSelect;

/** The signed-in user's own account (GET /users): posts with their likes and comments, and saves. */
export const ownAccountSelect = {
  ...sessionAccountSelect,
  posts: {
    select: {
      ...postBaseSelect,
      likes: { select: postRefSelect, orderBy: oldestFirst },
      comments: { select: postRefSelect, orderBy: oldestFirst },
    },
    orderBy: newestPostsFirst,
  },
  saves: { select: saveSelect, orderBy: oldestFirst },
} satisfies Prisma.UserSelect;

export type SessionAccountRow = Prisma.UserGetPayload<{ select: typeof sessionAccountSelect }>;
export type OwnAccountRow = Prisma.UserGetPayload<{ select: typeof ownAccountSelect }>;

export function loadUserFull(rows: Rows, userId: string): Promise<UserFullRow> {
  return loadUser(rows, userId, userFullSelect);
}

export function loadSessionAccount(rows: Rows, userId: string): Promise<SessionAccountRow> {
  return loadUser(rows, userId, sessionAccountSelect);
}

export function loadOwnAccount(rows: Rows, userId: string): Promise<OwnAccountRow> {
  return loadUser(rows, userId, ownAccountSelect);
}

/** The account can disappear between authentication and loading (deleted meanwhile): 404. */
async function loadUser<S extends Prisma.UserSelect>(rows: Rows, userId: string, select: S) {
  const user = await rows.userSelected(userId, select);
  if (!user) throw new NotFoundError("User");
  return user;
}
