// A node whose Redis does not answer when it starts starts anyway, degraded: it serves requests
// and says it is not ready; once a Redis comes up at REDIS_URL it subscribes by itself, the live
// events of writes made meanwhile go out, and new ones flow.
import { print } from "graphql";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually } from "../support/eventually.ts";
import { execute } from "../support/graphql-client.ts";
import { subscribeLive } from "../support/graphql-ws.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { RedisServer } from "../support/redis-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { FollowUser } from "../graphql/social-operations.ts";
import { NotificationAdded } from "../graphql/subscription-operations.ts";
import { listen } from "../realtime/socket-client.ts";

let redis: RedisServer;
let server: TestServer;

beforeAll(async () => {
  redis = await RedisServer.reserve(); // nothing listens there yet
  server = await createTestServer({ REDIS_URL: redis.url }, { background: ["outboxCheck"] });
});
afterAll(async () => {
  await server?.close();
  await redis?.kill();
});

const follow = (follower: TestUser, followee: TestUser) =>
  execute(server, FollowUser, { input: { userId: followee.globalId } }, { token: follower.token });
const probe = (url: string) => server.app.inject({ method: "GET", url });

it(
  "serves without Redis, then picks Redis up when it comes, delivering what was written meanwhile",
  { timeout: 60_000 },
  async () => {
    expect((await probe("/livez")).json()).toEqual({ status: "ok" });
    const notReady = await probe("/readyz");
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      status: "unavailable",
      database: true,
      redis: false,
      outbox: { pending: 0, oldestMs: null },
      down: ["redis"],
    });
    expect((await probe("/healthz")).statusCode).toBe(200);

    const [star, early, late] = [await createUser(server), await createUser(server), await createUser(server)];
    const live = await subscribeLive(await listen(server), star.token, print(NotificationAdded));
    try {
      expect((await follow(early, star)).data?.followUser!.__typename).toBe("FollowUserPayload");

      await redis.start();
      const message = (u: TestUser) => `${u.username} followed you`;
      const messages = () => live.values<{ message: string }>("notificationAdded").map((n) => n.message);
      // Redis just came back: its client reconnects on a backoff of seconds
      await eventually(() => expect(messages()).toEqual([message(early)]), { timeout: 30_000, interval: 100 });
      await follow(late, star);
      await eventually(() => expect(messages()).toEqual([message(early), message(late)]));
      await eventually(async () =>
        expect((await probe("/readyz")).json()).toEqual({
          status: "ready",
          database: true,
          redis: true,
          outbox: { pending: 0, oldestMs: null },
        }),
      );
    } finally {
      await live.close();
    }
  },
);
