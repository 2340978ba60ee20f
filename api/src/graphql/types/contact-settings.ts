// Who may message the viewer and invite them to play (domain/users/contact-settings.ts).
import type { User } from "../../generated/prisma/client.ts";
import { ValidationError } from "../../domain/errors.ts";
import type { GraphQLContext } from "../context.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { ContactPolicyEnum } from "./moderation-enums.ts";
import { UserRef } from "./user.ts";

const MessageRefusalEnum = builder.enumType("MessageRefusal", {
  description: "Why the viewer may not message someone now (User.viewerMessageRefusal).",
  values: {
    VIEWER_BLOCKED: { description: "The viewer blocked them: unblocking lets them write again." },
    NOT_ACCEPTED: {
      description:
        "Their setting (messagesFrom) does not take the viewer's messages, or they blocked the viewer: told alike, so a block shows no more than a setting.",
    },
  } as const,
});

type MessageStanding = Awaited<ReturnType<GraphQLContext["domain"]["contactSettings"]["messageStanding"]>>;

/** The domain's answer per person, once a request: viewerCanMessage and viewerMessageRefusal share it. */
const standings = new WeakMap<GraphQLContext, Map<string, Promise<MessageStanding>>>();

function standingOf(ctx: GraphQLContext, user: { id: string; deletedAt: Date | null }): Promise<MessageStanding> {
  let known = standings.get(ctx);
  if (!known) standings.set(ctx, (known = new Map()));
  let standing = known.get(user.id);
  if (!standing) known.set(user.id, (standing = ctx.domain.contactSettings.messageStanding(ctx.viewer, user)));
  return standing;
}

builder.prismaObjectFields("User", (t) => ({
  viewerCanMessage: t.boolean({
    description:
      "Whether the viewer may write to them now (sendMessage would take it). False for a visitor, for the viewer themself, for a deleted account, and whenever viewerMessageRefusal says why. One lookup per person: ask it of the person a chat is with, not of a list.",
    select: { deletedAt: true },
    resolve: async (user, _args, ctx) => (await standingOf(ctx, user)).canMessage,
  }),
  viewerMessageRefusal: t.field({
    type: MessageRefusalEnum,
    nullable: true,
    description:
      "Why the viewer may not message them now, the rule sendMessage follows (MESSAGES_NOT_ACCEPTED), so a client can say so before anyone types; null when they may (and for a visitor, the viewer themself or a deleted account, which viewerCanMessage and deleted tell).",
    select: { deletedAt: true },
    resolve: async (user, _args, ctx) => (await standingOf(ctx, user)).refusal,
  }),
  messagesFrom: t.field({
    type: ContactPolicyEnum,
    nullable: true,
    description: "Who may write to them (updateContactSettings). Only they see it: null for anyone else.",
    select: { messagesFrom: true },
    resolve: (user, _args, ctx) => (ctx.viewer?.id === user.id ? user.messagesFrom : null),
  }),
  invitationsFrom: t.field({
    type: ContactPolicyEnum,
    nullable: true,
    description: "Who may invite them to play (updateContactSettings). Only they see it: null for anyone else.",
    select: { invitationsFrom: true },
    resolve: (user, _args, ctx) => (ctx.viewer?.id === user.id ? user.invitationsFrom : null),
  }),
  isModerator: t.boolean({
    description: "Whether they moderate (see Query.moderation). Only they are told: false for anyone else.",
    select: { role: true },
    resolve: (user, _args, ctx) => ctx.viewer?.id === user.id && user.role === "MODERATOR",
  }),
}));

const UpdateContactSettingsInput = builder.inputType("UpdateContactSettingsInput", {
  description: "Who may reach the viewer; a field left out stays as it is.",
  fields: (t) => ({
    messagesFrom: t.field({
      type: ContactPolicyEnum,
      description: "Who may write to the viewer. Others' messages are refused (MESSAGES_NOT_ACCEPTED) and not stored.",
    }),
    invitationsFrom: t.field({
      type: ContactPolicyEnum,
      description:
        "Who may invite the viewer to play (and offer rematches). Others are refused (INVITATIONS_NOT_ACCEPTED).",
    }),
  }),
});

const UpdateContactSettingsPayload = builder.objectRef<User>("UpdateContactSettingsPayload").implement({
  description: "The viewer's contact settings, as saved.",
  fields: (t) => ({
    viewer: t.field({
      type: UserRef,
      description: "The viewer (messagesFrom and invitationsFrom as they are now).",
      resolve: (u) => u,
    }),
  }),
});

payloadMutation("updateContactSettings", {
  description:
    "Saves who may message the viewer and invite them to play. Needs sign-in; counts against the write rate limit.",
  caller: "viewer",
  input: { type: UpdateContactSettingsInput, description: "The settings." },
  payload: UpdateContactSettingsPayload,
  errors: [ValidationError],
  answers: "the settings, or why they were not changed",
  resolve: (input, viewer, ctx) => ctx.domain.contactSettings.update(viewer, input),
});
