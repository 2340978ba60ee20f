// Helpers for the async iterators subscriptions return.
import { Repeater } from "graphql-yoga";
import type { DomainEvents, DomainEventType } from "../events/domain-events.ts";
import type { EventBus } from "../events/event-bus.ts";

/** `iterator`, calling `end` once when it ends: the subscriber stops it (return), it fails (throw) or runs out. */
export function onEnd<T>(iterator: AsyncIterableIterator<T>, end: () => void): AsyncIterableIterator<T> {
  let ended = false;
  const finish = () => {
    if (!ended) end();
    ended = true;
  };
  return {
    next: async () => {
      const result = await iterator.next();
      if (result.done) finish();
      return result;
    },
    return: (value?: unknown) => {
      finish();
      return iterator.return ? iterator.return(value) : Promise.resolve({ done: true, value: undefined });
    },
    throw: (error?: unknown) => {
      finish();
      return iterator.throw ? iterator.throw(error) : Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Events of `type` that `keep` accepts, judged the moment the bus delivers each one rather than
 * when the subscriber pulls it: by then later events (an unfollow, say) may have changed what
 * `keep` reads, and the outbox delivers a backlog in one go. `keep` answers at once or, while it
 * loads what it needs, later; either way the kept events come out in delivery order, and a
 * failed answer ends the subscription with that error.
 */
export function deliveredWhere<K extends DomainEventType>(
  bus: EventBus,
  type: K,
  keep: (payload: DomainEvents[K]) => boolean | Promise<boolean>,
): AsyncIterableIterator<DomainEvents[K]> {
  return new Repeater<DomainEvents[K]>(async (push, stop) => {
    let kept: Promise<unknown> = Promise.resolve();
    const unsubscribe = await bus.subscribe(type, (payload) => {
      const verdict = keep(payload);
      if (verdict === false) return;
      // awaited in turn below; handled now so a rejection waiting its turn is not "unhandled"
      if (verdict instanceof Promise) verdict.catch(() => {});
      kept = kept.then(async () => (await verdict) && push(payload)).catch((error: unknown) => stop(error));
    });
    await stop;
    unsubscribe();
  });
}

/** One event type of a merged stream and what it becomes (null: not for this subscriber). */
export interface EventSource<T> {
  subscribe(bus: EventBus, push: (value: T) => void): Promise<() => void>;
}

export function eventSource<K extends DomainEventType, T>(type: K, select: (event: DomainEvents[K]) => T | null): EventSource<T> {
  return {
    subscribe: (bus, push) =>
      bus.subscribe(type, (event) => {
        const value = select(event);
        if (value !== null) push(value);
      }),
  };
}

/**
 * Several event types as one stream, in the order they were published (Repeater.merge of one
 * iterator per type races them: a game's last move could arrive after its end). Bus handlers run
 * in publish order, in memory and through Redis alike; they push into one queue here.
 */
export function inPublishOrder<T>(bus: EventBus, sources: EventSource<T>[]): Repeater<T> {
  return new Repeater<T>(async (push, stop) => {
    const stops = await Promise.all(sources.map((source) => source.subscribe(bus, (value) => void push(value))));
    await stop;
    for (const unsubscribe of stops) unsubscribe();
  });
}
