// Who may read a follow: a follow is a row in two lists, its followee's followers and its
// follower's following, and each list goes with its owner's posts, not with their public header
// and counts (policies/users.ts, userPolicy.contents): anyone may read a public account's lists,
// signed out included, and only its followers and itself a private account's. A list leaves out
// the people in it the viewer may not see (userPolicy: suspended, deleted, a block either way),
// and only them: a private account is listed like any other, since it hides what it posts and
// whom it follows, not that it follows. So the same follow may be read in one list and not in the
// other: Ada (public) follows Bob (private), and a stranger reads it in Ada's following, never in
// Bob's followers.
import { Prisma } from "../../generated/prisma/client.ts";
import { userPolicy, type ContentsRow, type SeenRow, type ViewerId } from "./users.ts";

/** A follow row read with followPolicy.followers.select: the list's owner and the person listed. */
export interface FollowerRow {
  followee: ContentsRow;
  follower: SeenRow;
}

/** A follow row read with followPolicy.following.select. */
export interface FollowingRow {
  follower: ContentsRow;
  followee: SeenRow;
}

/** The joined "User" rows of a follow in a raw statement: the list's owner and the person listed. */
interface Aliases {
  owner: string;
  listed: string;
}

function listSql(aliases: Aliases, viewerId: ViewerId): Prisma.Sql {
  return Prisma.sql`${userPolicy.contents.sql(aliases.owner, viewerId)} AND ${userPolicy.sql(aliases.listed, viewerId)}`;
}

const followers = {
  where: (viewerId: ViewerId) =>
    ({
      followee: userPolicy.contents.where(viewerId),
      follower: userPolicy.where(viewerId),
    }) satisfies Prisma.FollowWhereInput,
  sql: listSql,
  select: (viewerId: ViewerId) =>
    ({
      followee: { select: userPolicy.contents.select(viewerId) },
      follower: { select: userPolicy.select(viewerId) },
    }) as const,
  shows: (follow: FollowerRow, viewerId: ViewerId) =>
    userPolicy.contents.shows(follow.followee, viewerId) && userPolicy.shows(follow.follower),
};

const following = {
  where: (viewerId: ViewerId) =>
    ({
      follower: userPolicy.contents.where(viewerId),
      followee: userPolicy.where(viewerId),
    }) satisfies Prisma.FollowWhereInput,
  sql: listSql,
  select: (viewerId: ViewerId) =>
    ({
      follower: { select: userPolicy.contents.select(viewerId) },
      followee: { select: userPolicy.select(viewerId) },
    }) as const,
  shows: (follow: FollowingRow, viewerId: ViewerId) =>
    userPolicy.contents.shows(follow.follower, viewerId) && userPolicy.shows(follow.followee),
};

/**
 * Who may read a follow, in each of its two lists (the header above says it in words):
 * `followers` (the followee's list) and `following` (the follower's), each with `where(viewerId)`
 * (Prisma filter for Follow rows), `sql(aliases, viewerId)`, `select(viewerId)` and
 * `shows(row, viewerId)`; the forms agree (test/domain/read-policies.test.ts).
 */
export const followPolicy = { followers, following };
