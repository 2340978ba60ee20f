// Who may read a comment: whoever may read its post (policies/posts.ts) and may see its author
// (policies/users.ts, userPolicy: not suspended or deleted, no block either way). So a comment
// under a private account's post is its followers' and its own, and a comment by someone the
// viewer blocked (or who blocked them) is gone even under a post they read. Muting its author does
// not hide a comment; only the muter's notifications of it go. A visitor reads the comments of
// public accounts' posts by accounts that may be seen.
import { Prisma } from "../../generated/prisma/client.ts";
import { postPolicy, type PostRow } from "./posts.ts";
import { userPolicy, type SeenRow, type ViewerId } from "./users.ts";

/** A comment row read with commentPolicy.select. */
export interface CommentRow {
  author: SeenRow;
  post: PostRow;
}

function where(viewerId: ViewerId) {
  return { author: userPolicy.where(viewerId), post: postPolicy.where(viewerId) } satisfies Prisma.CommentWhereInput;
}

/**
 * The comment whose author is the joined "User" row `authorAlias`, on the post whose author is
 * the joined "User" row `postAuthorAlias`, passes.
 */
function sql(aliases: { author: string; postAuthor: string }, viewerId: ViewerId): Prisma.Sql {
  return Prisma.sql`${userPolicy.sql(aliases.author, viewerId)} AND ${postPolicy.sql(aliases.postAuthor, viewerId)}`;
}

function select(viewerId: ViewerId) {
  return { author: { select: userPolicy.select(viewerId) }, post: { select: postPolicy.select(viewerId) } } as const;
}

function shows(comment: CommentRow, viewerId: ViewerId): boolean {
  return userPolicy.shows(comment.author) && postPolicy.shows(comment.post, viewerId);
}

/**
 * Who may read a comment (the header above says it in words): `where(viewerId)` (Prisma filter
 * for comments), `sql(aliases, viewerId)`, `select(viewerId)` and `shows(row, viewerId)`; the
 * three agree (test/domain/read-policies.test.ts).
 */
export const commentPolicy = { where, sql, select, shows };
