// Presence shared by every node through Redis.
//
// Each node owns one Redis SET of the users it has sockets for (`<prefix>node:<nodeId>`), with
// a TTL, and lists itself in a registry SET (`<prefix>nodes`). The node counts its sockets in
// memory and only writes on a user's first and last local socket, so Redis never has to count.
// - A crashed node stops refreshing: its set expires after `ttl` and its users drop out without
//   anyone cleaning up; the registry entry is pruned by the next heartbeat of any node.
// - Every heartbeat rewrites the node's whole set from memory, so a Redis restart or a failed
//   write heals within one heartbeat instead of leaving a user wrongly on- or offline forever.
// - The list is the union of the live nodes' sets: de-duplicated by Redis, no clock involved.
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { LocalSockets, type Presence } from "./presence.ts";

export interface RedisPresenceOptions {
  /** every key starts with it: one deployment's nodes share it */
  prefix: string;
  heartbeatMs?: number;
}

// Drops registry entries whose set is gone (the node died, or simply has nobody online: it
// re-registers with its next user). A script, so it cannot race that re-registration.
const PRUNE_NODES = `
for _, node in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', ARGV[1] .. node) == 0 then redis.call('SREM', KEYS[1], node) end
end`;

export class RedisPresence implements Presence {
  private readonly local = new LocalSockets();
  private readonly nodeId = randomUUID();
  private readonly nodesKey: string;
  private readonly nodeKeyPrefix: string;
  private readonly ttlMs: number;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly log: Logger,
    { prefix, heartbeatMs = 10_000 }: RedisPresenceOptions,
  ) {
    this.nodesKey = `${prefix}nodes`;
    this.nodeKeyPrefix = `${prefix}node:`;
    // three missed heartbeats before a node's users expire: a GC pause or a slow Redis
    // round-trip must not make everyone on a healthy node blink offline
    this.ttlMs = heartbeatMs * 3;
    this.timer = setInterval(() => this.heartbeat().catch((err: unknown) => this.log.warn({ err }, "presence heartbeat failed")), heartbeatMs);
    this.timer.unref();
  }

  private get nodeKey(): string {
    return this.nodeKeyPrefix + this.nodeId;
  }

  async add(userId: string, socketId: string): Promise<void> {
    if (!this.local.add(userId, socketId)) return;
    await this.redis.multi().sadd(this.nodeKey, userId).pexpire(this.nodeKey, this.ttlMs).sadd(this.nodesKey, this.nodeId).exec();
  }

  async remove(userId: string, socketId: string): Promise<void> {
    if (!this.local.remove(userId, socketId)) return;
    await this.redis.srem(this.nodeKey, userId);
  }

  async online(): Promise<string[]> {
    const nodes = await this.redis.smembers(this.nodesKey);
    // a node that died since it registered has no set left: SUNION reads it as empty
    return nodes.length ? this.redis.sunion(...nodes.map((node) => this.nodeKeyPrefix + node)) : [];
  }

  /** Re-asserts this node's whole state and prunes dead nodes from the registry. */
  async heartbeat(): Promise<void> {
    const users = this.local.users();
    const rewrite = this.redis.multi().del(this.nodeKey);
    if (users.length) rewrite.sadd(this.nodeKey, ...users).pexpire(this.nodeKey, this.ttlMs).sadd(this.nodesKey, this.nodeId);
    await rewrite.exec();
    await this.redis.eval(PRUNE_NODES, 1, this.nodesKey, this.nodeKeyPrefix);
  }

  /** Leaves at once on a clean shutdown rather than after the TTL; the Redis client is the caller's. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.redis.multi().del(this.nodeKey).srem(this.nodesKey, this.nodeId).exec();
  }
}
