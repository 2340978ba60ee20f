// Idempotency keys of creating mutations (a post, a comment, a message, a report, a data export, a
// game invitation). A client sends one key per user action and the same key on that action's
// retries, so a retry after a lost answer (a dropped connection, a database that stopped
// answering during COMMIT) returns the first answer and writes nothing.
//
// How it holds: the write's own transaction first inserts the key's row (claimKey), then writes,
// then records the id of what it created (settleKey), and commits all of it at once. So
// - a committed write always has its key, and a key without a write was never committed;
// - a second request with the key while the first is in flight waits on the row's unique index
//   until the first ends, then finds it taken (KeyTaken) and answers what the first created; if
//   the first rolled back, it goes ahead itself: one write, never two.
// Keys belong to one account (two accounts may use the same one) and live a day (prune).
import crypto from "node:crypto";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { isUniqueViolation } from "./database-failures.ts";
import { NotFoundError, ValidationError } from "./errors.ts";

/** How long a key answers its retries: longer than any client retries one action. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** A UUID is 36 characters; room for other schemes, not for megabytes. */
export const IDEMPOTENCY_KEY_MAX = 255;
/** Visible ASCII only (as HTTP header values travel safely): no spaces, no control characters. */
const KEY_CHARACTERS = /^[\x21-\x7e]+$/;

/** The creating mutations that take a key: the name the key is bound to (a key used for one is refused for another). */
export type KeyedOperation =
  "createPost" | "addComment" | "sendMessage" | "report" | "requestDataExport" | "inviteToGame";

/** A request's claim on its key, handed to the write's transaction. */
export interface KeyClaim {
  readonly accountId: string;
  readonly key: string;
  readonly operation: KeyedOperation;
  readonly fingerprint: string;
}

/** The key was committed by another request meanwhile (its transaction is rolled back: it wrote nothing). */
class KeyTaken extends Error {
  override readonly name = "KeyTaken";
}

/**
 * In the write's transaction, before it writes: takes the key for this request. Waits while
 * another transaction holds it; throws KeyTaken once that one committed.
 */
export async function claimKey(tx: Prisma.TransactionClient, claim: KeyClaim | undefined): Promise<void> {
  if (!claim) return;
  try {
    await tx.$executeRaw`
      INSERT INTO "IdempotencyKey" ("accountId", "key", "operation", "fingerprint")
      VALUES (${claim.accountId}::uuid, ${claim.key}, ${claim.operation}, ${claim.fingerprint})`;
  } catch (error) {
    if (isUniqueViolation(error)) throw new KeyTaken();
    throw error;
  }
}

/** In the write's transaction, once it wrote: what a retry with the key answers. */
export async function settleKey(
  tx: Prisma.TransactionClient,
  claim: KeyClaim | undefined,
  answerId: string,
): Promise<void> {
  if (!claim) return;
  await tx.$executeRaw`
    UPDATE "IdempotencyKey" SET "answerId" = ${answerId}::uuid
    WHERE "accountId" = ${claim.accountId}::uuid AND "key" = ${claim.key}`;
}

/** A request's key, or null: the field and the header may both bring one, and must then agree. */
export function keyOf(...sources: (string | null | undefined)[]): string | null {
  const given = [...new Set(sources.filter((key): key is string => typeof key === "string"))];
  if (given.length > 1) throw ValidationError.of("idempotencyKey", "IDEMPOTENCY_KEY_INVALID");
  const key = given[0];
  if (key === undefined) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX || !KEY_CHARACTERS.test(key))
    throw ValidationError.of("idempotencyKey", "IDEMPOTENCY_KEY_INVALID", IDEMPOTENCY_KEY_MAX);
  return key;
}

/** The same value for the same input whatever the order of its fields; undefined fields are left out. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, field]) => [name, canonical(field)]),
    );
  return value;
}

function fingerprintOf(operation: KeyedOperation, input: unknown): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([operation, canonical(input)]))
    .digest("base64url");
}

/** What one keyed action is: who, which key (null: none), which mutation, and its input as the key binds it. */
export interface KeyedRequest {
  accountId: string;
  key: string | null;
  operation: KeyedOperation;
  /** what makes a retry the same request: the input's values (files as their size, not their bytes) */
  input: unknown;
}

/** What a key's first request created, for its retry: NotFoundError when it has gone since (deleted). */
export function stillThere<T>(row: T | null, subject: string): T {
  if (!row) throw new NotFoundError(subject);
  return row;
}

export class IdempotencyKeys {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Runs `act` once per key: a request whose key is committed answers `recall(id of what the
   * first created)` and writes nothing; one whose key was used with other input is refused
   * (IDEMPOTENCY_KEY_REUSED). Without a key, `act` simply runs. `act` must pass the claim to its
   * transaction (claimKey first, settleKey before the commit).
   */
  async once<T>(
    request: KeyedRequest,
    recall: (answerId: string) => Promise<T>,
    act: (claim: KeyClaim | undefined) => Promise<T>,
  ): Promise<T> {
    if (request.key === null) return act(undefined);
    const claim: KeyClaim = {
      accountId: request.accountId,
      key: request.key,
      operation: request.operation,
      fingerprint: fingerprintOf(request.operation, request.input),
    };
    const earlier = await this.answerOf(claim);
    if (earlier) return recall(earlier);
    try {
      return await act(claim);
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      // a concurrent request with the key committed while this one waited for it
      const settled = await this.answerOf(claim);
      if (!settled) throw new Error("an idempotency key was taken, yet no answer is stored for it", { cause: error });
      return recall(settled);
    }
  }

  /**
   * The id the key's first request answered, or null when the key is free (never used, or past
   * its day: that row goes now). Refuses a key committed with another mutation or other input.
   */
  private async answerOf(claim: KeyClaim): Promise<string | null> {
    const where = { accountId_key: { accountId: claim.accountId, key: claim.key } };
    const row = await this.prisma.idempotencyKey.findUnique({ where });
    if (!row) return null;
    if (row.createdAt.getTime() <= Date.now() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000) {
      await this.prisma.idempotencyKey.deleteMany({ where: { ...where.accountId_key, createdAt: row.createdAt } });
      return null;
    }
    if (row.operation !== claim.operation || row.fingerprint !== claim.fingerprint)
      throw ValidationError.of("idempotencyKey", "IDEMPOTENCY_KEY_REUSED");
    if (!row.answerId) throw new Error("an idempotency key was committed without its answer");
    return row.answerId;
  }

  /** Deletes the keys past their day; how many went. Every node runs it now and then (one statement: nodes do not clash). */
  async prune(): Promise<number> {
    return this.prisma.$executeRaw`
      DELETE FROM "IdempotencyKey"
      WHERE "createdAt" < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;
  }
}
