// What a chat message may be, and who takes part in a conversation.
import { z } from "zod";
import type { Viewer } from "../auth/sessions.ts";
import { text } from "../text.ts";
import { failingWith } from "../validation.ts";

/** Characters (Unicode code points: an emoji counts as one) a message may hold after trimming. */
export const MESSAGE_MAX = 2000;

/** Code points, without building an array for a text far over the limit. */
function characters(text: string): number {
  if (text.length <= MESSAGE_MAX) return text.length; // each code point takes one or two UTF-16 units
  let count = 0;
  for (const _ of text) if (++count > MESSAGE_MAX) break;
  return count;
}

export const messageInput = z.object({
  text: text()
    .trim()
    .min(1, failingWith("MESSAGE_EMPTY"))
    .refine((text) => characters(text) <= MESSAGE_MAX, { message: failingWith("MESSAGE_TOO_LONG"), params: { limit: MESSAGE_MAX } }),
});

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
