// Failures the domain reports on purpose. Every face translates them (GraphQL typed errors or
// error codes, v1 JSON bodies); anything else is a bug and is logged and masked.
import { describeFailure, type Failure, type FailureCode } from "./failures.ts";
import type { AppealStanding } from "./moderation/appeal-standing.ts";
import { countOf } from "./wording.ts";

export type { Failure, FailureCode } from "./failures.ts";

/** A failure on one input field. */
export interface FieldError extends Failure {
  readonly field: string;
}

export abstract class DomainError extends Error {
  /** the kind of failure, for faces that answer by kind (HTTP statuses, top-level GraphQL errors) */
  abstract readonly code: string;
}

/**
 * A refusal the client can act on, named by a FailureCode (`failure.reason`). Its message is the
 * API's wording; faces with another contract (v1, the web client) word the reason themselves.
 */
export abstract class UserError extends DomainError {
  readonly reason: FailureCode;
  constructor(readonly failure: Failure) {
    super(describeFailure(failure));
    this.reason = failure.reason;
  }
}

/** Bad input: nothing was changed. `failure` is the first of `fieldErrors`. */
export class ValidationError extends UserError {
  readonly code = "VALIDATION";
  constructor(readonly fieldErrors: readonly [FieldError, ...FieldError[]]) {
    super(fieldErrors[0]);
  }
  static of(field: string, reason: FailureCode, limit?: number) {
    return new ValidationError([{ field, reason, ...(limit !== undefined && { limit }) }]);
  }
  /** Throws the field errors, if there are any. */
  static throwIfAny(fieldErrors: readonly FieldError[]): void {
    if (fieldErrors.length) throw new ValidationError(fieldErrors as [FieldError, ...FieldError[]]);
  }
}

export class InvalidCredentialsError extends UserError {
  readonly code = "INVALID_CREDENTIALS";
  constructor() {
    super({ reason: "INVALID_CREDENTIALS" });
  }
}

export class ForbiddenError extends UserError {
  readonly code = "FORBIDDEN";
  constructor(
    reason:
      | "CANNOT_EDIT_POST"
      | "CANNOT_DELETE_POST"
      | "CANNOT_EDIT_COMMENT"
      | "CANNOT_DELETE_COMMENT"
      | "CANNOT_DELETE_MESSAGE"
      | "ACCESS_TOKEN_CANNOT_MANAGE_TOKENS"
      | "ACCESS_TOKEN_CANNOT_MANAGE_SESSIONS"
      | "ACCESS_TOKEN_CANNOT_MANAGE_TWO_STEP"
      | "ACCESS_TOKEN_CANNOT_MANAGE_PASSKEYS"
      | "ACCESS_TOKEN_CANNOT_DELETE_ACCOUNT"
      | "ACCESS_TOKEN_CANNOT_CHANGE_EMAIL"
      | "MESSAGES_NOT_ACCEPTED"
      | "NOT_A_MODERATOR"
      | "CANNOT_REPORT_SELF"
      | "REPORT_ALREADY_REOPENED"
      | "CANNOT_SUSPEND_SELF"
      | "CANNOT_MODERATE_MODERATOR"
      | "NOT_REMOVABLE"
      | "NOT_APPEALABLE"
      | "ALREADY_APPEALED"
      | "APPEAL_WINDOW_CLOSED"
      | "NOT_SUSPENDED"
      | "APPEAL_ALREADY_DECIDED",
  ) {
    super({ reason });
  }
}

/**
 * The right username and password of an account a moderator suspended (told only to who knows the
 * password): with the moderator's reason and since when, so that the person learns why, and where
 * their appeal stands (null for a suspension older than the audit log's record of it).
 */
export class AccountSuspendedError extends UserError {
  readonly code = "ACCOUNT_SUSPENDED";
  constructor(
    readonly suspensionReason: string,
    readonly suspendedSince: Date,
    readonly appealStanding: AppealStanding | null,
  ) {
    super({ reason: "ACCOUNT_SUSPENDED" });
  }
}

/**
 * The password was right, and the account has a second factor: no session yet. It carries the
 * challenge to answer (completeSecondFactor) and the factors that can answer it.
 */
export class SecondFactorRequired extends UserError {
  readonly code = "SECOND_FACTOR_REQUIRED";
  constructor(
    readonly challenge: string,
    readonly expiresAt: Date,
    readonly factors: readonly ("TOTP" | "RECOVERY_CODE" | "PASSKEY")[],
    /** with PASSKEY among the factors: the WebAuthn request options (JSON) for the browser */
    readonly passkeyOptions: string | null = null,
  ) {
    super({ reason: "SECOND_FACTOR_REQUIRED" });
  }
}

/** A second-factor challenge that proves nothing any more: unknown, used, expired, or failed too often. */
export class SecondFactorChallengeError extends UserError {
  readonly code = "SECOND_FACTOR_CHALLENGE_INVALID";
  constructor() {
    super({ reason: "SECOND_FACTOR_CHALLENGE_INVALID" });
  }
}

/** A mailed link (address confirmation, password reset) that opens nothing: unknown, expired, or used. */
export class AccountLinkError extends UserError {
  readonly code = "ACCOUNT_LINK";
  constructor(reason: "LINK_INVALID" | "LINK_EXPIRED" | "LINK_USED") {
    super({ reason });
  }
}

/** There is nothing to do: the account's address is confirmed already. */
export class EmailAlreadyVerifiedError extends UserError {
  readonly code = "EMAIL_ALREADY_VERIFIED";
  constructor() {
    super({ reason: "EMAIL_ALREADY_VERIFIED" });
  }
}

export class NotFoundError extends UserError {
  readonly code = "NOT_FOUND";
  /** `subject`: the kind of thing looked for ("Post", "User", ...) */
  constructor(subject: string) {
    super({ reason: "NOT_FOUND", subject });
  }
}

/** No valid session (missing, malformed, expired, revoked token or deleted user). */
export class UnauthenticatedError extends DomainError {
  readonly code = "UNAUTHENTICATED";
  constructor(message = "You must be logged in.") {
    super(message);
  }
}

export class TooManyRequestsError extends DomainError {
  readonly code = "TOO_MANY_REQUESTS";
  /** `what`: what was too much, when "attempts" would not say it (a budget of pixels) */
  constructor(
    readonly retryAfterSeconds: number,
    what = "Too many attempts",
  ) {
    super(`${what}. Try again in ${waitOf(retryAfterSeconds)}.`);
  }
}

/** "1 second", "42 seconds", "1 minute", "15 minutes": rounded up, so trying then always works. */
function waitOf(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? countOf(whole, "second") : countOf(Math.ceil(whole / 60), "minute");
}

/** The database (or, with `reason`, another store) does not answer (in time): the client may retry in a moment. */
export class ServiceUnavailableError extends DomainError {
  readonly code = "SERVICE_UNAVAILABLE";
  constructor(
    message = "The service is temporarily unavailable. Please try again in a moment.",
    /** what does not answer, when it is not the database; or that it stopped answering during a commit */
    readonly reason?: "MEDIA_STORE_UNAVAILABLE" | "OUTCOME_UNKNOWN",
  ) {
    super(message);
  }
}

/**
 * The database stopped answering while a change was being committed: it may have been saved or
 * not, and nobody can tell yet. "Try again" would invite a second copy; a retry with the same
 * idempotency key is safe (it answers the first one if it was saved).
 */
export class OutcomeUnknownError extends ServiceUnavailableError {
  constructor() {
    super(
      "The database stopped answering while this change was being saved: it may have been saved. Retrying with the same idempotency key is safe; without one, check before doing it again.",
      "OUTCOME_UNKNOWN",
    );
  }
}

/** The store images are kept in does not answer or refuses: no image can be stored now; reading still works. */
export class MediaStoreUnavailableError extends ServiceUnavailableError {
  constructor() {
    super("Images cannot be stored right now. Please try again in a moment.", "MEDIA_STORE_UNAVAILABLE");
  }
}
