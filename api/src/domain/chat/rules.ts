// What a chat message may be, and who takes part in a conversation.
import { z } from "zod";
import type { Viewer } from "../auth/sessions.ts";
import { trimmedText } from "../text.ts";

/** Characters (Unicode code points: an emoji counts as one) a message may hold after trimming. */
export const MESSAGE_MAX = 2000;

export const messageInput = z.object({ text: trimmedText(MESSAGE_MAX, "MESSAGE_EMPTY", "MESSAGE_TOO_LONG") });

export interface Pair {
  lowUserId: string;
  highUserId: string;
}

/** A conversation's two people in the order it stores them (so a pair has one row). */
export function pairOf(a: string, b: string): Pair {
  return a < b ? { lowUserId: a, highUserId: b } : { lowUserId: b, highUserId: a };
}

export function takesPart(viewer: Viewer | null, pair: Pair): boolean {
  return !!viewer && (pair.lowUserId === viewer.id || pair.highUserId === viewer.id);
}

/** The other person of the viewer's conversation. */
export function partnerId(viewer: Viewer, pair: Pair): string {
  return pair.lowUserId === viewer.id ? pair.highUserId : pair.lowUserId;
}

/** Prisma filter: conversations the viewer takes part in. */
export function conversationsOf(viewerId: string) {
  return { OR: [{ lowUserId: viewerId }, { highUserId: viewerId }] };
}

/** Prisma filter: messages the viewer sent or received. */
export function messagesOf(viewerId: string) {
  return { OR: [{ senderId: viewerId }, { receiverId: viewerId }] };
}

/** Prisma filter: the viewer's unread messages (what the partial index Message_unread_idx holds). */
export function unreadFor(viewerId: string) {
  return { receiverId: viewerId, readAt: null, deletedAt: null };
}
