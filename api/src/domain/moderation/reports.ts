// Anyone signed in reports a user, a post, a comment or a chat message they received, with a
// reason from REPORT_REASONS and optional details. One report per person and thing: reporting it
// again replaces the reason and details (and reopens it for the moderators if it was closed).
// A dismissed report reopens once: the reporter may ask for a second look, and a moderator who
// dismisses it again has the last word (REPORT_ALREADY_REOPENED), so one person cannot put the
// same thing back in the queue endlessly. Reports closed otherwise (the content removed, the
// account suspended and later let back) reopen as often as what they name comes back.
// Only what the reporter can see can be reported, by the rules every other read follows
// (domain/policies): a post of a private account they do not follow, a comment under it,
// anything of someone who blocked them, a suspended account: each is NOT_FOUND, as a thing that
// does not exist is, so a report tells nobody what they could not learn otherwise. Their own
// account and content cannot be reported.
import type { Prisma, PrismaClient, Report, ReportReason, ReportSubject } from "../../generated/prisma/client.ts";
import { claimKey, settleKey, stillThere, type IdempotencyKeys, type KeyClaim } from "../idempotency-keys.ts";
import { committing } from "../transaction.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { isId, newId } from "../ids.ts";
import { commentPolicy } from "../policies/comments.ts";
import { conversationPolicy } from "../policies/conversations.ts";
import { postPolicy } from "../policies/posts.ts";
import { reportPolicy } from "../policies/reports.ts";
import { userPolicy } from "../policies/users.ts";
import { parseInput } from "../validation.ts";
import { excerptOf, REPORT_SUBJECTS, reportInput } from "./rules.ts";

export interface ReportRequest {
  subject: unknown;
  subjectId: unknown;
  reason: unknown;
  details?: unknown;
}

/** What a report is about, as the reporter can see it: whose it is and what it says. */
interface Reported {
  accountId: string;
  excerpt: string;
}

const SUBJECT_NAMES: Record<ReportSubject, string> = {
  USER: "User",
  POST: "Post",
  COMMENT: "Comment",
  MESSAGE: "Message",
};

export class Reports {
  constructor(private readonly deps: { prisma: PrismaClient; writes: RateLimit; keys: IdempotencyKeys }) {}

  /** `key`: the action's idempotency key (idempotency-keys.ts), or null. */
  report(viewer: Viewer, request: ReportRequest, key: string | null = null): Promise<Report> {
    return this.deps.keys.once(
      { accountId: viewer.id, key, operation: "report", input: request },
      async (id) => stillThere(await this.ownReport(viewer, id), "Report"),
      (claim) => this.reportOnce(viewer, request, claim),
    );
  }

  private async reportOnce(viewer: Viewer, request: ReportRequest, claim: KeyClaim | undefined): Promise<Report> {
    const subject = REPORT_SUBJECTS.find((s) => s === request.subject);
    if (!subject) throw ValidationError.of("subject", "MALFORMED_INPUT");
    const fields = parseInput(reportInput, { reason: request.reason, details: request.details ?? undefined });
    const subjectId =
      typeof request.subjectId === "string" && isId(request.subjectId) ? request.subjectId.toLowerCase() : null;
    const reported = subjectId && (await this.find(viewer, subject, subjectId));
    if (!subjectId || !reported) throw new NotFoundError(SUBJECT_NAMES[subject]);
    if (reported.accountId === viewer.id) throw new ForbiddenError("CANNOT_REPORT_SELF");
    const key = { reporterId: viewer.id, subject, subjectId };
    const earlier = await this.deps.prisma.report.findUnique({
      where: { reporterId_subject_subjectId: key },
      select: { status: true, reopenedAt: true },
    });
    if (earlier && !mayReopen(earlier)) throw new ForbiddenError("REPORT_ALREADY_REOPENED");
    await this.deps.writes.take(viewer.id);
    const report = { ...key, ...fields, accountId: reported.accountId, excerpt: reported.excerpt };
    // one statement without a key; with one, a transaction holds the key's row too
    const id = claim
      ? await committing(this.deps.prisma, async (tx) => {
          await claimKey(tx, claim);
          const stored = await this.store(tx, report);
          // refused: the key's row goes with the rolled-back transaction (a retry is refused the same way)
          if (!stored) throw new ForbiddenError("REPORT_ALREADY_REOPENED");
          await settleKey(tx, claim, stored);
          return stored;
        })
      : await this.store(this.deps.prisma, report);
    // a moderator dismissed it again meanwhile, after its one reopening
    if (!id) throw new ForbiddenError("REPORT_ALREADY_REOPENED");
    return stillThere(await this.ownReport(viewer, id), "Report");
  }

  /** The viewer's report, read as its reporter (policies/reports.ts). */
  private ownReport(viewer: Viewer, id: string): Promise<Report | null> {
    return this.deps.prisma.report.findUnique({
      where: { id, ...reportPolicy.where({ id: viewer.id, moderates: false }) },
    });
  }

  /**
   * Creates the report, or makes the reporter's earlier one OPEN with the new reason and details;
   * one statement, so a dismissal racing it cannot let a second reopening through. Resolves to its
   * id, or null when the earlier one may not reopen (see mayReopen, the same rule).
   */
  private async store(
    db: PrismaClient | Prisma.TransactionClient,
    report: {
      reporterId: string;
      subject: ReportSubject;
      subjectId: string;
      accountId: string;
      reason: ReportReason;
      details: string;
      excerpt: string;
    },
  ): Promise<string | null> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      INSERT INTO "Report" ("id", "reporterId", "subject", "subjectId", "accountId", "reason", "details", "excerpt")
      VALUES (${newId()}::uuid, ${report.reporterId}::uuid, ${report.subject}::"ReportSubject",
        ${report.subjectId}::uuid, ${report.accountId}::uuid, ${report.reason}::"ReportReason", ${report.details},
        ${excerptOf(report.excerpt)})
      ON CONFLICT ("reporterId", "subject", "subjectId") DO UPDATE SET
        "reason" = EXCLUDED."reason", "details" = EXCLUDED."details", "excerpt" = EXCLUDED."excerpt",
        "status" = 'OPEN', "resolvedAt" = NULL,
        "reopenedAt" = CASE WHEN "Report"."status" = 'DISMISSED' THEN now() ELSE "Report"."reopenedAt" END
      WHERE NOT ("Report"."status" = 'DISMISSED' AND "Report"."reopenedAt" IS NOT NULL)
      RETURNING "id"::text`;
    return rows[0]?.id ?? null;
  }

  /** The thing, if the viewer can see it: null for one that does not exist or is not theirs to see. */
  private async find(viewer: Viewer, subject: ReportSubject, id: string): Promise<Reported | null> {
    const { prisma } = this.deps;
    switch (subject) {
      case "USER": {
        // as the profile is found: someone the viewer blocked is (to report them), who blocked the viewer is not
        const user = await prisma.user.findFirst({
          where: { id, ...userPolicy.profile.where(viewer.id) },
          select: { id: true, username: true, name: true, bio: true },
        });
        return (
          user && { accountId: user.id, excerpt: [`@${user.username}`, user.name, user.bio].filter(Boolean).join("\n") }
        );
      }
      case "POST": {
        const post = await prisma.post.findFirst({
          where: { id, ...postPolicy.where(viewer.id) },
          select: { authorId: true, caption: true },
        });
        return post && { accountId: post.authorId, excerpt: post.caption };
      }
      case "COMMENT": {
        const comment = await prisma.comment.findFirst({
          where: { id, ...commentPolicy.where(viewer.id) },
          select: { authorId: true, body: true },
        });
        return comment && { accountId: comment.authorId, excerpt: comment.body };
      }
      case "MESSAGE": {
        // a message the viewer received, in a conversation they still see (not one whose sender
        // blocked them): what they sent is theirs, others' conversations are not their business
        const message = await prisma.message.findFirst({
          where: { id, receiverId: viewer.id, deletedAt: null, conversation: conversationPolicy.where(viewer.id) },
          select: { senderId: true, text: true },
        });
        return message && { accountId: message.senderId, excerpt: message.text };
      }
    }
  }
}

/** A report may be made again unless a moderator dismissed it after its one reopening. */
function mayReopen(report: Pick<Report, "status" | "reopenedAt">): boolean {
  return !(report.status === "DISMISSED" && report.reopenedAt !== null);
}
