// Redis fails over under write load (issue 38, item 6). A primary, a replica and three Redis
// Sentinels of the test's own (Debian's packages), two api nodes that find the primary through the
// sentinels, and people following someone on both nodes the whole time. First the primary's
// followers fall behind (a proxy holds what it sends its replica and the nodes' stream readers:
// replication is asynchronous, and on one machine it never lags long enough to see otherwise), so
// the primary acknowledges events nobody else has; then it is killed (SIGKILL). The sentinels
// promote the replica, both nodes follow it, and the followed person still gets every
// notification once on every face of both nodes: the relay counted no batch published that a
// replica had not confirmed, and published those again on the new primary. Meanwhile /readyz said
// Redis was down; after, rate limits are shared and presence is right again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TooManyRequestsError } from "../../src/domain/errors.ts";
import { countEntries, followedYou } from "../support/event-stream.ts";
import { eventually, type EventuallyOptions } from "../support/eventually.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { startFollowerHoldProxy, type FollowerHoldProxy } from "../support/follower-hold-proxy.ts";
import { connectGraphQL } from "../support/graphql-ws.ts";
import { untilEachOnce, watchNotifications, type NotificationFaces } from "../support/notification-faces.ts";
import { RedisServer } from "../support/redis-server.ts";
import { sentinelInstalled, startSentinels, type Sentinels } from "../support/redis-sentinels.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { listen } from "../realtime/socket-client.ts";

const GROUP = "skysocial";
/** A visitor's searches per minute, on both nodes together while Redis counts them. */
const SEARCH_LIMIT = 4;
/** Detecting the failure, electing a leader, promoting, reconnecting: seconds. */
const afterFailover: EventuallyOptions = { timeout: 45_000, interval: 100 };

// Its own redis-servers and sentinels need Redis installed (REDIS_URL says it is) and
// redis-sentinel; two nodes share PostgreSQL's outbox.
const skipReason = !process.env.REDIS_URL
  ? "needs REDIS_URL"
  : !process.env.TEST_DATABASE_URL
    ? "needs TEST_DATABASE_URL"
    : !sentinelInstalled()
      ? "needs redis-sentinel (apt-get install redis-sentinel)"
      : null;

async function readyz(node: TestServer): Promise<{ statusCode: number; body: unknown }> {
  const res = await node.app.inject({ url: "/readyz" });
  return { statusCode: res.statusCode, body: res.json() };
}

describe.skipIf(skipReason !== null)(`a Redis primary failing over${skipReason ? ` (${skipReason})` : ""}`, () => {
  let primary: RedisServer;
  let link: FollowerHoldProxy;
  let replica: RedisServer;
  let sentinels: Sentinels;
  let nodeA: TestServer;
  let nodeB: TestServer;

  beforeAll(async () => {
    primary = await RedisServer.start();
    // the sentinels, the replica and the nodes reach the primary through the link
    link = await startFollowerHoldProxy(primary.port);
    replica = await RedisServer.start(["--replicaof", "127.0.0.1", String(link.port)]);
    sentinels = await startSentinels(GROUP, link.port);
    const env = {
      REDIS_URL: "", // the run's own Redis is not this deployment's
      REDIS_SENTINELS: sentinels.addresses,
      REDIS_SENTINEL_NAME: GROUP,
      SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_LIMIT),
    };
    nodeA = await createTestServer(env, { background: ["outboxCheck", "outboxSweep"] });
    nodeB = await createTestServer(
      { ...env, DATABASE_URL: nodeA.config.databaseUrl },
      { background: ["outboxCheck", "outboxSweep"] },
    );
  }, 60_000);
  afterAll(async () => {
    link?.release();
    await nodeB?.close(); // first: node A owns the database
    await nodeA?.close();
    await sentinels?.stop();
    await replica?.kill();
    await primary?.kill();
    await link?.close();
  });

  it(
    "promotes the replica; both nodes follow it with every event delivered once, Redis down meanwhile in /readyz",
    { timeout: 180_000 },
    async () => {
      const star = await createUser(nodeA);
      const follow = async (node: TestServer) => {
        const follower = await createUser(node);
        await node.domain.follows.follow(follower.viewer, star.id);
        return follower;
      };
      const urls = [await listen(nodeA), await listen(nodeB)] as const;
      const faces: NotificationFaces[] = [];
      const newcomers: { dispose(): void | Promise<void> }[] = [];
      try {
        for (const url of urls) faces.push(await watchNotifications(url, star));
        const followers: TestUser[] = [await follow(nodeA)];
        for (const face of faces) await untilEachOnce(face, followedYou(followers));

        await throughFailover(followers);

        // a follow made now is delivered after everything published before it: once it is in, a
        // lost event would have shown as missing and a repeat as twice
        followers.push(await follow(nodeB));
        const expected = followedYou(followers);
        // each node publishes its own commits, so while one waited out the failover the other's
        // went first: each once, not in the order they committed
        for (const face of faces)
          await untilEachOnce(face, expected, { timeout: afterFailover.timeout, inBusOrder: false });

        // rate limits: one budget for both nodes again (each node alone would allow SEARCH_LIMIT)
        let visitor = 0;
        await eventually(async () => {
          const address = `10.38.6.${++visitor}`;
          const search = (node: TestServer) => node.domain.postSearch.search(null, address, "harbour", {});
          for (let i = 0; i < SEARCH_LIMIT; i++) await search(i % 2 ? nodeB : nodeA);
          await expect(search(nodeA)).rejects.toBeInstanceOf(TooManyRequestsError);
        }, afterFailover);

        // presence: someone coming online on node B is online for node A, and the star still is
        const newcomer = await createUser(nodeB);
        newcomers.push(await connectGraphQL(urls[1], newcomer.token));
        await eventually(
          async () => expect((await nodeA.presence.online()).toSorted()).toEqual([star.id, newcomer.id].toSorted()),
          afterFailover,
        );
      } finally {
        for (const face of faces) await face.close();
        for (const newcomer of newcomers) await newcomer.dispose();
      }

      /**
       * People follow the star on both nodes (into `followers`) while the primary's followers fall
       * behind, it dies and the replica takes over; until both nodes are ready with nothing left in
       * the outbox. Both nodes' /readyz say Redis is down meanwhile.
       */
      async function throughFailover(followers: TestUser[]): Promise<void> {
        let going = true;
        const load = (async () => {
          for (let i = 0; going; i++) followers.push(await follow(i % 2 ? nodeB : nodeA));
        })();
        try {
          // the primary takes events its replica and the nodes' readers do not get
          const before = followers.length;
          link.holdFollowers();
          await eventually(
            async () => expect(await countEntries(primary.url, "user.followed")).toBeGreaterThanOrEqual(before + 3),
            afterFailover,
          );
          // each node says so, until the sentinels have seen the primary silent for a second,
          // elected a leader and promoted the replica, and the node has reconnected
          const saidDown = Promise.all(
            [nodeA, nodeB].map((node) =>
              eventually(async () =>
                expect(await readyz(node)).toMatchObject({ statusCode: 503, body: { down: ["redis"] } }),
              ),
            ),
          );
          expect(await sentinels.primaryPort()).toBe(link.port); // no failover yet
          await primary.kill();
          link.release();
          await saidDown;

          await eventually(async () => expect(await sentinels.primaryPort()).toBe(replica.port), afterFailover);
          // both nodes reach the new primary; it has no replica yet, so the relay publishes nothing
          await eventually(async () => {
            for (const node of [nodeA, nodeB]) expect(await readyz(node)).toMatchObject({ body: { redis: true } });
          }, afterFailover);
          // back empty (nothing persisted), as a supervisor restarts it: the sentinels make it a replica
          await primary.start();
          await eventually(async () => {
            for (const node of [nodeA, nodeB])
              expect(await readyz(node)).toMatchObject({ statusCode: 200, body: { status: "ready", redis: true } });
            expect(await nodeA.prisma.outboxEvent.count()).toBe(0);
          }, afterFailover);
        } finally {
          going = false;
          link.release();
          await load;
        }
      }
    },
  );
});
