// Two-step sign-in in Settings (domain/auth/second-factors.ts): setting up an authenticator app,
// turning it off, new recovery codes. Each asks the password again, except the confirming code.
import type { User } from "../../generated/prisma/client.ts";
import type { TotpEnrolment } from "../../domain/auth/second-factors.ts";
import { ForbiddenError, ValidationError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { UserRef } from "./user.ts";
import { shown } from "../../domain/rows.ts";

const MANAGED_BY_LOG_IN =
  "Needs sign-in with a log-in token: ForbiddenError (ACCESS_TOKEN_CANNOT_MANAGE_TWO_STEP) with an access token. A wrong password is ValidationError (WRONG_PASSWORD); wrong passwords and codes count against the account's guesses.";

interface TwoStep {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
}

const TwoStepSignInRef = builder.objectRef<TwoStep>("TwoStepSignIn").implement({
  description: "Whether signing in asks for a second factor after the password.",
  fields: (t) => ({
    totpEnabled: t.exposeBoolean("totpEnabled", { description: "An authenticator app is set up and asked for." }),
    recoveryCodesLeft: t.exposeInt("recoveryCodesLeft", { description: "Recovery codes not used yet." }),
  }),
});

builder.prismaObjectFields("User", (t) => ({
  twoStepSignIn: t.field({
    type: TwoStepSignInRef,
    nullable: true,
    description: "Their two-step sign-in. Only they see it: null for anyone else.",
    resolve: (user, _args, ctx) => ctx.domain.secondFactors.statusShownTo(ctx.viewer, user.id),
  }),
}));

const passwordInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({ password: t.string({ required: true, description: "The account's password, again." }) }),
  });

const StartTotpEnrolmentPayload = builder.objectRef<TotpEnrolment>("StartTotpEnrolmentPayload").implement({
  description: "A new secret for the authenticator app; two-step sign-in is on once confirmTotpEnrolment gets a code.",
  fields: (t) => ({
    secret: t.exposeString("secret", {
      description: "The secret in base32, for typing into the app. It is never shown again.",
    }),
    otpauthUri: t.exposeString("uri", { description: "The otpauth://totp/ URI a QR code holds for the app to scan." }),
  }),
});

const RecoveryCodesPayload = (name: string, description: string) =>
  builder.objectRef<{ recoveryCodes: string[]; viewer: User }>(name).implement({
    description,
    fields: (t) => ({
      recoveryCodes: t.exposeStringList("recoveryCodes", {
        description: "Ten single-use recovery codes, shown this once: only their hashes are kept.",
      }),
      viewer: t.field({
        type: UserRef,
        description: "The viewer (twoStepSignIn as it is now).",
        resolve: (p) => p.viewer,
      }),
    }),
  });

const DisableTotpPayload = builder.objectRef<{ viewer: User }>("DisableTotpPayload").implement({
  description: "Two-step sign-in is off: the password alone signs in; the recovery codes stop working.",
  fields: (t) => ({
    viewer: t.field({
      type: UserRef,
      description: "The viewer (twoStepSignIn as it is now).",
      resolve: (p) => p.viewer,
    }),
  }),
});

payloadMutation("startTotpEnrolment", {
  description: `Starts setting up an authenticator app: a new secret (replacing a set-up left unconfirmed). Two-step sign-in is not on until confirmTotpEnrolment. ValidationError (TWO_STEP_ALREADY_ON) when it is on. ${MANAGED_BY_LOG_IN}`,
  caller: "session",
  input: { type: passwordInput("StartTotpEnrolmentInput", "The password, asked again."), description: "The password." },
  payload: StartTotpEnrolmentPayload,
  errors: [ValidationError, ForbiddenError],
  answers: "the secret, or why not",
  resolve: (input, session, ctx) => ctx.domain.secondFactors.startTotpEnrolment(session, input.password),
});

const ConfirmTotpEnrolmentInput = builder.inputType("ConfirmTotpEnrolmentInput", {
  description: "A code the app shows now.",
  fields: (t) => ({ code: t.string({ required: true, description: "The 6 digits the authenticator app shows." }) }),
});

payloadMutation("confirmTotpEnrolment", {
  description: `Turns two-step sign-in on with a code from the app just set up (WRONG_CODE otherwise; TWO_STEP_SETUP_NOT_STARTED without startTotpEnrolment). Answers ten recovery codes, shown this once. ${MANAGED_BY_LOG_IN}`,
  caller: "session",
  input: { type: ConfirmTotpEnrolmentInput, description: "The code." },
  payload: RecoveryCodesPayload("ConfirmTotpEnrolmentPayload", "Two-step sign-in is on."),
  errors: [ValidationError, ForbiddenError],
  answers: "the recovery codes, or why not",
  resolve: async (input, session, ctx) => {
    const recoveryCodes = await ctx.domain.secondFactors.confirmTotpEnrolment(session, input.code);
    return { recoveryCodes, viewer: await shown(ctx.domain.rowsFor(session.viewer).me(), "User") };
  },
});

payloadMutation("disableTotp", {
  description: `Turns two-step sign-in off: the app's secret and the recovery codes are forgotten. ${MANAGED_BY_LOG_IN}`,
  caller: "session",
  input: { type: passwordInput("DisableTotpInput", "The password, asked again."), description: "The password." },
  payload: DisableTotpPayload,
  errors: [ValidationError, ForbiddenError],
  resolve: async (input, session, ctx) => {
    await ctx.domain.secondFactors.disableTotp(session, input.password);
    return { viewer: await shown(ctx.domain.rowsFor(session.viewer).me(), "User") };
  },
});

payloadMutation("regenerateRecoveryCodes", {
  description: `Ten new recovery codes, shown this once; the old ones stop working. ValidationError (TWO_STEP_NOT_ON) when two-step sign-in is off. ${MANAGED_BY_LOG_IN}`,
  caller: "session",
  input: {
    type: passwordInput("RegenerateRecoveryCodesInput", "The password, asked again."),
    description: "The password.",
  },
  payload: RecoveryCodesPayload("RegenerateRecoveryCodesPayload", "New recovery codes."),
  errors: [ValidationError, ForbiddenError],
  answers: "the recovery codes, or why not",
  resolve: async (input, session, ctx) => {
    const recoveryCodes = await ctx.domain.secondFactors.regenerateRecoveryCodes(session, input.password);
    return { recoveryCodes, viewer: await shown(ctx.domain.rowsFor(session.viewer).me(), "User") };
  },
});
