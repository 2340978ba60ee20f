// RedisPresence on its own: several nodes share one list, and a node that dies without
// cleaning up loses its users after the TTL. Keys get a per-run prefix so runs never mix.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RedisPresence } from "../../src/realtime/redis-presence.ts";
import { eventually } from "./socket-client.ts";

const REDIS_URL = process.env.REDIS_URL;
const log = pino({ level: "silent" });

describe.skipIf(!REDIS_URL)("RedisPresence", () => {
  const prefix = `test:presence:${randomUUID()}:`;
  const clients: Redis[] = [];
  const nodes: RedisPresence[] = [];
  let admin: Redis;

  function node(heartbeatMs?: number) {
    const client = new Redis(REDIS_URL!);
    const presence = new RedisPresence(client, log, { prefix, heartbeatMs });
    clients.push(client);
    nodes.push(presence);
    return { client, presence };
  }

  beforeAll(() => {
    admin = new Redis(REDIS_URL!);
  });
  afterEach(async () => {
    await Promise.allSettled(nodes.splice(0).map((n) => n.close()));
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    admin.disconnect();
  });

  it("lists each user once across sockets and nodes; the last socket to go takes the user offline", async () => {
    const a = node().presence;
    const b = node().presence;
    await a.add("u1", "s1");
    await a.add("u1", "s2");
    await a.add("u1", "s2");
    await b.add("u1", "s3");
    await b.add("u2", "s4");
    expect((await a.online()).sort()).toEqual(["u1", "u2"]);

    await a.remove("u1", "s1");
    await a.remove("u1", "s2");
    expect((await b.online()).sort()).toEqual(["u1", "u2"]);
    await b.remove("u1", "s3");
    expect(await a.online()).toEqual(["u2"]);
    await b.close();
    expect(await a.online()).toEqual([]);
  });

  it("drops a crashed node's users after its TTL and prunes it from the registry", async () => {
    const survivor = node(50).presence;
    const doomed = node(50);
    await doomed.presence.add("ghost", "s1");
    await survivor.add("alive", "s2");
    expect((await survivor.online()).sort()).toEqual(["alive", "ghost"]);

    doomed.client.disconnect(); // no goodbye: its heartbeats now fail
    await eventually(async () => expect(await survivor.online()).toEqual(["alive"]));
    await eventually(async () => expect(await admin.scard(`${prefix}nodes`)).toBe(1));
  });

  it("restores a node's users with the next heartbeat after Redis lost them", async () => {
    const { presence } = node(50);
    await presence.add("u1", "s1");
    const keys = await admin.keys(`${prefix}*`);
    await admin.del(...keys);
    expect(await presence.online()).toEqual([]);
    await eventually(async () => expect(await presence.online()).toEqual(["u1"]));
  });
});
