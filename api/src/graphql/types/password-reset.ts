// A forgotten password: asking for a link, and setting a new password with it. Resolvers only
// translate: the rules are in domain/auth/password-resets.ts.
import { AccountLinkError, ValidationError } from "../../domain/errors.ts";
import {
  RESET_MAILS_PER_ACCOUNT_PER_HOUR,
  RESET_REQUESTS_PER_CLIENT_PER_HOUR,
  RESET_REQUESTS_PER_LOGIN_PER_HOUR,
} from "../../domain/auth/password-resets.ts";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN, USERNAME_OR_EMAIL_MAX } from "../../domain/users/rules.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";

const RequestPasswordResetInput = builder.inputType("RequestPasswordResetInput", {
  description: "Whose password to reset.",
  fields: (t) => ({
    usernameOrEmail: t.string({
      required: true,
      description: `A username (any case) or an email address; at most ${USERNAME_OR_EMAIL_MAX} characters.`,
    }),
  }),
});

const RequestPasswordResetPayload = builder.objectRef<{ accepted: true }>("RequestPasswordResetPayload").implement({
  description:
    "The request is taken. If an account has that username or address, a link is on its way to the account's address; the answer is the same either way.",
  fields: (t) => ({
    accepted: t.exposeBoolean("accepted", { description: "Always true." }),
  }),
});

payloadMutation("requestPasswordReset", {
  description: `"Forgot password?": if an account has this username or address, mails its address a link that sets a new password (1 hour, once). The answer, and the work behind it, are the same whether or not an account has it: nobody learns from it who is registered. No sign-in needed. ${RESET_REQUESTS_PER_CLIENT_PER_HOUR} requests per client and ${RESET_REQUESTS_PER_LOGIN_PER_HOUR} per username or address an hour (TOO_MANY_REQUESTS), and at most ${RESET_MAILS_PER_ACCOUNT_PER_HOUR} mails per account an hour (more are not sent).`,
  caller: "anyone",
  input: { type: RequestPasswordResetInput, description: "The username or address." },
  payload: RequestPasswordResetPayload,
  errors: [ValidationError],
  answers: "that the request is taken, or why not (an empty or overlong input)",
  resolve: async (input, _caller, ctx) => {
    await ctx.domain.passwordResets.request(input, ctx.clientKey);
    return { accepted: true as const };
  },
});

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  description: "A reset link's token and the new password.",
  fields: (t) => ({
    token: t.string({ required: true, description: "The `token` parameter of the link (/reset-password?token=...)." }),
    newPassword: t.string({
      required: true,
      description: `At least ${PASSWORD_MIN} characters and at most ${PASSWORD_MAX_BYTES} bytes in UTF-8; not one of the most common passwords (PASSWORD_TOO_COMMON).`,
    }),
  }),
});

const ResetPasswordPayload = builder.objectRef<{ username: string }>("ResetPasswordPayload").implement({
  description: "The password is set. Every session of the account has ended: log in with the new password.",
  fields: (t) => ({
    username: t.exposeString("username", { description: "The account's username, to log in with." }),
  }),
});

payloadMutation("resetPassword", {
  description:
    "Sets a new password with a reset link (requestPasswordReset): every session of the account ends (its tokens are refused from now on, its graphql-ws and Socket.IO connections close, on every server), the address the link came to counts as confirmed, and a notice is mailed. It signs nobody in. No sign-in needed; counts against the per-client auth rate limit. AccountLinkError when the link opens nothing (LINK_INVALID, LINK_EXPIRED after 1 hour, LINK_USED: each link works once); ValidationError for a password against the rules (the link keeps working).",
  caller: "anyone",
  input: { type: ResetPasswordInput, description: "The token and the new password." },
  payload: ResetPasswordPayload,
  errors: [AccountLinkError, ValidationError],
  answers: "the account's username, or why the password stays",
  resolve: async (input, _caller, ctx) => {
    await ctx.domain.authAttempts.take(ctx.clientKey);
    return ctx.domain.passwordResets.reset(input);
  },
});
