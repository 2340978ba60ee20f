// Redis goes down for a while (its own redis-server, killed, then started again on the same port,
// empty): writes answer as usual meanwhile, all of them before Redis is back, and a subscriber on
// another node (PostgreSQL: two nodes; PGlite: the same one) then receives the live event of every
// write committed during the outage, in commit order, once each.
import { print } from "graphql";
import { afterAll, beforeAll, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { subscribeLive } from "../support/graphql-ws.ts";
import { createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { RedisServer } from "../support/redis-server.ts";
import { answered } from "../support/graphql-results.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { FollowUser } from "../graphql/social-operations.ts";
import { NotificationAdded } from "../graphql/subscription-operations.ts";
import { listen } from "./socket-client.ts";
import { eventually, type EventuallyOptions } from "../support/eventually.ts";

/** As long as `npm run bench:redis-outage` keeps Redis down by default (api/bench/redis-outage.ts). */
const OUTAGE_MS = 10_000;

let redis: RedisServer;
let writer: TestServer;
let reader: TestServer;
let readerUrl: string;

beforeAll(async () => {
  redis = await RedisServer.start();
  writer = await createTestServer({ REDIS_URL: redis.url });
  reader = process.env.TEST_DATABASE_URL
    ? await createTestServer({ REDIS_URL: redis.url, DATABASE_URL: writer.config.databaseUrl })
    : writer;
  readerUrl = await listen(reader);
});
afterAll(async () => {
  if (reader !== writer) await reader?.close(); // first: the writer owns the database
  await writer?.close();
  await redis?.kill();
});

const follow = (follower: TestUser, followee: TestUser) =>
  execute(writer, FollowUser, { input: { userId: followee.globalId } }, { token: follower.token });
const followedYou = (users: TestUser[]) =>
  users.map((u) => ({
    notificationAdded: { kind: "FOLLOW", message: `${u.username} followed you`, actor: { username: u.username } },
  }));
/** Reconnecting (Redis client backoff) and retrying (the outbox's backoff) take seconds, not milliseconds. */
const afterReconnecting: EventuallyOptions = { timeout: 30_000, interval: 100 };

it(
  "keeps writes fast while Redis is down, then delivers every committed event in order, once",
  { timeout: 120_000 },
  async () => {
    const star = await createUser(writer);
    const [before, latecomer, ...during] = await createUsers(writer, 10);
    const live = await subscribeLive(readerUrl, star.token, print(NotificationAdded));
    try {
      expect((await follow(before!, star)).data?.followUser!.__typename).toBe("FollowUserPayload");
      await eventually(() => expect(live.values("notificationAdded").length).toBe(1));

      await redis.kill();
      let back = false;
      const restart = new Promise<void>((resolve, reject) =>
        setTimeout(() => redis.start().then(() => ((back = true), resolve()), reject), OUTAGE_MS),
      );
      const ready = await writer.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "unavailable", database: true, redis: false, down: ["redis"] });
      for (const follower of during) {
        const answer = await follow(follower, star);
        expect(answer.data?.followUser!.__typename).toBe("FollowUserPayload");
      }
      // none of them waited for Redis: all answered before it came back
      expect(back).toBe(false);
      await restart;

      await eventually(
        () => expect(live.received).toEqual(followedYou([before!, ...during]).map(answered)),
        afterReconnecting,
      );
      await eventually(
        async () => expect((await writer.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200),
        afterReconnecting,
      );
      await eventually(async () => expect(await writer.prisma.outboxEvent.count()).toBe(0));
      // No repeat: the backlog has left the outbox, so nothing can publish it again, and a follow
      // made now is delivered after anything already published (one channel, commit order). Once
      // it arrives, a repeat of the backlog would already be in the list before it.
      await follow(latecomer!, star);
      await eventually(() => expect(live.received).toHaveLength(2 + during.length));
      expect(live.received).toEqual(followedYou([before!, ...during, latecomer!]).map(answered));
    } finally {
      await live.close();
    }
  },
);
