// Notifications are created by the server from the domain action (like, comment, follow, game
// invitation or rematch offer by someone other than the recipient) in the action's own
// transaction, stored with read state and pushed over the event bus once it commits. Undoing the
// action (unlike, unfollow, a withdrawn rematch offer) retracts the notification it caused while
// unread; redoing it replaces the read one the undo left, so the bell never lists the same like or
// follow twice. Deleting a post or comment retracts those it takes along. An invitation's
// notification stays after the invitation closes: the trace of one the invitee missed. A
// moderator's action tells each reporter it settles its outcome (REPORT_OUTCOME, one per report),
// the author of what it removed (CONTENT_REMOVED), and an appellant the decision (APPEAL_DECIDED).
import type {
  AppealStatus,
  ModerationActionKind,
  Notification,
  NotificationKind,
  Prisma,
  PrismaClient,
  ReportStatus,
  ReportSubject,
} from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { isId } from "../ids.ts";
import { inShape, keyset, toPage, type Page, type PageArgs, type QueryShape } from "../pagination.ts";
import { notificationPolicy } from "../policies/notifications.ts";
import { retryingConflicts, type PendingEvents } from "../transaction.ts";
import { groupKeyOf } from "./notification-groups.ts";

/** What announcing a notification reads of it: whose it is and which group of the bell it is in. */
export const ANNOUNCED = { id: true, recipientId: true, kind: true, postId: true, createdAt: true } as const;
type Announced = Pick<Notification, keyof typeof ANNOUNCED>;

/** An announced notification's event payload. */
export const announcement = (n: Announced) => ({
  notificationId: n.id,
  recipientId: n.recipientId,
  groupKey: groupKeyOf(n),
});

export interface NotificationCause {
  kind: NotificationKind;
  actorId: string;
  recipientId: string;
  postId?: string;
  commentId?: string;
  invitationId?: string;
  /** REPORT_OUTCOME: the report whose outcome it tells */
  reportId?: string;
  /** CONTENT_REMOVED: the moderator's action it tells of */
  moderationActionId?: string;
  /** APPEAL_DECIDED: the appeal whose decision it tells */
  appealId?: string;
}

/** CONTENT_REMOVED: what a moderator removed, and why, as its author is told. */
export interface RemovalNotice {
  subject: ReportSubject | null;
  excerpt: string;
  reason: string;
}

/** APPEAL_DECIDED: the decision, its note, and the action appealed, as the appellant is told. */
export interface AppealNotice {
  status: AppealStatus;
  decisionNote: string;
  action: RemovalNotice & { kind: ModerationActionKind };
}

/** What an APPEAL_DECIDED's message reads of its appeal (as a Prisma select). */
export const APPEAL_NOTICE = {
  status: true,
  decisionNote: true,
  action: { select: { kind: true, subject: true, excerpt: true, reason: true } },
} as const;

/** The kinds whose message says more than who did what. */
type Told = "REPORT_OUTCOME" | "CONTENT_REMOVED" | "APPEAL_DECIDED";

const PHRASES: Record<Exclude<NotificationKind, Told>, string> = {
  LIKE: "liked your post",
  COMMENT: "commented on your post",
  FOLLOW: "followed you",
  GAME_INVITATION: "invited you to play Tic Tac Toe",
  REMATCH_OFFER: "asked you to play Tic Tac Toe again",
  MENTION: "mentioned you",
  FOLLOW_REQUEST: "asked to follow you",
  FOLLOW_REQUEST_APPROVED: "approved your follow request",
};

/** What a moderator did about a report, as its reporter is told. */
const OUTCOMES: Record<Exclude<ReportStatus, "OPEN">, string> = {
  DISMISSED: "found no rule broken",
  CONTENT_REMOVED: "removed what you reported",
  ACCOUNT_SUSPENDED: "suspended the account",
};

const REMOVED_THINGS: Record<ReportSubject, string> = {
  POST: "post",
  COMMENT: "comment",
  MESSAGE: "message",
  USER: "content",
};
/** how much of the removed text the notice quotes */
const EXCERPT_SHOWN = 80;

/**
 * What the bell shows, e.g. "ada liked your post"; for a REPORT_OUTCOME (whose actor is the account
 * reported, the moderator staying unnamed), "Your report about ada: a moderator suspended the
 * account"; for a CONTENT_REMOVED, what was removed and the moderator's reason; for an
 * APPEAL_DECIDED, the decision and the moderator's note.
 */
export function notificationMessage(
  kind: NotificationKind,
  actorUsername: string,
  reportStatus?: ReportStatus | null,
  removal?: RemovalNotice | null,
  appeal?: AppealNotice | null,
): string {
  if (kind === "CONTENT_REMOVED") return removalMessage(removal);
  if (kind === "APPEAL_DECIDED") return appealMessage(appeal);
  if (kind !== "REPORT_OUTCOME") return `${actorUsername} ${PHRASES[kind]}`;
  const outcome = reportStatus && reportStatus !== "OPEN" ? OUTCOMES[reportStatus] : "reviewed it";
  return `Your report about ${actorUsername}: a moderator ${outcome}`;
}

/** "your post “Sunset at the…”", quoting no more than the bell shows. */
function removedThing(removal: RemovalNotice | null | undefined, shown = EXCERPT_SHOWN): string {
  const thing = REMOVED_THINGS[removal?.subject ?? "USER"];
  const text = removal?.excerpt.trim() ?? "";
  const quoted = text.length > shown ? `${text.slice(0, shown - 1).trimEnd()}…` : text;
  return quoted ? `your ${thing} “${quoted}”` : `your ${thing}`;
}

/** "A moderator removed your post “Sunset at the…”. Their reason: spam." */
function removalMessage(removal: RemovalNotice | null | undefined): string {
  const why = removal?.reason.trim() ? ` Their reason: ${removal.reason.trim()}` : "";
  return `A moderator removed ${removedThing(removal)}.${why}`;
}

/**
 * "A moderator looked at your appeal and kept your account's suspension. Their note: …". An
 * overturned removal quotes the whole excerpt kept: the content is gone for good, and its author
 * may want to post it again.
 */
function appealMessage(appeal: AppealNotice | null | undefined): string {
  const note = appeal?.decisionNote.trim() ? ` Their note: ${appeal.decisionNote.trim()}` : "";
  const overturned = appeal?.status === "OVERTURNED";
  if (appeal?.action.kind === "SUSPEND")
    return overturned
      ? `A moderator agreed with your appeal and lifted your account's suspension.${note}`
      : `A moderator looked at your appeal and kept your account's suspension.${note}`;
  return overturned
    ? `A moderator agreed with your appeal: ${removedThing(appeal?.action, Infinity)} should not have been removed. It cannot be restored, but you may post it again.${note}`
    : `A moderator looked at your appeal and kept the removal of ${removedThing(appeal?.action)}.${note}`;
}

/** Kinds where each notification tells its own event, never replacing an earlier one. */
const EACH_ITS_OWN = new Set<NotificationKind>([
  "COMMENT",
  "MENTION",
  "REPORT_OUTCOME",
  "CONTENT_REMOVED",
  "APPEAL_DECIDED",
]);
/** Kinds told to the person they are about, as their actor: the moderator stays unnamed. */
const TOLD_TO_THEMSELVES = new Set<NotificationKind>(["CONTENT_REMOVED", "APPEAL_DECIDED"]);

/**
 * Stores the notification an action causes, in the action's transaction, so one never exists
 * without the other. Nobody is notified of their own action.
 */
export async function notify(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  cause: NotificationCause,
): Promise<void> {
  // a removal's or a decision's actor is the person told of it: the moderator stays unnamed
  if (cause.actorId === cause.recipientId && !TOLD_TO_THEMSELVES.has(cause.kind)) return;
  // A like, a follow or someone's latest invitation is one standing relation, not a series of
  // events (each comment, each mention and each report's outcome is its own): a new invitation replaces the trace of their last one.
  if (!EACH_ITS_OWN.has(cause.kind)) await removeAnnounced(tx, events, sameRelation(cause));
  const notification = await tx.notification.create({ data: cause, select: ANNOUNCED });
  events.publish("notification.created", announcement(notification));
}

/** The invitee answered: the invitation's notification has been seen (the prompt showed it), and now shows the answer. */
export async function noticeInvitationAnswered(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  invitationId: string,
  now: Date,
): Promise<void> {
  await tx.notification.updateMany({ where: { invitationId, readAt: null }, data: { readAt: now } });
  await announceInvitationsClosed(tx, events, [invitationId]);
}

/** Invitations closed (answered, expired or withdrawn): their notifications show it, live. */
export async function announceInvitationsClosed(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  invitationIds: string[],
): Promise<void> {
  const changed = await tx.notification.findMany({ where: { invitationId: { in: invitationIds } }, select: ANNOUNCED });
  for (const n of changed) events.publish("notification.updated", announcement(n));
}

/** Rematch offers taken back: their notifications go while unread (a read one shows the offer withdrawn). */
export async function retractUnreadInvitations(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  invitationIds: string[],
): Promise<void> {
  await removeAnnounced(tx, events, { invitationId: { in: invitationIds }, readAt: null });
}

/**
 * Removes the unread notification an undone action caused, in the transaction that undoes it
 * (a read one stays: its recipient has seen it). The caller holds what makes the action unique
 * (the deleted like or follow row), so no new notification for it can appear meanwhile.
 */
export async function retract(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  cause: Omit<NotificationCause, "commentId">,
  { readToo = false } = {},
): Promise<void> {
  await removeAnnounced(tx, events, { ...sameRelation(cause), ...(!readToo && { readAt: null }) });
}

/** The notifications of one like (actor, post) or one follow (actor, recipient). */
function sameRelation(cause: Omit<NotificationCause, "commentId">): Prisma.NotificationWhereInput {
  return { kind: cause.kind, actorId: cause.actorId, recipientId: cause.recipientId, postId: cause.postId ?? null };
}

/**
 * Deletes the notifications `where` matches and announces each. Callers hold the like, follow or
 * invitation row the notifications are about (inserted, deleted or updated in their transaction),
 * so no other call removes the same ones meanwhile.
 */
async function removeAnnounced(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  where: Prisma.NotificationWhereInput,
): Promise<void> {
  const doomed = await tx.notification.findMany({ where, select: ANNOUNCED });
  if (!doomed.length) return;
  await tx.notification.deleteMany({ where: { id: { in: doomed.map((n) => n.id) } } });
  for (const n of doomed) events.publish("notification.retracted", announcement(n));
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
  const where =
    "postId" in of ? { OR: [{ postId: of.postId }, { comment: { postId: of.postId } }] } : { commentId: of.commentId };
  const doomed = await tx.notification.findMany({ where, select: ANNOUNCED });
  const result = await remove();
  for (const n of doomed) events.publish("notification.retracted", announcement(n));
  return result;
}

/** The bell: what a person reads and clears. */
export class Notifications {
  constructor(private readonly prisma: PrismaClient) {}

  /** The viewer's notifications, newest first; with `unreadOnly`, those not yet read. */
  async page(
    viewer: Viewer,
    args: PageArgs,
    shape: QueryShape = {},
    { unreadOnly = false } = {},
  ): Promise<Page<Notification>> {
    const { size, ...query } = keyset(args);
    const rows = await this.prisma.notification.findMany({
      ...shape,
      ...query,
      where: { ...this.listed(viewer, unreadOnly), ...query.where },
    });
    return toPage(inShape<Notification[]>(rows), size);
  }

  /** How many notifications `page` lists over all its pages. */
  count(viewer: Viewer, { unreadOnly = false } = {}): Promise<number> {
    return this.prisma.notification.count({ where: this.listed(viewer, unreadOnly) });
  }

  unreadCount(viewer: Viewer): Promise<number> {
    return this.count(viewer, { unreadOnly: true });
  }

  private listed(viewer: Viewer, unreadOnly: boolean): Prisma.NotificationWhereInput {
    return { ...(unreadOnly && { readAt: null }), ...notificationPolicy.where(viewer.id) };
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
        ? await this.prisma.notification.findFirst({
            where: { id: upToId.toLowerCase(), recipientId: viewer.id },
            select: { id: true, createdAt: true },
          })
        : null;
      if (!newest) return;
      // the bell's own order, (createdAt, id): the same tie-break as its pages
      shown = {
        OR: [{ createdAt: { lt: newest.createdAt } }, { createdAt: newest.createdAt, id: { lte: newest.id } }],
      };
    }
    // Locks many notification rows in one statement, as a post's deletion does through its
    // cascade: if PostgreSQL picks it to break a deadlock, it runs again (so does clearAll).
    await retryingConflicts(() =>
      this.prisma.notification.updateMany({
        where: { recipientId: viewer.id, readAt: null, ...shown },
        data: { readAt: new Date() },
      }),
    );
  }

  /** "Clear All": removes every notification of the viewer; returns the removed ids. */
  async clearAll(viewer: Viewer): Promise<string[]> {
    const rows = await this.prisma.notification.findMany({ where: { recipientId: viewer.id }, select: { id: true } });
    await retryingConflicts(() =>
      this.prisma.notification.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } }),
    );
    return rows.map((r) => r.id);
  }
}
