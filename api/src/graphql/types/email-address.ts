// A person's e-mail address: whether it is confirmed, the new one waiting for its confirmation,
// sending the link again, following a link, and asking to change it. Resolvers only translate: the
// rules are in domain/users/email-addresses.ts.
import type { User } from "../../generated/prisma/client.ts";
import { AccountLinkError, EmailAlreadyVerifiedError, ForbiddenError, ValidationError } from "../../domain/errors.ts";
import { maySeeEmail } from "../../domain/users/privacy.ts";
import { EMAIL_CHANGES_PER_HOUR, VERIFICATION_MAILS_PER_HOUR } from "../../domain/users/email-addresses.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { UserRef } from "./user.ts";

builder.prismaObjectFields("User", (t) => ({
  emailVerified: t.boolean({
    nullable: true,
    description:
      "Whether the user has confirmed their address by following the link mailed to it (null for anyone but the user themself). An unconfirmed account works as any other.",
    select: { emailVerifiedAt: true },
    resolve: (user, _args, ctx) => (maySeeEmail(ctx.viewer, user.id) ? user.emailVerifiedAt !== null : null),
  }),
  pendingEmail: t.string({
    nullable: true,
    description:
      "The new address the user asked for (changeEmail) and has not confirmed yet: until they do, `email` stays the account's address. Null when none waits, and for anyone but the user themself.",
    resolve: (user, _args, ctx) =>
      maySeeEmail(ctx.viewer, user.id) ? ctx.domain.emailAddresses.pendingEmailOf(user.id) : null,
  }),
}));

const SendVerificationEmailPayload = builder.objectRef<{ email: string }>("SendVerificationEmailPayload").implement({
  description: "A new link is on its way.",
  fields: (t) => ({
    email: t.exposeString("email", { description: "The address it goes to: the account's." }),
  }),
});

payloadMutation("sendVerificationEmail", {
  description: `Mails the viewer a new link that confirms their address (valid for 24 hours, once; earlier links keep working until theirs end). Needs sign-in. EmailAlreadyVerifiedError when the address is confirmed already; ${VERIFICATION_MAILS_PER_HOUR} an hour, then TOO_MANY_REQUESTS.`,
  caller: "viewer",
  payload: SendVerificationEmailPayload,
  errors: [EmailAlreadyVerifiedError],
  answers: "where the link goes, or why none was sent",
  resolve: (_input, viewer, ctx) => ctx.domain.emailAddresses.sendLinkAgain(viewer),
});

const VerifyEmailInput = builder.inputType("VerifyEmailInput", {
  description: "The token of a link mailed by sign-up, sendVerificationEmail or changeEmail.",
  fields: (t) => ({
    token: t.string({ required: true, description: "The `token` parameter of the link (/verify-email?token=...)." }),
  }),
});

const VerifyEmailPayload = builder.objectRef<{ user: User; changed: boolean }>("VerifyEmailPayload").implement({
  description: "The address is confirmed.",
  fields: (t) => ({
    user: t.field({
      type: UserRef,
      description: "The account whose address it is (its `email` readable only by the user themself).",
      resolve: (p) => p.user,
    }),
    email: t.string({ description: "The address confirmed.", resolve: (p) => p.user.email }),
    changed: t.exposeBoolean("changed", {
      description: "True when the link was changeEmail's: the confirmed address is the account's address from now on.",
    }),
  }),
});

payloadMutation("verifyEmail", {
  description:
    "Follows an address link: confirms the account's address, or, for a link changeEmail mailed, makes the new address the account's (confirmed). No sign-in needed: the token is the proof. AccountLinkError when the link opens nothing (LINK_INVALID, LINK_EXPIRED after 24 hours, LINK_USED: each link works once, and a newer change replaces an older one's link); ValidationError EMAIL_TAKEN when another account took the new address meanwhile.",
  caller: "anyone",
  input: { type: VerifyEmailInput, description: "The link's token." },
  payload: VerifyEmailPayload,
  errors: [AccountLinkError, ValidationError],
  answers: "the confirmed address, or why the link opens nothing",
  resolve: (input, _caller, ctx) => ctx.domain.emailAddresses.confirm(input.token),
});

const ChangeEmailInput = builder.inputType("ChangeEmailInput", {
  description: "The new address, and the password.",
  fields: (t) => ({
    newEmail: t.string({
      required: true,
      description:
        "The new address, stored lower-cased; no other account's (EMAIL_TAKEN), not the current one (EMAIL_UNCHANGED).",
    }),
    password: t.string({ required: true, description: "The account's password (WRONG_PASSWORD otherwise)." }),
  }),
});

const ChangeEmailPayload = builder.objectRef<{ pendingEmail: string }>("ChangeEmailPayload").implement({
  description: "A link is on its way to the new address, and a notice to the current one.",
  fields: (t) => ({
    pendingEmail: t.exposeString("pendingEmail", {
      description: "The new address, which becomes the account's once its link is followed (User.pendingEmail).",
    }),
  }),
});

payloadMutation("changeEmail", {
  description: `Asks to change the viewer's address: mails the new address a link (24 hours, once; it replaces the link of an earlier request) and the current address a notice. The address changes only when the link is followed (verifyEmail); until then mail goes to the current one. Needs sign-in with a log-in token (ForbiddenError ACCESS_TOKEN_CANNOT_CHANGE_EMAIL with an access token). ValidationError for a wrong password (10 per 15 minutes, then TOO_MANY_REQUESTS), an invalid, taken or unchanged address; ${EMAIL_CHANGES_PER_HOUR} requests an hour.`,
  caller: "session",
  input: { type: ChangeEmailInput, description: "The new address and the password." },
  payload: ChangeEmailPayload,
  errors: [ValidationError, ForbiddenError],
  answers: "the address waiting for its confirmation, or why nothing changed",
  resolve: (input, session, ctx) => ctx.domain.emailAddresses.requestChange(session, input, ctx.clientKey),
});
