// Who may reach someone: their messages and game invitations, each from everyone, from the people
// they follow, or from nobody (User.messagesFrom, User.invitationsFrom). Checked here once, before
// anything is stored or sent, by every face's way in (Messages.send, GameInvitations.invite and
// offerRematch), so a refused attempt leaves no message, conversation, invitation or notification.
// A block between the two, either way (safety/blocks.ts), refuses both with the same answer, so
// the blocked one learns nothing they would not from a setting.
import { z } from "zod";
import type { ContactPolicy, PrismaClient, User } from "../../generated/prisma/client.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ForbiddenError } from "../errors.ts";
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
 * MESSAGES_NOT_ACCEPTED unless `receiverId`'s setting lets `senderId` write to them. Someone who is
 * nobody (no such account) passes: the send itself then answers NOT_FOUND, as before.
 */
export async function assertMayMessage(prisma: PrismaClient, senderId: string, receiverId: string): Promise<void> {
  const receiver = await policyOf(prisma, receiverId, senderId, "messagesFrom");
  if (receiver && (receiver.blocked || !admits(receiver.policy, receiver.followsSender)))
    throw new ForbiddenError("MESSAGES_NOT_ACCEPTED");
}

/** INVITATIONS_NOT_ACCEPTED unless `inviteeId`'s setting lets `inviterId` invite them to play. */
export async function assertMayInvite(prisma: PrismaClient, inviterId: string, inviteeId: string): Promise<void> {
  const invitee = await policyOf(prisma, inviteeId, inviterId, "invitationsFrom");
  if (invitee && (invitee.blocked || !admits(invitee.policy, invitee.followsSender)))
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
      blocked: user.blocksMade.length + user.blocksReceived.length > 0,
    }
  );
}
