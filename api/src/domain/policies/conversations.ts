// Who may read a conversation and its messages: its two people, but for one the other blocked.
// To the blocked one the blocker does not exist (userPolicy), so the conversation and every
// message in it are gone from their chat, their unread badge and node(id:); the blocker keeps
// theirs, to read. A suspended or deleted partner's conversation stays with what was said (the
// partner's name shows as the account does). Unread messages count in the badge
// (conversationPolicy.badged) unless the conversation is muted or a block stands either way: the
// blocker keeps the conversation to read, not to be nagged by it.
import { Prisma } from "../../generated/prisma/client.ts";
import { messagesOf } from "../chat/rules.ts";
import { NO_VIEWER_ID } from "../ids.ts";
import { userPolicy, type ViewerId } from "./users.ts";

/** One related row or none, read for one viewer (a `take: 1` of a relation). */
type Found = readonly unknown[];

/** A conversation row read with conversationPolicy.select. */
export interface ConversationRow {
  lowUserId: string;
  highUserId: string;
  /** the partner's block of the viewer, if any, on each side */
  lowUser: { blocksMade: Found };
  highUser: { blocksMade: Found };
}

/** A message row read with conversationPolicy.messages.select. */
export interface MessageRow {
  senderId: string;
  receiverId: string;
  conversation: ConversationRow;
}

function where(viewerId: ViewerId) {
  const id = viewerId ?? NO_VIEWER_ID;
  const notBlockedBy = { blocksMade: { none: { blockedId: id } } };
  return {
    OR: [
      { lowUserId: id, highUser: notBlockedBy },
      { highUserId: id, lowUser: notBlockedBy },
    ],
  } satisfies Prisma.ConversationWhereInput;
}

/** The "Conversation" row `alias` passes. */
function sql(alias: string, viewerId: ViewerId): Prisma.Sql {
  const id = viewerId ?? NO_VIEWER_ID;
  const c = Prisma.raw(`"${alias}"`);
  const notBlockedBy = (partner: Prisma.Sql) =>
    Prisma.sql`NOT EXISTS (SELECT 1 FROM "Block" b WHERE b."blockerId" = ${partner} AND b."blockedId" = ${id}::uuid)`;
  return Prisma.sql`((${c}."lowUserId" = ${id}::uuid AND ${notBlockedBy(Prisma.sql`${c}."highUserId"`)})
    OR (${c}."highUserId" = ${id}::uuid AND ${notBlockedBy(Prisma.sql`${c}."lowUserId"`)}))`;
}

function select(viewerId: ViewerId) {
  const blocksMade = { where: { blockedId: viewerId ?? NO_VIEWER_ID }, select: { id: true }, take: 1 } as const;
  return {
    lowUserId: true,
    highUserId: true,
    lowUser: { select: { blocksMade } },
    highUser: { select: { blocksMade } },
  } as const;
}

function shows(conversation: ConversationRow, viewerId: ViewerId): boolean {
  if (!viewerId) return false;
  if (conversation.lowUserId === viewerId) return conversation.highUser.blocksMade.length === 0;
  if (conversation.highUserId === viewerId) return conversation.lowUser.blocksMade.length === 0;
  return false;
}

/** Prisma filter for messages: the viewer's (sent or received), in a conversation they see. */
function messagesWhere(viewerId: ViewerId) {
  return { ...messagesOf(viewerId ?? NO_VIEWER_ID), conversation: where(viewerId) } satisfies Prisma.MessageWhereInput;
}

/** The "Message" row `alias`, in the "Conversation" row `conversationAlias`, passes. */
function messagesSql(aliases: { message: string; conversation: string }, viewerId: ViewerId): Prisma.Sql {
  const id = viewerId ?? NO_VIEWER_ID;
  const m = Prisma.raw(`"${aliases.message}"`);
  return Prisma.sql`(${m}."senderId" = ${id}::uuid OR ${m}."receiverId" = ${id}::uuid) AND ${sql(aliases.conversation, viewerId)}`;
}

function messagesSelect(viewerId: ViewerId) {
  return { senderId: true, receiverId: true, conversation: { select: select(viewerId) } } as const;
}

function messagesShows(message: MessageRow, viewerId: ViewerId): boolean {
  const theirs = message.senderId === viewerId || message.receiverId === viewerId;
  return theirs && shows(message.conversation, viewerId);
}

/**
 * Prisma filter for the viewer's messages the unread badge may count (with chat/rules.ts's
 * unreadFor): not those of a conversation they muted, nor of someone with a block between them.
 */
function badged(viewerId: string) {
  return { conversation: { mutes: { none: { userId: viewerId } } }, sender: userPolicy.unblockedWith(viewerId) };
}

/**
 * Who may read a conversation and its messages (the header above says it in words): `where`,
 * `sql(alias, viewerId)`, `select` and `shows` for conversations, the same in `messages`; the
 * forms agree (test/domain/read-policies.test.ts). `badged`: what the unread badge counts.
 */
export const conversationPolicy = {
  where,
  sql,
  select,
  shows,
  badged,
  messages: { where: messagesWhere, sql: messagesSql, select: messagesSelect, shows: messagesShows },
};
