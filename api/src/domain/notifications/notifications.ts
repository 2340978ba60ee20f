// Notifications are created by the server from the domain action (like, comment, follow by
// someone other than the recipient) in the action's own transaction, stored with read state and
// pushed over the event bus once it commits. Undoing the action (unlike, unfollow) retracts the
// notification it caused while unread; deleting a post or comment retracts those it takes along.
import type { Notification, NotificationKind, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
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
  const notification = await tx.notification.create({ data: cause, select: { id: true } });
  events.publish("notification.created", { notificationId: notification.id, recipientId: cause.recipientId });
}

/**
 * Removes the unread notification an undone action caused, in the transaction that undoes it
 * (a read one stays: its recipient has seen it). The caller holds what makes the action unique
 * (the deleted like or follow row), so no new notification for it can appear meanwhile.
 */
export async function retract(tx: Prisma.TransactionClient, events: PendingEvents, cause: Omit<NotificationCause, "commentId">): Promise<void> {
  const where = { ...cause, postId: cause.postId ?? null, readAt: null };
  const unread = await tx.notification.findMany({ where, select: { id: true } });
  if (!unread.length) return;
  await tx.notification.deleteMany({ where: { id: { in: unread.map((n) => n.id) } } });
  for (const { id } of unread) events.publish("notification.retracted", { notificationId: id, recipientId: cause.recipientId });
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

  async page(viewer: Viewer, args: PageArgs, shape: QueryShape = {}): Promise<Page<Notification>> {
    const { size, ...query } = keyset(args);
    const rows = await this.prisma.notification.findMany({ ...shape, ...query, where: { recipientId: viewer.id, ...query.where } });
    return toPage(rows as Notification[], size);
  }

  unreadCount(viewer: Viewer): Promise<number> {
    return this.prisma.notification.count({ where: { recipientId: viewer.id, readAt: null } });
  }

  // markAllRead and clearAll lock many notification rows in one statement, as a post's deletion
  // does through its cascade: if PostgreSQL picks one of them to break a deadlock, it runs again.
  async markAllRead(viewer: Viewer): Promise<void> {
    await retryingConflicts(() => this.prisma.notification.updateMany({ where: { recipientId: viewer.id, readAt: null }, data: { readAt: new Date() } }));
  }

  /** "Clear All": removes every notification of the viewer; returns the removed ids. */
  async clearAll(viewer: Viewer): Promise<string[]> {
    const rows = await this.prisma.notification.findMany({ where: { recipientId: viewer.id }, select: { id: true } });
    await retryingConflicts(() => this.prisma.notification.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } }));
    return rows.map((r) => r.id);
  }
}
