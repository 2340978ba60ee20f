// How far a queue kept in a table is behind, as an operator needs to see it before users do: the
// items waiting and how long the oldest has waited. Each node reads both once a second (one
// bounded statement), shows them in /readyz and logs a warning when the oldest passes the
// queue's bound, and once more when it has caught up: two lines per episode, whatever its length,
// not one a second. The outbox (events/outbox-backlog.ts) and mail (mail/mail-backlog.ts) are such queues.
//
// Every node sees the same table, so every node reports the same backlog at once: /readyz stays
// 200 with "degraded" rather than 503 (a balancer would pull every node at the same moment, and
// the writes themselves still work: only what the queue does for them is late).
import type { Logger } from "pino";
import type { Database } from "../db/database.ts";

/** Counted up to this many (a bounded scan): `pending` at the cap means at least that many. */
export const PENDING_COUNT_CAP = 10_000;
const CHECK_EVERY_MS = 1_000;

export interface BacklogFigures {
  /** items waiting (PENDING_COUNT_CAP: at least that many) */
  pending: number;
  /** age of the oldest pending item, ms; null when none is pending */
  oldestMs: number | null;
}

/** What a backlog is of, and when it is behind. */
export interface QueueOfWork {
  /** one bounded statement answering `pending` and `oldestMs` (see PENDING_COUNT_CAP) */
  query: string;
  /** the oldest pending item older than this: the work is behind */
  behindAfterMs: number;
  /** the log's words: "outbox: live delivery" is behind, has caught up */
  work: string;
  /** what is pending: "events", "mails" */
  items: string;
}

export class QueueBacklog {
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
    private readonly queue: QueueOfWork,
  ) {}

  /** Checks now (resolving once it has: /readyz has figures from the start), then once a second until stop(). */
  async start(): Promise<this> {
    const tick = () => {
      this.checking = this.check()
        .catch((err: unknown) => {
          // the database not answering shows in /readyz as such; figures from before it would mislead
          this.latest = null;
          this.log.debug({ err }, `${this.queue.work}: the backlog could not be read`);
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

  /** Whether the oldest pending item is older than `behindAfterMs`, as of the last check. */
  behind(): boolean {
    return (this.latest?.oldestMs ?? 0) > this.queue.behindAfterMs;
  }

  /** When the figures of figures() were read (ms since the epoch); null when there are none. */
  checkedAt(): number | null {
    return this.latest && this.latestAt;
  }

  /** Reads the figures (logging a change of state) and keeps them for figures(). */
  async check(): Promise<BacklogFigures> {
    const startedAt = Date.now();
    const [row] = await this.db.probe(this.queue.query);
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
      this.log.warn({ backlog: this.latest }, `${this.queue.work} is behind: ${this.describe()}`);
    } else if (!behind && this.behindSince !== null) {
      const seconds = Math.round((Date.now() - this.behindSince) / 1000);
      this.behindSince = null;
      this.log.warn(
        { backlog: this.latest, behindForSeconds: seconds },
        `${this.queue.work} caught up (it was behind for about ${seconds} s)`,
      );
    }
  }

  private describe(): string {
    const { pending, oldestMs } = this.latest!;
    return `${pending >= PENDING_COUNT_CAP ? `at least ${pending}` : pending} ${this.queue.items} pending, the oldest ${((oldestMs ?? 0) / 1000).toFixed(1)} s old`;
  }
}
