// RedisPresence on its own: several nodes share one list; each user's coming online and going
// offline is reported exactly once across the nodes, also when the last connection closes on
// another node and when a node dies without cleaning up (after its TTL). Keys get a per-run
// prefix so runs never mix.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RedisPresence } from "../../src/realtime/redis-presence.ts";
import { eventually, letTimePass } from "../support/eventually.ts";

const REDIS_URL = process.env.REDIS_URL;
const log = pino({ level: "silent" });
/** Fast heartbeats, so a dead node's TTL (three of them) passes within the test. */
const HEARTBEAT_MS = 50;

describe.skipIf(!REDIS_URL)("RedisPresence", () => {
  let prefix: string;
  const clients: Redis[] = [];
  const nodes: RedisPresence[] = [];
  /** every reported change, from every node, in the order reported */
  let changes: string[];
  let admin: Redis;

  async function node(heartbeatMs?: number) {
    const client = new Redis(REDIS_URL!);
    const presence = await RedisPresence.start(client, log, {
      prefix,
      heartbeatMs,
      onChange: (userId, online) => changes.push(`${userId} ${online ? "on" : "off"}`),
    });
    clients.push(client);
    nodes.push(presence);
    return { client, presence };
  }

  beforeAll(() => {
    admin = new Redis(REDIS_URL!);
  });
  beforeEach(() => {
    prefix = `test:presence:${randomUUID()}:`;
    changes = [];
  });
  afterEach(async () => {
    await Promise.allSettled(nodes.splice(0).map((n) => n.close()));
    for (const client of clients.splice(0)) client.disconnect();
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
  });
  afterAll(() => admin.disconnect());

  it("lists each user once across connections and nodes; reports each change once, wherever the last connection closes", async () => {
    const a = (await node()).presence;
    const b = (await node()).presence;
    await a.add("u1", "c1");
    await a.add("u1", "c2");
    await a.add("u1", "c2");
    await b.add("u1", "c3");
    await b.add("u2", "c4");
    expect((await a.online()).sort()).toEqual(["u1", "u2"]);
    expect(await b.onlineAmong(["u2", "u3", "u1"])).toEqual(["u2", "u1"]);
    expect(changes).toEqual(["u1 on", "u2 on"]);

    await a.remove("u1", "c1");
    await a.remove("u1", "c2");
    expect((await b.online()).sort()).toEqual(["u1", "u2"]);
    await b.remove("u1", "c3"); // the last one, on the other node
    expect(await a.online()).toEqual(["u2"]);
    await b.close();
    expect(await a.online()).toEqual([]);
    expect(changes).toEqual(["u1 on", "u2 on", "u1 off", "u2 off"]);
  });

  it("reports one change each way when two nodes race on the same user", async () => {
    const [a, b] = [(await node()).presence, (await node()).presence];
    for (let round = 0; round < 20; round++) {
      await Promise.all([a.add("racer", `a${round}`), b.add("racer", `b${round}`)]);
      await Promise.all([a.remove("racer", `a${round}`), b.remove("racer", `b${round}`)]);
    }
    expect(changes).toEqual(Array.from({ length: 20 }, () => ["racer on", "racer off"]).flat());
  });

  it("takes a dead node's users offline after its TTL, reported once by a surviving node, unless another node has them", async () => {
    const survivor = (await node(HEARTBEAT_MS)).presence;
    const doomed = await node(HEARTBEAT_MS);
    await doomed.presence.add("ghost", "c1");
    await doomed.presence.add("shared", "c2");
    await survivor.add("shared", "c3");
    expect((await survivor.online()).sort()).toEqual(["ghost", "shared"]);

    doomed.client.disconnect(); // no goodbye: its heartbeats now fail
    await eventually(async () => expect(await survivor.online()).toEqual(["shared"]));
    await eventually(async () => expect(await admin.scard(`${prefix}nodes`)).toBe(1));
    // on purpose: each of the survivor's next heartbeats sweeps for dead nodes again, and none may
    // report the ghost twice; only time passing makes them happen
    await letTimePass(4 * HEARTBEAT_MS);
    expect(changes).toEqual(["ghost on", "shared on", "ghost off"]);
  });

  it("restores a node's users, reporting them online again, after Redis lost them", async () => {
    const { presence } = await node(50);
    await presence.add("u1", "c1");
    await admin.del(...(await admin.keys(`${prefix}*`)));
    expect(await presence.online()).toEqual([]);
    await eventually(async () => expect(await presence.online()).toEqual(["u1"]));
    expect(changes).toEqual(["u1 on", "u1 on"]);
  });
});
