// Notifications are created by the server from the domain action (like, comment, follow by
// someone other than the recipient), stored with read state and pushed over the event bus.
// Undoing the action (unlike, unfollow) retracts the notification it caused while unread.
import type { NotificationKind, PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import type { Notification } from "../../generated/prisma/client.ts";
import { keyset, toPage, type Page, type PageArgs, type QueryShape } from "../pagination.ts";

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

export class Notifications {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly bus: EventBus,
  ) {}

  async notify(cause: NotificationCause): Promise<void> {
    if (cause.actorId === cause.recipientId) return;
    const notification = await this.prisma.notification.create({ data: cause, select: { id: true } });
    await this.bus.publish("notification.created", { notificationId: notification.id, recipientId: cause.recipientId });
  }

  async retract(cause: Omit<NotificationCause, "commentId">): Promise<void> {
    const where = { ...cause, postId: cause.postId ?? null, readAt: null };
    const unread = await this.prisma.notification.findMany({ where, select: { id: true } });
    if (!unread.length) return;
    await this.prisma.notification.deleteMany({ where: { id: { in: unread.map((n) => n.id) } } });
    for (const { id } of unread) await this.bus.publish("notification.retracted", { notificationId: id, recipientId: cause.recipientId });
  }

  /**
   * Runs a deletion whose foreign-key cascade removes notifications (a deleted post or comment)
   * and tells live clients those notifications are gone.
   */
  async retractingCascade<T>(of: { postId: string } | { commentId: string }, remove: () => Promise<T>): Promise<T> {
    const doomed = await this.prisma.notification.findMany({ where: of, select: { id: true, recipientId: true } });
    const result = await remove();
    for (const n of doomed) await this.bus.publish("notification.retracted", { notificationId: n.id, recipientId: n.recipientId });
    return result;
  }

  async page(viewer: Viewer, args: PageArgs, shape: QueryShape = {}): Promise<Page<Notification>> {
    const { size, ...query } = keyset(args);
    const rows = await this.prisma.notification.findMany({ ...shape, ...query, where: { recipientId: viewer.id, ...query.where } });
    return toPage(rows as Notification[], size);
  }

  unreadCount(viewer: Viewer): Promise<number> {
    return this.prisma.notification.count({ where: { recipientId: viewer.id, readAt: null } });
  }

  async markAllRead(viewer: Viewer): Promise<void> {
    await this.prisma.notification.updateMany({ where: { recipientId: viewer.id, readAt: null }, data: { readAt: new Date() } });
  }

  /** "Clear All": removes every notification of the viewer; returns the removed ids. */
  async clearAll(viewer: Viewer): Promise<string[]> {
    const rows = await this.prisma.notification.findMany({ where: { recipientId: viewer.id }, select: { id: true } });
    await this.prisma.notification.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
    return rows.map((r) => r.id);
  }
}
