// The outbox's publisher, one per node. A domain transaction stores its events as OutboxEvent rows
// with its change (transaction.ts); once it commits, the node nudges its relay, which reads the
// pending rows oldest first, hands each to the transport and deletes the ones the transport took.
// So a write never waits on the transport, and an event the transport refuses (Redis down) stays
// stored and goes out, in order, once it takes events again: backing off, then polling.
//
// Only one node drains at a time (a transaction-scoped advisory lock per schema): two relays
// draining side by side would interleave and reorder the events. The lock is held while the batch
// is handed over; the transport fails fast, so that is short. A node that crashes after the
// transport took a batch but before its delete committed publishes that batch again, and so does
// a retry of a batch whose publish timed out but ran once Redis answered. Each event therefore
// carries its row's id (with the time it was stored) as its identity, to every receiver: the
// transport refuses an event it already took, and each node drops a repeat it has seen
// (seen-events.ts): delivered once.
//
// The lock and the batch come in one statement, and in READ COMMITTED a statement sees the
// database as of its start: taken just after another node released the lock, it can start before
// that node's delete committed and get the lock once it has, then read rows already published
// (two nodes published 3 in 2,896 events twice that way). So the batch is read FOR UPDATE:
// locking a row finds it deleted since and skips it (the LIMIT counts only rows still there).
//
// Ids are assigned at insert, so a transaction that inserted earlier but commits later has its
// rows published after rows of later ids: each transaction's events stay in their order, and
// none is skipped (rows are deleted, not passed by a cursor).
import type { Logger } from "pino";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { SpanKind } from "@opentelemetry/api";
import { recorder } from "../observability/metrics.ts";
import { contextOf, inSpan } from "../observability/tracing.ts";
import type { DomainEventType } from "./domain-events.ts";

/** Rows handed over per drain transaction. */
const BATCH = 200;
/** The fallback when no nudge comes: rows of a node that died before draining, a failed drain. */
const POLL_MS = 1_000;
/** Another node holds the lock: it may have read its batch before our rows committed. */
const BUSY_RETRY_MS = 100;
const MAX_BACKOFF_MS = 5_000;
/** Arbitrary: the first half of the advisory lock key, the schema's hash being the second. */
const LOCK_CLASS = 0x0b0c;

export interface OutboxEventToPublish {
  /** the event's identity (its row's id and time, identityOf), the same on every attempt and every node */
  id: string;
  type: DomainEventType;
  payload: unknown;
}

/**
 * Hands `events` over in order, in as few round trips as the transport can (Redis: one pipeline),
 * and says how many, from the first, it took; with `refused`, why it took no more.
 */
export type PublishAll = (events: OutboxEventToPublish[]) => Promise<{ taken: number; refused?: unknown }>;

type Outcome = "drained" | "more" | "busy";

export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<unknown> | null = null;
  private nudged = false;
  /** woken during a drain: should it fail, the next attempt comes at once, not after the pause */
  private woken = false;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly publishAll: PublishAll,
    private readonly log: Logger,
  ) {}

  /** Publishes what is pending now, then polls. */
  start(): void {
    this.schedule(0);
  }

  /** A transaction committed events: publish them soon (unless backing off after a failure). */
  nudge(): void {
    if (this.closed) return;
    this.nudged = true;
    if (!this.draining && this.failures === 0) this.schedule(0);
  }

  /**
   * The transport can take events again (Redis reconnected): publish what is pending now, not
   * after the back-off's pause, which reaches MAX_BACKOFF_MS after a few seconds of outage.
   */
  wake(): void {
    if (this.closed) return;
    this.nudged = true;
    this.woken = true;
    if (!this.draining) this.schedule(0);
  }

  /** Stops after the drain under way, if any; what is still pending stays for the next start (any node). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.draining;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), ms);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    if (this.draining || this.closed) return;
    this.woken = false;
    const draining = this.drainAll();
    this.draining = draining;
    const next = await draining;
    this.draining = null;
    // a nudge that came as the drain ended: at once; busy or failing: after the pause, unless woken meanwhile
    if (!this.closed) this.schedule(next === "idle" ? (this.nudged ? 0 : POLL_MS) : this.woken ? 0 : next);
  }

  /** Drains until nothing is pending ("idle"), or resolves with how long to wait before trying again. */
  private async drainAll(): Promise<"idle" | number> {
    try {
      // nudged: rows are pending; polled: look first, cheaply
      for (let probe = !this.nudged; ; probe = false) {
        this.nudged = false;
        const outcome = await this.drainBatch(probe);
        if (outcome === "busy") return BUSY_RETRY_MS;
        if (outcome === "drained" && !this.nudged) break;
      }
      if (this.failures) this.log.info({ failures: this.failures }, "outbox: publishing again");
      this.failures = 0;
      return "idle";
    } catch (err) {
      if (this.failures++ === 0)
        this.log.warn({ err }, "outbox: events could not be published; they stay stored and are retried");
      this.nudged = false;
      return Math.min(MAX_BACKOFF_MS, 100 * 2 ** this.failures);
    }
  }

  private async drainBatch(probe: boolean): Promise<Outcome> {
    // the poll, almost always idle: one statement, no transaction
    if (probe && !(await this.prisma.outboxEvent.findFirst({ select: { id: true } }))) return "drained";
    let refused: unknown = null;
    const outcome = await this.prisma.$transaction(async (tx): Promise<Outcome> => {
      // the lock and the batch in one round trip: no rows at all when another node holds the lock;
      // FOR UPDATE skips rows the previous holder deleted after this statement's snapshot (above)
      const rows = await tx.$queryRaw<
        {
          locked: boolean;
          id: bigint | null;
          type: string | null;
          payload: unknown;
          createdAt: Date | null;
          traceContext: string | null;
        }[]
      >`
        WITH "lock" AS (SELECT pg_try_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(current_schema())) AS "locked")
        SELECT "lock"."locked", "batch"."id", "batch"."type", "batch"."payload", "batch"."createdAt", "batch"."traceContext"
        FROM "lock" LEFT JOIN LATERAL (
          SELECT "id", "type", "payload", "createdAt", "traceContext" FROM "OutboxEvent" WHERE "lock"."locked" ORDER BY "id" LIMIT ${BATCH}::int FOR UPDATE
        ) "batch" ON true`;
      if (!rows[0]?.locked) return "busy";
      const pending = rows.filter((row): row is typeof row & { id: bigint; type: DomainEventType } => row.id !== null);
      if (pending.length === 0) return "drained"; // locked, nothing pending
      const handed = await this.publishAll(
        pending.map((row) => ({ id: identityOf(row), type: row.type, payload: row.payload })),
      );
      refused = handed.refused ?? null;
      const taken = pending.slice(0, handed.taken);
      for (const row of taken) await recordDelivery(row);
      const published = taken.map((row) => row.id);
      if (published.length) await tx.outboxEvent.deleteMany({ where: { id: { in: published } } });
      return rows.length === BATCH ? "more" : "drained";
    }, DRAIN_TRANSACTION);
    if (refused) throw refused;
    return outcome;
  }
}

/**
 * An event's identity: its row's id, and when the row was stored. The id alone comes back after a
 * database is restored from a backup or recreated while Redis keeps its markers (a serial starts
 * again where the backup left it), and Redis would refuse the new events as taken, for the
 * markers' 20 minutes. A row stored again under an old id was not stored in the same millisecond.
 */
function identityOf(row: { id: bigint; createdAt: Date | null }): string {
  return row.createdAt ? `${row.id}@${row.createdAt.getTime()}` : String(row.id);
}

/**
 * The hop from the write to the bus, for an event the transport took: a span in the writing
 * request's trace (its context is stored with the event), and the live delivery lag.
 */
async function recordDelivery(row: {
  type: DomainEventType;
  createdAt: Date | null;
  traceContext: string | null;
}): Promise<void> {
  if (row.traceContext)
    await inSpan(
      `outbox deliver ${row.type}`,
      { kind: SpanKind.CONSUMER, startTime: row.createdAt ?? undefined },
      async () => {},
      contextOf(row.traceContext),
    );
  if (row.createdAt)
    recorder()?.deliveryLag.observe({ type: row.type }, Math.max(0, Date.now() - row.createdAt.getTime()) / 1000);
}

/** The transport fails fast; a batch that takes longer than this is rolled back and retried. */
const DRAIN_TRANSACTION = { maxWait: 10_000, timeout: 30_000 } as const;
