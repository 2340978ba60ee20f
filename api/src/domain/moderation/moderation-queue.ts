// What moderators read: the open reports grouped by what they are about (oldest first), with the
// content and its context; the open appeals (oldest first); the accounts suspended; the audit log. Moderators alone: everyone else
// gets NOT_A_MODERATOR. These reads see suspended accounts and what they wrote, on purpose (the
// filter that hides them from everyone else, ACTIVE_ACCOUNT, is not applied here).
import {
  Prisma,
  type Appeal,
  type ModerationAction,
  type Post,
  type PrismaClient,
  type Report,
  type ReportSubject,
  type User,
} from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { decodeCursor, keyset, pageSize, toPage, type Keyed, type Page, type PageArgs } from "../pagination.ts";
import { countOf } from "../wording.ts";
import { reportPolicy } from "../policies/reports.ts";
import { requireModerator } from "./moderators.ts";

/** Messages before a reported one shown as its context. */
const MESSAGES_BEFORE = 3;

export type AccountSummary = Pick<User, "id" | "username" | "name" | "suspendedAt" | "suspensionReason" | "deletedAt">;
const ACCOUNT_SUMMARY = {
  id: true,
  username: true,
  name: true,
  suspendedAt: true,
  suspensionReason: true,
  deletedAt: true,
} as const;

/** A report in a case; its reporter is null once they deleted their account (the report stays). */
export type QueuedReport = Report & { reporter: { username: string } | null };

/**
 * One reported thing and every open report about it. Its place in the queue (`id`, `createdAt`)
 * is its oldest open report's: the cases page by it, the longest waiting first.
 */
export interface ModerationCase extends Keyed {
  subject: ReportSubject;
  subjectId: string;
  account: AccountSummary;
  /** the reported text as the first report kept it (the content itself may be gone) */
  excerpt: string;
  /** lines around it: the post a comment is on, the messages before a reported one */
  context: string[];
  /** whether the post, comment or message is still there (a user: whether the account is) */
  contentExists: boolean;
  /** POST: the post itself while it is there, suspended author or not (the desk reads past the read policies) */
  post: Post | null;
  reports: QueuedReport[];
}

/** An account as an audit entry names it now: null once it is deleted (a stand-in's row says deleted too). */
export type LoggedAccount = { username: string; deletedAt: Date | null } | null;
/**
 * An entry of the audit log with its accounts as they are now. `moderatorUsername` and
 * `accountUsername` are the names they had when it was logged; a null moderatorUsername is the
 * server's admin command.
 */
export type LoggedAction = ModerationAction & { moderator: LoggedAccount; account: LoggedAccount };
const LOGGED_ACCOUNT = { select: { username: true, deletedAt: true } } as const;

/** An open appeal as the desk shows it: the action appealed, as the log has it, and who appeals. */
export type AppealCase = Appeal & { action: LoggedAction; appellant: AccountSummary };

export class ModerationQueue {
  constructor(private readonly prisma: PrismaClient) {}

  /** A page of the reported things with open reports, the longest waiting first. */
  async openCases(viewer: Viewer, args: PageArgs): Promise<Page<ModerationCase>> {
    const moderator = await requireModerator(this.prisma, viewer);
    const reader = { id: moderator.id, moderates: true };
    const size = pageSize(args.first);
    const after = args.after ? decodeCursor(args.after) : null;
    const beyond = after
      ? Prisma.sql`WHERE ("createdAt", id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : Prisma.empty;
    // each case's oldest open report (the status index serves it), then a page of cases by it
    const firsts = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT id::text FROM (
        SELECT DISTINCT ON (subject, "subjectId") id, "createdAt" FROM "Report"
        WHERE status = 'OPEN' AND ${reportPolicy.sql("Report", reader)} ORDER BY subject, "subjectId", "createdAt", id
      ) oldest ${beyond}
      ORDER BY "createdAt", id LIMIT ${size + 1}`;
    const page = toPage(firsts, size);
    const shown = await this.prisma.report.findMany({
      where: { id: { in: page.nodes.map((first) => first.id) }, ...reportPolicy.where(reader) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: { account: { select: ACCOUNT_SUMMARY } },
    });
    const reports = await this.prisma.report.findMany({
      where: {
        status: "OPEN",
        OR: shown.map(({ subject, subjectId }) => ({ subject, subjectId })),
        ...reportPolicy.where(reader),
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: { reporter: { select: { username: true } } },
    });
    const nodes = await Promise.all(
      shown.map(async (first) => ({
        id: first.id,
        createdAt: first.createdAt,
        subject: first.subject,
        subjectId: first.subjectId,
        account: first.account,
        excerpt: first.excerpt,
        reports: reports.filter((r) => r.subject === first.subject && r.subjectId === first.subjectId),
        ...(await this.contextOf(first.subject, first.subjectId)),
      })),
    );
    return { nodes, hasNextPage: page.hasNextPage };
  }

  /** A page of the appeals waiting for a decision, the longest waiting first. */
  async openAppeals(viewer: Viewer, args: PageArgs): Promise<Page<AppealCase>> {
    await requireModerator(this.prisma, viewer);
    const { size, where, ...query } = keyset(args, "asc");
    const rows = await this.prisma.appeal.findMany({
      ...query,
      where: { status: "OPEN", ...where },
      include: {
        action: { include: { moderator: LOGGED_ACCOUNT, account: LOGGED_ACCOUNT } },
        appellant: { select: ACCOUNT_SUMMARY },
      },
    });
    return toPage(rows, size);
  }

  /** NOT_A_MODERATOR unless the viewer moderates: the desk's door. */
  async enter(viewer: Viewer): Promise<void> {
    await requireModerator(this.prisma, viewer);
  }

  /**
   * A page of the accounts suspended now, the latest suspension first; keyset on (suspendedAt,
   * id): each account's place in the list (its `createdAt` as a Keyed row) is its suspension's.
   */
  async suspendedAccounts(viewer: Viewer, args: PageArgs): Promise<Page<AccountSummary & Keyed>> {
    await requireModerator(this.prisma, viewer);
    const size = pageSize(args.first);
    const after = args.after ? decodeCursor(args.after) : null;
    const rows = await this.prisma.user.findMany({
      where: {
        suspendedAt: { not: null },
        deletedAt: null,
        ...(after && {
          OR: [{ suspendedAt: { lt: after.createdAt } }, { suspendedAt: after.createdAt, id: { lt: after.id } }],
        }),
      },
      orderBy: [{ suspendedAt: "desc" }, { id: "desc" }],
      take: size + 1,
      select: ACCOUNT_SUMMARY,
    });
    return toPage(
      rows.map((account) => ({ ...account, createdAt: account.suspendedAt! })),
      size,
    );
  }

  /** A page of the audit log, newest first. */
  async log(viewer: Viewer, args: PageArgs): Promise<Page<LoggedAction>> {
    await requireModerator(this.prisma, viewer);
    const { size, ...query } = keyset(args);
    const rows = await this.prisma.moderationAction.findMany({
      ...query,
      include: { moderator: LOGGED_ACCOUNT, account: LOGGED_ACCOUNT },
    });
    return toPage(rows, size);
  }

  private async contextOf(
    subject: ReportSubject,
    id: string,
  ): Promise<Pick<ModerationCase, "context" | "contentExists" | "post">> {
    switch (subject) {
      case "USER": {
        const user = await this.prisma.user.findFirst({
          where: { id, deletedAt: null },
          select: { bio: true, _count: { select: { posts: true, followers: true } } },
        });
        return {
          contentExists: !!user,
          context: user ? [`${countOf(user._count.posts, "post")}, ${countOf(user._count.followers, "follower")}`] : [],
          post: null,
        };
      }
      case "POST": {
        const found = await this.prisma.post.findUnique({
          where: { id },
          include: { tags: { orderBy: { position: "asc" }, select: { tag: { select: { name: true } } } } },
        });
        if (!found) return { contentExists: false, context: [], post: null };
        const { tags, ...post } = found;
        return { contentExists: true, context: [tags.map((t) => `#${t.tag.name}`).join(" ")], post };
      }
      case "COMMENT": {
        const comment = await this.prisma.comment.findUnique({
          where: { id },
          select: { post: { select: { caption: true, author: { select: { username: true } } } } },
        });
        return {
          contentExists: !!comment,
          context: comment ? [`On @${comment.post.author.username}'s post: ${comment.post.caption}`] : [],
          post: null,
        };
      }
      case "MESSAGE": {
        const message = await this.prisma.message.findUnique({
          where: { id },
          select: { conversationId: true, createdAt: true, deletedAt: true },
        });
        if (!message) return { contentExists: false, context: [], post: null };
        const before = await this.prisma.message.findMany({
          where: { conversationId: message.conversationId, createdAt: { lt: message.createdAt }, deletedAt: null },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: MESSAGES_BEFORE,
          select: { text: true, sender: { select: { username: true } } },
        });
        return {
          contentExists: !message.deletedAt,
          context: before.reverse().map((m) => `@${m.sender.username}: ${m.text}`),
          post: null,
        };
      }
    }
  }
}
