// Slots shared by nodes through Redis (a redis-server of this test's own): two nodes taking the
// last slots at once get no more than the limit between them; a slot given back is free at once;
// a node that dies leaves its slots to expire instead of holding them forever, while a live
// node's stay; Redis restarted empty gets the live slots back; while Redis is down a node counts
// its own.
import pino from "pino";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { ClosableConnectionSlots, Slot, SlotLimit } from "../../src/domain/limits/connection-slots.ts";
import { redisConnectionSlots } from "../../src/redis/connection-slots.ts";
import { eventually } from "../support/eventually.ts";
import { RedisServer } from "../support/redis-server.ts";

/** Heartbeats this often: a dead node's slots expire after three of them. */
const HEARTBEAT_MS = 200;

let redis: RedisServer;
const nodes: ClosableConnectionSlots[] = [];
let namespace = 0;

beforeAll(async () => {
  redis = await RedisServer.start();
});
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close();
  if (!redis.running) await redis.start();
});
afterAll(() => redis?.kill());

/** A deployment of its own (a namespace per test): starts its nodes. */
function deployment(): () => Promise<ClosableConnectionSlots> {
  const name = `slots-test-${++namespace}`;
  return async () => {
    const node = await redisConnectionSlots(redis.url, name, pino({ level: "silent" }), { heartbeatMs: HEARTBEAT_MS });
    nodes.push(node);
    return node;
  };
}

const perUser: SlotLimit = { name: "connections-per-user", limit: 3 };
const held = (slots: (Slot | null)[]) => slots.filter((slot): slot is Slot => slot !== null);

it("gives no more than the limit to two nodes taking slots at once, and a slot given back is free at once", async () => {
  const node = deployment();
  const [a, b] = [await node(), await node()];
  const attempts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take(perUser, "ada")));
  expect(held(attempts)).toHaveLength(3);
  // another key counts apart
  expect(await a.take(perUser, "bob")).not.toBeNull();
  held(attempts)[0]!.release();
  held(attempts)[0]!.release(); // twice: one slot, given back once
  expect(await b.take(perUser, "ada")).not.toBeNull();
  expect(await a.take(perUser, "ada")).toBeNull();
});

it("lets a dead node's slots expire, while a live node keeps its own", async () => {
  const node = deployment();
  const [live, dying] = [await node(), await node()];
  const kept = await live.take(perUser, "ada");
  const lost = [await dying.take(perUser, "ada"), await dying.take(perUser, "ada")];
  expect([kept, ...lost].every(Boolean)).toBe(true);
  expect(await live.take(perUser, "ada")).toBeNull();
  // it dies: its connections were never given back
  await dying.close();
  const other = await node();
  await eventually(async () => expect(await other.take(perUser, "ada")).not.toBeNull());
  expect(await other.take(perUser, "ada")).not.toBeNull();
  // the live node's slot, taken before the dead one's, outlived its first expiry (its heartbeat renewed it)
  expect(await other.take(perUser, "ada")).toBeNull();
});

it("gets the live slots back after Redis restarted empty, and counts its own while Redis is down", async () => {
  const node = deployment();
  const first = await node();
  const slots = [await first.take(perUser, "ada"), await first.take(perUser, "ada")];
  expect(held(slots)).toHaveLength(2);

  await redis.kill();
  // counted on this node alone: two held, one more allowed
  expect(await first.take(perUser, "ada")).not.toBeNull();
  expect(await first.take(perUser, "ada")).toBeNull();

  await redis.start();
  // the heartbeat writes this node's three slots into the empty Redis: another node finds them
  const other = await node();
  await eventually(async () => {
    const probe = await other.take(perUser, "ada");
    probe?.release();
    expect(probe).toBeNull();
  });
});
