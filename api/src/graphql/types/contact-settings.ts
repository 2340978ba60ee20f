// Who may message the viewer and invite them to play (domain/users/contact-settings.ts).
import type { User } from "../../generated/prisma/client.ts";
import { ValidationError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { ContactPolicyEnum } from "./moderation-enums.ts";
import { UserRef } from "./user.ts";

builder.prismaObjectFields("User", (t) => ({
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
