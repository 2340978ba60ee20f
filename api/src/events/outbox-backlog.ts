// How far live delivery is behind, as an operator needs to see it before users do: the events
// waiting in the outbox and how long the oldest has waited. Each node reads both once a second
// (one bounded statement on the outbox's primary key), shows them in /readyz and
// logs a warning when the oldest passes BEHIND_AFTER_MS, and once more when the outbox has caught
// up: two lines per episode, whatever its length, not one a second.
//
// Every node sees the same outbox, so every node reports the same backlog at once: /readyz stays
// 200 with "degraded" rather than 503 (a balancer would pull every node at the same moment, and the
// writes themselves still work: only their live events are late).
import type { Logger } from "pino";
import type { Database } from "../db/database.ts";

/** The oldest pending event older than this: live delivery is behind (a healthy outbox drains in milliseconds). */
const BEHIND_AFTER_MS = 5_000;
/** Counted up to this many (a bounded scan): `pending` at the cap means at least that many. */
const PENDING_COUNT_CAP = 10_000;
const CHECK_EVERY_MS = 1_000;

// the first rows in publishing order (the primary key), bounded: a huge backlog costs no more
const BACKLOG = `
  SELECT count(*)::int AS "pending", (extract(epoch FROM clock_timestamp() - min("createdAt")) * 1000)::float8 AS "oldestMs"
  FROM (SELECT "createdAt" FROM "OutboxEvent" ORDER BY "id" LIMIT ${PENDING_COUNT_CAP}) AS "first"`;

export interface BacklogFigures {
  /** events waiting to be published (PENDING_COUNT_CAP: at least that many) */
  pending: number;
  /** age of the oldest pending event, ms; null when none is pending */
  oldestMs: number | null;
}

export class OutboxBacklog {
  private latest: BacklogFigures | null = null;
  private latestAt: number | null = null;
  private behindSince: number | null = null;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    /** read on the database's probe path: the node's monitoring is not one of the app's statements */
    private readonly db: Pick<Database, "probe">,
    private readonly log: Logger,
  ) {}

  /** Checks now (resolving once it has: /readyz has figures from the start), then once a second until stop(). */
  async start(): Promise<this> {
    const tick = () => {
      this.checking = this.check()
        .catch((err: unknown) => {
          // the database not answering shows in /readyz as such; figures from before it would mislead
          this.latest = null;
          this.log.debug({ err }, "outbox: the backlog could not be read");
        })
        .finally(() => {
          if (this.stopped) return;
          this.timer = setTimeout(tick, CHECK_EVERY_MS);
          this.timer.unref();
        });
    };
    tick();
    await this.checking;
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.checking;
    clearTimeout(this.timer);
  }

  /** The figures of the last check; null before the first, or when the last one failed. */
  figures(): BacklogFigures | null {
    return this.latest;
  }

  /** When the figures of figures() were read (ms since the epoch); null when there are none. */
  checkedAt(): number | null {
    return this.latest && this.latestAt;
  }

  /** Whether the oldest pending event is older than BEHIND_AFTER_MS, as of the last check. */
  behind(): boolean {
    return (this.latest?.oldestMs ?? 0) > BEHIND_AFTER_MS;
  }

  /** Reads the figures (logging a change of state) and keeps them for figures(). */
  async check(): Promise<BacklogFigures> {
    const startedAt = Date.now();
    const [row] = await this.db.probe(BACKLOG);
    this.latestAt = startedAt;
    const oldestMs = row?.oldestMs == null ? null : Number(row.oldestMs);
    this.latest = {
      pending: Number(row?.pending ?? 0),
      oldestMs: oldestMs === null ? null : Math.max(0, Math.round(oldestMs)),
    };
    this.report();
    return this.latest;
  }

  private report(): void {
    const behind = this.behind();
    if (behind && this.behindSince === null) {
      this.behindSince = Date.now();
      this.log.warn({ outbox: this.latest }, `outbox: live delivery is behind: ${this.describe()}`);
    } else if (!behind && this.behindSince !== null) {
      const seconds = Math.round((Date.now() - this.behindSince) / 1000);
      this.behindSince = null;
      this.log.warn(
        { outbox: this.latest, behindForSeconds: seconds },
        `outbox: live delivery caught up (it was behind for about ${seconds} s)`,
      );
    }
  }

  private describe(): string {
    const { pending, oldestMs } = this.latest!;
    return `${pending >= PENDING_COUNT_CAP ? `at least ${pending}` : pending} events pending, the oldest ${((oldestMs ?? 0) / 1000).toFixed(1)} s old`;
  }
}
