// Passkeys (domain/auth/passkeys.ts): the viewer's list, adding one (two steps: the options for
// the browser, then its answer), renaming and removing one, and signing in with one alone. The
// WebAuthn options and answers travel as JSON strings in WebAuthn's JSON encoding, which
// @simplewebauthn/browser (and the browser's own PublicKeyCredential.parse*OptionsFromJSON) read.
import type { Passkey, User } from "../../generated/prisma/client.ts";
import { MAX_PASSKEYS, PASSKEY_NAME_MAX } from "../../domain/auth/passkeys.ts";
import { AccountSuspendedError, ForbiddenError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { sessionPayload, signedIn } from "./auth.ts";
import { UserRef } from "./user.ts";
import { shown } from "../../domain/rows.ts";

const MANAGED_BY_LOG_IN =
  "Needs sign-in with a log-in token: ForbiddenError (ACCESS_TOKEN_CANNOT_MANAGE_PASSKEYS) with an access token.";
const PASSWORD_AGAIN =
  "A wrong password is ValidationError (WRONG_PASSWORD); wrong passwords count against the account's guesses.";

const PasskeyRef = builder.objectRef<Passkey>("Passkey").implement({
  description:
    "A passkey of the viewer's: a key pair on a device (or synced by a password manager) that signs them in without a password.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "Its id (renamePasskey and removePasskey take it)." }),
    name: t.exposeString("name", { description: 'What the viewer called it ("Laptop", "Phone").' }),
    synced: t.exposeBoolean("backedUp", {
      description:
        "Its provider syncs it between the person's devices (iCloud Keychain, Google Password Manager), rather than it living on one device.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was added." }),
    lastUsedAt: t.expose("lastUsedAt", {
      type: "DateTime",
      nullable: true,
      description: "When it last signed in; null: never yet.",
    }),
  }),
});

builder.prismaObjectFields("User", (t) => ({
  passkeys: t.field({
    type: [PasskeyRef],
    nullable: true,
    description: "Their passkeys, newest first. Only they see them: null for anyone else.",
    resolve: (user, _args, ctx) => ctx.domain.passkeys.listShownTo(ctx.viewer, user.id),
  }),
}));

const optionsPayload = (name: string, description: string) =>
  builder.objectRef<{ options: string }>(name).implement({
    description,
    fields: (t) => ({
      options: t.exposeString("options", {
        description:
          "The WebAuthn options as JSON, for the browser (@simplewebauthn/browser's optionsJSON). Their challenge works once, for 5 minutes.",
      }),
    }),
  });

const viewerField = {
  description: "The viewer (passkeys as they are now).",
} as const;

const FinishPasskeyRegistrationPayload = builder
  .objectRef<{ passkey: Passkey; viewer: User }>("FinishPasskeyRegistrationPayload")
  .implement({
    description: "The passkey is added.",
    fields: (t) => ({
      passkey: t.field({
        type: PasskeyRef,
        description: "The passkey as listed from now on.",
        resolve: (p) => p.passkey,
      }),
      viewer: t.field({ type: UserRef, ...viewerField, resolve: (p) => p.viewer }),
    }),
  });

const RemovePasskeyPayload = builder
  .objectRef<{ removedPasskeyId: string; viewer: User }>("RemovePasskeyPayload")
  .implement({
    description: "The passkey is removed.",
    fields: (t) => ({
      removedPasskeyId: t.exposeID("removedPasskeyId", { description: "The removed passkey's id." }),
      viewer: t.field({ type: UserRef, ...viewerField, resolve: (p) => p.viewer }),
    }),
  });

const passwordOnly = (name: string) =>
  builder.inputType(name, {
    description: "The password, asked again.",
    fields: (t) => ({ password: t.string({ required: true, description: "The account's password, again." }) }),
  });

payloadMutation("startPasskeyRegistration", {
  description: `Starts adding a passkey: the options for navigator.credentials.create() (a discoverable credential, so it can sign in with no username typed). finishPasskeyRegistration takes the browser's answer. ValidationError (TOO_MANY_PASSKEYS) once the account has ${MAX_PASSKEYS}. ${MANAGED_BY_LOG_IN} ${PASSWORD_AGAIN}`,
  caller: "session",
  input: { type: passwordOnly("StartPasskeyRegistrationInput"), description: "The password." },
  payload: optionsPayload("StartPasskeyRegistrationPayload", "What the browser needs to make the passkey."),
  errors: [ValidationError, ForbiddenError],
  answers: "the options, or why not",
  resolve: async (input, session, ctx) => ({
    options: await ctx.domain.passkeys.startRegistration(session, input.password),
  }),
});

const FinishPasskeyRegistrationInput = builder.inputType("FinishPasskeyRegistrationInput", {
  description: "The browser's answer, and a name for the passkey.",
  fields: (t) => ({
    response: t.string({
      required: true,
      description:
        "The PublicKeyCredential navigator.credentials.create() made, as JSON (@simplewebauthn/browser's startRegistration answers it).",
    }),
    name: t.string({
      required: true,
      description: `What to call it, shown in the list. Trimmed; at most ${PASSKEY_NAME_MAX} characters ("Passkey" when empty).`,
    }),
  }),
});

payloadMutation("finishPasskeyRegistration", {
  description: `Adds the passkey the browser made for startPasskeyRegistration's options: from now on it signs the viewer in alone, and answers the second step of a log-in when two-step sign-in is on. ValidationError: PASSKEY_NOT_ACCEPTED (its challenge is not one this viewer was given in the last 5 minutes, or used, or the answer does not check), PASSKEY_ALREADY_ADDED, PASSKEY_NAME_TOO_LONG. ${MANAGED_BY_LOG_IN}`,
  caller: "session",
  input: { type: FinishPasskeyRegistrationInput, description: "The answer and the name." },
  payload: FinishPasskeyRegistrationPayload,
  errors: [ValidationError, ForbiddenError],
  answers: "the passkey, or why it was not added",
  resolve: async (input, session, ctx) => ({
    passkey: await ctx.domain.passkeys.finishRegistration(session, input.response, input.name),
    viewer: await shown(ctx.domain.rowsFor(session.viewer).me(), "User"),
  }),
});

const RenamePasskeyInput = builder.inputType("RenamePasskeyInput", {
  description: "The passkey and its new name.",
  fields: (t) => ({
    passkeyId: t.id({ required: true, description: "One of the viewer's passkeys." }),
    name: t.string({ required: true, description: `Trimmed; at most ${PASSKEY_NAME_MAX} characters.` }),
  }),
});

payloadMutation("renamePasskey", {
  description: `Renames one of the viewer's passkeys. NotFoundError for a passkey that is not the viewer's. ${MANAGED_BY_LOG_IN}`,
  caller: "session",
  input: { type: RenamePasskeyInput, description: "The passkey and the name." },
  payload: builder.objectRef<Passkey>("RenamePasskeyPayload").implement({
    description: "The passkey is renamed.",
    fields: (t) => ({
      passkey: t.field({ type: PasskeyRef, description: "The passkey.", resolve: (p) => p }),
    }),
  }),
  errors: [ValidationError, ForbiddenError, NotFoundError],
  answers: "the passkey, or why it was not renamed",
  resolve: (input, session, ctx) => ctx.domain.passkeys.rename(session, String(input.passkeyId), input.name),
});

const RemovePasskeyInput = builder.inputType("RemovePasskeyInput", {
  description: "The passkey, and the password again.",
  fields: (t) => ({
    passkeyId: t.id({ required: true, description: "One of the viewer's passkeys." }),
    password: t.string({ required: true, description: "The account's password, again." }),
  }),
});

payloadMutation("removePasskey", {
  description: `Removes one of the viewer's passkeys: it signs no one in from now on (the device may still offer it; the server refuses it). NotFoundError for a passkey that is not the viewer's. ${MANAGED_BY_LOG_IN} ${PASSWORD_AGAIN}`,
  caller: "session",
  input: { type: RemovePasskeyInput, description: "The passkey and the password." },
  payload: RemovePasskeyPayload,
  errors: [ValidationError, ForbiddenError, NotFoundError],
  answers: "the removed passkey's id, or why nothing changed",
  resolve: async (input, session, ctx) => {
    const passkeyId = String(input.passkeyId);
    await ctx.domain.passkeys.remove(session, passkeyId, input.password);
    return { removedPasskeyId: passkeyId, viewer: await shown(ctx.domain.rowsFor(session.viewer).me(), "User") };
  },
});

payloadMutation("startPasskeySignIn", {
  description:
    "Starts signing in with a passkey, no username needed: the options for navigator.credentials.get(), which lets the device offer the passkeys it holds for this site. finishPasskeySignIn takes its answer. No sign-in needed; counts against the per-client auth rate limit.",
  caller: "anyone",
  payload: optionsPayload("StartPasskeySignInPayload", "What the browser needs to ask for a passkey."),
  errors: [],
  resolve: async (_input, _caller, ctx) => {
    await ctx.domain.authAttempts.take(ctx.clientKey);
    return { options: await ctx.domain.passkeys.startSignIn() };
  },
});

const FinishPasskeySignInInput = builder.inputType("FinishPasskeySignInInput", {
  description: "The passkey's answer.",
  fields: (t) => ({
    response: t.string({
      required: true,
      description:
        "The PublicKeyCredential navigator.credentials.get() answered, as JSON (@simplewebauthn/browser's startAuthentication answers it).",
    }),
  }),
});

payloadMutation("finishPasskeySignIn", {
  description:
    "Signs in with a passkey's answer to startPasskeySignIn's options: the session logIn would make, with no second step (the device checked its owner: the answer must say so). ValidationError (PASSKEY_NOT_ACCEPTED) for a passkey that is not registered here (removed, say), a challenge unknown, used or past its 5 minutes, or an answer that does not check; AccountSuspendedError while the account is suspended. No sign-in needed; counts against the per-client auth rate limit.",
  caller: "anyone",
  input: { type: FinishPasskeySignInInput, description: "The answer." },
  payload: sessionPayload("FinishPasskeySignInPayload", "Signed in with a passkey."),
  errors: [ValidationError, AccountSuspendedError],
  answers: "the session, or why not",
  resolve: async (input, _caller, ctx) => {
    await ctx.domain.authAttempts.take(ctx.clientKey);
    return signedIn(ctx, ctx.domain.accounts.logInWithPasskey(input.response, ctx.userAgent));
  },
});
