// The outbox's publisher, one per node. A domain transaction stores its events as OutboxEvent rows
// with its change (transaction.ts); once it commits, the node nudges its relay, which reads the
// pending rows oldest first, hands each to the transport and deletes the ones the transport took.
// So a write never waits on the transport, and an event the transport refuses (Redis down) stays
// stored and goes out, in order, once it takes events again: backing off, then polling.
//
// Only one node drains at a time (a transaction-scoped advisory lock per schema): two relays
// draining side by side would interleave and reorder the events. The lock is held while the batch
// is handed over; the transport fails fast, so that is short. A node that crashes after the
// transport took a batch but before its delete committed publishes that batch again: delivery
// is at least once (consumers already tolerate a repeat: two nodes, the chat's numbered streams).
//
// Ids are assigned at insert, so a transaction that inserted earlier but commits later has its
// rows published after rows of later ids: each transaction's events stay in their order, and
// none is skipped (rows are deleted, not passed by a cursor).
import type { Logger } from "pino";
import type { PrismaClient } from "../generated/prisma/client.ts";
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

export type Publish = (type: DomainEventType, payload: unknown) => Promise<void>;

type Outcome = "drained" | "more" | "busy";

export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<unknown> | null = null;
  private nudged = false;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly publish: Publish,
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
    const draining = this.drainAll();
    this.draining = draining;
    const next = await draining;
    this.draining = null;
    // a nudge that came as the drain ended: at once; busy or failing: after the pause
    if (!this.closed) this.schedule(next === "idle" ? (this.nudged ? 0 : POLL_MS) : next);
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
      if (this.failures++ === 0) this.log.warn({ err }, "outbox: events could not be published; they stay stored and are retried");
      this.nudged = false;
      return Math.min(MAX_BACKOFF_MS, 100 * 2 ** this.failures);
    }
  }

  private async drainBatch(probe: boolean): Promise<Outcome> {
    // the poll, almost always idle: one statement, no transaction
    if (probe && !(await this.prisma.outboxEvent.findFirst({ select: { id: true } }))) return "drained";
    let refused: unknown = null;
    const outcome = await this.prisma.$transaction(async (tx): Promise<Outcome> => {
      // the lock and the batch in one round trip: no rows at all when another node holds the lock
      const rows = await tx.$queryRaw<{ locked: boolean; id: bigint | null; type: string | null; payload: unknown }[]>`
        WITH "lock" AS (SELECT pg_try_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(current_schema())) AS "locked")
        SELECT "lock"."locked", "batch"."id", "batch"."type", "batch"."payload"
        FROM "lock" LEFT JOIN LATERAL (
          SELECT "id", "type", "payload" FROM "OutboxEvent" WHERE "lock"."locked" ORDER BY "id" LIMIT ${BATCH}::int
        ) "batch" ON true`;
      if (!rows[0]?.locked) return "busy";
      const published: bigint[] = [];
      for (const row of rows) {
        if (row.id === null) break; // locked, nothing pending
        try {
          await this.publish(row.type as DomainEventType, row.payload);
        } catch (error) {
          refused = error;
          break;
        }
        published.push(row.id);
      }
      if (published.length) await tx.outboxEvent.deleteMany({ where: { id: { in: published } } });
      return rows.length === BATCH ? "more" : "drained";
    }, DRAIN_TRANSACTION);
    if (refused) throw refused;
    return outcome;
  }
}

/** The transport fails fast; a batch that takes longer than this is rolled back and retried. */
const DRAIN_TRANSACTION = { maxWait: 10_000, timeout: 30_000 } as const;
