// The event bus: in-memory for one process; with REDIS_URL, graphql-redis-subscriptions over
// ioredis so every node sees every event. Publishers are the domain services (after commit);
// GraphQL subscriptions iterate it and the Socket.IO bridge subscribes to it.
//
// With Redis, each node subscribes ONCE per event type when it starts (and waits until Redis
// confirms) and fans events out to its local subscribers. A GraphQL client's subscription is
// therefore live the moment it is registered (a per-client SUBSCRIBE would confirm later and
// could miss an event published meanwhile), and Redis holds a few channels per node, not one
// per connected client.
import { EventEmitter } from "node:events";
import { RedisPubSub } from "graphql-redis-subscriptions";
import { PubSub } from "graphql-subscriptions";
import { Redis } from "ioredis";
import { DOMAIN_EVENT_TYPES, type DomainEvents, type DomainEventType } from "./domain-events.ts";

/**
 * Where this process's subscribers listen. Every live GraphQL subscription and every consumer
 * adds a listener per event type: hundreds are normal, not the leak Node warns of past 10.
 */
function localPubSub(): PubSub {
  return new PubSub({ eventEmitter: new EventEmitter().setMaxListeners(0) });
}

interface Transport {
  publish(type: DomainEventType, payload: unknown): Promise<void>;
  close(): Promise<void>;
}

export class EventBus {
  private constructor(
    /** where subscribers listen: this process */
    private readonly local: PubSub,
    /** where events go when published: this process, or Redis (and back to every node's `local`) */
    private readonly transport: Transport,
  ) {}

  static inMemory(): EventBus {
    const local = localPubSub();
    return new EventBus(local, { publish: (type, payload) => local.publish(type, payload), close: async () => {} });
  }

  /**
   * `namespace` separates deployments sharing one Redis: nodes of one deployment share it.
   * Connection errors, and events Redis could not take, go to `onError` (ioredis reconnects by
   * itself); publishing never rejects.
   */
  static async redis(url: string, namespace: string, onError: (error: Error) => void): Promise<EventBus> {
    const channel = (type: DomainEventType) => `skysocial:${namespace}:${type}`;
    const publisher = new Redis(url, { maxRetriesPerRequest: 3 }).on("error", onError);
    const subscriber = new Redis(url).on("error", onError);
    const redis = new RedisPubSub({ publisher, subscriber });
    const local = localPubSub();
    try {
      await Promise.all(DOMAIN_EVENT_TYPES.map((type) => redis.subscribe(channel(type), (payload: unknown) => local.publish(type, payload))));
    } catch (error) {
      await redis.close();
      throw error;
    }
    return new EventBus(local, {
      // Events announce changes already committed: failing the caller (whose client would retry
      // and, say, post a comment twice) cannot bring a lost event back, so the loss is reported.
      publish: (type, payload) =>
        redis.publish(channel(type), payload).catch((cause: unknown) => {
          onError(new Error(`event "${type}" was not published (live clients miss it): ${String(cause)}`, { cause }));
        }),
      close: async () => {
        await redis.close();
      },
    });
  }

  publish<K extends DomainEventType>(type: K, payload: DomainEvents[K]): Promise<void> {
    return this.transport.publish(type, payload);
  }

  /** Calls `handler` for every event of `type`; returns the function that stops it. */
  async subscribe<K extends DomainEventType>(type: K, handler: (payload: DomainEvents[K]) => void): Promise<() => void> {
    const id = await this.local.subscribe(type, handler);
    return () => this.local.unsubscribe(id);
  }

  /** Events of `type` as an async iterator (GraphQL subscriptions); `return()` unsubscribes. */
  iterate<K extends DomainEventType>(type: K): AsyncIterableIterator<DomainEvents[K]> {
    return this.local.asyncIterableIterator<DomainEvents[K]>(type);
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}
