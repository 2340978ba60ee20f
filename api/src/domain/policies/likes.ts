// Who may read a like: whoever may read its post (policies/posts.ts) and may see its liker
// (policies/users.ts, userPolicy: not suspended or deleted, no block either way). A post's likers
// are those of its likes whose liker the viewer sees; its like count is the count they are shown
// (safety/shown-counts.ts). Muting a liker does not hide the like; only the muter's notification
// of it goes (policies/notifications.ts).
import { Prisma } from "../../generated/prisma/client.ts";
import { postPolicy, type PostRow } from "./posts.ts";
import { userPolicy, type SeenRow, type ViewerId } from "./users.ts";

/** A like row read with likePolicy.select. */
export interface LikeRow {
  user: SeenRow;
  post: PostRow;
}

function where(viewerId: ViewerId) {
  return { user: userPolicy.where(viewerId), post: postPolicy.where(viewerId) } satisfies Prisma.LikeWhereInput;
}

/** A post's likes, for a viewer who already reads the post: only the liker is left to ask about. */
function ofReadPost(viewerId: ViewerId) {
  return { user: userPolicy.where(viewerId) } satisfies Prisma.LikeWhereInput;
}

/** The like whose liker is the joined "User" row `aliases.liker`, on a post by `aliases.postAuthor`, passes. */
function sql(aliases: { liker: string; postAuthor: string }, viewerId: ViewerId): Prisma.Sql {
  return Prisma.sql`${userPolicy.sql(aliases.liker, viewerId)} AND ${postPolicy.sql(aliases.postAuthor, viewerId)}`;
}

function select(viewerId: ViewerId) {
  return { user: { select: userPolicy.select(viewerId) }, post: { select: postPolicy.select(viewerId) } } as const;
}

function shows(like: LikeRow, viewerId: ViewerId): boolean {
  return userPolicy.shows(like.user) && postPolicy.shows(like.post, viewerId);
}

/**
 * Who may read a like (the header above says it in words): `where(viewerId)`, `sql(aliases,
 * viewerId)`, `select(viewerId)` and `shows(row, viewerId)` agree
 * (test/domain/read-policies.test.ts); `ofReadPost(viewerId)` is `where` for the likes of a post
 * the viewer was just allowed to read.
 */
export const likePolicy = { where, ofReadPost, sql, select, shows };
