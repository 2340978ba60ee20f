// Redis hangs (a relay in front of the test's own redis-server holds every byte both ways, as a
// SIGSTOPped Redis does) while people follow someone: the outbox relay's publishes time out and are
// retried, and every attempt Redis held runs once it answers again, beside the retry. The followed person still gets
// each notification once, on every face, and the stream holds each event once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { eventually, type EventuallyOptions } from "../support/eventually.ts";
import { startFreezableProxy, type FreezableProxy } from "../support/freezable-proxy.ts";
import { untilEachOnce, watchNotifications } from "../support/notification-faces.ts";
import { RedisServer } from "../support/redis-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { listen } from "./socket-client.ts";
import { countEntries, followedYou, occurrences } from "../support/event-stream.ts";

/** Reconnecting and the outbox's backoff take seconds, not milliseconds. */
const afterResuming: EventuallyOptions = { timeout: 30_000, interval: 100 };

// A redis-server of its own needs Redis installed: run where REDIS_URL says there is one.
describe.skipIf(!process.env.REDIS_URL)("through a Redis that hangs", () => {
  let redis: RedisServer;
  let link: FreezableProxy;
  let server: TestServer;
  let baseUrl: string;

  beforeAll(async () => {
    redis = await RedisServer.start();
    link = await startFreezableProxy({ host: "127.0.0.1", port: redis.port });
    server = await createTestServer({ REDIS_URL: `redis://127.0.0.1:${link.port}` });
    baseUrl = await listen(server);
  });
  afterAll(async () => {
    link?.thaw();
    await server?.close();
    await link?.close();
    await redis?.kill();
  });

  it(
    "delivers each event once on every face after Redis hung through retried publishes",
    { timeout: 90_000 },
    async () => {
      const star = await createUser(server);
      const [first, latecomer, ...during] = await createUsers(server, 8);
      const follow = (follower: TestUser) => server.domain.follows.follow(follower.viewer, star.id);
      const faces = await watchNotifications(baseUrl, star);
      try {
        await follow(first!);
        await untilEachOnce(faces, followedYou([first!]));

        link.freeze();
        for (const follower of during) await follow(follower);
        // the relay's attempt waits in Redis's socket, and times out. The link watch gives that
        // connection up after 1.5 s, and new ones get no further than their handshake until Redis
        // answers: then the held attempt runs, and the relay makes it again (without the once-only
        // markers, twice in the stream)
        await eventually(
          () => expect(occurrences(link.heldFromClients(), "user.followed")).toBeGreaterThan(0),
          afterResuming,
        );
        link.thaw();

        await eventually(async () => expect(await server.prisma.outboxEvent.count()).toBe(0), afterResuming);
        // a follow made now is delivered after everything published before it: once it is in, a
        // repeat of the backlog would be too
        await follow(latecomer!);
        const expected = followedYou([first!, ...during, latecomer!]);
        await untilEachOnce(faces, expected);
        expect(await countEntries(redis.url, "user.followed")).toBe(expected.length);
      } finally {
        await faces.close();
      }
    },
  );
});
