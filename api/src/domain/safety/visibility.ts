// Who a viewer sees, next to active-accounts.ts: an account that may be seen at all (neither a
// stand-in nor suspended) and with no block between it and the viewer, whichever of them blocked
// (blocks.ts). Every lookup of people and of what they wrote, on every face, filters with these,
// so to either side of a block the other is an account that does not exist. Muting (mutes.ts)
// hides less, and only from the muter: the muted one's posts from their feed, and what the muted
// one did (likes, comments, follows, follow requests, mentions) from their notifications. A private account
// (private-accounts.ts) hides more, from everyone but its followers and itself: its posts (and so
// what hangs off them: comments, likes, tags, search hits) and its lists of people; its header
// and counts stay public (contentVisibleTo against visibleTo).
import { Prisma } from "../../generated/prisma/client.ts";
import { ACTIVE_ACCOUNT, activeAccountSql } from "../users/active-accounts.ts";

/** Someone signed in, or nobody (a visitor sees every active account). */
type ViewerId = string | null | undefined;

/** Prisma filter for users: `viewerId` may see them (active, and no block either way). */
export function visibleTo(viewerId: ViewerId) {
  if (!viewerId) return ACTIVE_ACCOUNT;
  return { ...ACTIVE_ACCOUNT, ...unblockedWith(viewerId) };
}

/**
 * Prisma filter for a profile looked up by id or name: `viewerId` finds it unless its owner
 * blocked them. Someone the viewer blocked is found, so their profile can offer to unblock them;
 * what they wrote stays hidden (byVisibleTo).
 */
export function profileVisibleTo(viewerId: ViewerId) {
  if (!viewerId) return ACTIVE_ACCOUNT;
  return { ...ACTIVE_ACCOUNT, blocksMade: { none: { blockedId: viewerId } } };
}

/**
 * Prisma select: what profileShownTo needs of a user row read for `viewerId` (with the row's
 * own fields, for a list that names people: an export, say).
 */
export function profileVisibilityFor(viewerId: string) {
  return {
    deletedAt: true,
    suspendedAt: true,
    blocksMade: { where: { blockedId: viewerId }, select: { id: true }, take: 1 },
  } as const;
}

/** profileVisibleTo for one row read with profileVisibilityFor: whether its viewer finds that profile. */
export function profileShownTo(user: {
  deletedAt: Date | null;
  suspendedAt: Date | null;
  blocksMade: readonly unknown[];
}): boolean {
  return user.deletedAt === null && user.suspendedAt === null && user.blocksMade.length === 0;
}

/** Prisma filter for users: no block between them and `userId`, either way (whatever their state). */
export function unblockedWith(userId: string) {
  return { blocksMade: { none: { blockedId: userId } }, blocksReceived: { none: { blockerId: userId } } };
}

/** Prisma filter for comments (and likes): written by someone `viewerId` may see. Posts: postsVisibleTo. */
export function byVisibleTo(viewerId: ViewerId) {
  return { author: visibleTo(viewerId) };
}

/**
 * Prisma filter for users whose posts and lists of people `viewerId` may read: someone they may
 * see whose account is public, or who is the viewer, or whom the viewer follows (an approved
 * request, for a private account). A visitor reads public accounts only.
 */
export function contentVisibleTo(viewerId: ViewerId) {
  if (!viewerId) return { ...ACTIVE_ACCOUNT, isPrivate: false };
  return {
    ...visibleTo(viewerId),
    OR: [{ isPrivate: false }, { id: viewerId }, { followers: { some: { followerId: viewerId } } }],
  };
}

/** Prisma filter for posts: `viewerId` may read them (contentVisibleTo of their author). */
export function postsVisibleTo(viewerId: ViewerId) {
  return { author: contentVisibleTo(viewerId) };
}

/** SQL: the "User" row `alias` is someone `viewerId` may see (visibleTo in raw queries). */
export function visibleToSql(alias: string, viewerId: ViewerId): Prisma.Sql {
  if (!viewerId) return activeAccountSql(alias);
  const user = Prisma.raw(`"${alias}"`);
  return Prisma.sql`${activeAccountSql(alias)} AND NOT EXISTS (
    SELECT 1 FROM "Block" b
    WHERE (b."blockerId" = ${viewerId}::uuid AND b."blockedId" = ${user}.id) OR (b."blockerId" = ${user}.id AND b."blockedId" = ${viewerId}::uuid))`;
}

/**
 * SQL: the ids of the people `viewerId` may not see (visibleTo's complement): accounts that may not
 * be seen at all, and those with a block either way. Few, so a count of what they did is found
 * from them (shown-counts.ts).
 */
export function hiddenPeopleSql(viewerId: ViewerId): Prisma.Sql {
  const inactive = Prisma.sql`SELECT hu.id FROM "User" hu WHERE NOT (${activeAccountSql("hu")})`;
  if (!viewerId) return inactive;
  return Prisma.sql`${inactive}
    UNION ALL SELECT hb."blockedId" FROM "Block" hb WHERE hb."blockerId" = ${viewerId}::uuid
    UNION ALL SELECT hb."blockerId" FROM "Block" hb WHERE hb."blockedId" = ${viewerId}::uuid`;
}

/** SQL: `viewerId` may read the posts of the "User" row `alias` (contentVisibleTo in raw queries). */
export function contentVisibleToSql(alias: string, viewerId: ViewerId): Prisma.Sql {
  const user = Prisma.raw(`"${alias}"`);
  if (!viewerId) return Prisma.sql`${activeAccountSql(alias)} AND NOT ${user}."isPrivate"`;
  return Prisma.sql`${visibleToSql(alias, viewerId)} AND (NOT ${user}."isPrivate" OR ${user}.id = ${viewerId}::uuid
    OR EXISTS (SELECT 1 FROM "Follow" pf WHERE pf."followerId" = ${viewerId}::uuid AND pf."followeeId" = ${user}.id))`;
}

/** SQL: `viewerId` has not muted the "User" whose id is `userIdColumn` (a qualified column, e.g. f."followeeId"). */
export function unmutedBySql(userIdColumn: Prisma.Sql, viewerId: string): Prisma.Sql {
  return Prisma.sql`NOT EXISTS (SELECT 1 FROM "Mute" m WHERE m."muterId" = ${viewerId}::uuid AND m."mutedId" = ${userIdColumn})`;
}

/**
 * What a muted person's notifications tell of: these leave the muter's bell (invitations and
 * reports' outcomes stay). A follow request leaves it too; the request itself stays in the
 * owner's list of requests (private-accounts.ts), for them to answer.
 */
const MUTED_KINDS = ["LIKE", "COMMENT", "FOLLOW", "MENTION", "FOLLOW_REQUEST"] as const;

/**
 * Prisma filter for `viewerId`'s own notifications: those of someone they may not see (a block
 * either way) are hidden, but for a report's outcome, whose actor is whom they reported; and likes,
 * comments, follows, follow requests and mentions of someone they muted. The list, its counts, the unread badge
 * and the live pushes all read through it.
 */
export function shownNotifications(viewerId: string) {
  return {
    AND: [
      { OR: [{ kind: "REPORT_OUTCOME" as const }, { actor: unblockedWith(viewerId) }] },
      { NOT: { kind: { in: [...MUTED_KINDS] }, actor: { mutedBy: { some: { muterId: viewerId } } } } },
    ],
  };
}

/**
 * SQL form of shownNotifications, for the notification `n` whose actor is the "User" row `actor`
 * (the grouped bell); an actor who may not be seen at all (suspended, deleted) hides it too, but
 * for a report's outcome, which stays whatever became of the reported account.
 */
export function shownNotificationsSql(viewerId: string): Prisma.Sql {
  return Prisma.sql`(n.kind = 'REPORT_OUTCOME' OR (${visibleToSql("actor", viewerId)}
    AND NOT (n.kind::text IN (${Prisma.join([...MUTED_KINDS])}) AND NOT ${unmutedBySql(Prisma.sql`actor.id`, viewerId)})))`;
}

/**
 * Prisma filter: the viewer's conversations they still see. One with someone who blocked them is
 * gone from their chat (as its partner is); the blocker keeps theirs, to read.
 */
export function conversationsShownTo(viewerId: string) {
  const notBlockedBy = { blocksMade: { none: { blockedId: viewerId } } };
  return {
    OR: [
      { lowUserId: viewerId, highUser: notBlockedBy },
      { highUserId: viewerId, lowUser: notBlockedBy },
    ],
  };
}

/**
 * Prisma filter for the viewer's unread messages: those the badge counts. Not those of a
 * conversation they muted, nor of someone with a block between them either way (the blocked one
 * no longer sees the conversation; the blocker keeps it to read, not to be nagged by it).
 */
export function badgedMessages(viewerId: string) {
  return { conversation: { mutes: { none: { userId: viewerId } } }, sender: unblockedWith(viewerId) };
}
