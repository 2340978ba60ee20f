// The bus carries domain events to every subscriber: in memory, and through Redis when
// REDIS_URL is set (then two buses stand for two api nodes).
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { EventBus } from "../../src/events/event-bus.ts";

const buses: EventBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((b) => b.close()));
});

async function received<T>(iterator: AsyncIterableIterator<T>, count: number): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterator) {
    items.push(item);
    if (items.length === count) break;
  }
  return items;
}

type BusPair = () => Promise<[publisher: EventBus, consumer: EventBus]>;
const inMemory: BusPair = async () => {
  const bus = EventBus.inMemory();
  return [bus, bus];
};
const silent = pino({ level: "silent" });
const redisNode = () => EventBus.redis(process.env.REDIS_URL!, "bus-test", silent);
const twoRedisNodes: BusPair = () => Promise.all([redisNode(), redisNode()]);
const cases: [string, BusPair][] = [["in memory", inMemory]];
if (process.env.REDIS_URL) cases.push(["Redis, across two nodes", twoRedisNodes]);

describe.each(cases)("%s", (_name, makeBuses) => {
  it("delivers each event to iterators and handlers, in order, and stops after unsubscribe", async () => {
    const [publisher, consumer] = await makeBuses();
    buses.push(...new Set([publisher, consumer]));
    const handled: string[] = [];
    const stop = await consumer.subscribe("post.created", (e) => handled.push(e.postId));
    const iterator = consumer.iterate("post.created");
    const firstTwo = received(iterator, 2);
    await publisher.publish("post.created", { postId: "p1", authorId: "a" });
    await publisher.publish("post.created", { postId: "p2", authorId: "a" });
    expect((await firstTwo).map((e) => e.postId)).toEqual(["p1", "p2"]);
    await expect.poll(() => handled).toEqual(["p1", "p2"]);
    stop();
    // The consumer hands each event to all its handlers in one pass: once another handler has
    // p3, the stopped one would have it too.
    const witnessed: string[] = [];
    await consumer.subscribe("post.created", (e) => witnessed.push(e.postId));
    await publisher.publish("post.created", { postId: "p3", authorId: "a" });
    await expect.poll(() => witnessed).toEqual(["p3"]);
    expect(handled).toEqual(["p1", "p2"]);
  });
});

describe.skipIf(!process.env.REDIS_URL)("Redis refusing an event", () => {
  it("fails a stored event's publish at once, for the outbox to keep it, and drops an ephemeral one", async () => {
    const bus = await EventBus.redis(process.env.REDIS_URL!, "bus-test-lost", silent);
    await bus.close(); // the connection is gone: Redis cannot take the event
    await expect(bus.publish("post.created", { postId: "p1", authorId: "a" })).rejects.toThrow(/closed|writeable/i);
    await expect(
      bus.publishEphemeral("chat.typing", { senderId: "a", receiverId: "b", typing: true }),
    ).resolves.toBeUndefined();
  });
});
