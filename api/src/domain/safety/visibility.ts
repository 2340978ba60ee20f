// What a viewer is shown of their own rows, beside who may read what (domain/policies: people,
// posts, comments): their notifications, conversations and unread messages. A block or an account
// that may not be seen hides these as it hides the person (userPolicy); muting (mutes.ts) hides
// less, and only from the muter: the muted one's posts from their feed, and what the muted one did
// (likes, comments, follows, follow requests, mentions) from their notifications.
import { Prisma } from "../../generated/prisma/client.ts";
import { userPolicy } from "../policies/users.ts";

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
 * Prisma filter for `viewerId`'s own notifications: those of someone they may not see (userPolicy:
 * an account suspended or deleted, a block either way) are hidden, as every other read hides that
 * person, but for a report's outcome, whose actor is whom they reported; and likes, comments,
 * follows, follow requests and mentions of someone they muted. The list, its counts, the unread
 * badge and the live pushes all read through it; a lifted suspension brings its actor's back.
 */
export function shownNotifications(viewerId: string) {
  return {
    AND: [
      { OR: [{ kind: "REPORT_OUTCOME" as const }, { actor: userPolicy.where(viewerId) }] },
      { NOT: { kind: { in: [...MUTED_KINDS] }, actor: { mutedBy: { some: { muterId: viewerId } } } } },
    ],
  };
}

/**
 * SQL form of shownNotifications, for the notification `n` whose actor is the "User" row `actor`
 * (the grouped bell): a report's outcome stays whatever became of the reported account.
 */
export function shownNotificationsSql(viewerId: string): Prisma.Sql {
  return Prisma.sql`(n.kind = 'REPORT_OUTCOME' OR (${userPolicy.sql("actor", viewerId)}
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
  return { conversation: { mutes: { none: { userId: viewerId } } }, sender: userPolicy.unblockedWith(viewerId) };
}
