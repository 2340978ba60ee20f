// A node shut down while Redis is away (or just back) stops at once: SIGTERM during an outage
// must not hang on the bus's reading connection, which waits for Redis as long as it takes.
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import { EventBus } from "../../src/events/event-bus.ts";
import { RedisServer } from "../support/redis-server.ts";
import { letTimePass } from "../support/eventually.ts";

let redis: RedisServer | undefined;
afterAll(() => redis?.kill());

it(
  "closes the Redis bus while its reader is reconnecting, and delivers nothing afterwards",
  { timeout: 20_000 },
  async () => {
    redis = await RedisServer.start();
    const bus = await EventBus.redis(redis.url, "bus-close-test", pino({ level: "silent" }));
    const delivered: string[] = [];
    await bus.subscribe("post.created", (e) => delivered.push(e.postId));
    await redis.kill();
    // on purpose: the state under test is the reader between its failed read and its reconnect,
    // which nothing outside the bus can see; this is long enough for it to get there
    await letTimePass(300);
    await redis.start();

    const closed = await Promise.race([
      bus.close().then(() => "closed"),
      new Promise((resolve) => setTimeout(resolve, 5_000, "still closing")),
    ]);
    expect(closed).toBe("closed");
    const other = await EventBus.redis(redis.url, "bus-close-test", pino({ level: "silent" }));
    await other.publish("post.created", { postId: "after-close", authorId: "a" });
    await other.close();
    // Nothing can say "this closed bus will never read again": a reader left running would have
    // read the event within this pause (a live one does in milliseconds).
    await letTimePass(300);
    expect(delivered).toEqual([]);
  },
);
