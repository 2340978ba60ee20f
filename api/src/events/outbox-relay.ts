// The outbox's publisher, one per node. A domain transaction stores its events as OutboxEvent rows
// with its change (transaction.ts). Once it commits, its node hands those rows to the transport at
// once (publishing at commit: the writer has them, nothing reads them again) and deletes the ones
// the transport took, many in one statement every few milliseconds. So a write never waits on the
// transport, and an event the transport refuses (Redis down) stays stored: the relay then drains
// what is pending, oldest first, backing off, then polling, and publishes at commit again once it
// has caught up. Every second it also sweeps rows older than a second, which no node publishes any
// more: their node crashed between the commit and the delete, or the delete failed.
//
// Only one node drains at a time (a transaction-scoped advisory lock per schema): two relays
// draining side by side would interleave and reorder the events. The lock is held while the batch
// is handed over; the transport fails fast, so that is short. A node that crashes after the
// transport took a batch but before its delete committed publishes that batch again, and so does
// a retry of a batch whose publish timed out but ran once Redis answered, or a sweep of a row
// whose delete failed. Each event therefore carries its row's id (with the time it was stored) as
// its identity, to every receiver: the transport refuses an event it already took, and each node
// drops a repeat it has seen (seen-events.ts): delivered once.
//
// The lock and the batch come in one statement, and in READ COMMITTED a statement sees the
// database as of its start: taken just after another node released the lock, it can start before
// that node's delete committed and get the lock once it has, then read rows already published
// (two nodes published 3 in 2,896 events twice that way). So the batch is read FOR UPDATE:
// locking a row finds it deleted since and skips it (the LIMIT counts only rows still there).
//
// Order: a node hands its commits over in the order they committed, one batch at a time, and
// while it is draining a backlog its new commits wait behind it in the outbox. Across nodes the
// stream's order is the order the nodes' batches reached it, as it was the order of the ids
// (given at insert, not at commit) before: each transaction's events stay in their order.
import type { Logger } from "pino";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { SpanKind } from "@opentelemetry/api";
import { Prisma } from "../generated/prisma/client.ts";
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
/** Rows taken by the transport wait this long to be deleted together, in one statement. */
const DELETE_EVERY_MS = 10;
/** Ids per DELETE statement, so a burst stays within a statement's parameters. */
const DELETE_CHUNK = 1_000;
/** A row older than this is no longer being published by its writer: the sweep publishes it. */
const SWEEP_AFTER_MS = 1_000;

/** An outbox row its transaction has just committed: what the writer hands to the bus. */
export interface CommittedEvent {
  id: bigint;
  createdAt: Date;
  type: DomainEventType;
  payload: unknown;
  traceContext: string | null;
}

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
/** Which pending rows a drain takes: every one (catching up), or those their writers no longer publish (a sweep). */
type Scope = "all" | "stale";

export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<unknown> | null = null;
  private nudged = false;
  /** woken during a drain: should it fail, the next attempt comes at once, not after the pause */
  private woken = false;
  private failures = 0;
  private closed = false;
  /** draining every pending row: commits meanwhile wait behind them, in the outbox */
  private catchingUp = false;
  /** committed rows to hand over, in commit order */
  private readonly fresh: CommittedEvent[] = [];
  private handing: Promise<void> | null = null;
  /** ids of rows the transport took, deleted together shortly */
  private readonly taken: bigint[] = [];
  private deleteTimer: NodeJS.Timeout | undefined;
  private deleting: Promise<void> | null = null;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly publishAll: PublishAll,
    private readonly log: Logger,
    /**
     * whether it sweeps, once a second, rows their writers left behind; without (a test's node
     * whose statements are its own), it drains at start and after a failure only
     */
    private readonly options: { sweeps: boolean } = { sweeps: true },
  ) {}

  /** Publishes what is pending now (other nodes' commits that were not published too), then polls. */
  start(): void {
    this.nudged = true;
    this.schedule(0);
  }

  /**
   * A transaction committed `events`: hand them to the transport now, unless the relay is behind
   * (a failure, or a backlog it is draining), when they wait their turn in the outbox.
   */
  committed(events: readonly CommittedEvent[]): void {
    if (this.closed || events.length === 0) return;
    if (this.failures > 0 || this.catchingUp) return this.nudge();
    this.fresh.push(...events);
    this.handing ??= this.handOver();
  }

  /** Rows are pending in the outbox: drain them, in order, soon (unless backing off after a failure). */
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

  /** Stops after the drain and hand-over under way, if any; what is still pending stays for the next start (any node). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await Promise.all([this.draining, this.handing]);
    clearTimeout(this.deleteTimer);
    await this.deleting;
    if (this.taken.length > 0) await this.deleteTaken();
  }

  /** Hands the fresh commits over, a batch at a time; a refusal leaves the rest to the drain. */
  private async handOver(): Promise<void> {
    try {
      while (this.fresh.length > 0) {
        const batch = this.fresh.splice(0, BATCH);
        const handed = await this.publishAll(batch.map(toPublish)).catch((refused: unknown) => ({
          taken: 0,
          refused,
        }));
        const taken = batch.slice(0, handed.taken);
        for (const row of taken) await recordDelivery(row);
        this.forget(taken.map((row) => row.id));
        if (handed.refused !== undefined) {
          // stored, all of them: the drain publishes them, in order, with whatever commits meanwhile
          this.fresh.length = 0;
          this.failed(handed.refused);
          return;
        }
      }
    } finally {
      // in the same turn as the loop's last look: a commit from now on starts another hand-over
      this.handing = null;
    }
  }

  /** Deletes these published rows with the next batch (a delete under way takes them on its next turn). */
  private forget(ids: readonly bigint[]): void {
    if (ids.length === 0) return;
    this.taken.push(...ids);
    if (this.deleteTimer || this.deleting || this.closed) return;
    this.deleteTimer = setTimeout(() => {
      this.deleteTimer = undefined;
      this.deleting = this.deleteTaken();
    }, DELETE_EVERY_MS);
    this.deleteTimer.unref();
  }

  private async deleteTaken(): Promise<void> {
    try {
      while (this.taken.length > 0) {
        const ids = this.taken.splice(0, DELETE_CHUNK);
        try {
          await deletePublished(this.prisma, ids);
        } catch (err) {
          // published but still stored: the sweep publishes them again in a second, and every receiver drops the repeat
          this.log.warn({ err, events: ids.length }, "outbox: published events could not be deleted");
        }
      }
    } finally {
      // in the same turn as the loop's last look, as in handOver
      this.deleting = null;
    }
  }

  /** The transport refused: back off, then drain every pending row, in order (the first failure is logged). */
  private failed(err: unknown): number {
    if (this.failures++ === 0)
      this.log.warn({ err }, "outbox: events could not be published; they stay stored and are retried");
    this.nudged = true;
    const pause = Math.min(MAX_BACKOFF_MS, 100 * 2 ** this.failures);
    if (!this.draining && !this.closed) this.schedule(pause);
    return pause;
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
    if (this.closed) return;
    if (next !== "idle") this.schedule(this.woken ? 0 : next);
    else if (this.nudged) this.schedule(0);
    else if (this.options.sweeps) this.schedule(POLL_MS);
  }

  /** Drains until nothing is pending ("idle"), or resolves with how long to wait before trying again. */
  private async drainAll(): Promise<"idle" | number> {
    try {
      // nudged: every pending row, in order; polled: look first, cheaply, for rows nobody publishes
      for (let first = true; ; first = false) {
        const scope: Scope = this.nudged ? "all" : "stale";
        if (scope === "all") this.catchingUp = true;
        this.nudged = false;
        const outcome = await this.drainBatch(scope, first && scope === "stale");
        if (outcome === "busy") return BUSY_RETRY_MS;
        if (outcome === "drained" && !this.nudged) break;
      }
      if (this.failures) this.log.info({ failures: this.failures }, "outbox: publishing again");
      this.failures = 0;
      return "idle";
    } catch (err) {
      return this.failed(err);
    } finally {
      this.catchingUp = false;
    }
  }

  private async drainBatch(scope: Scope, probe: boolean): Promise<Outcome> {
    // rows their writers are still publishing are younger: a sweep leaves them to them
    const stale =
      scope === "stale"
        ? Prisma.sql`AND "createdAt" < clock_timestamp() - ${SWEEP_AFTER_MS}::int * interval '1 millisecond'`
        : Prisma.empty;
    // the poll, almost always idle: one statement, no transaction
    if (
      probe &&
      (await this.prisma.$queryRaw<unknown[]>`SELECT 1 FROM "OutboxEvent" WHERE true ${stale} LIMIT 1`).length === 0
    )
      return "drained";
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
          SELECT "id", "type", "payload", "createdAt", "traceContext" FROM "OutboxEvent" WHERE "lock"."locked" ${stale} ORDER BY "id" LIMIT ${BATCH}::int FOR UPDATE
        ) "batch" ON true`;
      if (!rows[0]?.locked) return "busy";
      const pending = rows.filter((row): row is typeof row & { id: bigint; type: DomainEventType } => row.id !== null);
      if (pending.length === 0) return "drained"; // locked, nothing pending
      const handed = await this.publishAll(pending.map(toPublish));
      refused = handed.refused ?? null;
      const taken = pending.slice(0, handed.taken);
      for (const row of taken) await recordDelivery(row);
      const published = taken.map((row) => row.id);
      if (published.length) await deletePublished(tx, published);
      return rows.length === BATCH ? "more" : "drained";
    }, DRAIN_TRANSACTION);
    if (refused) throw refused;
    return outcome;
  }
}

/** Deletes rows the transport took: one statement, worded the same by both ways of publishing. */
function deletePublished(client: Pick<Prisma.TransactionClient, "$executeRaw">, ids: readonly bigint[]) {
  return client.$executeRaw`DELETE FROM "OutboxEvent" WHERE "id" IN (${Prisma.join(ids)})`;
}

function toPublish(row: {
  id: bigint;
  createdAt: Date | null;
  type: DomainEventType;
  payload: unknown;
}): OutboxEventToPublish {
  return { id: identityOf(row), type: row.type, payload: row.payload };
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
