// Database failures a client should hear about as what they are rather than as a masked
// internal error: the database not answering (retry later), or text it cannot store (the
// client's input; the text rule refuses it first, this is the safety net). Every face maps a
// failure through domainErrorOf before treating it as a bug.
import { DATABASE_UNAVAILABLE } from "../db/availability.ts";
import { DomainError, ServiceUnavailableError, ValidationError } from "./errors.ts";

/** Prisma's codes for a database it could not reach or that did not answer in time (P2028: a transaction that timed out or could not start). */
const UNAVAILABLE_PRISMA_CODES = new Set([DATABASE_UNAVAILABLE, "P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);

/**
 * SQLSTATEs: connection exceptions (08...), statement or idle-transaction timeouts (57014,
 * 25P03), a server shutting down or starting (57P01-57P03), no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57014|25P03|57P0[123]|53300)$/;

/** character_not_in_repertoire (a NUL in UTF-8 text) and untranslatable_character */
const UNSTORABLE_TEXT_SQLSTATES = new Set(["22021", "22P05"]);

interface DatabaseErrorShape {
  code?: unknown;
  meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
  cause?: { originalCode?: unknown };
}

/** The PostgreSQL error code behind a Prisma error (raw or model query), or a DriverAdapterError. */
function sqlStateOf(error: DatabaseErrorShape): string | undefined {
  const code = error.meta?.driverAdapterError?.cause?.originalCode ?? error.cause?.originalCode;
  return typeof code === "string" ? code : undefined;
}

/** A row named a key that does not exist (foreign_key_violation), through a raw query or a model one. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  return (error as DatabaseErrorShape).code === "P2003" || sqlStateOf(error as DatabaseErrorShape) === "23503";
}

/**
 * PostgreSQL aborted the transaction to resolve a race (deadlock_detected 40P01,
 * serialization_failure 40001), through a raw query or a model one: running it again succeeds.
 */
export function isResolvedRace(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const sqlState = sqlStateOf(error as DatabaseErrorShape);
  return (error as DatabaseErrorShape).code === "P2034" || sqlState === "40P01" || sqlState === "40001";
}

/** A statement ran past its statement_timeout (query_canceled 57014), through a raw query or a model one. */
export function isStatementTimeout(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  return sqlStateOf(error as DatabaseErrorShape) === "57014";
}

/** A row would repeat a unique key (unique_violation), through a raw query or a model one. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  return (error as DatabaseErrorShape).code === "P2002" || sqlStateOf(error as DatabaseErrorShape) === "23505";
}

export function domainErrorOf(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (typeof error !== "object" || error === null) return undefined;
  const failure = error as DatabaseErrorShape;
  const sqlState = sqlStateOf(failure);
  if (
    (typeof failure.code === "string" && UNAVAILABLE_PRISMA_CODES.has(failure.code)) ||
    (sqlState && UNAVAILABLE_SQLSTATE.test(sqlState))
  )
    return new ServiceUnavailableError();
  if (sqlState && UNSTORABLE_TEXT_SQLSTATES.has(sqlState))
    return ValidationError.of("input", "TEXT_INVALID_CHARACTERS");
  return undefined;
}
