// Slots shared by the nodes of one deployment through Redis: one limit for all of them, not one
// per node. Each counter (a limit's name and a key) is a sorted set of the slots held, each scored
// with when it expires; taking one is a Lua script, so two nodes taking the last slot at once
// cannot both get it. A node keeps its slots alive (a heartbeat every HEARTBEAT_MS rewrites their
// expiry, and adds back any that Redis lost in a restart); a node that dies stops, and its slots
// expire after three heartbeats (30 s) instead of leaking. A slot given back is removed at once.
//
// Like the rate limits (rate-limits.ts), slots never wait on a Redis that is down or silent: its
// commands fail at once or after a short timeout (counting-client.ts), and the node then decides
// from the slots it holds itself (each node allows the whole limit on its own during an outage).
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { RedisTarget } from "../config/redis-target.ts";
import { countingClient } from "./counting-client.ts";
import {
  heldSlot,
  HeldSlots,
  type ClosableConnectionSlots,
  type Slot,
  type SlotLimit,
} from "../domain/limits/connection-slots.ts";

const HEARTBEAT_MS = 10_000;

// Redis's clock, not the nodes': their clocks may disagree. KEYS[1]: the counter.
const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

// ARGV: limit, TTL ms, holder. 1: taken; 0: the counter holds `limit` live slots already.
const TAKE = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

// ARGV: TTL ms, holders... (this node's, all of them in the counter): alive for another TTL.
const REFRESH = `${NOW}
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

interface SlotScripts {
  slotTake(counter: string, limit: number, ttlMs: number, holder: string): Promise<number>;
  slotRefresh(counter: string, ttlMs: number, ...holders: string[]): Promise<number>;
}

export async function redisConnectionSlots(
  target: RedisTarget,
  namespace: string,
  logger: Logger,
  { heartbeatMs = HEARTBEAT_MS }: { heartbeatMs?: number } = {},
): Promise<ClosableConnectionSlots> {
  /** three missed heartbeats: a GC pause or a slow round trip does not free a live node's slots */
  const ttlMs = 3 * heartbeatMs;
  const log = logger.child({ component: "connection-slots" });
  const client = await countingClient(target, log, {
    down: "Redis unavailable: each node counts realtime connections and subscriptions on its own until it is back",
    back: "Redis is back: realtime connections and subscriptions are counted by every node together again",
  });
  client.defineCommand("slotTake", { lua: TAKE, numberOfKeys: 1 });
  client.defineCommand("slotRefresh", { lua: REFRESH, numberOfKeys: 1 });
  const redis = client as Redis & SlotScripts;

  const prefix = `skysocial:${namespace}:slots:`;
  const node = randomUUID();
  const held = new HeldSlots();
  let next = 0;

  const heartbeat = setInterval(() => {
    const refreshed = held
      .entries()
      .map(([counter, holders]) => redis.slotRefresh(prefix + counter, ttlMs, ...holders));
    // while Redis is down every refresh fails: the client's outage report says so once
    Promise.all(refreshed).catch((err: unknown) => log.debug({ err }, "connection slots: heartbeat failed"));
  }, heartbeatMs);
  heartbeat.unref();

  return {
    async take({ name, limit }: SlotLimit, key: string): Promise<Slot | null> {
      const counter = `${name}:${key}`;
      const holder = `${node}:${++next}`;
      let taken: boolean;
      try {
        taken = (await redis.slotTake(prefix + counter, limit, ttlMs, holder)) === 1;
      } catch (err) {
        log.debug({ err }, "connection slots: Redis did not answer; counting this node's own");
        taken = held.count(counter) < limit;
      }
      if (!taken) return null;
      // a removal that fails (Redis down) leaves the slot to expire
      return heldSlot(held, counter, holder, () => void redis.zrem(prefix + counter, holder).catch(() => {}));
    },
    async close() {
      clearInterval(heartbeat);
      client.disconnect();
    },
  };
}
