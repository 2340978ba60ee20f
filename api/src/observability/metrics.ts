// The node's figures in the Prometheus text format (prom-client), for an operator's scraper: what
// each one means and what to do when it turns red is in docs/operations.md.
//
// One registry per process (a process is one node): the faces record into it through the small
// functions below, which do nothing until the server enabled metrics (METRICS_PORT or
// METRICS_TOKEN set, see metrics-endpoint.ts), so a node without metrics pays one boolean test per
// record. Labels are bounded: routes are Fastify's route patterns, event types and rate-limit
// budgets are the code's own, and a GraphQL operation is labelled by name only when it is one of
// the web client's own documents (graphql-metrics.ts); any other is "other".
//
// A scrape serializes every series at once, on the event loop: were a client able to add series
// (or make one's labels long), each scrape would grow with them and hold up every request while
// it is written (the issue-36 review made 40 operation names of up to 64 KB into an 88 MB scrape
// that held /healthz for 7 s). So besides the labels' own bounds, each recorded metric keeps at
// most MAX_SERIES series, each label value at most MAX_LABEL_LENGTH characters (BoundedSeries):
// a new series past the limit is counted under "other" in every label. What a scrape writes is
// bounded whatever clients send.
import client from "prom-client";

const PREFIX = "skysocial_";

/** From a fast page to a slow mutation with an upload; one bucket past the statement timeout (5 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Live delivery: milliseconds when healthy, seconds when behind (the 2026 incident: 6.8 s). */
const DELIVERY_LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Series each recorded metric keeps; a new one past them is counted as OVERFLOW in every label. */
export const MAX_SERIES = 500;
/** Characters of a label value; longer ones are cut (no label of the app's own comes near). */
export const MAX_LABEL_LENGTH = 64;
/** The label value of whatever is not labelled as itself. */
export const OVERFLOW = "other";

export type RealtimeTransport = "graphql-ws" | "sse" | "socket.io";
export type GraphQLOutcome = "ok" | "error" | "refused";
export interface PoolFigures {
  inUse: number;
  idle: number;
  waiting: number;
}

/** Something read when Prometheus scrapes; removed when what it reads closes. */
type Source<T> = () => T;
/** A queue's figures as of its node's last check (observability/queue-backlog.ts); null before one, or after one failed. */
type BacklogSource = Source<{ pending: number; oldestMs: number | null } | null>;

type Labels<L extends string> = Record<L, string>;

/** The series of one metric, bounded in number (MAX_SERIES) and in their label values' length. */
class BoundedSeries<L extends string> {
  private readonly seen = new Set<string>();
  private readonly overflow: Labels<L>;

  constructor(private readonly labelNames: readonly L[]) {
    this.overflow = Object.fromEntries(labelNames.map((name) => [name, OVERFLOW])) as Labels<L>;
  }

  /** The labels to record `labels` under: as given (cut to length), or OVERFLOW's once the series are full. */
  of(labels: Labels<L>): Labels<L> {
    const bounded = {} as Labels<L>;
    for (const name of this.labelNames) bounded[name] = String(labels[name]).slice(0, MAX_LABEL_LENGTH);
    const key = JSON.stringify(this.labelNames.map((name) => bounded[name]));
    if (this.seen.has(key)) return bounded;
    if (this.seen.size >= MAX_SERIES) return this.overflow;
    this.seen.add(key);
    return bounded;
  }
}

/** A histogram whose series are bounded (BoundedSeries). */
export interface BoundedHistogram<L extends string> {
  observe(labels: Labels<L>, value: number): void;
}

/** A counter whose series are bounded (BoundedSeries). */
export interface BoundedCounter<L extends string> {
  inc(labels: Labels<L>): void;
}

class NodeMetrics {
  readonly registry = new client.Registry();
  private readonly connectionSources = new Map<RealtimeTransport, Set<Source<number>>>();
  private readonly poolSources = new Set<Source<PoolFigures>>();
  private readonly redisSources = new Map<Source<boolean>, string>();
  private outboxSource: BacklogSource | null = null;
  private mailSource: BacklogSource | null = null;
  private sseOpen = 0;

  readonly httpDuration: BoundedHistogram<"method" | "route" | "status">;
  readonly graphqlDuration: BoundedHistogram<"operation" | "type" | "outcome">;
  readonly deliveryLag: BoundedHistogram<"type">;
  readonly published: BoundedCounter<"type">;
  readonly consumed: BoundedCounter<"type">;
  readonly refusals: BoundedCounter<"budget">;
  readonly mailSent: BoundedCounter<"kind">;
  readonly mailFailures: BoundedCounter<"kind" | "outcome">;

  constructor() {
    const registers = [this.registry];
    const histogram = <L extends string>(
      name: string,
      help: string,
      labelNames: L[],
      buckets: number[],
    ): BoundedHistogram<L> => {
      const recorded = new client.Histogram<L>({ name: `${PREFIX}${name}`, help, labelNames, buckets, registers });
      const series = new BoundedSeries(labelNames);
      return { observe: (labels, value) => recorded.observe(series.of(labels), value) };
    };
    const counter = <L extends string>(name: string, help: string, labelNames: L[]): BoundedCounter<L> => {
      const recorded = new client.Counter<L>({ name: `${PREFIX}${name}`, help, labelNames, registers });
      const series = new BoundedSeries(labelNames);
      return { inc: (labels) => recorded.inc(series.of(labels)) };
    };
    /** A gauge read when scraped: `read` sets its values (after a reset, so a source gone leaves no stale series). */
    const scrapedGauge = (
      name: string,
      help: string,
      labelNames: string[],
      read: (gauge: client.Gauge<string>) => void,
    ) => {
      const gauge: client.Gauge<string> = new client.Gauge({
        name: `${PREFIX}${name}`,
        help,
        labelNames,
        registers,
        collect: () => (gauge.reset(), read(gauge)),
      });
    };

    this.httpDuration = histogram(
      "http_request_duration_seconds",
      "HTTP requests by method, route pattern and status code, and how long each took",
      ["method", "route", "status"],
      LATENCY_BUCKETS,
    );
    this.graphqlDuration = histogram(
      "graphql_operation_duration_seconds",
      "GraphQL operations (HTTP and graphql-ws) by name (the web client's own; other for any other), type and outcome (ok, error: the result carries errors, refused: not run), and how long each took to execute",
      ["operation", "type", "outcome"],
      LATENCY_BUCKETS,
    );
    this.deliveryLag = histogram(
      "live_delivery_lag_seconds",
      "From a write storing its event to the event bus taking it (the outbox relay), by event type",
      ["type"],
      DELIVERY_LAG_BUCKETS,
    );
    this.published = counter("events_published_total", "Events this node handed to the event bus, by type", ["type"]);
    this.consumed = counter(
      "events_consumed_total",
      "Events this node received from the event bus for its subscribers, by type",
      ["type"],
    );
    this.refusals = counter(
      "rate_limit_refusals_total",
      "Attempts refused because a rate-limit budget was spent, by budget",
      ["budget"],
    );

    this.mailSent = counter(
      "mails_sent_total",
      "Mails this node handed to the SMTP server (or wrote to files), by kind",
      ["kind"],
    );
    this.mailFailures = counter(
      "mail_send_failures_total",
      "Sends of this node that failed, by kind and outcome (retried: tried again later; refused: the SMTP server refused the mail for good)",
      ["kind", "outcome"],
    );

    scrapedGauge(
      "realtime_connections",
      "Open realtime connections on this node, by transport (graphql-ws connections, SSE subscriptions, Socket.IO sockets)",
      ["transport"],
      (gauge) => {
        gauge.set({ transport: "sse" }, this.sseOpen);
        for (const transport of ["graphql-ws", "socket.io"] as const) {
          let open = 0;
          for (const source of this.connectionSources.get(transport) ?? []) open += source();
          gauge.set({ transport }, open);
        }
      },
    );
    /** A queue's two gauges, read from its node's last check: how many wait, and how long the oldest has. */
    const backlogGauges = (
      source: () => BacklogSource | null,
      pending: [name: string, help: string],
      oldest: [name: string, help: string],
    ) => {
      scrapedGauge(...pending, [], (gauge) => {
        const figures = source()?.();
        if (figures) gauge.set(figures.pending);
      });
      scrapedGauge(...oldest, [], (gauge) => {
        const figures = source()?.();
        if (figures) gauge.set((figures.oldestMs ?? 0) / 1000);
      });
    };
    backlogGauges(
      () => this.outboxSource,
      [
        "outbox_pending_events",
        "Events stored but not yet published (counted up to 10,000), as of the node's last check (once a second); absent while the database does not answer",
      ],
      [
        "outbox_oldest_event_age_seconds",
        "How long the oldest pending outbox event has waited (0 when none is pending), as of the node's last check",
      ],
    );
    backlogGauges(
      () => this.mailSource,
      [
        "mail_pending",
        "Mails queued but not yet sent (counted up to 10,000; those refused for good aside), as of the node's last check (once a second); absent while the database does not answer",
      ],
      [
        "mail_oldest_pending_age_seconds",
        "How long the oldest mail not yet sent has waited (0 when none is pending), as of the node's last check",
      ],
    );
    scrapedGauge(
      "db_pool_connections",
      "PostgreSQL connections of this node's pool: in_use, idle, and waiting (requests waiting for a free connection); absent on embedded PGlite, which has no pool",
      ["state"],
      (gauge) => {
        if (!this.poolSources.size) return;
        const sum = { inUse: 0, idle: 0, waiting: 0 };
        for (const source of this.poolSources) {
          const figures = source();
          sum.inUse += figures.inUse;
          sum.idle += figures.idle;
          sum.waiting += figures.waiting;
        }
        gauge.set({ state: "in_use" }, sum.inUse);
        gauge.set({ state: "idle" }, sum.idle);
        gauge.set({ state: "waiting" }, sum.waiting);
      },
    );
    scrapedGauge(
      "redis_connected",
      "1 while the named Redis client of this node is connected, 0 while it is not; absent without REDIS_URL",
      ["client"],
      (gauge) => {
        for (const [source, name] of this.redisSources) gauge.set({ client: name }, source() ? 1 : 0);
      },
    );
  }

  /** Process memory, CPU, event-loop lag (nodejs_eventloop_lag_*), garbage collection: prom-client's defaults. */
  collectProcessFigures(): void {
    client.collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
  }

  watchConnections(transport: RealtimeTransport, source: Source<number>): () => void {
    const sources = this.connectionSources.get(transport) ?? new Set();
    this.connectionSources.set(transport, sources);
    sources.add(source);
    return () => sources.delete(source);
  }

  sseOpened(): void {
    this.sseOpen++;
  }

  sseClosed(): void {
    this.sseOpen--;
  }

  watchOutbox(source: NonNullable<NodeMetrics["outboxSource"]>): () => void {
    this.outboxSource = source;
    return () => {
      if (this.outboxSource === source) this.outboxSource = null;
    };
  }

  watchMail(source: NonNullable<NodeMetrics["mailSource"]>): () => void {
    this.mailSource = source;
    return () => {
      if (this.mailSource === source) this.mailSource = null;
    };
  }

  watchPool(source: Source<PoolFigures>): () => void {
    this.poolSources.add(source);
    return () => this.poolSources.delete(source);
  }

  watchRedis(name: string, source: Source<boolean>): () => void {
    this.redisSources.set(source, name);
    return () => this.redisSources.delete(source);
  }
}

let metrics: NodeMetrics | null = null;

/** Starts recording (idempotent): the server calls it when metrics are exposed. */
export function enableMetrics(): NodeMetrics {
  if (!metrics) {
    metrics = new NodeMetrics();
    metrics.collectProcessFigures();
  }
  return metrics;
}

/**
 * The recorder when metrics are on, null when off: a face records with `recorder()?.x(...)`, and
 * registers a scraped source with `watch(...)`, which returns its own removal.
 */
export function recorder(): NodeMetrics | null {
  return metrics;
}

export type { NodeMetrics };
