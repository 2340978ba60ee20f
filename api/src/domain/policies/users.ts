// Who may see a person, and what of theirs. Three rules, each in three forms: a Prisma `where`, its
// SQL twin for raw statements, and a check of one row read with the rule's `select` (for rows read
// by id and for events):
// - seen (userPolicy): an account that may be seen at all (neither a deleted account's stand-in
//   nor suspended: users/active-accounts.ts) with no block between it and the viewer, whichever of
//   them blocked (safety/blocks.ts). To either side of a block the other does not exist. A visitor
//   (no viewer) sees every such account.
// - profile (userPolicy.profile): a profile looked up by id or name is found unless its owner
//   blocked the viewer. Someone the viewer blocked is found, so their profile can offer to unblock
//   them; its header and counts are public (users/privacy.ts).
// - contents (userPolicy.contents): a person's posts and lists of people (followers, following)
//   are read by whoever sees them (seen) if the account is public; a private account's only by
//   itself and its followers (an approved request: safety/private-accounts.ts). A visitor reads
//   public accounts only. Posts (policies/posts.ts) and what hangs off them follow this rule.
// Muting (safety/mutes.ts) hides less, and only from the muter: the muted one's posts from their
// feed and what the muted one did from their notifications; nothing here changes for it.
// Moderators have no rule of their own here: the moderation page reads accounts directly.
import { Prisma } from "../../generated/prisma/client.ts";
import { NO_VIEWER_ID } from "../ids.ts";
import { ACTIVE_ACCOUNT, activeAccountSql } from "../users/active-accounts.ts";

/** Someone signed in, or nobody (a visitor). */
export type ViewerId = string | null | undefined;

/** One related row or none, read for one viewer (a `take: 1` of a relation). */
type Found = readonly unknown[];

/** A user row read with userPolicy.select. */
export interface SeenRow {
  deletedAt: Date | null;
  suspendedAt: Date | null;
  /** the row's block of the viewer, if any */
  blocksMade: Found;
  /** the viewer's block of the row, if any */
  blocksReceived: Found;
}

/** A user row read with userPolicy.contents.select. */
export interface ContentsRow extends SeenRow {
  id: string;
  isPrivate: boolean;
  /** the viewer's follow of the row, if any */
  followers: Found;
}

/** A block as the event that tells of it names its two people (safety/blocks.ts). */
export interface BlockMade {
  blockerId: string;
  blockedId: string;
}

/** A user row read with userPolicy.profile.select. */
export type ProfileRow = Pick<SeenRow, "deletedAt" | "suspendedAt" | "blocksMade">;

/** Prisma filter for users: no block between them and `userId`, either way (whatever their state). */
function unblockedWith(userId: string) {
  return { blocksMade: { none: { blockedId: userId } }, blocksReceived: { none: { blockerId: userId } } };
}

function blocksMadeOf(viewerId: ViewerId) {
  return { where: { blockedId: viewerId ?? NO_VIEWER_ID }, select: { id: true }, take: 1 } as const;
}

function seenWhere(viewerId: ViewerId) {
  if (!viewerId) return ACTIVE_ACCOUNT;
  return { ...ACTIVE_ACCOUNT, ...unblockedWith(viewerId) };
}

function seenSql(alias: string, viewerId: ViewerId): Prisma.Sql {
  if (!viewerId) return activeAccountSql(alias);
  const user = Prisma.raw(`"${alias}"`);
  return Prisma.sql`${activeAccountSql(alias)} AND NOT EXISTS (
    SELECT 1 FROM "Block" b
    WHERE (b."blockerId" = ${viewerId}::uuid AND b."blockedId" = ${user}.id) OR (b."blockerId" = ${user}.id AND b."blockedId" = ${viewerId}::uuid))`;
}

function seenSelect(viewerId: ViewerId) {
  return {
    deletedAt: true,
    suspendedAt: true,
    blocksMade: blocksMadeOf(viewerId),
    blocksReceived: { where: { blockerId: viewerId ?? NO_VIEWER_ID }, select: { id: true }, take: 1 },
  } as const;
}

function seenShows(user: SeenRow): boolean {
  return (
    user.deletedAt === null &&
    user.suspendedAt === null &&
    user.blocksMade.length === 0 &&
    user.blocksReceived.length === 0
  );
}

/** Whether `block` hides `ownerId`'s contents from `viewerId`, who read them: a block either way. */
function contentsEndedBy(block: BlockMade, ownerId: string, viewerId: string): boolean {
  const { blockerId, blockedId } = block;
  return (blockerId === ownerId && blockedId === viewerId) || (blockerId === viewerId && blockedId === ownerId);
}

function contentsWhere(viewerId: ViewerId) {
  if (!viewerId) return { ...ACTIVE_ACCOUNT, isPrivate: false };
  return {
    ...seenWhere(viewerId),
    OR: [{ isPrivate: false }, { id: viewerId }, { followers: { some: { followerId: viewerId } } }],
  };
}

function contentsSql(alias: string, viewerId: ViewerId): Prisma.Sql {
  const user = Prisma.raw(`"${alias}"`);
  if (!viewerId) return Prisma.sql`${activeAccountSql(alias)} AND NOT ${user}."isPrivate"`;
  return Prisma.sql`${seenSql(alias, viewerId)} AND (NOT ${user}."isPrivate" OR ${user}.id = ${viewerId}::uuid
    OR EXISTS (SELECT 1 FROM "Follow" pf WHERE pf."followerId" = ${viewerId}::uuid AND pf."followeeId" = ${user}.id))`;
}

function contentsSelect(viewerId: ViewerId) {
  return {
    ...seenSelect(viewerId),
    id: true,
    isPrivate: true,
    followers: { where: { followerId: viewerId ?? NO_VIEWER_ID }, select: { id: true }, take: 1 },
  } as const;
}

function contentsShows(user: ContentsRow, viewerId: ViewerId): boolean {
  if (!seenShows(user)) return false;
  return !user.isPrivate || (!!viewerId && (user.id === viewerId || user.followers.length > 0));
}

function profileWhere(viewerId: ViewerId) {
  if (!viewerId) return ACTIVE_ACCOUNT;
  return { ...ACTIVE_ACCOUNT, blocksMade: { none: { blockedId: viewerId } } };
}

function profileSql(alias: string, viewerId: ViewerId): Prisma.Sql {
  if (!viewerId) return activeAccountSql(alias);
  const user = Prisma.raw(`"${alias}"`);
  return Prisma.sql`${activeAccountSql(alias)} AND NOT EXISTS (
    SELECT 1 FROM "Block" b WHERE b."blockerId" = ${user}.id AND b."blockedId" = ${viewerId}::uuid)`;
}

function profileSelect(viewerId: ViewerId) {
  return { deletedAt: true, suspendedAt: true, blocksMade: blocksMadeOf(viewerId) } as const;
}

function profileShows(user: ProfileRow): boolean {
  return user.deletedAt === null && user.suspendedAt === null && user.blocksMade.length === 0;
}

/** Whether `block` hides the profile of `ownerId` from `viewerId`: the owner's block of them only. */
function profileEndedBy(block: BlockMade, ownerId: string, viewerId: string): boolean {
  return block.blockerId === ownerId && block.blockedId === viewerId;
}

/**
 * SQL: the ids of the people `viewerId` may not see (seen's complement): accounts that may not be
 * seen at all, and those with a block either way. Few, so a count of what they did is found from
 * them (safety/shown-counts.ts).
 */
function hiddenSql(viewerId: ViewerId): Prisma.Sql {
  const inactive = Prisma.sql`SELECT hu.id FROM "User" hu WHERE NOT (${activeAccountSql("hu")})`;
  if (!viewerId) return inactive;
  return Prisma.sql`${inactive}
    UNION ALL SELECT hb."blockedId" FROM "Block" hb WHERE hb."blockerId" = ${viewerId}::uuid
    UNION ALL SELECT hb."blockerId" FROM "Block" hb WHERE hb."blockedId" = ${viewerId}::uuid`;
}

/**
 * Who may see a person (the header above says it in words). Each rule: `where(viewerId)` (Prisma
 * filter for users), `sql(alias, viewerId)` (the "User" row `alias` passes), `select(viewerId)`
 * and `shows(row, viewerId)` (a row read with that select passes); the three agree
 * (test/domain/read-policies.test.ts). `endedBy(block, ownerId, viewerId)` (profile, contents):
 * whether a block just made hides what the viewer saw, for those who follow it live.
 */
export const userPolicy = {
  where: seenWhere,
  sql: seenSql,
  select: seenSelect,
  shows: seenShows,
  /** SQL: the ids of the people a viewer may not see. */
  hiddenSql,
  /** Prisma filter for users: no block between them and a person, either way (whatever their state). */
  unblockedWith,
  profile: {
    where: profileWhere,
    sql: profileSql,
    select: profileSelect,
    shows: profileShows,
    endedBy: profileEndedBy,
  },
  contents: {
    where: contentsWhere,
    sql: contentsSql,
    select: contentsSelect,
    shows: contentsShows,
    endedBy: contentsEndedBy,
  },
};
