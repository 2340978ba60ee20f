// The event bus: in-memory for one process, Redis (graphql-redis-subscriptions over ioredis)
// when REDIS_URL is set, so every node sees every event. GraphQL subscriptions iterate it and
// the Socket.IO bridge subscribes to it; publishers are the domain services, after commit.
import { RedisPubSub } from "graphql-redis-subscriptions";
import { PubSub, type PubSubEngine } from "graphql-subscriptions";
import { Redis } from "ioredis";
import type { DomainEvents, DomainEventType } from "./domain-events.ts";

const CHANNEL_PREFIX = "skysocial:";

export class EventBus {
  private constructor(
    private readonly engine: PubSubEngine,
    private readonly onClose: () => Promise<void>,
  ) {}

  static inMemory(): EventBus {
    return new EventBus(new PubSub(), async () => {});
  }

  static redis(url: string): EventBus {
    const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
    const subscriber = new Redis(url);
    const engine = new RedisPubSub({ publisher, subscriber });
    return new EventBus(engine, async () => {
      await engine.close();
    });
  }

  publish<K extends DomainEventType>(type: K, payload: DomainEvents[K]): Promise<void> {
    return this.engine.publish(CHANNEL_PREFIX + type, payload);
  }

  /** Calls `handler` for every event of `type`; returns the function that stops it. */
  async subscribe<K extends DomainEventType>(type: K, handler: (payload: DomainEvents[K]) => void): Promise<() => void> {
    const id = await this.engine.subscribe(CHANNEL_PREFIX + type, handler, {});
    return () => this.engine.unsubscribe(id);
  }

  /** Events of `type` as an async iterator (GraphQL subscriptions); `return()` unsubscribes. */
  iterate<K extends DomainEventType>(type: K): AsyncIterableIterator<DomainEvents[K]> {
    return this.engine.asyncIterableIterator<DomainEvents[K]>(CHANNEL_PREFIX + type);
  }

  close(): Promise<void> {
    return this.onClose();
  }
}
