// What moderators read: the open reports grouped by what they are about (oldest first), with the
// content and its context; the accounts suspended; the audit log. Moderators alone: everyone else
// gets NOT_A_MODERATOR. These reads see suspended accounts and what they wrote, on purpose (the
// filter that hides them from everyone else, ACTIVE_ACCOUNT, is not applied here).
import type { ModerationAction, PrismaClient, Report, ReportSubject, User } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { countOf } from "../wording.ts";
import { requireModerator } from "./moderators.ts";

/** Open reports read per look at the queue, oldest first: past this many the rest wait for the next look. */
const OPEN_REPORTS_READ = 500;
/** Cases (reported things) shown at once. */
export const CASES_SHOWN = 50;
/** Audit log entries and suspended accounts shown at once, newest first. */
export const LOG_SHOWN = 50;
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

export type QueuedReport = Report & { reporter: { username: string } };

/** One reported thing and every open report about it. */
export interface ModerationCase {
  subject: ReportSubject;
  subjectId: string;
  account: AccountSummary;
  /** the reported text as the first report kept it (the content itself may be gone) */
  excerpt: string;
  /** lines around it: the post a comment is on, the messages before a reported one */
  context: string[];
  /** whether the post, comment or message is still there (a user: whether the account is) */
  contentExists: boolean;
  reports: QueuedReport[];
}

export type LoggedAction = ModerationAction & { moderator: { username: string }; account: { username: string } };

export class ModerationQueue {
  constructor(private readonly prisma: PrismaClient) {}

  async openCases(viewer: Viewer): Promise<ModerationCase[]> {
    await requireModerator(this.prisma, viewer);
    const reports = await this.prisma.report.findMany({
      where: { status: "OPEN" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: OPEN_REPORTS_READ,
      include: { reporter: { select: { username: true } }, account: { select: ACCOUNT_SUMMARY } },
    });
    const cases = new Map<string, { first: (typeof reports)[number]; reports: QueuedReport[] }>();
    for (const report of reports) {
      const key = `${report.subject}:${report.subjectId}`;
      const found = cases.get(key);
      const { account: _account, ...plain } = report;
      if (found) found.reports.push(plain);
      else if (cases.size < CASES_SHOWN) cases.set(key, { first: report, reports: [plain] });
    }
    return Promise.all(
      [...cases.values()].map(async ({ first, reports }) => ({
        subject: first.subject,
        subjectId: first.subjectId,
        account: first.account,
        excerpt: first.excerpt,
        reports,
        ...(await this.contextOf(first.subject, first.subjectId)),
      })),
    );
  }

  async suspendedAccounts(viewer: Viewer): Promise<AccountSummary[]> {
    await requireModerator(this.prisma, viewer);
    return this.prisma.user.findMany({
      where: { suspendedAt: { not: null }, deletedAt: null },
      orderBy: [{ suspendedAt: "desc" }, { id: "desc" }],
      take: LOG_SHOWN,
      select: ACCOUNT_SUMMARY,
    });
  }

  async log(viewer: Viewer): Promise<LoggedAction[]> {
    await requireModerator(this.prisma, viewer);
    return this.prisma.moderationAction.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: LOG_SHOWN,
      include: { moderator: { select: { username: true } }, account: { select: { username: true } } },
    });
  }

  private async contextOf(subject: ReportSubject, id: string): Promise<{ context: string[]; contentExists: boolean }> {
    switch (subject) {
      case "USER": {
        const user = await this.prisma.user.findFirst({
          where: { id, deletedAt: null },
          select: { bio: true, _count: { select: { posts: true, followers: true } } },
        });
        return {
          contentExists: !!user,
          context: user ? [`${countOf(user._count.posts, "post")}, ${countOf(user._count.followers, "follower")}`] : [],
        };
      }
      case "POST": {
        const post = await this.prisma.post.findUnique({
          where: { id },
          select: { tags: { orderBy: { position: "asc" }, select: { tag: { select: { name: true } } } } },
        });
        return { contentExists: !!post, context: post ? [post.tags.map((t) => `#${t.tag.name}`).join(" ")] : [] };
      }
      case "COMMENT": {
        const comment = await this.prisma.comment.findUnique({
          where: { id },
          select: { post: { select: { caption: true, author: { select: { username: true } } } } },
        });
        return {
          contentExists: !!comment,
          context: comment ? [`On @${comment.post.author.username}'s post: ${comment.post.caption}`] : [],
        };
      }
      case "MESSAGE": {
        const message = await this.prisma.message.findUnique({
          where: { id },
          select: { conversationId: true, createdAt: true, deletedAt: true },
        });
        if (!message) return { contentExists: false, context: [] };
        const before = await this.prisma.message.findMany({
          where: { conversationId: message.conversationId, createdAt: { lt: message.createdAt }, deletedAt: null },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: MESSAGES_BEFORE,
          select: { text: true, sender: { select: { username: true } } },
        });
        return {
          contentExists: !message.deletedAt,
          context: before.reverse().map((m) => `@${m.sender.username}: ${m.text}`),
        };
      }
    }
  }
}
