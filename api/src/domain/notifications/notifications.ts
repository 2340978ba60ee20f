// Notifications are created by the server from the domain action (like, comment, follow by
// someone other than the recipient) in the action's own transaction, stored with read state and
// pushed over the event bus once it commits. Undoing the action (unlike, unfollow) retracts the
// notification it caused while unread; redoing it replaces the read one the undo left, so the bell
// never lists the same like or follow twice. Deleting a post or comment retracts those it takes along.
import type { Notification, NotificationKind, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { isId } from "../ids.ts";
import { keyset, toPage, type Page, type PageArgs, type QueryShape } from "../pagination.ts";
import { retryingConflicts, type PendingEvents } from "../transaction.ts";

export interface NotificationCause {
  kind: NotificationKind;
  actorId: string;
  recipientId: string;
  postId?: string;
  commentId?: string;
}

const PHRASES: Record<NotificationKind, string> = {
  LIKE: "liked your post",
  COMMENT: "commented on your post",
  FOLLOW: "followed you",
};

/** What the bell shows, e.g. "ada liked your post". */
export function notificationMessage(kind: NotificationKind, actorUsername: string): string {
  return `${actorUsername} ${PHRASES[kind]}`;
}

/**
 * Stores the notification an action causes, in the action's transaction, so one never exists
 * without the other. Nobody is notified of their own action.
 */
export async function notify(tx: Prisma.TransactionClient, events: PendingEvents, cause: NotificationCause): Promise<void> {
  if (cause.actorId === cause.recipientId) return;
  // A like or a follow is one standing relation, not a series of events (each comment is its own).
  if (cause.kind !== "COMMENT") await removeAnnounced(tx, events, sameRelation(cause), cause.recipientId);
  const notification = await tx.notification.create({ data: cause, select: { id: true } });
  events.publish("notification.created", { notificationId: notification.id, recipientId: cause.recipientId });
}

/**
 * Removes the unread notification an undone action caused, in the transaction that undoes it
 * (a read one stays: its recipient has seen it). The caller holds what makes the action unique
 * (the deleted like or follow row), so no new notification for it can appear meanwhile.
 */
export async function retract(tx: Prisma.TransactionClient, events: PendingEvents, cause: Omit<NotificationCause, "commentId">): Promise<void> {
  await removeAnnounced(tx, events, { ...sameRelation(cause), readAt: null }, cause.recipientId);
}

/** The notifications of one like (actor, post) or one follow (actor, recipient). */
function sameRelation(cause: Omit<NotificationCause, "commentId">): Prisma.NotificationWhereInput {
  return { kind: cause.kind, actorId: cause.actorId, recipientId: cause.recipientId, postId: cause.postId ?? null };
}

/**
 * Deletes the recipient's notifications `where` matches and announces each. Callers hold the
 * like or follow row the notifications are about (inserted or deleted in their transaction), so
 * no other call removes the same ones meanwhile.
 */
async function removeAnnounced(tx: Prisma.TransactionClient, events: PendingEvents, where: Prisma.NotificationWhereInput, recipientId: string): Promise<void> {
  const doomed = await tx.notification.findMany({ where, select: { id: true } });
  if (!doomed.length) return;
  await tx.notification.deleteMany({ where: { id: { in: doomed.map((n) => n.id) } } });
  for (const { id } of doomed) events.publish("notification.retracted", { notificationId: id, recipientId });
}

/**
 * Runs a deletion whose foreign-key cascade removes notifications (a post's or a comment's) and
 * announces exactly those. The caller has locked the post (lockPost): "update" to delete it,
 * "share" to delete one of its comments. Either way nothing can add a notification to the set
 * or take one from it between reading it here and the cascade.
 */
export async function retractingCascade<T>(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  of: { postId: string } | { commentId: string },
  remove: () => Promise<T>,
): Promise<T> {
  // A post's deletion also cascades through its comments to their notifications.
  const where = "postId" in of ? { OR: [{ postId: of.postId }, { comment: { postId: of.postId } }] } : { commentId: of.commentId };
  const doomed = await tx.notification.findMany({ where, select: { id: true, recipientId: true } });
  const result = await remove();
  for (const n of doomed) events.publish("notification.retracted", { notificationId: n.id, recipientId: n.recipientId });
  return result;
}

/** The bell: what a person reads and clears. */
export class Notifications {
  constructor(private readonly prisma: PrismaClient) {}

  /** The viewer's notifications, newest first; with `unreadOnly`, those not yet read. */
  async page(viewer: Viewer, args: PageArgs, shape: QueryShape = {}, { unreadOnly = false } = {}): Promise<Page<Notification>> {
    const { size, ...query } = keyset(args);
    const rows = await this.prisma.notification.findMany({ ...shape, ...query, where: { ...this.listed(viewer, unreadOnly), ...query.where } });
    return toPage(rows as Notification[], size);
  }

  /** How many notifications `page` lists over all its pages. */
  count(viewer: Viewer, { unreadOnly = false } = {}): Promise<number> {
    return this.prisma.notification.count({ where: this.listed(viewer, unreadOnly) });
  }

  unreadCount(viewer: Viewer): Promise<number> {
    return this.count(viewer, { unreadOnly: true });
  }

  private listed(viewer: Viewer, unreadOnly: boolean): Prisma.NotificationWhereInput {
    return unreadOnly ? { recipientId: viewer.id, readAt: null } : { recipientId: viewer.id };
  }

  /**
   * Marks the viewer's notifications read: with `upToId`, only those created at or before it (the
   * newest one the client has shown), so one that arrives while the bell's dialog is open stays
   * unread; without it, all of them. An `upToId` that names none of the viewer's notifications
   * (retracted or cleared meanwhile) marks nothing: nothing is known to have been shown.
   */
  async markRead(viewer: Viewer, upToId?: string): Promise<void> {
    let shown: Prisma.NotificationWhereInput = {};
    if (upToId !== undefined) {
      const newest = isId(upToId)
        ? await this.prisma.notification.findFirst({ where: { id: upToId.toLowerCase(), recipientId: viewer.id }, select: { id: true, createdAt: true } })
        : null;
      if (!newest) return;
      // the bell's own order, (createdAt, id): the same tie-break as its pages
      shown = { OR: [{ createdAt: { lt: newest.createdAt } }, { createdAt: newest.createdAt, id: { lte: newest.id } }] };
    }
    // Locks many notification rows in one statement, as a post's deletion does through its
    // cascade: if PostgreSQL picks it to break a deadlock, it runs again (so does clearAll).
    await retryingConflicts(() =>
      this.prisma.notification.updateMany({ where: { recipientId: viewer.id, readAt: null, ...shown }, data: { readAt: new Date() } }),
    );
  }

  /** "Clear All": removes every notification of the viewer; returns the removed ids. */
  async clearAll(viewer: Viewer): Promise<string[]> {
    const rows = await this.prisma.notification.findMany({ where: { recipientId: viewer.id }, select: { id: true } });
    await retryingConflicts(() => this.prisma.notification.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } }));
    return rows.map((r) => r.id);
  }
}
