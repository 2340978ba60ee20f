// Atomic domain writes. An action and the notification it causes (or retracts) commit together,
// and the events describing them go out only after the commit: a subscriber that loads what an
// event names finds it, and a rolled-back change is never announced.
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import type { DomainEvents, DomainEventType } from "../events/domain-events.ts";
import type { EventBus } from "../events/event-bus.ts";
import { NotFoundError } from "./errors.ts";
import { requireId } from "./ids.ts";

/**
 * Every domain transaction's options. A burst of writes can queue for the pool's connections
 * longer than Prisma's default 2 s wait, and a transaction that stores an upload's file can take
 * longer than Prisma's default 5 s on a busy machine: single statements would simply queue, so
 * an action should too rather than fail (an "expired transaction" 500 was seen with 8
 * concurrent profile-image uploads on PGlite).
 */
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/** Events a transaction announces once it has committed, in the order given. */
export interface PendingEvents {
  publish<K extends DomainEventType>(type: K, payload: DomainEvents[K]): void;
}

/**
 * Runs `work` in one transaction and publishes what it queued once it commits. A deadlock or
 * write conflict (PostgreSQL aborts one of the transactions involved) runs `work` again from the
 * start; the aborted attempt's events are dropped with it.
 */
export async function inTransaction<T>(
  prisma: PrismaClient,
  bus: EventBus,
  work: (tx: Prisma.TransactionClient, events: PendingEvents) => Promise<T>,
): Promise<T> {
  const { result, pending } = await retryingConflicts(async () => {
    const pending: (() => Promise<void>)[] = [];
    const events: PendingEvents = { publish: (type, payload) => void pending.push(() => bus.publish(type, payload)) };
    const result = await prisma.$transaction((tx) => work(tx, events), TRANSACTION_OPTIONS);
    return { result, pending };
  });
  for (const publish of pending) await publish();
  return result;
}

const ATTEMPTS = 3;

/** Runs `attempt` again (up to 3 times in all) when PostgreSQL aborted it to break a deadlock or a write conflict. */
export async function retryingConflicts<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= ATTEMPTS || !isWriteConflict(error)) throw error;
    }
  }
}

function isWriteConflict(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2034";
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
export async function lockPost(tx: Prisma.TransactionClient, postId: string, mode: "share" | "update"): Promise<{ id: string; authorId: string }> {
  const strength = mode === "share" ? Prisma.sql`FOR KEY SHARE` : Prisma.sql`FOR UPDATE`;
  const rows = await tx.$queryRaw<{ id: string; authorId: string }[]>`
    SELECT "id", "authorId" FROM "Post" WHERE "id" = ${requireId(postId, "Post")}::uuid ${strength}`;
  if (!rows[0]) throw new NotFoundError("Post not found");
  return rows[0];
}
