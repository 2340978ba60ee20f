// Node A's link to Redis is cut and comes back, its old connections dead for good: nothing arrives
// on them again and nothing says so (a partition whose TCP retransmissions backed off, a NAT that
// forgot them). Node A must notice on its own, within moments of the link's return: its
// subscribers get what other nodes published meanwhile, its outbox relay publishes what waited
// without sitting out its back-off, and people who connected to it meanwhile show online on node B.
// A node whose reading connection alone is stuck says so in /readyz while Redis answers.
// PostgreSQL only: two nodes share its outbox.
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationAdded } from "../graphql/subscription-operations.ts";
import { followedYou } from "../support/event-stream.ts";
import { eventually, letTimePass } from "../support/eventually.ts";
import { createUser, createUsers } from "../support/fixtures.ts";
import { startFreezableProxy, type FreezableProxy } from "../support/freezable-proxy.ts";
import { subscribeLive } from "../support/graphql-ws.ts";
import { untilEachOnce, watchNotifications } from "../support/notification-faces.ts";
import { RedisServer } from "../support/redis-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { listen } from "./socket-client.ts";

/**
 * What a healed node may take to catch up: a dropped connection is remade within 1.5 s of its
 * last answer, then every quarter second. Without that, the dead connections never recover.
 */
const SOON_AFTER_HEAL = { timeout: 6_000, interval: 100 };

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  "a node whose link to Redis comes back with its old connections dead",
  () => {
    let redis: RedisServer;
    let link: FreezableProxy;
    let nodeA: TestServer;
    let nodeB: TestServer;
    let urlA: string;
    const readyz = async (node: TestServer) => {
      const answer = await node.app.inject({ method: "GET", url: "/readyz" });
      return { statusCode: answer.statusCode, ...(answer.json() as { status: string; degraded?: string[] }) };
    };

    beforeAll(async () => {
      redis = await RedisServer.start();
      link = await startFreezableProxy({ host: "127.0.0.1", port: redis.port });
      nodeA = await createTestServer({ REDIS_URL: `redis://127.0.0.1:${link.port}` });
      nodeB = await createTestServer(
        { REDIS_URL: redis.url, DATABASE_URL: nodeA.config.databaseUrl },
        { background: ["outboxSweep"] },
      );
      urlA = await listen(nodeA);
    });
    afterAll(async () => {
      link?.heal();
      await nodeB?.close(); // first: node A owns the database
      await nodeA?.close();
      await link?.close();
      await redis?.kill();
    });

    it("catches up on events and presence once the link is back", { timeout: 90_000 }, async () => {
      const star = await createUser(nodeA);
      const [first, comer, ...during] = await createUsers(nodeA, 8);
      const faces = await watchNotifications(urlA, star);
      try {
        await nodeB.domain.follows.follow(first!.viewer, star.id);
        await untilEachOnce(faces, followedYou([first!]));

        link.cut();
        await eventually(async () => expect((await readyz(nodeA)).statusCode).toBe(503), SOON_AFTER_HEAL);
        // node B publishes these (and sweeps up node A's from the shared outbox): node A cannot read them
        for (const [i, follower] of during.entries())
          await (i % 2 ? nodeB : nodeA).domain.follows.follow(follower.viewer, star.id);
        // and someone comes online on node A, which cannot tell Redis
        const comerOnline = await subscribeLive(urlA, comer!.token, print(NotificationAdded));
        await eventually(async () => expect(await nodeA.prisma.outboxEvent.count()).toBe(0), SOON_AFTER_HEAL);
        // the partition lasts a few seconds more, not a fixed wait for something to happen: long
        // enough for every connection of node A to have sent into the cut and been given up
        await letTimePass(3_000);
        expect(faces.messages().graphqlWs).toHaveLength(1);
        expect(await nodeB.domain.online.isOnline(comer!.id)).toBe(false);

        link.heal();
        // node B's follows went out at commit, node A's once swept up: not in the order they committed
        await untilEachOnce(faces, followedYou([first!, ...during]), {
          timeout: SOON_AFTER_HEAL.timeout,
          inBusOrder: false,
        });
        // the heartbeat that would otherwise rewrite node A's users comes every 10 s
        await eventually(async () => expect(await nodeB.domain.online.isOnline(comer!.id)).toBe(true), {
          timeout: 4_000,
          interval: 100,
        });
        await eventually(async () => expect(await readyz(nodeA)).toMatchObject({ statusCode: 200, status: "ready" }));
        comerOnline.close();
      } finally {
        await faces.close();
      }
    });

    it("says its live delivery is behind while only its reading connection is stuck", { timeout: 60_000 }, async () => {
      await eventually(async () => expect(await readyz(nodeA)).toMatchObject({ statusCode: 200, status: "ready" }));
      // every connection that reads the stream dies; publishing, pings and presence go on
      link.cutWhere("xread"); // as ioredis sends it
      await eventually(async () =>
        expect(await readyz(nodeA)).toMatchObject({ statusCode: 200, status: "degraded", degraded: ["liveDelivery"] }),
      );
      expect(await readyz(nodeB)).toMatchObject({ statusCode: 200, status: "ready" });
      link.heal();
      await eventually(async () => expect(await readyz(nodeA)).toMatchObject({ statusCode: 200, status: "ready" }), {
        timeout: 6_000,
        interval: 100,
      });
    });
  },
);
