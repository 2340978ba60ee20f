// An outbox event's identity (its row's id) goes with it through Redis: the stream takes it once
// however often it is published, and a node hands it to its subscribers once however often the
// stream holds it (two relays racing, a marker gone). On a redis-server of the test's own.
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventBus } from "../../src/events/event-bus.ts";
import { RedisStreamTransport } from "../../src/events/redis-stream-transport.ts";
import { SeenEvents } from "../../src/events/seen-events.ts";
import { RedisServer } from "../support/redis-server.ts";
import { countEntries } from "../support/event-stream.ts";

const silent = pino({ level: "silent" });
// A redis-server of its own needs Redis installed: run where REDIS_URL says there is one.
describe.skipIf(!process.env.REDIS_URL)("through Redis", () => {
  let redis: RedisServer;
  let direct: Redis;

  beforeAll(async () => {
    redis = await RedisServer.start();
    direct = new Redis(redis.url);
  });
  afterAll(async () => {
    direct?.disconnect();
    await redis?.kill();
  });

  const created = (postId: string) => ({ type: "post.created" as const, payload: { postId, authorId: "a" } });

  it("appends an outbox event to the stream once, however often it is published", async () => {
    const transport = await RedisStreamTransport.open(redis.url, "once", () => {}, silent);
    try {
      const batch = [
        { id: "1", ...created("p1") },
        { id: "2", ...created("p2") },
      ];
      expect(await transport.publishAll(batch)).toEqual({ taken: 2 });
      // a retry of the same batch, and a later one overlapping it: all taken, nothing appended twice
      expect(await transport.publishAll(batch)).toEqual({ taken: 2 });
      expect(
        await transport.publishAll([
          { id: "2", ...created("p2") },
          { id: "3", ...created("p3") },
        ]),
      ).toEqual({
        taken: 2,
      });
      expect(await countEntries(redis.url, "post.created")).toBe(3);
    } finally {
      await transport.close();
    }
  });

  it("hands an event its node reads twice from the stream to subscribers once", async () => {
    await direct.flushall();
    const bus = await EventBus.redis(redis.url, "twice", silent);
    try {
      const heard: string[] = [];
      await bus.subscribe("post.created", ({ postId }) => heard.push(postId));
      // as two relays would append it with no marker to stop the second (one outlived its marker)
      const append = (id: string, postId: string) =>
        direct.xadd(
          "skysocial:twice:events",
          "*",
          "id",
          id,
          "type",
          "post.created",
          "payload",
          JSON.stringify({ postId }),
        );
      await append("7", "p7");
      await append("7", "p7");
      await append("8", "p8");
      await bus.publish("post.created", { postId: "p9", authorId: "a" }); // no identity: ephemeral-style, as is
      await expect.poll(() => heard).toEqual(["p7", "p8", "p9"]);
    } finally {
      await bus.close();
    }
  });
});

it("remembers a bounded window of identities, forgetting the oldest first", () => {
  const seen = new SeenEvents(2);
  expect(["1", "2", "1", "3", "2", "1"].map((id) => seen.firstTime(id))).toEqual([
    true,
    true,
    false, // a repeat within the window
    true, // "1" is now the oldest of two: forgotten
    false,
    true,
  ]);
});
