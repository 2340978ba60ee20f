// Who may read a post: whoever may read its author's contents (policies/users.ts,
// userPolicy.contents). That is, not when its author is suspended or deleted (a stand-in), nor
// with a block between the author and the viewer either way; a private account's posts only by
// the author and their followers (an approved follow request; a pending one is not enough); a
// visitor (no viewer) reads public accounts' posts only. Muting the author does not hide the post:
// it only leaves the muter's feed (posts/post-lists.ts) and bell.
// What hangs off a post goes with it: a save, a tag's and a search's hits, its likes and its
// comments. A like also hangs off its liker: a post's likers are those of its likes whose liker
// the viewer sees (policies/likes.ts), and a comment those whose author they see
// (policies/comments.ts).
import type { Prisma } from "../../generated/prisma/client.ts";
import { userPolicy, type BlockMade, type ContentsRow, type ViewerId } from "./users.ts";

/** A post row read with postPolicy.select. */
export interface PostRow {
  author: ContentsRow;
}

function where(viewerId: ViewerId) {
  return { author: userPolicy.contents.where(viewerId) } satisfies Prisma.PostWhereInput;
}

/** SQL: the post whose author is the "User" row `authorAlias` (joined by the statement) passes. */
function sql(authorAlias: string, viewerId: ViewerId): Prisma.Sql {
  return userPolicy.contents.sql(authorAlias, viewerId);
}

function select(viewerId: ViewerId) {
  return { author: { select: userPolicy.contents.select(viewerId) } } as const;
}

function shows(post: PostRow, viewerId: ViewerId): boolean {
  return userPolicy.contents.shows(post.author, viewerId);
}

/** Whether `block` hides `post` from `viewerId`, who read it: a block between them and its author. */
function endedBy(block: BlockMade, post: { authorId: string }, viewerId: string): boolean {
  return userPolicy.contents.endedBy(block, post.authorId, viewerId);
}

/**
 * Who may read a post (the header above says it in words): `where(viewerId)` (Prisma filter for
 * posts), `sql(authorAlias, viewerId)` (the post whose author is the joined "User" row
 * `authorAlias` passes), `select(viewerId)` and `shows(row, viewerId)` (a post read with that
 * select passes); the three agree (test/domain/read-policies.test.ts). `endedBy(block, post,
 * viewerId)`: whether a block just made hides the post, for those who have it open.
 */
export const postPolicy = { where, sql, select, shows, endedBy };
