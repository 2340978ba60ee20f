// What a moderator does about reports: dismiss them, remove the reported content, suspend the
// account answerable for it (and lift a suspension). Each action is kept in the audit log
// (ModerationAction) in the transaction that makes it, and closes the open reports it settles,
// telling each reporter the outcome (a REPORT_OUTCOME notification). Closing a report is one
// UPDATE ... WHERE status = 'OPEN' RETURNING: two moderators acting at once close each report once,
// so each reporter hears one outcome.
//
// A suspension hides the account and everything it wrote (domain/users/active-accounts.ts), ends
// its sessions on every face (its tokens fail their check, and `account.suspended` ends its live
// connections on every node) and refuses its log-ins; lifting it brings all of it back, as it was.
// A moderator's account is not for moderators to suspend or let back: the server's admin command
// (api/scripts/admin.ts) lifts a moderator's suspension, and revoking the role makes the account
// an ordinary one again.
import type { Prisma, PrismaClient, ReportStatus, ReportSubject, User } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import type { Messages } from "../chat/messages.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { isId } from "../ids.ts";
import { notify } from "../notifications/notifications.ts";
import type { Posts } from "../posts/posts.ts";
import type { Comments } from "../social/comments.ts";
import { inTransaction, type PendingEvents } from "../transaction.ts";
import { inRevokingTransaction, type Revocations } from "../auth/revocations.ts";
import { parseInput } from "../validation.ts";
import { ADMIN_COMMAND, logAction, type Actor } from "./audit-log.ts";
import { requireModerator } from "./moderators.ts";
import { optionalReasonInput, REPORT_SUBJECTS, suspensionInput } from "./rules.ts";

/** A reported thing, as reports name it. */
export interface Subject {
  subject: ReportSubject;
  subjectId: string;
}

export interface ActionOutcome {
  /** how many open reports the action closed */
  closedReports: number;
}

export class ModeratorActions {
  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      bus: EventBus;
      posts: Posts;
      comments: Comments;
      messages: Messages;
      /** told of each revocation once it has committed, before the action answers */
      revocations: Pick<Revocations, "committed">;
    },
  ) {}

  /** The reports about it were wrong: they close, nothing else changes. */
  async dismiss(
    viewer: Viewer,
    about: { subject: unknown; subjectId: unknown },
    input: { reason?: unknown },
  ): Promise<ActionOutcome> {
    const moderator = await requireModerator(this.deps.prisma, viewer);
    const target = parseSubject(about);
    const { reason } = parseInput(optionalReasonInput, { reason: input.reason ?? undefined });
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const closed = await closeReports(
        tx,
        events,
        { subject: target.subject, subjectId: target.subjectId },
        "DISMISSED",
      );
      if (!closed.length) throw new NotFoundError("Report");
      await logAction(tx, moderator, {
        kind: "DISMISS",
        ...target,
        accountId: closed[0]!.accountId,
        reason,
        closedReports: closed.length,
      });
      return { closedReports: closed.length };
    });
  }

  /**
   * Removes the reported post, comment or message (as its author deleting it would: a post takes
   * its comments, likes and image along; a message leaves its placeholder) and closes the reports
   * about it. Content already gone closes them too. A user is no content: NOT_REMOVABLE.
   * Content nobody reported may be removed as well (a moderator comes across it): the audit entry
   * then says that no report was open (closedReports 0), so the log tells such removals apart.
   */
  async removeContent(
    viewer: Viewer,
    about: { subject: unknown; subjectId: unknown },
    input: { reason?: unknown },
  ): Promise<ActionOutcome> {
    const moderator = await requireModerator(this.deps.prisma, viewer);
    const target = parseSubject(about);
    const { reason } = parseInput(optionalReasonInput, { reason: input.reason ?? undefined });
    if (target.subject === "USER") throw new ForbiddenError("NOT_REMOVABLE");
    const removed = await this.remove(target);
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const closed = await closeReports(
        tx,
        events,
        { subject: target.subject, subjectId: target.subjectId },
        "CONTENT_REMOVED",
      );
      const answerable = removed?.authorId ?? closed[0]?.accountId;
      if (!answerable)
        throw new NotFoundError(
          target.subject === "POST" ? "Post" : target.subject === "COMMENT" ? "Comment" : "Message",
        );
      const actionId = await logAction(tx, moderator, {
        kind: "REMOVE_CONTENT",
        ...target,
        accountId: answerable,
        reason,
        excerpt: removed?.excerpt ?? "",
        closedReports: closed.length,
      });
      // its author is told what went and why (content already gone was told of when it went)
      if (removed)
        await notify(tx, events, {
          kind: "CONTENT_REMOVED",
          actorId: answerable,
          recipientId: answerable,
          moderationActionId: actionId,
        });
      return { closedReports: closed.length };
    });
  }

  /**
   * Suspends `userId` with a reason; every open report about the account or its content closes.
   * Suspending it again changes nothing. A moderator's account is not theirs to suspend
   * (CANNOT_MODERATE_MODERATOR): one moderator could otherwise silence the others.
   */
  async suspend(viewer: Viewer, userId: unknown, input: { reason: unknown }): Promise<User> {
    const moderator = await requireModerator(this.deps.prisma, viewer);
    const id = parseUserId(userId);
    const { reason } = parseInput(suspensionInput, { reason: input.reason });
    if (id === viewer.id) throw new ForbiddenError("CANNOT_SUSPEND_SELF");
    const { prisma, bus, revocations } = this.deps;
    return inRevokingTransaction(prisma, bus, revocations, async (tx, events) => {
      // the role is read in the statement that suspends: a grant racing it cannot slip past
      const { count } = await tx.user.updateMany({
        where: { id, deletedAt: null, suspendedAt: null, role: "MEMBER" },
        data: { suspendedAt: new Date(), suspensionReason: reason },
      });
      const user = await tx.user.findFirst({ where: { id, deletedAt: null } });
      if (!user) throw new NotFoundError("User");
      if (user.role === "MODERATOR") throw new ForbiddenError("CANNOT_MODERATE_MODERATOR");
      if (!count) return user; // already suspended
      const closed = await closeReports(tx, events, { accountId: id }, "ACCOUNT_SUSPENDED");
      await logAction(tx, moderator, { kind: "SUSPEND", accountId: id, reason, closedReports: closed.length });
      events.publish("account.suspended", { userId: id });
      return user;
    });
  }

  /**
   * Lifts `userId`'s suspension: the account, its content and its tokens work again. Lifting none
   * changes nothing. A suspended moderator is let back only by the admin command (liftByAdmin).
   */
  async lift(viewer: Viewer, userId: unknown, input: { reason?: unknown }): Promise<User> {
    const moderator = await requireModerator(this.deps.prisma, viewer);
    const id = parseUserId(userId);
    const { reason } = parseInput(optionalReasonInput, { reason: input.reason ?? undefined });
    return inTransaction(
      this.deps.prisma,
      this.deps.bus,
      async (tx) => (await liftSuspension(tx, moderator, id, reason)).user,
    );
  }

  /** Deletes the content; resolves to whose it was and how it began, or null when it is gone already. */
  private async remove({ subject, subjectId }: Subject): Promise<{ authorId: string; excerpt: string } | null> {
    const { prisma, posts, comments, messages } = this.deps;
    if (subject === "POST") {
      const post = await prisma.post.findUnique({ where: { id: subjectId } });
      return post && { authorId: (await posts.remove(post)).authorId, excerpt: excerptOf(post.caption) };
    }
    if (subject === "COMMENT") {
      const comment = await prisma.comment.findUnique({ where: { id: subjectId } });
      return comment && { authorId: (await comments.remove(comment)).authorId, excerpt: excerptOf(comment.body) };
    }
    const message = await prisma.message.findUnique({ where: { id: subjectId } });
    return message && { authorId: (await messages.erase(message)).senderId, excerpt: excerptOf(message.text) };
  }
}

/** As much of a removed text as its author's notice could quote. */
const excerptOf = (text: string) => text.slice(0, 200);

/**
 * `npm run admin -- lift <username> [reason]`: lifts the suspension of any account, a moderator's
 * too, logged as the admin command's. Resolves to whether a suspension was lifted, or null when no
 * account (active or suspended) has that username key.
 */
export async function liftByAdmin(prisma: PrismaClient, usernameKey: string, reason: string): Promise<boolean | null> {
  const { reason: kept } = parseInput(optionalReasonInput, { reason });
  return prisma.$transaction(async (tx) => {
    const account = await tx.user.findFirst({ where: { usernameKey, deletedAt: null }, select: { id: true } });
    return account && (await liftSuspension(tx, ADMIN_COMMAND, account.id, kept)).lifted;
  });
}

/** Lifts the suspension of the account `id` for `actor`: a moderator may not lift a moderator's. */
export async function liftSuspension(
  tx: Prisma.TransactionClient,
  actor: Actor,
  id: string,
  reason: string,
): Promise<{ user: User; lifted: boolean }> {
  const { count } = await tx.user.updateMany({
    where: { id, deletedAt: null, suspendedAt: { not: null }, ...(actor.id !== null && { role: "MEMBER" as const }) },
    data: { suspendedAt: null, suspensionReason: null },
  });
  const user = await tx.user.findFirst({ where: { id, deletedAt: null } });
  if (!user) throw new NotFoundError("User");
  if (actor.id !== null && user.role === "MODERATOR") throw new ForbiddenError("CANNOT_MODERATE_MODERATOR");
  if (count) await logAction(tx, actor, { kind: "LIFT_SUSPENSION", accountId: id, reason, closedReports: 0 });
  return { user, lifted: count > 0 };
}

function parseSubject(about: { subject: unknown; subjectId: unknown }): Subject {
  const subject = REPORT_SUBJECTS.find((s) => s === about.subject);
  if (!subject) throw ValidationError.of("subject", "MALFORMED_INPUT");
  if (typeof about.subjectId !== "string" || !isId(about.subjectId))
    throw ValidationError.of("subjectId", "MALFORMED_INPUT");
  return { subject, subjectId: about.subjectId.toLowerCase() };
}

function parseUserId(userId: unknown): string {
  if (typeof userId !== "string" || !isId(userId)) throw new NotFoundError("User");
  return userId.toLowerCase();
}

/** Closes the open reports `where` names with `status`, telling each reporter; resolves to those it closed. */
async function closeReports(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  where: Prisma.ReportWhereInput,
  status: ReportStatus,
) {
  const closed = await tx.report.updateManyAndReturn({
    where: { ...where, status: "OPEN" },
    data: { status, resolvedAt: new Date() },
    select: { id: true, reporterId: true, accountId: true },
  });
  for (const report of closed)
    if (report.reporterId)
      // a reporter who deleted their account since is told nothing
      await notify(tx, events, {
        kind: "REPORT_OUTCOME",
        actorId: report.accountId,
        recipientId: report.reporterId,
        reportId: report.id,
      });
  return closed;
}
