// Atomic domain writes. An action and the notification it causes (or retracts) commit together,
// and so do the events describing them: they are stored in the outbox in the same transaction,
// and handed to the bus once it commits (the outbox keeps any the bus could not publish). A
// subscriber that loads what an event names finds it, a rolled-back change is never announced,
// and a committed one always is, even when Redis was down at the time; the write itself never
// waits on Redis.
import { setTimeout as sleep } from "node:timers/promises";
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import type { DomainEvents, DomainEventType } from "../events/domain-events.ts";
import type { EphemeralEventType, EventBus } from "../events/event-bus.ts";
import type { CommittedEvent } from "../events/outbox-relay.ts";
import { activeTraceparent } from "../observability/tracing.ts";
import { domainErrorOf, isResolvedRace } from "./database-failures.ts";
import { NotFoundError, OutcomeUnknownError, ServiceUnavailableError } from "./errors.ts";
import { requireId } from "./ids.ts";

/**
 * Every domain transaction's options. A burst of writes can queue for the pool's connections
 * longer than Prisma's default 2 s wait, and a transaction that stores an upload's file can take
 * longer than Prisma's default 5 s on a busy machine: single statements would simply queue, so
 * an action should too rather than fail (an "expired transaction" 500 was seen with 8
 * concurrent profile-image uploads on PGlite).
 */
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/** Events of stored changes: every type but the ephemeral ones. */
export type StoredEventType = Exclude<DomainEventType, EphemeralEventType>;

/** Events a transaction announces once it has committed, in the order given. */
export interface PendingEvents {
  publish<K extends StoredEventType>(type: K, payload: DomainEvents[K]): void;
}

/**
 * Runs `work` in one transaction, storing the events it queued in the outbox before the commit,
 * and hands them to the bus after it. A deadlock or serialization failure (PostgreSQL aborts one
 * of the transactions involved) runs `work` again from the start (retryingConflicts); the aborted
 * attempt's events are dropped with it.
 */
export async function inTransaction<T>(
  prisma: PrismaClient,
  bus: EventBus,
  work: (tx: Prisma.TransactionClient, events: PendingEvents) => Promise<T>,
): Promise<T> {
  const { result, stored } = await retryingConflicts(() =>
    committing(prisma, async (tx) => {
      const queued: OutboxEntry[] = [];
      const result = await work(tx, { publish: (type, payload) => void queued.push({ type, payload }) });
      return { result, stored: await storeEvents(tx, queued) };
    }),
  );
  bus.committed(stored);
  return result;
}

/**
 * prisma.$transaction(work) with TRANSACTION_OPTIONS, telling apart the one failure whose outcome
 * nobody knows: the database stopped answering once `work` had finished, that is during COMMIT
 * (the commit may have landed, its answer was lost). That is OutcomeUnknownError, not the
 * "try again" of ServiceUnavailableError; any failure before the commit rolled everything back.
 */
export async function committing<T>(
  prisma: PrismaClient,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  let committing = false;
  try {
    return await prisma.$transaction(async (tx) => {
      const result = await work(tx);
      committing = true;
      return result;
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    if (committing && domainErrorOf(error) instanceof ServiceUnavailableError) throw new OutcomeUnknownError();
    throw error;
  }
}

export interface OutboxEntry {
  type: StoredEventType;
  payload: DomainEvents[StoredEventType];
}

/**
 * Stores `events` in the outbox, in order, within `tx` (one statement), and returns their rows;
 * the caller hands those to the bus once `tx` committed (`bus.committed(rows)`).
 */
export async function storeEvents(
  tx: Prisma.TransactionClient,
  events: readonly OutboxEntry[],
): Promise<CommittedEvent[]> {
  if (!events.length) return [];
  // the writing request's trace (null unless tracing): the relay's delivery span continues it
  const traceContext = activeTraceparent();
  const rows = await tx.outboxEvent.createManyAndReturn({
    data: events.map(({ type, payload }) => ({
      type,
      payload: payload as unknown as Prisma.InputJsonObject,
      traceContext,
    })),
    select: { id: true, createdAt: true },
  });
  // one INSERT numbers its rows in the order given
  const ordered = rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return ordered.map(({ id, createdAt }, index) => ({ id, createdAt, ...events[index]!, traceContext }));
}

/**
 * Events queued within a transaction its caller runs itself (withStoredImages, say): `store(tx)`
 * stores them before it commits; the caller hands the rows to the bus once it has (`bus.committed(rows)`).
 */
export function collectingEvents(): PendingEvents & {
  store(tx: Prisma.TransactionClient): Promise<CommittedEvent[]>;
} {
  const queued: OutboxEntry[] = [];
  return {
    publish: (type, payload) => void queued.push({ type, payload }),
    store: (tx) => storeEvents(tx, queued.splice(0)),
  };
}

/** Attempts in all, the first included: a race PostgreSQL resolves rarely recurs twice in a row. */
const ATTEMPTS = 3;
/** The most a retry waits before it runs again (a random share of it: the racers do not meet again in step). */
const RETRY_JITTER_MS = 25;

/**
 * Runs `attempt` again (up to ATTEMPTS times in all) when PostgreSQL aborted it to resolve a race
 * (a deadlock or a serialization failure, whether a raw query or a model one hit it), after a
 * short random pause, so the user never sees an error for a race the database resolved.
 */
export async function retryingConflicts<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= ATTEMPTS || !isResolvedRace(error)) throw error;
      await sleep(Math.random() * RETRY_JITTER_MS);
    }
  }
}

/**
 * Locks a post's row until the transaction ends; NotFoundError when it does not exist (any more).
 * Every transaction that changes what hangs off a post (likes, comments, their notifications)
 * takes "share" first, and deleting the post takes "update", which waits for those to end and
 * makes later ones wait (then they find no post). So the rows a post's deletion cascades to
 * cannot change between reading them and deleting them, and one lock order (the post, then its
 * rows) keeps these actions from deadlocking one another. "share" (KEY SHARE) does not block
 * editing the caption.
 */
export async function lockPost(
  tx: Prisma.TransactionClient,
  postId: string,
  mode: "share" | "update",
): Promise<{ id: string; authorId: string }> {
  const strength = mode === "share" ? Prisma.sql`FOR KEY SHARE` : Prisma.sql`FOR UPDATE`;
  const rows = await tx.$queryRaw<{ id: string; authorId: string }[]>`
    SELECT "id", "authorId" FROM "Post" WHERE "id" = ${requireId(postId, "Post")}::uuid ${strength}`;
  if (!rows[0]) throw new NotFoundError("Post");
  return rows[0];
}
