// Who may reach someone: their messages and game invitations, each from everyone, from the people
// they follow, or from nobody (User.messagesFrom, User.invitationsFrom). Decided here once, for
// every face's way in: a message's send asks messageRefusalSql within its own statement
// (store-message.ts), GameInvitations.invite and RematchOffers.offer ask assertMayInvite first, so a
// refused attempt leaves no message, conversation, invitation or notification.
// A block between the two, either way (safety/blocks.ts), refuses both with the same answer, so
// the blocked one learns nothing they would not from a setting.
import { z } from "zod";
import { Prisma, type ContactPolicy, type PrismaClient, type User } from "../../generated/prisma/client.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { GameRefusedError } from "../game/refusals.ts";
import { failingWith, parseInput } from "../validation.ts";

export const CONTACT_POLICIES = ["EVERYONE", "FOLLOWED", "NOBODY"] as const satisfies readonly ContactPolicy[];

const policy = z.enum(CONTACT_POLICIES, { error: failingWith("CONTACT_POLICY_INVALID") });
const contactSettingsInput = z.object({ messagesFrom: policy.optional(), invitationsFrom: policy.optional() });

export interface ContactSettingsUpdate {
  messagesFrom?: unknown;
  invitationsFrom?: unknown;
}

/** Whether `policy` lets `fromId` reach someone, given whether that someone follows `fromId`. */
export function admits(policy: ContactPolicy, followsSender: boolean): boolean {
  return policy === "EVERYONE" || (policy === "FOLLOWED" && followsSender);
}

export class ContactSettings {
  constructor(private readonly deps: { prisma: PrismaClient; writes: RateLimit }) {}

  /**
   * Whether `viewer` may write to `user` now, and if not for a reason they may be told, which: a
   * visitor, the viewer themself and a deleted account may not, with no reason to give (being
   * signed out, oneself and `deleted` say it); anyone else as messageRefusal decides.
   */
  async messageStanding(
    viewer: Viewer | null,
    user: { id: string; deletedAt: Date | null },
  ): Promise<{ canMessage: boolean; refusal: MessageRefusal | null }> {
    if (!viewer || viewer.id === user.id || user.deletedAt) return { canMessage: false, refusal: null };
    const refusal = await messageRefusal(this.deps.prisma, viewer.id, user.id);
    return { canMessage: refusal === null, refusal };
  }

  /** Changes what is given; a missing field stays as it is. */
  async update(viewer: Viewer, input: ContactSettingsUpdate): Promise<User> {
    const fields = parseInput(contactSettingsInput, {
      messagesFrom: input.messagesFrom ?? undefined,
      invitationsFrom: input.invitationsFrom ?? undefined,
    });
    await this.deps.writes.take(viewer.id);
    return this.deps.prisma.user.update({ where: { id: viewer.id }, data: fields });
  }
}

/**
 * Why `senderId` may not write to `receiverId` now, or null when they may: the one rule the send
 * (store-message.ts, in its statement) and User.viewerMessageRefusal both follow, so a chat can say so before anyone
 * types. VIEWER_BLOCKED: the sender blocked them (theirs to lift). NOT_ACCEPTED: the receiver's
 * setting refuses the sender, or the receiver blocked them; told alike, so the blocked one learns
 * nothing they would not from a setting (docs/security.md). Someone who is nobody (no such
 * account) is null: the send itself then answers NOT_FOUND, as before.
 */
export type MessageRefusal = "VIEWER_BLOCKED" | "NOT_ACCEPTED";

export async function messageRefusal(
  prisma: PrismaClient,
  senderId: string,
  receiverId: string,
): Promise<MessageRefusal | null> {
  const rows = await prisma.$queryRaw<{ refusal: MessageRefusal | null }[]>(messageRefusalSql(senderId, receiverId));
  return rows[0]?.refusal ?? null;
}

/**
 * messageRefusal as one SELECT, so that a send can check it in its own statement (store-message.ts):
 * one row with `refusal` ('VIEWER_BLOCKED', 'NOT_ACCEPTED' or NULL), none when the receiver is nobody.
 * The rule has this one form: messageRefusal runs it too.
 */
export function messageRefusalSql(senderId: string, receiverId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT CASE
      WHEN EXISTS (SELECT 1 FROM "Block" WHERE "blockerId" = ${senderId}::uuid AND "blockedId" = ${receiverId}::uuid)
        THEN 'VIEWER_BLOCKED'
      WHEN EXISTS (SELECT 1 FROM "Block" WHERE "blockerId" = ${receiverId}::uuid AND "blockedId" = ${senderId}::uuid)
        OR "messagesFrom" = 'NOBODY'
        OR ("messagesFrom" = 'FOLLOWED'
          AND NOT EXISTS (SELECT 1 FROM "Follow" WHERE "followerId" = ${receiverId}::uuid AND "followeeId" = ${senderId}::uuid))
        THEN 'NOT_ACCEPTED'
    END AS "refusal"
    FROM "User" WHERE "id" = ${receiverId}::uuid`;
}

/** INVITATIONS_NOT_ACCEPTED unless `inviteeId`'s setting lets `inviterId` invite them to play. */
export async function assertMayInvite(prisma: PrismaClient, inviterId: string, inviteeId: string): Promise<void> {
  const invitee = await policyOf(prisma, inviteeId, inviterId, "invitationsFrom");
  if (invitee && (invitee.blockedSender || invitee.blockedBySender || !admits(invitee.policy, invitee.followsSender)))
    throw new GameRefusedError("INVITATIONS_NOT_ACCEPTED");
}

async function policyOf(
  prisma: PrismaClient,
  userId: string,
  senderId: string,
  setting: "messagesFrom" | "invitationsFrom",
) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      messagesFrom: true,
      invitationsFrom: true,
      following: { where: { followeeId: senderId }, select: { id: true } },
      blocksMade: { where: { blockedId: senderId }, select: { id: true } },
      blocksReceived: { where: { blockerId: senderId }, select: { id: true } },
    },
  });
  return (
    user && {
      policy: user[setting],
      followsSender: user.following.length > 0,
      blockedSender: user.blocksMade.length > 0,
      blockedBySender: user.blocksReceived.length > 0,
    }
  );
}
