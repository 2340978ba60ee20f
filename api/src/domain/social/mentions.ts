// Mentions: "@username" in a caption or a comment tells that person, once per post or comment.
//
// Who is told: each distinct username written after an @ (not inside a word or an e-mail
// address: "ada@example.com" mentions nobody), of an active account who may read the post (a
// private account's post tells only its followers: safety/private-accounts.ts), other than the writer, up
// to MENTIONS_MAX per text (a list of hundreds of names is spam, not a mention). A sentence's
// dots after a name are not part of it ("thanks @ada." mentions ada). On a comment, the post's
// author is not told twice: their COMMENT notification already says so. Names of nobody are
// left alone. The web client links the same names (web/src/posts/caption/captionParts.ts reads
// them with the same pattern).
//
// When: as the post or comment is written, in its transaction (notify), so a mention never
// outlives its post or comment: deleting either retracts it (the cascade). Editing a caption or a
// comment tells nobody new.
import type { Prisma } from "../../generated/prisma/client.ts";
import { notify } from "../notifications/notifications.ts";
import type { PendingEvents } from "../transaction.ts";
import { userPolicy } from "../policies/users.ts";
import { USERNAME_MAX, USERNAME_MIN, usernameKey } from "../users/rules.ts";

/** The most people one caption or comment notifies. */
export const MENTIONS_MAX = 10;

/** @name, not preceded by a letter, digit, dot, underscore or @ (so not in a word or an address) */
const MENTION = new RegExp(`(?<![\\p{L}\\p{N}._@])@([\\p{L}\\p{N}._]{${USERNAME_MIN},${USERNAME_MAX}})`, "gu");

/** The usernames (lower-cased keys) a text mentions, each once, in order, at most MENTIONS_MAX. */
export function mentionedUsernames(text: string): string[] {
  const keys = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const name = match[1]!.replace(/\.+$/, "");
    if (name.length >= USERNAME_MIN) keys.add(usernameKey(name));
    if (keys.size === MENTIONS_MAX) break;
  }
  return [...keys];
}

/** Tells the people `text` mentions, but not `skip` (the writer is never told of their own text). */
export async function notifyMentions(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  about: {
    actorId: string;
    postId: string;
    postAuthorId: string;
    commentId?: string;
    text: string;
    skip?: readonly string[];
  },
): Promise<void> {
  const keys = mentionedUsernames(about.text);
  if (!keys.length) return;
  const author = await tx.user.findUniqueOrThrow({ where: { id: about.postAuthorId }, select: { isPrivate: true } });
  const mayReadPost = author.isPrivate
    ? { OR: [{ id: about.postAuthorId }, { following: { some: { followeeId: about.postAuthorId } } }] }
    : {};
  const people = await tx.user.findMany({
    where: { usernameKey: { in: keys }, ...userPolicy.where(about.actorId), ...mayReadPost },
    select: { id: true },
  });
  for (const { id } of people) {
    if (about.skip?.includes(id)) continue;
    await notify(tx, events, {
      kind: "MENTION",
      actorId: about.actorId,
      recipientId: id,
      postId: about.postId,
      commentId: about.commentId,
    });
  }
}
