// Appeals (domain/moderation/appeals.ts): the person a removal concerned appeals it from its
// notice (appealModerationAction); a suspended person, who cannot sign in, with their username and
// password (appealSuspension); moderators read the open appeals on the desk and decide them
// (decideAppeal). The domain decides who may do what; this file only translates.
import type { Appeal } from "../../generated/prisma/client.ts";
import type { AppealStanding } from "../../domain/moderation/appeal-standing.ts";
import type { AppealCase } from "../../domain/moderation/moderation-queue.ts";
import { APPEAL_TEXT_MAX, MODERATION_REASON_MAX } from "../../domain/moderation/rules.ts";
import { APPEAL_WINDOW_DAYS } from "../../domain/moderation/appeal-window.ts";
import { ForbiddenError, InvalidCredentialsError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { AppealRef, AppealStandingRef } from "./appeal-standing.ts";
import { connectionFrom } from "./connections.ts";
import { ModeratedAccountRef, ModerationDeskRef, ModerationLogEntryRef } from "./moderation.ts";
import { NotificationRef } from "./notification.ts";

builder.prismaObjectField(NotificationRef, "appealStanding", (t) =>
  t.field({
    type: AppealStandingRef,
    nullable: true,
    description:
      "CONTENT_REMOVED and APPEAL_DECIDED: whether the viewer may still appeal the action, or their appeal and its decision; null for other kinds.",
    select: { moderationActionId: true, appeal: { select: { actionId: true } } },
    resolve: (n, _args, ctx) => {
      const actionId = n.moderationActionId ?? n.appeal?.actionId;
      return actionId && ctx.viewer ? ctx.domain.appeals.standing(ctx.viewer, actionId) : null;
    },
  }),
);

const ModerationAppealRef = builder.objectRef<AppealCase>("ModerationAppeal").implement({
  description: "An open appeal as the moderation desk shows it: the action appealed and what its appellant wrote.",
  fields: (t) => ({
    appeal: t.field({
      type: AppealRef,
      description: "The appeal (its databaseId is what decideAppeal takes).",
      resolve: (a) => a,
    }),
    appellant: t.field({
      type: ModeratedAccountRef,
      description: "Who appeals: the account the action concerned, suspended or not.",
      resolve: (a) => a.appellant,
    }),
    action: t.field({
      type: ModerationLogEntryRef,
      description:
        "The removal or suspension appealed, as the audit log keeps it (kind, reason, excerpt, who and when).",
      resolve: (a) => a.action,
    }),
  }),
});

const ModerationAppealConnection = builder.connectionObject(
  { type: ModerationAppealRef, name: "ModerationAppealConnection", description: "A page of open appeals." },
  builder.edgeObject({ type: ModerationAppealRef, name: "ModerationAppealEdge" }),
);

builder.objectField(ModerationDeskRef, "openAppeals", (t) =>
  t.field({
    type: ModerationAppealConnection,
    description: "Appeals waiting for a decision, the longest waiting first, 20 per page by default (at most 50).",
    args: {
      first: t.arg.int({ description: "How many appeals (1 to 50; 20 when omitted)." }),
      after: t.arg.string({ description: "The endCursor of the page the client has: the page starts just after it." }),
    },
    resolve: async (desk, args, ctx) =>
      connectionFrom(
        await ctx.domain.moderationQueue.openAppeals({ id: desk.viewerId, username: desk.username }, args),
        (appeal) => appeal,
      ),
  }),
);

const APPEAL_TEXT_RULE = `Why the action was wrong, 1 to ${APPEAL_TEXT_MAX} characters (trimmed).`;

const AppealModerationActionInput = builder.inputType("AppealModerationActionInput", {
  description: "The removal to appeal, and why.",
  fields: (t) => ({
    actionId: t.id({ required: true, description: "The removal: the notice's appealStanding.actionId." }),
    text: t.string({ required: true, description: APPEAL_TEXT_RULE }),
  }),
});
const AppealSuspensionInput = builder.inputType("AppealSuspensionInput", {
  description: "The suspended account's credentials, as for logIn, and why the suspension was wrong.",
  fields: (t) => ({
    username: t.string({ required: true, description: "The username (any case)." }),
    password: t.string({ required: true, description: "The password." }),
    text: t.string({ required: true, description: APPEAL_TEXT_RULE }),
  }),
});

const AppealDecisionEnum = builder.enumType("AppealDecision", {
  description: "A moderator's answer to an appeal.",
  values: {
    UPHOLD: { description: "The action stands." },
    OVERTURN: {
      description:
        "The action was wrong: a suspension is lifted; removed content cannot be restored, and its author is told what it said so they may post it again.",
    },
  } as const,
});
const DecideAppealInput = builder.inputType("DecideAppealInput", {
  description: "Which appeal, the decision, and the note the appellant is told.",
  fields: (t) => ({
    appealId: t.id({ required: true, description: "The appeal's databaseId." }),
    decision: t.field({ type: AppealDecisionEnum, required: true, description: "Uphold or overturn." }),
    note: t.string({
      required: true,
      description: `Why, to the appellant (1 to ${MODERATION_REASON_MAX} characters): they are told it, and the audit log keeps it.`,
    }),
  }),
});

const AppealModerationActionPayload = builder
  .objectRef<{ standing: AppealStanding }>("AppealModerationActionPayload")
  .implement({
    description: "The appeal was received; a moderator will decide it and the viewer is told (APPEAL_DECIDED).",
    fields: (t) => ({
      appealStanding: t.field({
        type: AppealStandingRef,
        description: "The removal's standing now.",
        resolve: (p) => p.standing,
      }),
    }),
  });
const AppealSuspensionPayload = builder
  .objectRef<{ standing: AppealStanding; decisionByMail: boolean }>("AppealSuspensionPayload")
  .implement({
    description: "The appeal was received; a moderator will decide it.",
    fields: (t) => ({
      appealStanding: t.field({
        type: AppealStandingRef,
        description: "The suspension's standing now.",
        resolve: (p) => p.standing,
      }),
      decisionByMail: t.exposeBoolean("decisionByMail", {
        description:
          "Whether the decision will also be mailed (the account's address is verified); either way the next log-in says it.",
      }),
    }),
  });
const DecideAppealPayload = builder.objectRef<Appeal>("DecideAppealPayload").implement({
  description: "The appeal is decided and its appellant told.",
  fields: (t) => ({ appeal: t.field({ type: AppealRef, description: "The appeal, decided.", resolve: (a) => a }) }),
});

payloadMutation("appealModerationAction", {
  description: `Appeals a moderator's removal of the viewer's post, comment or message, once, within ${APPEAL_WINDOW_DAYS} days. Needs sign-in; counts against the write rate limit. NotFoundError for an action about someone else (as for none); ForbiddenError NOT_APPEALABLE for an action that is no removal, ALREADY_APPEALED for a second appeal, APPEAL_WINDOW_CLOSED after ${APPEAL_WINDOW_DAYS} days; ValidationError APPEAL_TEXT_REQUIRED or APPEAL_TEXT_TOO_LONG.`,
  caller: "viewer",
  input: { type: AppealModerationActionInput, description: "What and why." },
  payload: AppealModerationActionPayload,
  errors: [ValidationError, NotFoundError, ForbiddenError],
  resolve: async (input, viewer, ctx) => ({
    standing: await ctx.domain.appeals.appealRemoval(viewer, String(input.actionId), { text: input.text }),
  }),
});

payloadMutation("appealSuspension", {
  description: `Appeals the suspension of an account, once, within ${APPEAL_WINDOW_DAYS} days: a suspended account cannot sign in, so the username and password prove it is theirs, checked exactly as logIn checks them (the per-client auth rate limit, the slowing of repeated failures for one username, and InvalidCredentialsError whether the account is unknown or the password wrong). ForbiddenError NOT_SUSPENDED for an account that is not suspended, ALREADY_APPEALED, APPEAL_WINDOW_CLOSED; ValidationError for the text (checked before the password). The decision is told at the next log-in (AccountSuspendedError.appealStanding) and by mail to a verified address.`,
  caller: "anyone",
  input: { type: AppealSuspensionInput, description: "The credentials and why." },
  payload: AppealSuspensionPayload,
  errors: [InvalidCredentialsError, ValidationError, NotFoundError, ForbiddenError],
  resolve: async (input, _caller, ctx) => {
    await ctx.domain.authAttempts.take(ctx.clientKey);
    return ctx.domain.appeals.appealSuspension(input, ctx.clientKey);
  },
});

payloadMutation("decideAppeal", {
  description:
    "Moderators: decides an open appeal, with a note to the appellant, who is told (APPEAL_DECIDED; by mail too for a suspension when their address is verified). OVERTURN lifts a suspension; removed content cannot be restored. Logged (UPHOLD_APPEAL or OVERTURN_APPEAL). ForbiddenError APPEAL_ALREADY_DECIDED when another moderator decided it first; NotFoundError for no such appeal.",
  caller: "viewer",
  input: { type: DecideAppealInput, description: "Which, the decision, and why." },
  payload: DecideAppealPayload,
  errors: [ValidationError, NotFoundError, ForbiddenError],
  resolve: (input, viewer, ctx) =>
    ctx.domain.appeals.decide(viewer, String(input.appealId), { decision: input.decision, note: input.note }),
});
