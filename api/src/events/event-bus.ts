// The event bus: in-memory for one process; with Redis (REDIS_URL or REDIS_SENTINELS), a Redis stream every node reads
// (redis-stream-transport.ts). The domain's live path (domain/live) listens to it and decides
// who hears each event, for GraphQL subscriptions and the Socket.IO bridge alike.
//
// Events of stored changes are not published by the domain directly: they are stored with the
// change (transaction.ts) and this bus's outbox relay publishes them once it has committed, so
// a write never waits on Redis and an event survives a Redis outage. Ephemeral events (presence,
// typing) are published directly and dropped when Redis is down.
//
// Each node reads the stream from the moment it starts, and fans events out to its local
// subscribers, each stored event once: a repeat of an identity it has seen is dropped here
// (seen-events.ts), under every face (graphql-ws, SSE, Socket.IO). A GraphQL client's
// subscription is therefore live the moment it is registered, and Redis holds one stream per
// deployment, not one channel per connected client.
import { EventEmitter } from "node:events";
import { PubSub } from "graphql-subscriptions";
import pino, { type Logger } from "pino";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { SpanKind } from "@opentelemetry/api";
import { recorder } from "../observability/metrics.ts";
import { inSpan, tracingEnabled } from "../observability/tracing.ts";
import type { DomainEvents, DomainEventType } from "./domain-events.ts";
import { OutboxRelay, type CommittedEvent, type PublishAll } from "./outbox-relay.ts";
import { RedisStreamTransport, type Deliver } from "./redis-stream-transport.ts";
import type { RedisTarget } from "../config/redis-target.ts";
import { SeenEvents } from "./seen-events.ts";

/** Events nothing stores: published directly, lost when Redis is down (they are stale by the time it is back). */
export type EphemeralEventType = "presence.changed" | "chat.typing";

/**
 * Where this process's subscribers listen. Every live GraphQL subscription and every consumer
 * adds a listener per event type: hundreds are normal, not the leak Node warns of past 10.
 */
function localPubSub(): PubSub {
  return new PubSub({ eventEmitter: new EventEmitter().setMaxListeners(0) });
}

interface Transport {
  /** resolves once every node will receive the event; rejects, at once, when it will not */
  publish(type: DomainEventType, payload: unknown): Promise<void>;
  /** the outbox's batches: see PublishAll */
  publishAll: PublishAll;
  /** whether the transport answers now (readiness) */
  ping(): Promise<boolean>;
  /** whether events published on any node reach this one now (no I/O) */
  receiving(): boolean;
  close(): Promise<void>;
}

export class EventBus {
  private relay: OutboxRelay | null = null;

  private constructor(
    /** where subscribers listen: this process */
    private readonly local: PubSub,
    /** where events go when published: this process, or Redis (and back to every node's `local`) */
    private readonly transport: Transport,
    private readonly log: Logger,
  ) {}

  static inMemory(log: Logger = pino({ level: "silent" })): EventBus {
    const local = localPubSub();
    const deliver = deliverOnce(local);
    const publish = async (type: DomainEventType, payload: unknown) => deliver(type, payload, null);
    const publishAll: PublishAll = async (events) => {
      for (const { id, type, payload } of events) deliver(type, payload, id);
      return { taken: events.length };
    };
    return new EventBus(
      local,
      observed("memory", { publish, publishAll, ping: async () => true, receiving: () => true, close: async () => {} }),
      log,
    );
  }

  /**
   * `namespace` separates deployments sharing one Redis: nodes of one deployment share it.
   * Resolves even when Redis does not answer (the node starts degraded and keeps retrying).
   */
  static async redis(target: RedisTarget, namespace: string, log: Logger): Promise<EventBus> {
    const local = localPubSub();
    const transport = await RedisStreamTransport.open(target, namespace, deliverOnce(local), log);
    const bus = new EventBus(local, observed("redis", transport), log);
    transport.onWritable(() => bus.relay?.wake());
    return bus;
  }

  /**
   * Starts publishing the outbox of `prisma`'s database through this bus (one relay per node).
   * Without it, stored events wait in the database for a node that runs one.
   */
  relayOutbox(prisma: PrismaClient, options: { sweeps: boolean } = { sweeps: true }): void {
    this.relay ??= new OutboxRelay(prisma, (events) => this.transport.publishAll(events), this.log, options);
    this.relay.start();
  }

  /**
   * A transaction stored `events` in the outbox and committed: the relay publishes them now, or
   * in their turn when it is behind. Without a relay on this node, they wait for another's.
   */
  committed(events: readonly CommittedEvent[]): void {
    this.relay?.committed(events);
  }

  /**
   * Hands an event to every node now; rejects when the transport does not take it. The outbox
   * relay publishes stored events through it (domain code stores them, see transaction.ts).
   */
  publish<K extends DomainEventType>(type: K, payload: DomainEvents[K]): Promise<void> {
    return this.transport.publish(type, payload);
  }

  /** Publishes an ephemeral event now, or drops it (logged) when the transport does not take it. */
  async publishEphemeral<K extends EphemeralEventType>(type: K, payload: DomainEvents[K]): Promise<void> {
    try {
      await this.transport.publish(type, payload);
    } catch (err) {
      this.log.debug({ err, type }, "event bus: ephemeral event dropped (Redis unavailable)");
    }
  }

  /** Calls `handler` for every event of `type`; returns the function that stops it. */
  async subscribe<K extends DomainEventType>(
    type: K,
    handler: (payload: DomainEvents[K]) => void,
  ): Promise<() => void> {
    const id = await this.local.subscribe(type, handler);
    return () => this.local.unsubscribe(id);
  }

  /** Events of `type` as an async iterator (GraphQL subscriptions); `return()` unsubscribes. */
  iterate<K extends DomainEventType>(type: K): AsyncIterableIterator<DomainEvents[K]> {
    return this.local.asyncIterableIterator<DomainEvents[K]>(type);
  }

  /** Whether events reach other nodes now: always in memory; with Redis, whether it answers. */
  ping(): Promise<boolean> {
    return this.transport.ping();
  }

  /**
   * Whether events published on any node reach this one now, as far as the transport can tell
   * without I/O: always in memory; with Redis, while this node's reading connection is up and
   * answering. (Events the outbox still holds are outbox-backlog.ts's to see.)
   */
  receiving(): boolean {
    return this.transport.receiving();
  }

  /** Stops the relay (pending rows stay stored), then the transport. */
  async close(): Promise<void> {
    await this.relay?.close();
    await this.transport.close();
  }
}

/** Hands each event to this node's subscribers, a stored one once: a repeat of its identity is dropped. */
function deliverOnce(local: PubSub): Deliver {
  const seen = new SeenEvents();
  return (type, payload, id) => {
    if (id !== null && !seen.firstTime(id)) return;
    recorder()?.consumed.inc({ type });
    void local.publish(type, payload);
  };
}

/**
 * Counts what this node handed to the transport (the events_published_total figure), once taken,
 * and traces each handing over (with Redis, its XADD).
 */
function observed(system: "memory" | "redis", transport: Transport): Transport {
  const attributes = {
    "messaging.system": system,
    ...(system === "redis" && { "db.system.name": "redis", "db.operation.name": "XADD" }),
  };
  return {
    publish: async (type, payload) => {
      if (tracingEnabled())
        await inSpan(`event-bus publish ${type}`, { kind: SpanKind.PRODUCER, attributes }, () =>
          transport.publish(type, payload),
        );
      else await transport.publish(type, payload);
      recorder()?.published.inc({ type });
    },
    publishAll: async (events) => {
      const handed = tracingEnabled()
        ? await inSpan(
            `event-bus publish ${events.length} ${events.length === 1 ? "event" : "events"}`,
            { kind: SpanKind.PRODUCER, attributes },
            () => transport.publishAll(events),
          )
        : await transport.publishAll(events);
      for (const { type } of events.slice(0, handed.taken)) recorder()?.published.inc({ type });
      return handed;
    },
    ping: () => transport.ping(),
    receiving: () => transport.receiving(),
    close: () => transport.close(),
  };
}
