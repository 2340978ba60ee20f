// Failures the domain reports on purpose. Every face translates them (GraphQL typed errors or
// error codes, v1 JSON bodies); anything else is a bug and is logged and masked.

export interface FieldError {
  /** input field name as the GraphQL input spells it (e.g. "username", "profileImage") */
  field: string;
  message: string;
}

export abstract class DomainError extends Error {
  abstract readonly code: string;
}

/** Bad input: nothing was changed. */
export class ValidationError extends DomainError {
  readonly code = "VALIDATION";
  constructor(readonly fieldErrors: FieldError[]) {
    super(fieldErrors[0]?.message ?? "Invalid input.");
  }
  static field(field: string, message: string) {
    return new ValidationError([{ field, message }]);
  }
}

export class InvalidCredentialsError extends DomainError {
  readonly code = "INVALID_CREDENTIALS";
  constructor(message = "Invalid username or password.") {
    super(message);
  }
}

/** No valid session (missing, malformed, expired, revoked token or deleted user). */
export class UnauthenticatedError extends DomainError {
  readonly code = "UNAUTHENTICATED";
  constructor(message = "You must be logged in.") {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly code = "FORBIDDEN";
}

export class NotFoundError extends DomainError {
  readonly code = "NOT_FOUND";
}

export class TooManyRequestsError extends DomainError {
  readonly code = "TOO_MANY_REQUESTS";
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`);
  }
}

/** The database does not answer (in time): the client may retry in a moment. */
export class ServiceUnavailableError extends DomainError {
  readonly code = "SERVICE_UNAVAILABLE";
  constructor(message = "The service is temporarily unavailable. Please try again in a moment.") {
    super(message);
  }
}
