// Expected failures as typed results: mutations return `Payload | ValidationError | ...` unions
// whose errors implement UserError. `code` says what failed (one value per rule of the domain,
// domain/failures.ts); `message` says it in the API's words, naming input fields as the inputs do.
import { describeFailure, FAILURE_CODES, type FailureCode } from "../../domain/failures.ts";
import {
  AccountLinkError,
  AccountSuspendedError,
  EmailAlreadyVerifiedError,
  ForbiddenError,
  InvalidCredentialsError,
  NotFoundError,
  SecondFactorChallengeError,
  SecondFactorRequired,
  UserError,
  ValidationError,
  type FieldError,
} from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { AppealStandingRef } from "./appeal-standing.ts";

export const UserErrorCodeEnum = builder.enumType("UserErrorCode", {
  description:
    "What failed: one value per rule that can refuse a request. Programs act on these; `message` is for people.",
  values: Object.fromEntries(
    Object.entries(FAILURE_CODES).map(([code, description]) => [code, { description }]),
  ) as Record<FailureCode, { description: string }>,
});

export const UserErrorInterface = builder.interfaceRef<UserError>("UserError").implement({
  description:
    "A refusal the client can act on: nothing was changed. `code` names the rule; `message` words it for a developer.",
  fields: (t) => ({
    code: t.field({
      type: UserErrorCodeEnum,
      description: "What failed. For a ValidationError, the failure of its first field error.",
      resolve: (error) => error.reason,
    }),
    message: t.exposeString("message", {
      description: "What failed, in English, naming the input fields as the input type names them.",
    }),
  }),
});

const FieldErrorRef = builder.objectRef<FieldError>("FieldError").implement({
  description: "One input field's failure (the first per field).",
  fields: (t) => ({
    field: t.exposeString("field", {
      description:
        'The input field at fault, as the input type names it (e.g. "caption", "profileImage"); nested fields dotted.',
    }),
    code: t.field({
      type: UserErrorCodeEnum,
      description: "What failed on this field.",
      resolve: (error) => error.reason,
    }),
    message: t.string({
      description: "What failed, in English, naming the field.",
      resolve: (error) => describeFailure(error),
    }),
  }),
});

builder.objectType(ValidationError, {
  name: "ValidationError",
  description: "The input was refused: every field at fault, with what failed on it.",
  interfaces: [UserErrorInterface],
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldErrorRef],
      description: "The fields at fault, at least one.",
      resolve: (error) => error.fieldErrors,
    }),
  }),
});

builder.objectType(InvalidCredentialsError, {
  name: "InvalidCredentialsError",
  description: "No account has this username and password (code INVALID_CREDENTIALS).",
  interfaces: [UserErrorInterface],
  fields: () => ({}),
});

builder.objectType(AccountSuspendedError, {
  name: "AccountSuspendedError",
  description:
    "The username and password are right, but a moderator has suspended the account: it cannot log in until the suspension is lifted (code ACCOUNT_SUSPENDED). Told only to whoever gave the right password, with the moderator's reason.",
  interfaces: [UserErrorInterface],
  fields: (t) => ({
    suspensionReason: t.exposeString("suspensionReason", {
      description: "Why the moderator suspended the account, as they wrote it.",
    }),
    suspendedSince: t.expose("suspendedSince", { type: "DateTime", description: "When the suspension began." }),
    appealStanding: t.field({
      type: AppealStandingRef,
      nullable: true,
      description:
        "Whether the suspension may still be appealed (appealSuspension), or the appeal made and, once decided, the moderator's decision and note; null for a suspension made before appeals were recorded.",
      resolve: (error) => error.appealStanding,
    }),
  }),
});

export const SecondFactorKindEnum = builder.enumType("SecondFactorKind", {
  description: "A way to answer a sign-in's second step.",
  values: {
    TOTP: { description: "A 6-digit code from an authenticator app (completeSecondFactor's code)." },
    RECOVERY_CODE: {
      description: "One of the account's single-use recovery codes (completeSecondFactor's recoveryCode).",
    },
    PASSKEY: {
      description:
        "One of the account's passkeys, signing SecondFactorRequired.passkeyOptions (completeSecondFactor's passkey).",
    },
  },
});

builder.objectType(SecondFactorRequired, {
  name: "SecondFactorRequired",
  description:
    "The username and password are right and the account has two-step sign-in on: no session yet (code SECOND_FACTOR_REQUIRED). Send the challenge with a code to completeSecondFactor before it expires.",
  interfaces: [UserErrorInterface],
  fields: (t) => ({
    challenge: t.exposeString("challenge", {
      description: "The second step's token: single use, bound to this account, dead after a few wrong codes.",
    }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "When the challenge ends (5 minutes on)." }),
    factors: t.field({
      type: [SecondFactorKindEnum],
      description: "What the account can answer the challenge with.",
      resolve: (error) => [...error.factors],
    }),
    passkeyOptions: t.exposeString("passkeyOptions", {
      nullable: true,
      description:
        "With PASSKEY among the factors: the WebAuthn PublicKeyCredentialRequestOptions as JSON (WebAuthn's JSON encoding, as @simplewebauthn/browser's startAuthentication takes them), listing the account's passkeys. Null otherwise.",
    }),
  }),
});

builder.objectType(SecondFactorChallengeError, {
  name: "SecondFactorChallengeError",
  description:
    "The sign-in challenge proves nothing any more: unknown, used, expired, or ended by too many wrong codes (code SECOND_FACTOR_CHALLENGE_INVALID). Log in again.",
  interfaces: [UserErrorInterface],
  fields: () => ({}),
});

builder.objectType(ForbiddenError, {
  name: "ForbiddenError",
  description:
    "The viewer may not do this (code CANNOT_EDIT_POST, CANNOT_DELETE_POST, CANNOT_EDIT_COMMENT, CANNOT_DELETE_COMMENT, CANNOT_DELETE_MESSAGE, ACCESS_TOKEN_CANNOT_CHANGE_EMAIL, MESSAGES_NOT_ACCEPTED, CANNOT_REPORT_SELF, REPORT_ALREADY_REOPENED, NOT_A_MODERATOR, CANNOT_SUSPEND_SELF, CANNOT_MODERATE_MODERATOR or NOT_REMOVABLE).",
  interfaces: [UserErrorInterface],
  fields: () => ({}),
});

builder.objectType(AccountLinkError, {
  name: "AccountLinkError",
  description:
    "A mailed link (an address confirmation, a password reset) that opens nothing (code LINK_INVALID, LINK_EXPIRED or LINK_USED). Nothing was changed; a new link can be asked for.",
  interfaces: [UserErrorInterface],
  fields: () => ({}),
});

builder.objectType(EmailAlreadyVerifiedError, {
  name: "EmailAlreadyVerifiedError",
  description: "The account's address is confirmed already: there is no link to send (code EMAIL_ALREADY_VERIFIED).",
  interfaces: [UserErrorInterface],
  fields: () => ({}),
});

builder.objectType(NotFoundError, {
  name: "NotFoundError",
  description: "The id names nothing the viewer may see (code NOT_FOUND).",
  interfaces: [UserErrorInterface],
  fields: () => ({}),
});
