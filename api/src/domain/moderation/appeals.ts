// Appeals: the person a removal or suspension concerned asks the moderators to look again, once
// per action, within APPEAL_WINDOW_DAYS (appeal-standing.ts). A removal is appealed signed in,
// from its notice; a suspended account cannot sign in, so its appeal proves the account's
// ownership with the password exactly as a log-in does (Accounts.accountWithPassword: the same
// throttle, the same answer for an unknown account as for a wrong password).
//
// Any moderator decides an appeal, once: UPHOLD (the action stands) or OVERTURN, each with a note
// to the appellant. Overturning a suspension lifts it; overturning a removal cannot bring the
// content back (it went as its author deleting it would, with its likes, comments and images),
// so the author is told it was wrong and shown what it said, to post it again. The decision is
// logged (UPHOLD_APPEAL, OVERTURN_APPEAL) and told to the appellant in the bell
// (APPEAL_DECIDED), and by mail for a suspension when the account's address is verified (a
// suspended account has no bell to look at).
import type { Appeal, PrismaClient, User } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import { isUniqueViolation } from "../database-failures.ts";
import { ForbiddenError, NotFoundError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { spending, type RateLimit } from "../limits/rate-limit.ts";
import { queueMail } from "../mail/mail-queue.ts";
import { notify } from "../notifications/notifications.ts";
import { inTransaction } from "../transaction.ts";
import { parseInput } from "../validation.ts";
import { standingFor, suspensionStanding, type AppealStanding } from "./appeal-standing.ts";
import { logAction } from "./audit-log.ts";
import { liftSuspension } from "./moderator-actions.ts";
import { requireModerator } from "./moderators.ts";
import { appealDecisionInput, appealInput } from "./rules.ts";

/** A suspended person's appeal was received; `decisionByMail`: whether the decision will also be mailed. */
export interface SuspensionAppealed {
  standing: AppealStanding;
  decisionByMail: boolean;
}

export class Appeals {
  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      bus: EventBus;
      /** checks a suspended person's password as a log-in does */
      accounts: {
        accountWithPassword(input: { username: string; password: string }, clientKey: string): Promise<User>;
      };
      writes: RateLimit;
    },
  ) {}

  /** Where the appeal of `actionId` stands for the viewer; null when the action is not about them. */
  standing(viewer: Viewer, actionId: string): Promise<AppealStanding | null> {
    return standingFor(this.deps.prisma, actionId, viewer.id);
  }

  /**
   * The viewer appeals a moderator's removal of their post, comment or message. NOT_FOUND for an
   * action about someone else (as for none); NOT_APPEALABLE for any other kind of action (a
   * suspension is appealed while it lasts, with appealSuspension).
   */
  async appealRemoval(viewer: Viewer, actionId: unknown, input: { text: unknown }): Promise<AppealStanding> {
    const id = requireId(typeof actionId === "string" ? actionId : "", "Moderation action");
    const { text } = parseInput(appealInput, { text: input.text });
    return spending(this.deps.writes, viewer.id, async () => {
      const standing = await standingFor(this.deps.prisma, id, viewer.id);
      if (!standing) throw new NotFoundError("Moderation action");
      if (standing.kind !== "REMOVE_CONTENT") throw new ForbiddenError("NOT_APPEALABLE");
      return this.file(viewer.id, standing, text);
    });
  }

  /**
   * A suspended person appeals their suspension with their username and password (they have no
   * session). The text is checked first, so a refused one costs no guess; then the password,
   * exactly as logIn checks it. NOT_SUSPENDED for an account that may simply log in.
   */
  async appealSuspension(
    input: { username: string; password: string; text: unknown },
    clientKey: string,
  ): Promise<SuspensionAppealed> {
    const { text } = parseInput(appealInput, { text: input.text });
    const user = await this.deps.accounts.accountWithPassword(input, clientKey);
    if (!user.suspendedAt) throw new ForbiddenError("NOT_SUSPENDED");
    const standing = await suspensionStanding(this.deps.prisma, user.id);
    if (!standing) throw new NotFoundError("Suspension");
    return { standing: await this.file(user.id, standing, text), decisionByMail: user.emailVerifiedAt !== null };
  }

  /**
   * A moderator decides an open appeal with a note to the appellant; APPEAL_ALREADY_DECIDED when
   * another moderator was first (the statement that decides reads the status, so two at once
   * decide it once).
   */
  async decide(viewer: Viewer, appealId: unknown, input: { decision: unknown; note: unknown }): Promise<Appeal> {
    const moderator = await requireModerator(this.deps.prisma, viewer);
    const id = requireId(typeof appealId === "string" ? appealId : "", "Appeal");
    const { decision, note } = parseInput(appealDecisionInput, input);
    const overturned = decision === "OVERTURN";
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const { count } = await tx.appeal.updateMany({
        where: { id, status: "OPEN" },
        data: {
          status: overturned ? "OVERTURNED" : "UPHELD",
          decisionNote: note,
          decidedById: moderator.id,
          decidedAt: new Date(),
        },
      });
      const appeal = await tx.appeal.findUnique({
        where: { id },
        include: {
          action: true,
          appellant: { select: { name: true, username: true, email: true, emailVerifiedAt: true } },
        },
      });
      if (!appeal) throw new NotFoundError("Appeal");
      if (!count) throw new ForbiddenError("APPEAL_ALREADY_DECIDED");
      const { action, appellant } = appeal;
      const suspension = action.kind === "SUSPEND";
      if (overturned && suspension) await liftSuspension(tx, moderator, appeal.appellantId, note);
      await logAction(tx, moderator, {
        kind: overturned ? "OVERTURN_APPEAL" : "UPHOLD_APPEAL",
        accountId: appeal.appellantId,
        subject: action.subject,
        subjectId: action.subjectId,
        excerpt: action.excerpt,
        reason: note,
        closedReports: 0,
      });
      await notify(tx, events, {
        kind: "APPEAL_DECIDED",
        actorId: appeal.appellantId,
        recipientId: appeal.appellantId,
        appealId: id,
      });
      if (suspension && appellant.emailVerifiedAt)
        await queueMail(
          tx,
          events,
          {
            kind: "appealDecided",
            to: appellant.email,
            data: { name: appellant.name, username: appellant.username, overturned, note },
          },
          appeal.appellantId,
        );
      return appeal;
    });
  }

  /** Stores the appeal of `standing`'s action; ALREADY_APPEALED or APPEAL_WINDOW_CLOSED when none may be made. */
  private async file(appellantId: string, standing: AppealStanding, text: string): Promise<AppealStanding> {
    if (standing.appeal) throw new ForbiddenError("ALREADY_APPEALED");
    if (!standing.appealableUntil) throw new ForbiddenError("APPEAL_WINDOW_CLOSED");
    try {
      const appeal = await this.deps.prisma.appeal.create({
        data: { actionId: standing.actionId, appellantId, text },
      });
      return { ...standing, appeal, appealableUntil: null };
    } catch (error) {
      // a second appeal sent at once: the unique action decides which one counts
      if (isUniqueViolation(error)) throw new ForbiddenError("ALREADY_APPEALED");
      throw error;
    }
  }
}
