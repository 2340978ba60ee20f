// v1 error bodies, and the last line of defence for everything under /api/v1: every failure
// answers JSON (v1's crash on a bad token is exactly what must never happen again).
import type { FastifyReply, FastifyRequest } from "fastify";
import { domainErrorOf } from "../../domain/database-failures.ts";
import {
  AccountSuspendedError,
  ForbiddenError,
  InvalidCredentialsError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
  type DomainError,
} from "../../domain/errors.ts";
import { v1MessageOf } from "./failure-texts.ts";

/** v1 used "failed" almost everywhere, "error" for exceptions in signup, login and updatePassword. */
export type V1ErrorStatus = "failed" | "error";

export interface V1ErrorBody {
  status: V1ErrorStatus;
  /** always a string: the v1 client shows `Error: ${message}` in a toast */
  message: string;
}

export function v1Error(message: string, status: V1ErrorStatus = "failed"): V1ErrorBody {
  return { status, message };
}

export const SOMETHING_WENT_WRONG = "Something went wrong.";

/**
 * A request this face refuses by v1's wire rules before the domain sees it (a malformed id in
 * the path, a bad query parameter, a form field cut at the size limit): bad input like the
 * domain's (MALFORMED_INPUT, 400), worded here.
 */
export class V1InputError extends ValidationError {
  constructor(field: string, message: string) {
    super([{ field, reason: "MALFORMED_INPUT" }]);
    this.message = message;
  }
}

/** Domain failures a route did not translate itself, by their usual HTTP meaning. */
function statusOfDomainError(error: DomainError | undefined): number | undefined {
  if (error instanceof ValidationError || error instanceof InvalidCredentialsError) return 400;
  if (error instanceof UnauthenticatedError) return 401;
  if (error instanceof ForbiddenError || error instanceof AccountSuspendedError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof TooManyRequestsError) return 429;
  if (error instanceof ServiceUnavailableError) return 503;
  return undefined;
}

/** The status and message a v1 client gets for a failure a route did not answer itself; none for a bug. */
function clientFailure(error: unknown): { status: number; message: string } | undefined {
  const domainError = domainErrorOf(error);
  const status = statusOfDomainError(domainError) ?? clientErrorStatus(error);
  if (status === undefined) return undefined;
  return { status, message: domainError ? v1MessageOf(domainError) : (error as Error).message };
}

/** Fastify's and its plugins' own client errors (bad JSON, unsupported type, multipart limits, rate limit). */
function clientErrorStatus(error: unknown): number | undefined {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === "number" && statusCode >= 400 && statusCode < 500 ? statusCode : undefined;
}

export function sendTooManyRequests(reply: FastifyReply, error: TooManyRequestsError) {
  return reply
    .status(429)
    .header("retry-after", String(Math.ceil(error.retryAfterSeconds)))
    .send(v1Error(error.message));
}

export function handleV1Error(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof TooManyRequestsError) return sendTooManyRequests(reply, error);
  const failure = clientFailure(error);
  if (failure) return reply.status(failure.status).send(v1Error(failure.message));
  request.log.error({ err: error }, "unexpected error in the v1 REST API");
  return reply.status(500).send(v1Error(SOMETHING_WENT_WRONG));
}

/**
 * The follow, like and save toggles answered bare `{message}` in v1, without `status`: the
 * error handler of those routes. Unexpected failures stay masked and logged.
 */
export function handleV1ToggleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const failure = clientFailure(error);
  if (failure) return reply.status(failure.status).send({ message: failure.message });
  request.log.error({ err: error }, "unexpected error in a v1 toggle");
  return reply.status(500).send({ message: "Internal server error" });
}

export function handleV1NotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(v1Error("Not found"));
}
