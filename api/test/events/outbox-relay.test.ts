// Two nodes' outbox relays on one PostgreSQL database publish every stored event exactly once:
// one holds the drain lock at a time, and a relay that takes the lock just after the other
// released it does not publish again what the other has just published and deleted.
// PostgreSQL only: PGlite has one connection, so two relays there never overlap.
import crypto from "node:crypto";
import pg from "pg";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually, letTimePass } from "../support/eventually.ts";
import { openDatabase, type Database } from "../../src/db/database.ts";
import { storeEvents } from "../../src/domain/transaction.ts";
import type { DomainEventType } from "../../src/events/domain-events.ts";
import { OutboxRelay, type PublishAll } from "../../src/events/outbox-relay.ts";
import { startStatementGate, type StatementGate } from "../support/statement-gate.ts";

const base = process.env.TEST_DATABASE_URL;
const silent = pino({ level: "silent" });

type PublishOne = (type: DomainEventType, payload: unknown) => Promise<void>;

/** A transport that takes a batch's events one at a time, as the in-memory bus does. */
const oneByOne =
  (publish: PublishOne): PublishAll =>
  async (events) => {
    for (const { type, payload } of events) await publish(type, payload);
    return { taken: events.length };
  };
const schema = `test_outbox_${crypto.randomBytes(6).toString("hex")}`;

function urlOf(host: string, name: string): string {
  const url = new URL(base!);
  url.host = host;
  url.searchParams.set("schema", schema);
  url.searchParams.set("application_name", name);
  return url.toString();
}

describe.skipIf(!base)("two outbox relays on PostgreSQL", () => {
  let gate: StatementGate;
  let nodeA: Database;
  let nodeB: Database;
  const relays: OutboxRelay[] = [];

  beforeAll(async () => {
    const target = new URL(base!);
    gate = await startStatementGate({ host: target.hostname, port: Number(target.port || 5432) });
    nodeA = await openDatabase(urlOf(target.host, "outbox-relay-a"));
    // node B reaches the database through the gate, which can hold its statements
    nodeB = await openDatabase(urlOf(`127.0.0.1:${gate.port}`, "outbox-relay-b"), { migrate: false });
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.close()));
    await nodeA.prisma.outboxEvent.deleteMany();
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await gate?.close();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  const relay = (db: Database, publish: PublishOne | PublishAll, batches = false) => {
    const created = new OutboxRelay(
      db.prisma,
      batches ? (publish as PublishAll) : oneByOne(publish as PublishOne),
      silent,
    );
    relays.push(created);
    return created;
  };
  const store = (db: Database, payloads: object[]) =>
    db.prisma.$transaction((tx) =>
      storeEvents(
        tx,
        payloads.map((payload) => ({ type: "post.created", payload: payload as never })),
      ),
    );

  it("does not publish again the rows another relay deleted while its drain statement was starting", async () => {
    await store(nodeA, [{ n: 1 }, { n: 2 }, { n: 3 }]);
    const published: string[] = [];
    let letAFinish!: () => void;
    const aMayFinish = new Promise<void>((resolve) => (letAFinish = resolve));
    const relayA = relay(nodeA, async (_type: DomainEventType, payload: unknown) => {
      published.push(`A${(payload as { n: number }).n}`);
      await aMayFinish;
    });
    const relayB = relay(
      nodeB,
      async (_type: DomainEventType, payload: unknown) => void published.push(`B${(payload as { n: number }).n}`),
    );

    // A holds the lock and is publishing the batch it read
    relayA.start();
    await eventually(() => expect(published).toEqual(["A1"]));
    // B's drain statement is bound (its snapshot taken: A's delete not committed) but not run
    const drain = gate.holdNext("pg_try_advisory_xact_lock");
    relayB.nudge();
    await drain.held;
    await eventually(async () => {
      const [bound] = await nodeA.prisma.$queryRaw<{ bound: boolean }[]>`
        SELECT count(*) > 0 AS "bound" FROM pg_stat_activity
        WHERE application_name = 'outbox-relay-b' AND state = 'active' AND wait_event = 'ClientRead' AND query LIKE '%pg_try_advisory_xact_lock%'`;
      expect(bound?.bound).toBe(true);
    });
    // A publishes the rest, deletes the rows and commits, releasing the lock
    letAFinish();
    await relayA.close();
    expect(await nodeA.prisma.outboxEvent.count()).toBe(0);
    // B's statement now runs: it gets the lock, and must find nothing left to publish
    drain.release();
    await relayB.close();
    expect(published).toEqual(["A1", "A2", "A3"]);
  });

  it(
    "publishes each event once, each writer's in order, while both drain side by side under load",
    { timeout: 120_000 },
    async () => {
      const WRITERS = 6;
      const TRANSACTIONS = 150;
      const published: { writer: number; seq: number }[] = [];
      // a transport takes a moment: the lock is held across a few turns of the event loop
      const publish: PublishOne = async (_type, payload) => {
        await new Promise((resolve) => setImmediate(resolve));
        published.push(payload as { writer: number; seq: number });
      };
      const both = [relay(nodeA, publish), relay(nodeB, publish)];
      for (const r of both) r.start();

      await Promise.all(
        Array.from({ length: WRITERS }, async (_, writer) => {
          const db = writer % 2 ? nodeB : nodeA;
          for (let t = 0; t < TRANSACTIONS; t++) {
            await store(db, [
              { writer, seq: 2 * t },
              { writer, seq: 2 * t + 1 },
            ]);
            for (const r of both) r.nudge();
          }
        }),
      );
      // 1,800 events through two relays contending for one lock: slow by design
      await eventually(() => expect(published.length).toBeGreaterThanOrEqual(WRITERS * TRANSACTIONS * 2), {
        timeout: 60_000,
      });
      await Promise.all(both.map((r) => r.close()));

      expect(await nodeA.prisma.outboxEvent.count()).toBe(0);
      const seen = new Set(published.map(({ writer, seq }) => `${writer}:${seq}`));
      expect(published.length - seen.size).toBe(0); // no duplicates
      for (let writer = 0; writer < WRITERS; writer++) {
        const order = published.filter((e) => e.writer === writer).map((e) => e.seq);
        expect(order).toEqual(Array.from({ length: TRANSACTIONS * 2 }, (_, i) => i));
      }
    },
  );

  it("keeps what a batch's transport did not take, and publishes it next, in order", async () => {
    await store(nodeA, [{ n: 1 }, { n: 2 }, { n: 3 }]);
    const published: number[] = [];
    let refusals = 1;
    // the transport takes the first event of the batch, then refuses (Redis stopped taking writes)
    const relayA = relay(
      nodeA,
      (async (events) => {
        const take = refusals-- > 0 ? 1 : events.length;
        published.push(...events.slice(0, take).map((e) => (e.payload as { n: number }).n));
        return take < events.length ? { taken: take, refused: new Error("READONLY") } : { taken: take };
      }) satisfies PublishAll,
      true,
    );
    relayA.start();
    await eventually(() => expect(published).toEqual([1, 2, 3]));
    await relayA.close();
    expect(await nodeA.prisma.outboxEvent.count()).toBe(0);
  });

  it("publishes commits at once; one the transport refused waits, and later commits wait behind it, in order", async () => {
    const published: number[] = [];
    let refuse = true;
    const relayA = relay(
      nodeA,
      (async (events) => {
        if (refuse) return { taken: 0, refused: new Error("Redis unavailable") };
        published.push(...events.map((e) => (e.payload as { n: number }).n));
        return { taken: events.length };
      }) satisfies PublishAll,
      true,
    );
    relayA.start();
    relayA.committed(await store(nodeA, [{ n: 1 }, { n: 2 }]));
    // refused: still stored, and the next commit is not published ahead of them
    await eventually(async () => expect(await nodeA.prisma.outboxEvent.count()).toBe(2));
    refuse = false;
    relayA.committed(await store(nodeA, [{ n: 3 }]));
    await eventually(() => expect(published).toEqual([1, 2, 3]), { timeout: 5_000 });
    // caught up: a commit goes out at once again, and its row is deleted
    relayA.committed(await store(nodeA, [{ n: 4 }]));
    await eventually(() => expect(published).toEqual([1, 2, 3, 4]));
    await eventually(async () => expect(await nodeA.prisma.outboxEvent.count()).toBe(0));
  });

  it("sweeps up a committed row its writer never published, once it is a second old", async () => {
    const identities: string[] = [];
    const relayA = relay(
      nodeA,
      (async (events) => {
        identities.push(...events.map((e) => e.id));
        return { taken: events.length };
      }) satisfies PublishAll,
      true,
    );
    relayA.start();
    await letTimePass(100);
    // stored and committed by a node that died before it could publish
    const [row] = await store(nodeA, [{ n: 1 }]);
    await letTimePass(500);
    expect(identities).toEqual([]);
    await eventually(() => expect(identities).toEqual([`${row!.id}@${row!.createdAt.getTime()}`]), { timeout: 3_000 });
    await eventually(async () => expect(await nodeA.prisma.outboxEvent.count()).toBe(0));
  });

  it("gives a row stored again under an old id (a restored database) another identity", async () => {
    const identities: string[] = [];
    const collect: PublishAll = async (events) => {
      identities.push(...events.map((event) => event.id));
      return { taken: events.length };
    };
    const relayA = relay(nodeA, collect, true);
    await store(nodeA, [{ n: 1 }]);
    relayA.start();
    await eventually(() => expect(identities).toHaveLength(1));
    // the serial starts again where a backup left it; Redis still holds the first event's marker
    const [last] = await nodeA.prisma.$queryRaw<{ id: bigint }[]>`SELECT last_value AS id FROM "OutboxEvent_id_seq"`;
    await nodeA.prisma.$executeRawUnsafe(`ALTER SEQUENCE "OutboxEvent_id_seq" RESTART WITH ${last!.id}`);
    await store(nodeA, [{ n: 2 }]);
    relayA.nudge();
    await eventually(() => expect(identities).toHaveLength(2));
    expect(identities[1]!.split("@")[0]).toBe(identities[0]!.split("@")[0]);
    expect(identities[1]).not.toBe(identities[0]);
  });

  it("publishes at once when woken (Redis back), not after its back-off's pause", async () => {
    await store(nodeA, [{ n: 1 }]);
    let attempts = 0;
    let redisBack = false;
    const published: number[] = [];
    const relayA = relay(
      nodeA,
      (async (events) => {
        attempts++;
        if (!redisBack) return { taken: 0, refused: new Error("Redis unavailable") };
        published.push(...events.map((e) => (e.payload as { n: number }).n));
        return { taken: events.length };
      }) satisfies PublishAll,
      true,
    );
    relayA.start();
    // four failures in 1.4 s: the fifth attempt is 1.6 s away, then 3.2 s, 5 s
    await eventually(() => expect(attempts).toBe(4), { timeout: 5_000, interval: 10 });
    redisBack = true;
    relayA.wake();
    // well inside the 1.6 s the back-off would still wait
    await eventually(() => expect(published).toEqual([1]), { timeout: 800, interval: 10 });
    await relayA.close();
  });
});
