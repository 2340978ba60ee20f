// Presence shared by every node through Redis, each change reported exactly once.
//
// Keys (under the deployment's prefix):
// - `online`: the users online anywhere (what active-people and activeFriends read)
// - `nodes`: the nodes that have registered; `node:<id>:users`: the users a node has connections
//   for (no TTL); `node:<id>:alive`: present while the node lives (its heartbeat refreshes a TTL)
// A node counts its connections in memory and only calls Redis on a user's first and last local
// connection. Each call is one Lua script, so it is atomic: adding returns whether the user just
// came online (SADD to `online`), removing whether they just went offline (nobody else live has
// them, SREM from `online`). Two nodes racing on one user therefore see one transition each way.
// - A node that dies stops refreshing `alive`. The next heartbeat of any node prunes it: its users
//   leave `online` unless a live node has them, and that heartbeat's node reports them offline.
// - Redis losing its data, a node stalled past its TTL (and pruned), or a failed write is healed
//   by the next heartbeat, which then rewrites the node's users from memory (reporting who comes
//   back or leaves); otherwise a heartbeat sends no user list at all. A connection back from an
//   outage or a cut link beats at once, so the node's users are seen again within a second.
// The scripts touch keys they compute (other nodes' sets): one Redis, not a cluster.
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { LocalConnections, type Presence, type PresenceChange } from "./presence.ts";

export interface RedisPresenceOptions {
  /** every key starts with it: one deployment's nodes share it */
  prefix: string;
  onChange: PresenceChange;
  heartbeatMs?: number;
}

// Whether a live node other than ARGV[1] has the user. ARGV[2] is the node key prefix.
const ELSEWHERE = `
local function elsewhere(user)
  for _, node in ipairs(redis.call('SMEMBERS', KEYS[1])) do
    if node ~= ARGV[1] and redis.call('EXISTS', ARGV[2] .. node .. ':alive') == 1
      and redis.call('SISMEMBER', ARGV[2] .. node .. ':users', user) == 1 then return true end
  end
  return false
end
`;

// KEYS: nodes, this node's users, online. ARGV: node id, node prefix, user. 1 = came online.
const ADD = `
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('SADD', KEYS[2], ARGV[3])
return redis.call('SADD', KEYS[3], ARGV[3])`;

// Same keys and arguments. 1 = went offline.
const REMOVE = `${ELSEWHERE}
redis.call('SREM', KEYS[2], ARGV[3])
if elsewhere(ARGV[3]) then return 0 end
return redis.call('SREM', KEYS[3], ARGV[3])`;

// KEYS: nodes, this node's alive key, online. ARGV: node id, node prefix, TTL ms.
// Returns {1 if this node's alive key had gone, users of dead nodes who went offline}.
const HEARTBEAT = `
local gone = redis.call('SET', KEYS[2], '1', 'PX', ARGV[3], 'NX') ~= false
if not gone then redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
redis.call('SADD', KEYS[1], ARGV[1])
local live, dead, offline = {}, {}, {}
for _, node in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', ARGV[2] .. node .. ':alive') == 1 then table.insert(live, node) else table.insert(dead, node) end
end
for _, node in ipairs(dead) do
  local users = ARGV[2] .. node .. ':users'
  for _, user in ipairs(redis.call('SMEMBERS', users)) do
    local kept = false
    for _, other in ipairs(live) do
      if redis.call('SISMEMBER', ARGV[2] .. other .. ':users', user) == 1 then kept = true break end
    end
    if not kept and redis.call('SREM', KEYS[3], user) == 1 then table.insert(offline, user) end
  end
  redis.call('DEL', users)
  redis.call('SREM', KEYS[1], node)
end
return {gone and 1 or 0, offline}`;

// KEYS: nodes, this node's users, online. ARGV: node id, node prefix, users... (all of this node's).
// Returns {users who came online, users who went offline}.
const SYNC = `${ELSEWHERE}
redis.call('SADD', KEYS[1], ARGV[1])
local wanted, came, went = {}, {}, {}
for i = 3, #ARGV do wanted[ARGV[i]] = true end
for _, user in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if not wanted[user] then
    redis.call('SREM', KEYS[2], user)
    if not elsewhere(user) and redis.call('SREM', KEYS[3], user) == 1 then table.insert(went, user) end
  end
end
for i = 3, #ARGV do
  redis.call('SADD', KEYS[2], ARGV[i])
  if redis.call('SADD', KEYS[3], ARGV[i]) == 1 then table.insert(came, ARGV[i]) end
end
return {came, went}`;

// KEYS: nodes, this node's users, online, this node's alive key. ARGV: node id, node prefix.
// Returns the users who went offline.
const LEAVE = `${ELSEWHERE}
local went = {}
for _, user in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if not elsewhere(user) and redis.call('SREM', KEYS[3], user) == 1 then table.insert(went, user) end
end
redis.call('DEL', KEYS[2], KEYS[4])
redis.call('SREM', KEYS[1], ARGV[1])
return went`;

interface PresenceScripts {
  presenceAdd(...args: string[]): Promise<number>;
  presenceRemove(...args: string[]): Promise<number>;
  presenceHeartbeat(...args: string[]): Promise<[number, string[]]>;
  presenceSync(...args: string[]): Promise<[string[], string[]]>;
  presenceLeave(...args: string[]): Promise<string[]>;
}

export class RedisPresence implements Presence {
  private readonly local = new LocalConnections();
  private readonly nodeId = randomUUID();
  private readonly keys: { nodes: string; users: string; alive: string; online: string; nodePrefix: string };
  private readonly ttlMs: number;
  private readonly redis: Redis & PresenceScripts;
  private timer: NodeJS.Timeout | undefined;
  /** a write failed: the next heartbeat rewrites this node's users */
  private unsure = false;
  private started = false;

  private constructor(
    redis: Redis,
    private readonly log: Logger,
    private readonly onChange: PresenceChange,
    prefix: string,
    heartbeatMs: number,
  ) {
    const nodePrefix = `${prefix}node:`;
    this.keys = {
      nodes: `${prefix}nodes`,
      users: `${nodePrefix}${this.nodeId}:users`,
      alive: `${nodePrefix}${this.nodeId}:alive`,
      online: `${prefix}online`,
      nodePrefix,
    };
    // three missed heartbeats before a node's users expire: a GC pause or a slow Redis
    // round-trip must not make everyone on a healthy node blink offline
    this.ttlMs = heartbeatMs * 3;
    for (const [name, lua, keys] of [
      ["presenceAdd", ADD, 3],
      ["presenceRemove", REMOVE, 3],
      ["presenceHeartbeat", HEARTBEAT, 3],
      ["presenceSync", SYNC, 3],
      ["presenceLeave", LEAVE, 4],
    ] as const)
      if (!(name in redis)) redis.defineCommand(name, { lua, numberOfKeys: keys });
    this.redis = redis as Redis & PresenceScripts;
  }

  /**
   * Registers the node (alive before its first user, so no heartbeat prunes it) and starts its
   * heartbeat. With Redis down it starts unregistered, and the first heartbeat that reaches Redis registers it.
   */
  static async start(
    redis: Redis,
    log: Logger,
    { prefix, onChange, heartbeatMs = 10_000 }: RedisPresenceOptions,
  ): Promise<RedisPresence> {
    const presence = new RedisPresence(redis, log, onChange, prefix, heartbeatMs);
    try {
      await presence.heartbeat();
    } catch (err) {
      // Redis is down: start anyway; a later heartbeat registers the node and its users
      presence.unsure = true;
      log.debug({ err }, "presence: Redis unavailable at start; registering this node once it is back");
    }
    // while Redis is down every heartbeat fails: the client's outage report says so once
    const failed = (err: unknown) =>
      (redis.status === "ready" ? log.warn : log.debug).call(log, { err }, "presence heartbeat failed");
    presence.timer = setInterval(() => presence.heartbeat().catch(failed), heartbeatMs);
    presence.timer.unref();
    // back from an outage or a cut link: heal now rather than at the next beat, up to heartbeatMs away
    redis.on("ready", () => void presence.heartbeat().catch(failed));
    return presence;
  }

  async add(userId: string, connectionId: string): Promise<void> {
    if (!this.local.add(userId, connectionId)) return;
    const { nodes, users, online, nodePrefix } = this.keys;
    const cameOnline = await this.unsureOnFailure(
      this.redis.presenceAdd(nodes, users, online, this.nodeId, nodePrefix, userId),
    );
    if (cameOnline) this.onChange(userId, true);
  }

  async remove(userId: string, connectionId: string): Promise<void> {
    if (!this.local.remove(userId, connectionId)) return;
    const { nodes, users, online, nodePrefix } = this.keys;
    const wentOffline = await this.unsureOnFailure(
      this.redis.presenceRemove(nodes, users, online, this.nodeId, nodePrefix, userId),
    );
    if (wentOffline) this.onChange(userId, false);
  }

  online(): Promise<string[]> {
    return this.redis.smembers(this.keys.online);
  }

  async onlineAmong(userIds: readonly string[]): Promise<string[]> {
    if (!userIds.length) return [];
    const flags = await this.redis.smismember(this.keys.online, ...userIds);
    return userIds.filter((_, i) => flags[i] === 1);
  }

  /** Keeps this node alive, prunes dead nodes (reporting their users who went offline), heals after a loss. */
  async heartbeat(): Promise<void> {
    const { nodes, alive, online, nodePrefix } = this.keys;
    const [gone, offline] = await this.redis.presenceHeartbeat(
      nodes,
      alive,
      online,
      this.nodeId,
      nodePrefix,
      String(this.ttlMs),
    );
    for (const userId of offline) this.onChange(userId, false);
    const started = this.started;
    this.started = true;
    if (!gone && !this.unsure) return;
    if (gone && started)
      this.log.warn(
        "presence: this node's Redis state was gone (Redis restarted, or the node stalled past its TTL); rewriting it",
      );
    this.unsure = false;
    const [came, went] = await this.unsureOnFailure(
      this.redis.presenceSync(nodes, this.keys.users, online, this.nodeId, nodePrefix, ...this.local.users()),
    );
    for (const userId of came) this.onChange(userId, true);
    for (const userId of went) this.onChange(userId, false);
  }

  /** Leaves at once on a clean shutdown rather than after the TTL; the Redis client is the caller's. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    const { nodes, users, online, alive, nodePrefix } = this.keys;
    const went = await this.redis.presenceLeave(nodes, users, online, alive, this.nodeId, nodePrefix);
    for (const userId of went) this.onChange(userId, false);
  }

  private async unsureOnFailure<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (error) {
      this.unsure = true;
      throw error;
    }
  }
}
