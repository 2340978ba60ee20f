// Sign up, log in, log out, edit profile (name, username, bio, images), change password. Resolvers only translate: the rules are in
// domain/users/accounts.ts.
import type { User } from "../../generated/prisma/client.ts";
import {
  AccountSuspendedError,
  InvalidCredentialsError,
  SecondFactorChallengeError,
  SecondFactorRequired,
  ValidationError,
} from "../../domain/errors.ts";
import { secondFactorAnswerOf } from "../../domain/auth/second-factors.ts";
import type { GraphQLContext } from "../context.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { UserRef } from "./user.ts";
import {
  BIO_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from "../../domain/users/rules.ts";

interface TokenAndUser {
  token: string;
  user: User;
}

const TOKEN_DESCRIPTION =
  "A bearer token (a JWT, valid for ACCESS_TOKEN_TTL from now: 7 days by default) for the Authorization header, graphql-ws connectionParams and SSE. Keep it secret.";

/** What every mutation that starts a session answers; a client can select it once for all of them. */
const SessionPayload = builder.interfaceRef<TokenAndUser>("SessionPayload").implement({
  description:
    "A session: the token to send from now on, and who it signs in (signUp, logIn, completeSecondFactor, finishPasskeySignIn and changePassword answer one).",
  fields: (t) => ({
    token: t.exposeString("token", { description: TOKEN_DESCRIPTION }),
    viewer: t.field({
      type: UserRef,
      description: "The signed-in user (their private fields, such as email, are readable in this payload).",
      resolve: (p) => p.user,
    }),
  }),
});

export const sessionPayload = (name: string, description: string) =>
  builder.objectRef<TokenAndUser>(name).implement({ description, interfaces: [SessionPayload] });

const SignUpPayload = sessionPayload("SignUpPayload", "The account is created and signed in.");
const LogInPayload = sessionPayload("LogInPayload", "Signed in.");
const CompleteSecondFactorPayload = sessionPayload(
  "CompleteSecondFactorPayload",
  "Signed in: the second step was answered.",
);
const ChangePasswordPayload = sessionPayload(
  "ChangePasswordPayload",
  "The password is changed. Its token is fresh: every token issued before the change stops working (other devices are signed out).",
);
const UpdateProfilePayload = builder.objectRef<{ user: User }>("UpdateProfilePayload").implement({
  description: "The profile, as edited.",
  fields: (t) => ({
    user: t.field({
      type: UserRef,
      description: "The viewer with their profile as it is now.",
      resolve: (p) => p.user,
    }),
  }),
});

const NAME_RULE = `Trimmed; ${NAME_MIN} to ${NAME_MAX} characters.`;
const USERNAME_RULE = `Trimmed; ${USERNAME_MIN} to ${USERNAME_MAX} letters, digits, "." or "_"; unique regardless of case (USERNAME_TAKEN otherwise).`;
const NEW_PASSWORD_RULE = `At least ${PASSWORD_MIN} characters and at most ${PASSWORD_MAX_BYTES} bytes in UTF-8; not one of the most common passwords (PASSWORD_TOO_COMMON).`;
const IMAGE_RULE =
  "JPEG, PNG, WebP, GIF or AVIF (judged by content), at most MAX_UPLOAD_BYTES (10 MB by default); a multipart request. Stored re-encoded as WebP.";

const SignUpInput = builder.inputType("SignUpInput", {
  description: "A new account.",
  fields: (t) => ({
    name: t.string({ required: true, description: `The name shown on the profile. ${NAME_RULE}` }),
    username: t.string({ required: true, description: `The name to log in with and to be found by. ${USERNAME_RULE}` }),
    email: t.string({
      required: true,
      description: "An email address, stored lower-cased; unique (EMAIL_TAKEN otherwise).",
    }),
    password: t.string({ required: true, description: `${NEW_PASSWORD_RULE} Stored only as a hash.` }),
    profileImage: t.field({ type: "File", description: `The avatar. ${IMAGE_RULE} Left out: a generated one.` }),
    coverImage: t.field({ type: "File", description: `The profile's cover. ${IMAGE_RULE} Left out: a generated one.` }),
  }),
});

const LogInInput = builder.inputType("LogInInput", {
  description: "Credentials.",
  fields: (t) => ({
    username: t.string({ required: true, description: "The username (any case)." }),
    password: t.string({ required: true, description: "The password." }),
  }),
});

const CompleteSecondFactorInput = builder.inputType("CompleteSecondFactorInput", {
  description:
    "The challenge logIn answered (SecondFactorRequired) and one of: a code from the app, a recovery code, a passkey's answer.",
  fields: (t) => ({
    challenge: t.string({ required: true, description: "SecondFactorRequired.challenge." }),
    code: t.string({
      description:
        "The 6 digits the authenticator app shows now (the step before or after is accepted too; a code works once).",
    }),
    recoveryCode: t.string({
      description: "One of the account's unused recovery codes (case, spaces and dashes ignored); it works once.",
    }),
    passkey: t.string({
      description:
        "A passkey's answer to SecondFactorRequired.passkeyOptions: the PublicKeyCredential as JSON (WebAuthn's JSON encoding, as @simplewebauthn/browser's startAuthentication answers it).",
    }),
  }),
});

const UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  description: "What to change in the viewer's profile; fields left out (or null) stay as they are.",
  fields: (t) => ({
    name: t.string({ description: `The new name. ${NAME_RULE}` }),
    username: t.string({
      description: `The new username (tokens stay valid: they name the account, not the username). ${USERNAME_RULE}`,
    }),
    bio: t.string({ description: `The new bio. Trimmed; at most ${BIO_MAX} characters. Empty or blank: unchanged.` }),
    profileImage: t.field({ type: "File", description: `A new avatar. ${IMAGE_RULE}` }),
    coverImage: t.field({ type: "File", description: `A new cover. ${IMAGE_RULE}` }),
    isPrivate: t.boolean({
      description:
        "Whether the account is private: following it then takes the viewer's approval, and only followers see its posts and lists of people. Turning it off approves every pending request.",
    }),
  }),
});

const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  description: "The current password and the new one, twice.",
  fields: (t) => ({
    oldPassword: t.string({ required: true, description: "The current password (WRONG_PASSWORD otherwise)." }),
    newPassword: t.string({ required: true, description: NEW_PASSWORD_RULE }),
    confirmPassword: t.string({
      required: true,
      description: "The new password again (PASSWORD_CONFIRMATION_MISMATCH otherwise).",
    }),
  }),
});

const LogOutPayload = builder.objectRef<{ tokenRevoked: boolean }>("LogOutPayload").implement({
  description: "The session is over.",
  fields: (t) => ({
    tokenRevoked: t.exposeBoolean("tokenRevoked", {
      description:
        "True: the token now proves nobody, everywhere. (It was false for tokens issued before tokens carried an id; those are refused now.)",
    }),
  }),
});

/** After a successful sign-up or log-in the rest of this request sees the new user as the viewer
 *  (so the payload's viewer shows their private fields, like email). */
export async function signedIn(ctx: GraphQLContext, result: Promise<TokenAndUser>): Promise<TokenAndUser> {
  const done = await result;
  ctx.viewer = { id: done.user.id, username: done.user.username };
  ctx.session = null; // the new token is the client's to use from the next request on
  return done;
}

/** An uploaded file's bytes for the domain, which reads them once the request passed its cheap checks. */
const bytesOf = (file: File | null | undefined) => file?.stream();

payloadMutation("signUp", {
  description:
    "Creates an account and signs it in. No sign-in needed; counts against the per-client auth rate limit. ValidationError names every field that breaks a rule (USERNAME_TAKEN, EMAIL_TAKEN included); nothing is stored then.",
  caller: "anyone",
  input: { type: SignUpInput, description: "The account." },
  payload: SignUpPayload,
  errors: [ValidationError],
  answers: "the session, or why no account was created",
  resolve: async (input, _caller, ctx) => {
    await ctx.domain.authAttempts.take(ctx.clientKey);
    return signedIn(
      ctx,
      ctx.domain.accounts.signUp(
        { ...input, profileImage: bytesOf(input.profileImage), coverImage: bytesOf(input.coverImage) },
        ctx.clientKey,
        ctx.userAgent,
      ),
    );
  },
});

payloadMutation("logIn", {
  description:
    "Signs in with a username and password. No sign-in needed; counts against the per-client auth rate limit, and repeated failures for one username are slowed down. InvalidCredentialsError does not say which of the two was wrong. AccountSuspendedError (told only with the right password) while a moderator has suspended the account. SecondFactorRequired when the account has two-step sign-in on: no session yet, completeSecondFactor makes it.",
  caller: "anyone",
  input: { type: LogInInput, description: "The credentials." },
  payload: LogInPayload,
  errors: [InvalidCredentialsError, AccountSuspendedError, SecondFactorRequired, ValidationError],
  answers: "the session, or why not",
  resolve: async (input, _caller, ctx) => {
    await ctx.domain.authAttempts.take(ctx.clientKey);
    return signedIn(ctx, ctx.domain.accounts.logIn(input, ctx.clientKey, ctx.userAgent));
  },
});

payloadMutation("completeSecondFactor", {
  description:
    "The second step of logIn for an account with two-step sign-in: the challenge and a code from the authenticator app, a recovery code or a passkey's answer make the session logIn would have made. No sign-in needed; counts against the per-client auth rate limit, and wrong codes against the account's guesses (as wrong passwords do). ValidationError (WRONG_CODE, WRONG_RECOVERY_CODE, PASSKEY_NOT_ACCEPTED) for a wrong answer; SecondFactorChallengeError once the challenge has ended (after 5 minutes, its use, or 5 wrong codes): log in again.",
  caller: "anyone",
  input: { type: CompleteSecondFactorInput, description: "The challenge and the code." },
  payload: CompleteSecondFactorPayload,
  errors: [SecondFactorChallengeError, AccountSuspendedError, ValidationError],
  answers: "the session, or why not",
  resolve: async (input, _caller, ctx) => {
    await ctx.domain.authAttempts.take(ctx.clientKey);
    const answer = secondFactorAnswerOf(input);
    return signedIn(ctx, ctx.domain.accounts.completeSecondFactor(input.challenge, answer, ctx.userAgent));
  },
});

payloadMutation("updateProfile", {
  description:
    "Edits the viewer's profile: name, username, bio, avatar, cover, and whether the account is private (turning it off approves every pending follow request). Needs sign-in; counts against the write rate limit (a refused edit does not). ValidationError names every field that breaks a rule; nothing changes then. A replaced image is deleted. One upload of a user's at a time (TOO_MANY_REQUESTS while another is processed).",
  caller: "viewer",
  input: { type: UpdateProfileInput, description: "What to change." },
  payload: UpdateProfilePayload,
  errors: [ValidationError],
  answers: "the profile, or why it was not changed",
  resolve: async (input, viewer, ctx) => {
    const user = await ctx.domain.accounts.updateProfile(viewer, {
      name: input.name,
      username: input.username,
      bio: input.bio,
      profileImage: bytesOf(input.profileImage),
      coverImage: bytesOf(input.coverImage),
      isPrivate: input.isPrivate,
    });
    return { user };
  },
});

payloadMutation("logOut", {
  description:
    "Ends the session of the token this request carries, and only it: the token is refused from now on (TOKEN_REVOKED) and the server-sent event streams, graphql-ws and Socket.IO connections it opened end, on every server; the user's other sessions carry on. Needs sign-in with a token.",
  caller: "session",
  payload: LogOutPayload,
  errors: [],
  resolve: async (_input, session, ctx) => {
    await ctx.domain.accounts.logOut(session);
    return { tokenRevoked: true };
  },
});

payloadMutation("changePassword", {
  description:
    "Changes the viewer's password and signs out every other session: tokens issued before stop working, open server-sent event streams, graphql-ws and Socket.IO connections with them end. Needs sign-in. ValidationError for a wrong current password or a new one that breaks the rules.",
  caller: "viewer",
  input: { type: ChangePasswordInput, description: "The passwords." },
  payload: ChangePasswordPayload,
  errors: [ValidationError],
  answers: "the new session, or why the password stays",
  resolve: (input, viewer, ctx) => signedIn(ctx, ctx.domain.accounts.changePassword(viewer, input, ctx.userAgent)),
});
