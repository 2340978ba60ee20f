// Node A is cut off from Redis (its link, a relay the test controls, holds every byte both ways)
// while people follow someone on both nodes: node A publishes its commits, its publish times out,
// and node B's relay sweeps up the same rows meanwhile. When the link is back, what node
// A sent runs late. The followed person still gets each notification once, on every face of both
// nodes, and the stream holds each event once. PostgreSQL only: two nodes share its outbox.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countEntries, followedYou, occurrences } from "../support/event-stream.ts";
import { eventually, type EventuallyOptions } from "../support/eventually.ts";
import { createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { startFreezableProxy, type FreezableProxy } from "../support/freezable-proxy.ts";
import { untilEachOnce, watchNotifications, type NotificationFaces } from "../support/notification-faces.ts";
import { RedisServer } from "../support/redis-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { listen } from "./socket-client.ts";

/** Reconnecting and the outbox's backoff take seconds, not milliseconds. */
const afterReconnecting: EventuallyOptions = { timeout: 30_000, interval: 100 };

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)("a node cut off from Redis", () => {
  let redis: RedisServer;
  let link: FreezableProxy;
  let nodeA: TestServer;
  let nodeB: TestServer;

  beforeAll(async () => {
    redis = await RedisServer.start();
    link = await startFreezableProxy({ host: "127.0.0.1", port: redis.port });
    nodeA = await createTestServer({ REDIS_URL: `redis://127.0.0.1:${link.port}` });
    nodeB = await createTestServer(
      { REDIS_URL: redis.url, DATABASE_URL: nodeA.config.databaseUrl },
      { background: ["outboxSweep"] },
    );
  });
  afterAll(async () => {
    link?.thaw();
    await nodeB?.close(); // first: node A owns the database
    await nodeA?.close();
    await link?.close();
    await redis?.kill();
  });

  it("delivers each event once on both nodes after their relays both published it", { timeout: 90_000 }, async () => {
    const star = await createUser(nodeA);
    const [first, latecomer, ...during] = await createUsers(nodeA, 8);
    const follow = (node: TestServer, follower: TestUser) => node.domain.follows.follow(follower.viewer, star.id);
    const faces: NotificationFaces[] = [
      await watchNotifications(await listen(nodeA), star),
      await watchNotifications(await listen(nodeB), star),
    ];
    try {
      await follow(nodeA, first!);
      for (const face of faces) await untilEachOnce(face, followedYou([first!]));

      link.freeze();
      for (const [i, follower] of during.entries()) await follow(i % 2 ? nodeB : nodeA, follower);
      // node B published everything, including rows node A tried to publish: those attempts wait in the link
      await eventually(async () => {
        expect(await nodeA.prisma.outboxEvent.count()).toBe(0);
        expect(occurrences(link.heldFromClients(), "user.followed")).toBeGreaterThan(0);
      }, afterReconnecting);
      link.thaw();

      // a follow made now is delivered after everything published before it: once it is in, a
      // repeat would be too
      await follow(nodeB, latecomer!);
      const expected = followedYou([first!, ...during, latecomer!]);
      // node B published its own follows at commit; node A's came once the link was back, or
      // with node B's sweep of rows nobody had published: each node's in the order they committed
      for (const face of faces) await untilEachOnce(face, expected, { inBusOrder: false });
      const byNode = (node: number) => followedYou(during.filter((_, i) => i % 2 === node));
      for (const face of faces)
        for (const node of [0, 1]) {
          const ofNode = byNode(node);
          expect(face.messages().graphqlWs.filter((message) => ofNode.includes(message))).toEqual(ofNode);
        }
      expect(await countEntries(redis.url, "user.followed")).toBe(expected.length);
    } finally {
      for (const face of faces) await face.close();
    }
  });
});
