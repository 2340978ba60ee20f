// What a deleted account leaves in other people's history. Its conversations, messages, games,
// moves and invitations belong to the people on the other side too: they keep them. So before
// the account's row goes, a stand-in takes its place in those rows: a User row with a new id,
// `deletedAt` set, shown as "Deleted account", holding nothing of the person (no email,
// password, bio or images of theirs; an address and a username key no one can type, so both are
// free again at once). Its id is new so that nothing that named the account finds the stand-in:
// tokens name the old id and are refused with it, and a write that raced the deletion fails its
// foreign key instead of landing on the stand-in. An account that shared nothing leaves none.
// Reports about its messages pass to the stand-in with them: the messages stay where they were
// reported, so a moderator may still remove them.
import type { Prisma } from "../../generated/prisma/client.ts";
import { newId } from "../ids.ts";
import { endGame } from "../game/ending.ts";
import { otherMark } from "../game/board.ts";
import { markOf } from "../game/games.ts";
import { lockGame } from "../game/locks.ts";
import type { PendingEvents } from "../transaction.ts";

/** How every face names a deleted account (v1 clients show it as the username). */
export const DELETED_ACCOUNT_NAME = "Deleted account";

export interface StandInImages {
  profileImageId: string;
  coverImageId: string;
}

/**
 * Ends what the account has under way with others, as its leaving would: its games in progress
 * are forfeited (the opponent wins, and sees it live) and its open invitations expire (their
 * prompts close). The caller has locked the account's row.
 */
export async function endOpenDealings(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  userId: string,
): Promise<void> {
  const playing = await tx.game.findMany({
    where: { status: "IN_PROGRESS", OR: [{ playerXId: userId }, { playerOId: userId }] },
    select: { id: true },
  });
  for (const { id } of playing) {
    const { game, now } = await lockGame(tx, id);
    const mark = markOf(game, userId);
    if (game.status !== "IN_PROGRESS" || !mark) continue;
    await endGame(tx, events, game, { winnerMark: otherMark(mark), reason: "FORFEIT", byId: userId }, now);
  }
  const open = await tx.gameInvitation.findMany({
    where: { status: "PENDING", OR: [{ inviterId: userId }, { inviteeId: userId }] },
    select: { id: true, inviterId: true, inviteeId: true, rematchOfId: true },
  });
  if (!open.length) return;
  await tx.gameInvitation.updateMany({
    where: { id: { in: open.map((i) => i.id) }, status: "PENDING" },
    data: { status: "EXPIRED", respondedAt: new Date() },
  });
  for (const i of open)
    events.publish("game.invitationExpired", {
      invitationId: i.id,
      inviterId: i.inviterId,
      inviteeId: i.inviteeId,
      rematchOfId: i.rematchOfId,
    });
}

/** Whether the account took part in anything other people keep: a conversation, a game or an invitation. */
export async function sharesHistory(tx: Prisma.TransactionClient, userId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ shares: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "Conversation" WHERE "lowUserId" = ${userId}::uuid OR "highUserId" = ${userId}::uuid)
        OR EXISTS (SELECT 1 FROM "Game" WHERE "playerXId" = ${userId}::uuid OR "playerOId" = ${userId}::uuid)
        OR EXISTS (SELECT 1 FROM "GameInvitation" WHERE "inviterId" = ${userId}::uuid OR "inviteeId" = ${userId}::uuid) AS "shares"`;
  return rows[0]?.shares ?? false;
}

/**
 * Creates the stand-in and moves the account's place in every shared row to it; returns its id.
 * Pairs are stored in id order (Conversation, GameInvitation), so they are put in order again.
 * Each conversation's other person is told (conversation.partnerDeleted).
 */
export async function handOverToStandIn(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  userId: string,
  images: StandInImages,
): Promise<string> {
  const standInId = newId();
  await tx.user.create({
    data: {
      id: standInId,
      name: DELETED_ACCOUNT_NAME,
      username: DELETED_ACCOUNT_NAME,
      // ":" is in no username and no email address: nobody can sign up or log in as it
      usernameKey: `deleted:${standInId}`,
      email: `deleted:${standInId}`,
      passwordHash: "",
      profileImageId: images.profileImageId,
      coverImageId: images.coverImageId,
      deletedAt: new Date(),
    },
  });
  const [from, to] = [userId, standInId];
  const conversations = await tx.conversation.findMany({
    where: { OR: [{ lowUserId: from }, { highUserId: from }] },
    select: {
      id: true,
      lowUserId: true,
      highUserId: true,
      messages: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: { id: true } },
    },
  });
  await tx.$executeRaw`UPDATE "Message" SET "senderId" = ${to}::uuid WHERE "senderId" = ${from}::uuid`;
  await tx.$executeRaw`UPDATE "Message" SET "receiverId" = ${to}::uuid WHERE "receiverId" = ${from}::uuid`;
  await tx.$executeRaw`
    UPDATE "Conversation" SET
      "lowUserId" = LEAST(CASE WHEN "lowUserId" = ${from}::uuid THEN "highUserId" ELSE "lowUserId" END, ${to}::uuid),
      "highUserId" = GREATEST(CASE WHEN "lowUserId" = ${from}::uuid THEN "highUserId" ELSE "lowUserId" END, ${to}::uuid)
    WHERE "lowUserId" = ${from}::uuid OR "highUserId" = ${from}::uuid`;
  await tx.$executeRaw`
    UPDATE "Game" SET
      "playerXId" = CASE WHEN "playerXId" = ${from}::uuid THEN ${to}::uuid ELSE "playerXId" END,
      "playerOId" = CASE WHEN "playerOId" = ${from}::uuid THEN ${to}::uuid ELSE "playerOId" END,
      "winnerId" = CASE WHEN "winnerId" = ${from}::uuid THEN ${to}::uuid ELSE "winnerId" END
    WHERE "playerXId" = ${from}::uuid OR "playerOId" = ${from}::uuid`;
  // the ones who stay see it at once: with a deleted account, offline (their open lists had the person)
  for (const conversation of conversations) {
    const [last] = conversation.messages;
    if (!last) continue;
    const partnerId = conversation.lowUserId === from ? conversation.highUserId : conversation.lowUserId;
    events.publish("conversation.partnerDeleted", {
      conversationId: conversation.id,
      partnerId,
      standInId,
      lastMessageId: last.id,
    });
  }
  await tx.$executeRaw`UPDATE "GameMove" SET "playerId" = ${to}::uuid WHERE "playerId" = ${from}::uuid`;
  await tx.$executeRaw`UPDATE "Report" SET "accountId" = ${to}::uuid WHERE "accountId" = ${from}::uuid AND "subject" = 'MESSAGE'`;
  await tx.$executeRaw`
    UPDATE "GameInvitation" SET
      "inviterId" = CASE WHEN "inviterId" = ${from}::uuid THEN ${to}::uuid ELSE "inviterId" END,
      "inviteeId" = CASE WHEN "inviteeId" = ${from}::uuid THEN ${to}::uuid ELSE "inviteeId" END,
      "lowUserId" = LEAST(CASE WHEN "lowUserId" = ${from}::uuid THEN "highUserId" ELSE "lowUserId" END, ${to}::uuid),
      "highUserId" = GREATEST(CASE WHEN "lowUserId" = ${from}::uuid THEN "highUserId" ELSE "lowUserId" END, ${to}::uuid)
    WHERE "inviterId" = ${from}::uuid OR "inviteeId" = ${from}::uuid`;
  return standInId;
}
