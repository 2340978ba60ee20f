// Reports and moderation (domain/moderation): `report` for everyone signed in; the `moderation`
// desk and the moderator actions for moderators only (ForbiddenError NOT_A_MODERATOR otherwise,
// decided by the domain). Things are named by their global ids, whose type says what they are.
import { IDEMPOTENCY_KEY_DESCRIPTION, idempotencyKeyOf } from "../idempotency-key.ts";
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import type { Report, ReportSubject } from "../../generated/prisma/client.ts";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { DELETED_ACCOUNT_NAME } from "../../domain/account/deleted-account-stand-in.ts";
import { ADMIN_COMMAND_NAME } from "../../domain/moderation/audit-log.ts";
import type {
  AccountSummary,
  LoggedAccount,
  LoggedAction,
  ModerationCase,
  QueuedReport,
} from "../../domain/moderation/moderation-queue.ts";
import { REPORT_DETAILS_MAX, MODERATION_REASON_MAX } from "../../domain/moderation/rules.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { connectionFrom } from "./connections.ts";
import { idOf } from "./global-ids.ts";
import { ReportReasonEnum, ReportStatusEnum, ReportSubjectEnum } from "./moderation-enums.ts";
import { PostRef } from "./post.ts";

const TYPENAMES: Record<ReportSubject, "User" | "Post" | "Comment" | "Message"> = {
  USER: "User",
  POST: "Post",
  COMMENT: "Comment",
  MESSAGE: "Message",
};

/** The subject a global id names: a User, Post, Comment or Message; NOT_FOUND for anything else. */
function subjectOf(globalId: string): { subject: ReportSubject; subjectId: string } {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    const subject = (Object.keys(TYPENAMES) as ReportSubject[]).find((s) => TYPENAMES[s] === typename);
    if (subject) return { subject, subjectId: id };
  } catch {
    // not a global id: falls through
  }
  throw new NotFoundError("Report subject");
}

const ReportRef = builder.objectRef<Report>("Report").implement({
  description:
    "The viewer's report, as received (one per person and thing: reporting it again replaces reason and details).",
  fields: (t) => ({
    subject: t.expose("subject", { type: ReportSubjectEnum, description: "What kind of thing it is about." }),
    reason: t.expose("reason", { type: ReportReasonEnum, description: "Why." }),
    details: t.exposeString("details", { description: "What the reporter added (may be empty)." }),
    status: t.expose("status", {
      type: ReportStatusEnum,
      description: "OPEN until a moderator acts; the reporter is then notified (REPORT_OUTCOME).",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was first made." }),
  }),
});

const ReportEntryRef = builder.objectRef<QueuedReport>("ModerationReport").implement({
  description: "One open report in a moderation case.",
  fields: (t) => ({
    reason: t.expose("reason", { type: ReportReasonEnum, description: "Why it was reported." }),
    details: t.exposeString("details", { description: "What the reporter added (may be empty)." }),
    reporterUsername: t.string({
      description: `Who reported it; "${DELETED_ACCOUNT_NAME}" once they deleted their account (the report stays).`,
      resolve: (r) => r.reporter?.username ?? DELETED_ACCOUNT_NAME,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When." }),
  }),
});

export const ModeratedAccountRef = builder.objectRef<AccountSummary>("ModeratedAccount").implement({
  description: "An account as moderators see it, suspended or not.",
  fields: (t) => ({
    userId: t.id({
      description: "The User's global id (what suspendAccount and liftSuspension take).",
      resolve: (a) => encodeGlobalID("User", a.id),
    }),
    username: t.exposeString("username", { description: "Its username." }),
    name: t.exposeString("name", { description: "Its name." }),
    deleted: t.boolean({ description: "Whether its owner deleted it since.", resolve: (a) => a.deletedAt !== null }),
    suspendedAt: t.expose("suspendedAt", {
      type: "DateTime",
      nullable: true,
      description: "Since when it is suspended; null if it is not.",
    }),
    suspensionReason: t.exposeString("suspensionReason", {
      nullable: true,
      description: "The suspending moderator's reason; null if not suspended.",
    }),
  }),
});

const ModerationCaseRef = builder.objectRef<ModerationCase>("ModerationCase").implement({
  description: "A reported thing and every open report about it.",
  fields: (t) => ({
    subject: t.expose("subject", { type: ReportSubjectEnum, description: "What kind of thing." }),
    subjectId: t.id({
      description:
        "Its global id (a User, Post, Comment or Message): what dismissReports and removeReportedContent take.",
      resolve: (c) => encodeGlobalID(TYPENAMES[c.subject], c.subjectId),
    }),
    account: t.field({
      type: ModeratedAccountRef,
      description: "The account answerable for it: the user reported, or the author or sender.",
      resolve: (c) => c.account,
    }),
    excerpt: t.exposeString("excerpt", {
      description: "The reported text as it read when first reported (a bio for a user).",
    }),
    context: t.exposeStringList("context", {
      description: "What surrounds it: a post's tags, the post a comment is on, the messages before a reported one.",
    }),
    contentExists: t.exposeBoolean("contentExists", {
      description: "Whether it is still there (not deleted by its author or a moderator).",
    }),
    post: t.field({
      type: PostRef,
      nullable: true,
      description:
        "POST: the post itself (with its image), suspended author or not; null for other kinds and once deleted.",
      resolve: (c) => c.post,
    }),
    reports: t.field({
      type: [ReportEntryRef],
      description: "The open reports, oldest first.",
      resolve: (c) => c.reports,
    }),
  }),
});

const ModerationActionKindEnum = builder.enumType("ModerationActionKind", {
  description: "What a moderator did.",
  values: {
    DISMISS: { description: "Dismissed the reports about something." },
    REMOVE_CONTENT: { description: "Removed a post, comment or message." },
    SUSPEND: { description: "Suspended an account." },
    LIFT_SUSPENSION: { description: "Lifted an account's suspension." },
    UPHOLD_APPEAL: {
      description:
        "Decided an appeal: the removal or suspension stands (reason: the note to the appellant; subject set for a removal, null for a suspension).",
    },
    OVERTURN_APPEAL: {
      description:
        "Decided an appeal: the removal or suspension was wrong (reason: the note to the appellant; subject set for a removal, null for a suspension, which a LIFT_SUSPENSION entry lifts at once).",
    },
  } as const,
});

/** An account an audit entry names: its name then, and as it is now. */
interface LoggedPerson {
  usernameThen: string;
  now: LoggedAccount;
}
const isGone = (now: LoggedAccount) => !now || now.deletedAt !== null;
const usernameNow = (now: LoggedAccount) => (isGone(now) ? DELETED_ACCOUNT_NAME : now!.username);

const ModerationLogPersonRef = builder.objectRef<LoggedPerson>("ModerationLogPerson").implement({
  description:
    "An account an audit log entry names. The entry keeps the username it had then, whatever became of the account since.",
  fields: (t) => ({
    username: t.string({
      description: `Its username now; "${DELETED_ACCOUNT_NAME}" once the account is deleted.`,
      resolve: (p) => usernameNow(p.now),
    }),
    usernameThen: t.exposeString("usernameThen", {
      description: "Its username when the action was logged: who it was, kept after the account is deleted.",
    }),
    deleted: t.boolean({ description: "Whether the account has been deleted since.", resolve: (p) => isGone(p.now) }),
  }),
});

export const ModerationLogEntryRef = builder.objectRef<LoggedAction>("ModerationLogEntry").implement({
  description: "One moderator action, as the audit log keeps it: every entry stays, whoever deletes their account.",
  fields: (t) => ({
    databaseId: t.exposeID("id", { description: "The entry's id." }),
    kind: t.expose("kind", { type: ModerationActionKindEnum, description: "What was done." }),
    moderator: t.field({
      type: ModerationLogPersonRef,
      nullable: true,
      description: "The moderator who did it; null when the server's admin command (npm run admin) did.",
      resolve: (a) => (a.moderatorUsername === null ? null : { usernameThen: a.moderatorUsername, now: a.moderator }),
    }),
    account: t.field({
      type: ModerationLogPersonRef,
      description: "The account it concerned.",
      resolve: (a) => ({ usernameThen: a.accountUsername, now: a.account }),
    }),
    moderatorUsername: t.string({
      description: `Who did it: the moderator's username now, "${DELETED_ACCOUNT_NAME}" once they deleted their account, "${ADMIN_COMMAND_NAME}" for the server's admin command (moderator says more).`,
      resolve: (a) => (a.moderatorUsername === null ? ADMIN_COMMAND_NAME : usernameNow(a.moderator)),
    }),
    accountUsername: t.string({
      description: `The account it concerned: its username now, "${DELETED_ACCOUNT_NAME}" once deleted (account says more).`,
      resolve: (a) => usernameNow(a.account),
    }),
    subject: t.expose("subject", {
      type: ReportSubjectEnum,
      nullable: true,
      description:
        "DISMISS and REMOVE_CONTENT (and an appeal's decision about a removal): what kind of thing; null for suspensions.",
    }),
    excerpt: t.exposeString("excerpt", {
      description:
        "REMOVE_CONTENT (and an appeal's decision about one): the start of what was removed, kept since the content is gone; empty otherwise.",
    }),
    reason: t.exposeString("reason", { description: "The moderator's reason (may be empty except for SUSPEND)." }),
    closedReports: t.exposeInt("closedReports", {
      nullable: true,
      description:
        "How many open reports the action closed: 0 when nobody had reported what it acted on (content removed or an account suspended unreported; always 0 for LIFT_SUSPENSION); null for entries logged before the count was kept.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When." }),
  }),
});

const ModerationCaseConnection = builder.connectionObject(
  { type: ModerationCaseRef, name: "ModerationCaseConnection", description: "A page of the moderation queue." },
  builder.edgeObject({ type: ModerationCaseRef, name: "ModerationCaseEdge" }),
);
const ModeratedAccountConnection = builder.connectionObject(
  { type: ModeratedAccountRef, name: "ModeratedAccountConnection", description: "A page of suspended accounts." },
  builder.edgeObject({ type: ModeratedAccountRef, name: "ModeratedAccountEdge" }),
);
const ModerationLogConnection = builder.connectionObject(
  { type: ModerationLogEntryRef, name: "ModerationLogEntryConnection", description: "A page of the audit log." },
  builder.edgeObject({ type: ModerationLogEntryRef, name: "ModerationLogEntryEdge" }),
);

export const ModerationDeskRef = builder.objectRef<{ viewerId: string; username: string }>("ModerationDesk").implement({
  description: "What moderators work from.",
  fields: (t) => ({
    openCases: t.field({
      type: ModerationCaseConnection,
      description:
        "Reported things with open reports, the longest waiting first (by their oldest open report), 20 per page by default (at most 50).",
      args: {
        first: t.arg.int({ description: "How many cases (1 to 50; 20 when omitted)." }),
        after: t.arg.string({
          description: "The endCursor of the page the client has: the page starts just after it.",
        }),
      },
      resolve: async (desk, args, ctx) =>
        connectionFrom(
          await ctx.domain.moderationQueue.openCases({ id: desk.viewerId, username: desk.username }, args),
          (c) => c,
        ),
    }),
    suspendedAccounts: t.field({
      type: ModeratedAccountConnection,
      description:
        "Accounts suspended now, the latest suspension first, 20 per page by default (at most 50); page on to reach every one.",
      args: {
        first: t.arg.int({ description: "How many accounts (1 to 50; 20 when omitted)." }),
        after: t.arg.string({
          description: "The endCursor of the page the client has: the page starts just after it.",
        }),
      },
      resolve: async (desk, args, ctx) =>
        connectionFrom(
          await ctx.domain.moderationQueue.suspendedAccounts({ id: desk.viewerId, username: desk.username }, args),
          (account) => account,
        ),
    }),
    log: t.field({
      type: ModerationLogConnection,
      description:
        "The audit log: every moderator action, newest first, 20 per page by default (at most 50); page on to reach every entry.",
      args: {
        first: t.arg.int({ description: "How many entries (1 to 50; 20 when omitted)." }),
        after: t.arg.string({
          description: "The endCursor of the page the client has: the page starts just after it.",
        }),
      },
      resolve: async (desk, args, ctx) =>
        connectionFrom(
          await ctx.domain.moderationQueue.log({ id: desk.viewerId, username: desk.username }, args),
          (entry) => entry,
        ),
    }),
  }),
});

builder.queryField("moderation", (t) =>
  t.field({
    type: ModerationDeskRef,
    description:
      "The moderation desk. Moderators only (a role given by the server's admin command): anyone else gets ForbiddenError NOT_A_MODERATOR. Needs sign-in.",
    errors: {
      types: [ForbiddenError],
      union: { name: "ModerationResult", description: "What moderation answers: the desk, or why not." },
    },
    resolve: async (_root, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      await ctx.domain.moderationQueue.enter(viewer); // refuses a non-moderator here, once
      return { viewerId: viewer.id, username: viewer.username };
    },
  }),
);

const ReportInput = builder.inputType("ReportInput", {
  description: "What to report, and why.",
  fields: (t) => ({
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
    subjectId: t.id({
      required: true,
      description: "The global id of a User, Post, Comment, or a Message the viewer received.",
    }),
    reason: t.field({ type: ReportReasonEnum, required: true, description: "Why." }),
    details: t.string({
      description: `Anything to add, at most ${REPORT_DETAILS_MAX} characters (REPORT_DETAILS_TOO_LONG).`,
    }),
  }),
});

const subjectInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      subjectId: t.id({ required: true, description: "The reported thing: ModerationCase.subjectId." }),
      reason: t.string({ description: `Why, for the audit log; at most ${MODERATION_REASON_MAX} characters.` }),
    }),
  });
const DismissReportsInput = subjectInput("DismissReportsInput", "The reported thing whose open reports to dismiss.");
const RemoveReportedContentInput = subjectInput(
  "RemoveReportedContentInput",
  "The reported post, comment or message to remove.",
);

const SuspendAccountInput = builder.inputType("SuspendAccountInput", {
  description: "Whom to suspend, and why.",
  fields: (t) => ({
    userId: t.id({ required: true, description: "The User's global id (ModeratedAccount.userId)." }),
    reason: t.string({
      required: true,
      description: `Why (1 to ${MODERATION_REASON_MAX} characters): kept in the audit log.`,
    }),
  }),
});
const LiftSuspensionInput = builder.inputType("LiftSuspensionInput", {
  description: "Whose suspension to lift.",
  fields: (t) => ({
    userId: t.id({ required: true, description: "The User's global id (ModeratedAccount.userId)." }),
    reason: t.string({ description: `Why, for the audit log; at most ${MODERATION_REASON_MAX} characters.` }),
  }),
});

const ReportPayload = builder.objectRef<Report>("ReportPayload").implement({
  description: "The report was received.",
  fields: (t) => ({ report: t.field({ type: ReportRef, description: "The viewer's report.", resolve: (r) => r }) }),
});
const ClosedReportsPayload = (name: string) =>
  builder.objectRef<{ closedReports: number }>(name).implement({
    description: "The reports are closed; each reporter is notified (REPORT_OUTCOME).",
    fields: (t) => ({
      closedReports: t.exposeInt("closedReports", { description: "How many open reports it closed." }),
    }),
  });
const AccountPayload = (name: string, description: string) =>
  builder.objectRef<AccountSummary>(name).implement({
    description,
    fields: (t) => ({
      account: t.field({ type: ModeratedAccountRef, description: "The account, as it is now.", resolve: (a) => a }),
    }),
  });

const MODERATION_ERRORS = [ValidationError, NotFoundError, ForbiddenError];

payloadMutation("report", {
  description:
    "Reports a user, post, comment or received message to the moderators. Needs sign-in; counts against the write rate limit. Reporting the same thing again updates the one report and reopens it; a dismissed report reopens once (then ForbiddenError REPORT_ALREADY_REOPENED). NotFoundError for something the viewer cannot see (as for something that does not exist); ForbiddenError CANNOT_REPORT_SELF for their own account or content.",
  caller: "viewer",
  input: { type: ReportInput, description: "What and why." },
  payload: ReportPayload,
  errors: MODERATION_ERRORS,
  answers: "the report, or why nothing changed",
  resolve: (input, viewer, ctx) => {
    const { subject, subjectId } = subjectOf(String(input.subjectId));
    return ctx.domain.reports.report(
      viewer,
      { subject, subjectId, reason: input.reason, details: input.details },
      idempotencyKeyOf(input, ctx),
    );
  },
});

payloadMutation("dismissReports", {
  description: "Moderators: closes the open reports about a thing as DISMISSED. NotFoundError when none is open.",
  caller: "viewer",
  input: {
    type: DismissReportsInput,
    description: "What the reports are about, and why they are dismissed (for the audit log).",
  },
  payload: ClosedReportsPayload("DismissReportsPayload"),
  errors: MODERATION_ERRORS,
  resolve: (input, viewer, ctx) =>
    ctx.domain.moderatorActions.dismiss(viewer, subjectOf(String(input.subjectId)), {
      reason: input.reason,
    }),
});

payloadMutation("removeReportedContent", {
  description:
    "Moderators: deletes a reported post, comment or message and closes its reports as CONTENT_REMOVED. Content nobody reported may be removed too: the audit log entry then says so (closedReports 0). A user is no content (ForbiddenError NOT_REMOVABLE): suspend the account.",
  caller: "viewer",
  input: {
    type: RemoveReportedContentInput,
    description: "The post, comment or message to remove, and why (for the audit log).",
  },
  payload: ClosedReportsPayload("RemoveReportedContentPayload"),
  errors: MODERATION_ERRORS,
  resolve: (input, viewer, ctx) =>
    ctx.domain.moderatorActions.removeContent(viewer, subjectOf(String(input.subjectId)), {
      reason: input.reason,
    }),
});

payloadMutation("suspendAccount", {
  description:
    "Moderators: suspends an account with a reason. Its tokens stop working and its live connections close on every face; its log-ins answer ACCOUNT_SUSPENDED; it and its posts and comments are hidden from everyone but moderators. Every open report about it closes as ACCOUNT_SUSPENDED. ForbiddenError CANNOT_SUSPEND_SELF for the viewer's own, CANNOT_MODERATE_MODERATOR for another moderator's (only the server's admin command acts on a moderator).",
  caller: "viewer",
  input: { type: SuspendAccountInput, description: "Whom and why." },
  payload: AccountPayload(
    "SuspendAccountPayload",
    "The account is suspended: it cannot log in, its sessions ended, and only moderators see it and its content.",
  ),
  errors: MODERATION_ERRORS,
  resolve: (input, viewer, ctx) =>
    ctx.domain.moderatorActions.suspend(viewer, idOf(String(input.userId), "User"), {
      reason: input.reason,
    }),
});

payloadMutation("liftSuspension", {
  description:
    "Moderators: lifts an account's suspension. Lifting one that is not suspended changes nothing. ForbiddenError CANNOT_MODERATE_MODERATOR for a moderator's account (the server's admin command lifts it).",
  caller: "viewer",
  input: { type: LiftSuspensionInput, description: "Whom." },
  payload: AccountPayload(
    "LiftSuspensionPayload",
    "The suspension is lifted: the account and its content are back, and it can log in.",
  ),
  errors: MODERATION_ERRORS,
  resolve: (input, viewer, ctx) =>
    ctx.domain.moderatorActions.lift(viewer, idOf(String(input.userId), "User"), {
      reason: input.reason,
    }),
});
