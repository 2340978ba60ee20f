// The bus between nodes: one Redis stream per deployment. Publishing appends (XADD); every node
// reads the stream from the last entry it saw (XREAD) and hands each event to its local
// subscribers. Unlike pub/sub, a node whose connection dropped, or that reconnects later than the
// node publishing, carries on from where it was: after a Redis outage the outbox's backlog
// reaches every node, in order, whichever node reconnects first.
//
// Publishing never waits: the writing connection has no offline queue and a short command
// timeout, so while Redis is down or silent a publish fails at once and the outbox keeps the event.
// The reading connection waits for Redis as long as it takes.
//
// A publish that timed out has not necessarily failed: Redis frozen, or the link cut, runs the
// command once it answers again, while the relay has retried the batch meanwhile (or another
// node's relay published it). So an outbox event is appended by a script that checks a marker
// named after the event's identity (its outbox row id), and appends only when there is none (then
// sets it): one script, atomic, so however many attempts reach Redis, one entry lands. The entry
// carries the identity too, and every node drops a repeat it has seen (seen-events.ts), should
// one get past.
//
// With sentinels the primary can fail over to a replica, and replication is asynchronous: a batch
// the old primary took but had not passed on would be lost with it, its outbox rows already
// deleted. So an outbox batch counts as taken only once a replica has it too (WAIT, in the same
// round trip); otherwise the relay keeps the rows and publishes them again, to the new primary.
// Nodes may have read the lost entries from the old primary meanwhile: the new entries carry the
// same identities, and each node drops what it has seen.
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { connectRedis, describeRedisTarget, failsOver, type RedisTarget } from "../config/redis-target.ts";
import { firstOf, reportOutages } from "./redis-outages.ts";
import type { DomainEventType } from "./domain-events.ts";
import type { OutboxEventToPublish } from "./outbox-relay.ts";

/** A healthy Redis answers in well under a millisecond; this bounds a frozen or cut-off one. */
const COMMAND_TIMEOUT_MS = 1_000;
/** How long a starting node waits for Redis before it starts without (it keeps reconnecting). */
const CONNECT_WAIT_MS = 2_000;
/**
 * Entries the stream keeps (approximately): what a node whose reading connection lags or dropped
 * can still catch up on. Minutes of traffic; the outbox, not the stream, keeps events through an outage.
 */
const STREAM_MAX_LENGTH = 10_000;
const READ_BATCH = 500;
const READ_RETRY_MS = 500;
/**
 * How long one read waits for new entries. A read answers at least this often (empty when nothing
 * came), so a reading connection that stops answering (Redis frozen, the link cut without a reset)
 * shows within READ_STALLED_MS: delivery is then not current (receiving()).
 */
const READ_BLOCK_MS = 500;
const READ_STALLED_MS = READ_BLOCK_MS + 1_000;
/**
 * How long Redis remembers that it took an event (its marker's TTL). A late attempt comes from a
 * command still in flight: held by a frozen Redis (it runs at once when Redis resumes, just behind
 * the first) or by a cut link, which TCP keeps retransmitting for about 15 minutes before it resets
 * the connection (Linux's tcp_retries2). A marker is a short key: at 100 events a second, 120,000
 * markers, about 12 MB.
 */
const PUBLISHED_MARKER_SECONDS = 20 * 60;
/**
 * How long a batch waits for a replica to confirm it (sentinels only). A live replica confirms
 * within a round trip (the primary asks it at once); within COMMAND_TIMEOUT_MS, so the answer
 * comes before the pipeline's commands time out.
 */
const REPLICA_WAIT_MS = 500;
/**
 * KEYS: the stream, the event's marker; ARGV: marker TTL, stream length, id, type, payload. The
 * marker is set after the append: a script is not rolled back, and an append Redis refuses must
 * leave no marker behind, or the retry would be refused too. A repeat renews the marker: a write,
 * so a WAIT after it (sentinels) waits for the replicas to have everything up to here, the first
 * attempt's append included, which another connection (another node's relay) may have made.
 */
const APPEND_ONCE = `
if redis.call("EXISTS", KEYS[2]) == 1 then
  redis.call("EXPIRE", KEYS[2], ARGV[1])
  return false
end
local entry = redis.call("XADD", KEYS[1], "MAXLEN", "~", ARGV[2], "*", "id", ARGV[3], "type", ARGV[4], "payload", ARGV[5])
redis.call("SET", KEYS[2], "", "EX", ARGV[1])
return entry`;

/** `id`: the event's identity (its outbox row's); null for an ephemeral event, which is published once. */
export type Deliver = (type: DomainEventType, payload: unknown, id: string | null) => void;

export class RedisStreamTransport {
  private closed = false;
  /** when the last read answered (or reading started) */
  private lastReadAt = Date.now();

  private constructor(
    private readonly writer: Redis,
    private readonly reader: Redis,
    private readonly stream: string,
    private readonly log: Logger,
    /** replicas that must have an outbox batch before it counts as taken: 1 with sentinels, else 0 */
    private readonly replicasRequired: 0 | 1,
  ) {}

  /**
   * Starts reading the stream (events appended from now on go to `deliver`). Resolves once Redis
   * answered, or after CONNECT_WAIT_MS without it: the node then starts degraded (one log line
   * naming the target) and the reader picks up when Redis comes.
   */
  static async open(
    target: RedisTarget,
    namespace: string,
    deliver: Deliver,
    log: Logger,
  ): Promise<RedisStreamTransport> {
    const writer = connectRedis(target, {
      enableOfflineQueue: false,
      autoResendUnfulfilledCommands: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    // queued while disconnected, never failed for retries: it waits for Redis, however long
    const reader = connectRedis(target, { maxRetriesPerRequest: null });
    reportOutages(writer, log, {
      down: "event bus: Redis unavailable; live events wait in the outbox (presence and typing signals are dropped) until it is back",
      back: "event bus: Redis is back; the outbox's events go out",
    });
    reader.on("error", () => {}); // the same outage, reported by `writer`
    const transport = new RedisStreamTransport(
      writer,
      reader,
      `skysocial:${namespace}:events`,
      log,
      failsOver(target) ? 1 : 0,
    );
    // without Redis: whatever is appended from about now on (by Redis's clock, close enough)
    let from = `${Date.now()}-0`;
    // both: a publish right after the start would otherwise find the writer still connecting
    await Promise.all([firstOf(reader, ["ready"], CONNECT_WAIT_MS), firstOf(writer, ["ready"], CONNECT_WAIT_MS)]);
    if (reader.status === "ready") from = await transport.lastEntryId();
    else
      log.warn(
        `${describeRedisTarget(target)} does not answer: starting without Redis (live events wait in the outbox, rate limits count on this node); retrying`,
      );
    void transport.readFrom(from, deliver);
    return transport;
  }

  /** Resolves once Redis took the event (every node will read it); rejects at once when it cannot. */
  async publish(type: DomainEventType, payload: unknown): Promise<void> {
    await this.writer.xadd(
      this.stream,
      "MAXLEN",
      "~",
      STREAM_MAX_LENGTH,
      "*",
      "type",
      type,
      "payload",
      JSON.stringify(payload),
    );
  }

  /**
   * The outbox's batch as one pipeline: one round trip instead of one per event. Redis runs a
   * pipeline's commands in order; should one fail (Redis refusing writes), the ones before it are
   * taken, and the relay keeps the rest, to publish again (a later one that went through too is
   * then refused by its marker). An event Redis already took counts as taken. With sentinels none
   * counts until a replica has the batch (WAIT, the pipeline's last command).
   */
  async publishAll(events: OutboxEventToPublish[]): Promise<{ taken: number; refused?: unknown }> {
    const pipeline = this.writer.pipeline();
    for (const { id, type, payload } of events)
      pipeline.eval(
        APPEND_ONCE,
        2,
        this.stream,
        `${this.stream}:published:${id}`,
        PUBLISHED_MARKER_SECONDS,
        STREAM_MAX_LENGTH,
        id,
        type,
        JSON.stringify(payload),
      );
    if (this.replicasRequired) pipeline.wait(this.replicasRequired, REPLICA_WAIT_MS);
    let results: [Error | null, unknown][] | null;
    try {
      results = await pipeline.exec();
    } catch (refused) {
      return { taken: 0, refused };
    }
    if (results === null) return { taken: 0, refused: new Error("Redis did not run the pipeline") };
    if (this.replicasRequired) {
      const [waitError, replicas] = results.pop()!;
      if (waitError !== null || Number(replicas) < this.replicasRequired)
        return {
          taken: 0,
          refused:
            waitError ??
            new Error(`no replica confirmed the batch within ${REPLICA_WAIT_MS} ms: a failover could lose it`),
        };
    }
    const failed = results.findIndex(([error]) => error !== null);
    return failed === -1 ? { taken: events.length } : { taken: failed, refused: results[failed]![0] };
  }

  /** Calls `listener` each time the publishing connection is ready again after losing Redis. */
  onWritable(listener: () => void): void {
    this.writer.on("ready", listener);
  }

  /** Whether this node's reading connection is up and answering: events other nodes publish reach it now. */
  receiving(): boolean {
    return this.reader.status === "ready" && Date.now() - this.lastReadAt <= READ_STALLED_MS;
  }

  /** Whether Redis answers now (readiness). */
  async ping(): Promise<boolean> {
    return this.writer.ping().then(
      () => true,
      () => false,
    );
  }

  /**
   * Not waiting for the reading loop: a read queued while the reader reconnects is never settled
   * (ioredis's disconnect() cancels the reconnection and leaves its offline queue as it is), so a
   * node shut down just after a Redis outage would hang. The loop delivers nothing once closed.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.writer.disconnect();
    this.reader.disconnect(); // ends a blocked read
  }

  private async lastEntryId(): Promise<string> {
    const [last] = await this.reader.xrevrange(this.stream, "+", "-", "COUNT", 1);
    return last?.[0] ?? "0-0";
  }

  private async readFrom(from: string, deliver: Deliver): Promise<void> {
    let last = from;
    while (!this.closed) {
      try {
        const reply = await this.reader.xread(
          "COUNT",
          READ_BATCH,
          "BLOCK",
          READ_BLOCK_MS,
          "STREAMS",
          this.stream,
          last,
        );
        if (this.closed) return;
        this.lastReadAt = Date.now();
        for (const [id, fields] of reply?.[0]?.[1] ?? []) {
          last = id;
          const event = parseEntry(fields);
          if (event) deliver(event.type, event.payload, event.id);
          else this.log.error({ id }, "event bus: unreadable stream entry skipped");
        }
      } catch (err) {
        if (this.closed) return;
        this.log.debug({ err }, "event bus: reading the stream failed; retrying");
        await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS));
      }
    }
  }
}

function parseEntry(fields: string[]): { id: string | null; type: DomainEventType; payload: unknown } | null {
  const entry = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) entry.set(fields[i]!, fields[i + 1]!);
  const type = entry.get("type");
  const payload = entry.get("payload");
  if (!type || payload === undefined) return null;
  try {
    return { id: entry.get("id") ?? null, type: type as DomainEventType, payload: JSON.parse(payload) };
  } catch {
    return null;
  }
}
