// What a client is told of a failure: every error in the vocabulary of error-codes.ts, with what
// the client can act on (the limit, seconds to wait) and nothing of the server's insides (no
// originalError, no stack). Yoga's masking calls this for every error over HTTP and within
// every execution; graphql-ws passes the errors it reports itself through it too.
import { PothosValidationError } from "@pothos/core";
import { GraphQLError, type GraphQLErrorExtensions } from "graphql";
import type { Logger } from "pino";
import { domainErrorOf } from "../domain/database-failures.ts";
import {
  AccountSuspendedError,
  DomainError,
  ForbiddenError,
  InvalidCredentialsError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
} from "../domain/errors.ts";
import { isErrorCode, type ErrorCode } from "./error-codes.ts";

type DomainErrorClass = abstract new (...args: never[]) => DomainError;

/** The domain's failures by kind; any other is a rule of the domain refusing the action. */
const DOMAIN_CODES: [DomainErrorClass, ErrorCode][] = [
  [ValidationError, "BAD_USER_INPUT"],
  [UnauthenticatedError, "UNAUTHENTICATED"],
  [InvalidCredentialsError, "UNAUTHENTICATED"],
  [AccountSuspendedError, "FORBIDDEN"],
  [ForbiddenError, "FORBIDDEN"],
  [NotFoundError, "NOT_FOUND"],
  [TooManyRequestsError, "TOO_MANY_REQUESTS"],
  [ServiceUnavailableError, "SERVICE_UNAVAILABLE"],
];

/** Yoga's own codes, in ours. */
const YOGA_CODES: Record<string, ErrorCode> = { OPERATION_RESOLUTION_FAILURE: "BAD_REQUEST" };

/** Pothos repeats the client's value ("Invalid global ID: ..."): a megabyte sent is not a megabyte answered. */
const ECHOED_MESSAGE_CHARS = 80;

/** Whole seconds, at least 1: "retry after 0 seconds" would invite a retry that is refused again. */
export function retryAfterSeconds(error: TooManyRequestsError): number {
  return Math.max(1, Math.ceil(error.retryAfterSeconds));
}

function domainExtensions(error: DomainError): GraphQLErrorExtensions {
  const code = DOMAIN_CODES.find(([kind]) => error instanceof kind)?.[1] ?? "FORBIDDEN";
  if (error instanceof TooManyRequestsError) return { code, retryAfter: retryAfterSeconds(error) };
  // an argument the domain's rules refuse: which rule (a UserErrorCode) and which argument
  if (error instanceof ValidationError) return { code, reason: error.reason, field: error.fieldErrors[0].field };
  // what does not answer, when it is not the database (the media store)
  if (error instanceof ServiceUnavailableError && error.reason) return { code, reason: error.reason };
  return { code };
}

/** The same place in the operation (locations, path), another message and extensions, no originalError. */
function relocated(error: unknown, message: string, extensions: GraphQLErrorExtensions): GraphQLError {
  if (!(error instanceof GraphQLError)) return new GraphQLError(message, { extensions });
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions,
  });
}

function shortened(message: string): string {
  return message.length > ECHOED_MESSAGE_CHARS ? `${message.slice(0, ECHOED_MESSAGE_CHARS)}…` : message;
}

function isHttpExtension(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * A GraphQL error of graphql-js, Yoga or this server's limits: kept as it is when it already
 * speaks the vocabulary; otherwise coded by where it arose. One without a code and without a path
 * concerns the request as a whole (which operation to run); one with a path and no cause is
 * graphql-js finding the server's own answer broken (a null for a non-null field).
 */
function ownError(error: GraphQLError, log: Logger): GraphQLError {
  const { code, originalError, unexpected, ...rest } = error.extensions;
  const named = isErrorCode(code) ? code : typeof code === "string" ? YOGA_CODES[code] : undefined;
  const known = named ?? (error.path ? undefined : "BAD_REQUEST");
  if (known === "BAD_REQUEST")
    return relocated(error, error.message, { ...rest, http: badRequestStatus(rest.http), code: known });
  if (isErrorCode(code) && originalError === undefined && unexpected === undefined) return error;
  if (known) return relocated(error, error.message, { ...rest, code: known });
  log.error({ err: error }, "GraphQL error without a code in an operation");
  return relocated(error, error.message, { code: "INTERNAL_SERVER_ERROR" });
}

/**
 * A request GraphQL cannot read is a 400 whatever the client accepts (GraphQL over HTTP), or the
 * status Yoga chose (405 for a mutation over GET). Yoga marks some as `spec`, which makes them a
 * 200 for application/json ("Must provide query string.", invalid JSON): not here.
 */
function badRequestStatus(http: unknown): Record<string, unknown> {
  const given = isHttpExtension(http) ? http : {};
  return { ...given, status: typeof given.status === "number" ? given.status : 400, spec: false };
}

/** `error` as the client should see it; an unexpected one is logged (with its stack) and answered as `unexpectedMessage`. */
export function presentError(error: unknown, log: Logger, unexpectedMessage = "Unexpected error."): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? undefined) : error;
  // the client's mistakes and a database that does not answer, as the domain names them
  const domainError = domainErrorOf(original);
  if (domainError) return relocated(error, domainError.message, domainExtensions(domainError));
  // Pothos refusing an argument (a global id that is not one)
  if (original instanceof PothosValidationError)
    return relocated(error, shortened(original.message), { code: "BAD_USER_INPUT" });
  if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return ownError(error, log);
  log.error({ err: original }, "unexpected error in a GraphQL operation");
  return relocated(error, unexpectedMessage, { code: "INTERNAL_SERVER_ERROR" });
}

/**
 * An error as graphql-ws sends it: presented, without the `http` extension (status and headers
 * of an HTTP response, which Yoga reads and leaves out over HTTP).
 */
export function presentOverSocket(error: GraphQLError, log: Logger): GraphQLError {
  const presented = presentError(error, log);
  if (presented.extensions.http === undefined) return presented;
  const { http: _http, ...extensions } = presented.extensions;
  return relocated(presented, presented.message, extensions);
}
