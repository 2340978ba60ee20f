// A node is killed (SIGKILL) mid-relay: its relay published a batch to Redis, and its delete of
// the batch's outbox rows had not run yet. The rows stay, and the other node's relay publishes
// them again. The followed person still gets the notification once, on every face, nothing is
// lost, and the stream holds the event once. Node B runs in a process of its own; both nodes reach
// the database through a gate that holds the relay's delete (one address: one deployment, one
// stream). PostgreSQL only (two nodes, one outbox).
import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { print } from "graphql";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FollowUser } from "../graphql/social-operations.ts";
import { countEntries, followedYou } from "../support/event-stream.ts";
import { eventually } from "../support/eventually.ts";
import { createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { startNodeProcess } from "../support/node-process.ts";
import { untilEachOnce, watchNotifications } from "../support/notification-faces.ts";
import { RedisServer } from "../support/redis-server.ts";
import { startStatementGate, type StatementGate } from "../support/statement-gate.ts";
import { temporaryDirs } from "../support/temporary-dirs.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { listen } from "./socket-client.ts";

/** The delete of the rows a node published (outbox-relay.ts, deletePublished), after their publish. */
const RELAY_DELETE = `DELETE FROM "OutboxEvent" WHERE "id" IN (`;
const makeDir = temporaryDirs("skysocial-relay-killed-");
const base = process.env.TEST_DATABASE_URL;
const schema = `test_relay_killed_${crypto.randomBytes(6).toString("hex")}`;

/** The test's schema through the gate, the node named `name` in pg_stat_activity. */
function throughGate(gate: StatementGate, name: string): string {
  const url = new URL(base!);
  url.host = `127.0.0.1:${gate.port}`;
  url.searchParams.set("schema", schema);
  url.searchParams.set("application_name", name);
  return url.toString();
}

/** Runs `sql` on the database directly (not through the gate). */
async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!base || !process.env.REDIS_URL)("a node killed mid-relay", () => {
  let redis: RedisServer;
  let gate: StatementGate;
  let nodeA: TestServer;
  let nodeB: { child: ChildProcess; url: string };

  beforeAll(async () => {
    redis = await RedisServer.start();
    const database = new URL(base!);
    gate = await startStatementGate({ host: database.hostname, port: Number(database.port || 5432) });
    nodeA = await createTestServer(
      { REDIS_URL: redis.url, DATABASE_URL: throughGate(gate, "node-a") },
      { background: ["outboxSweep"] },
    );
    nodeB = await startNodeProcess(throughGate(gate, "node-b"), makeDir(), { REDIS_URL: redis.url });
  }, 120_000);
  afterAll(async () => {
    nodeB?.child.kill("SIGKILL");
    await nodeA?.close();
    await gate?.close();
    await redis?.kill();
    await query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });

  /** The node whose relay's delete the gate holds (bound, its Execute held back). */
  const heldFor = () =>
    eventually(async () => {
      const [held] = await query<{ application_name: string }>(
        `SELECT application_name FROM pg_stat_activity WHERE state = 'active' AND wait_event = 'ClientRead' AND query LIKE '%${RELAY_DELETE}%'`,
      );
      expect(held).toBeDefined();
      return held!.application_name;
    });

  const followOnNodeB = async (follower: TestUser, followee: TestUser) => {
    const response = await fetch(`${nodeB.url}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${follower.token}`, "content-type": "application/json" },
      body: JSON.stringify({ query: print(FollowUser), variables: { input: { userId: followee.globalId } } }),
    });
    expect(response.status).toBe(200);
  };

  it("delivers the batch once when the other node's relay publishes it again", { timeout: 120_000 }, async () => {
    const star = await createUser(nodeA);
    const [first, latecomer, ...candidates] = await createUsers(nodeA, 5);
    const faces = await watchNotifications(await listen(nodeA), star);
    try {
      await nodeA.domain.follows.follow(first!.viewer, star.id);
      await untilEachOnce(faces, followedYou([first!]));

      // node B publishes its own commit and deletes it; should node A's sweep have come first (it
      // takes rows older than a second), the follow is simply delivered and the next one tries again
      const followers = [first!];
      let killed = false;
      for (const follower of candidates) {
        const relayDelete = gate.holdNext(RELAY_DELETE);
        let held = false;
        void relayDelete.held.then(() => (held = true));
        await followOnNodeB(follower, star);
        followers.push(follower);
        await eventually(async () => {
          if (!held) expect(await nodeA.prisma.outboxEvent.count()).toBe(0);
        });
        if (held && (await heldFor()) === "node-b") {
          nodeB.child.kill("SIGKILL");
          killed = true;
          break;
        }
        relayDelete.release();
      }
      expect(killed).toBe(true);

      // node A's sweep publishes the rows node B did not delete
      await eventually(async () => expect(await nodeA.prisma.outboxEvent.count()).toBe(0), { timeout: 30_000 });
      await nodeA.domain.follows.follow(latecomer!.viewer, star.id);
      const expected = followedYou([...followers, latecomer!]);
      await untilEachOnce(faces, expected);
      expect(await countEntries(redis.url, "user.followed")).toBe(expected.length);
    } finally {
      await faces.close();
    }
  });
});
