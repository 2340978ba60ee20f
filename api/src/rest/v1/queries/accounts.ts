// Loads a user together with the collections a v1 answer embeds, each in ONE Prisma query
// (nested selects), never one query per post.
import type { Domain } from "../../../domain/domain.ts";
import type { Viewer } from "../../../domain/auth/sessions.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import { commentsShownTo } from "../../../domain/social/comments.ts";
import { followersShownTo, followingShownTo, likersShownTo } from "../../../domain/social/people-lists.ts";
import { followSelect, oldestFirst, postRefSelect, saveSelect } from "../serializers/edges.ts";
import { newestPostsFirst, postBaseSelect } from "../serializers/post.ts";
import { userFullSelect, type UserFullRow } from "../serializers/user.ts";

/** A post's likes and comments as `viewerId` is shown them: v1 counts them, as GraphQL's likeCount and commentCount. */
export function shownRefs(viewerId: string) {
  const counted = { select: postRefSelect, orderBy: oldestFirst };
  return {
    likes: { ...counted, where: likersShownTo(viewerId) },
    comments: { ...counted, where: commentsShownTo(viewerId) },
  };
}

/**
 * The account as the answers that issue a token (login, updatePassword) embed it, read by its
 * owner: their follow lists leave out whom every other read hides from them (a suspended
 * account, a block either way), as GraphQL's and v1's profile do (domain/social/people-lists.ts).
 */
function sessionAccountSelect(ownerId: string) {
  return {
    ...userFullSelect,
    posts: { select: postBaseSelect, orderBy: newestPostsFirst },
    following: { where: followingShownTo(ownerId), select: followSelect, orderBy: oldestFirst },
    followers: { where: followersShownTo(ownerId), select: followSelect, orderBy: oldestFirst },
  } satisfies Prisma.UserSelect;
}

/** The signed-in user's own account (GET /users): posts with their likes and comments, and saves. */
function ownAccountSelect(ownerId: string) {
  return {
    ...sessionAccountSelect(ownerId),
    posts: {
      select: { ...postBaseSelect, ...shownRefs(ownerId) },
      orderBy: newestPostsFirst,
    },
    saves: { select: saveSelect, orderBy: oldestFirst },
  } satisfies Prisma.UserSelect;
}

export type SessionAccountRow = Prisma.UserGetPayload<{ select: ReturnType<typeof sessionAccountSelect> }>;
export type OwnAccountRow = Prisma.UserGetPayload<{ select: ReturnType<typeof ownAccountSelect> }>;

export function loadUserFull(domain: Domain, account: Viewer): Promise<UserFullRow> {
  return loadUser(domain, account, userFullSelect);
}

export function loadSessionAccount(domain: Domain, account: Viewer): Promise<SessionAccountRow> {
  return loadUser(domain, account, sessionAccountSelect(account.id));
}

export function loadOwnAccount(domain: Domain, account: Viewer): Promise<OwnAccountRow> {
  return loadUser(domain, account, ownAccountSelect(account.id));
}

/** The account can disappear between authentication and loading (deleted meanwhile): 404. */
async function loadUser<S extends Prisma.UserSelect>(domain: Domain, account: Viewer, select: S) {
  const user = await domain.rowsFor(account).meSelected(select);
  if (!user) throw new NotFoundError("User");
  return user;
}
