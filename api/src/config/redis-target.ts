// Where a deployment's Redis is, and the one place a node's Redis connections are made: the event
// bus, presence, rate limits, connection slots and the Socket.IO adapter each open theirs here,
// with their own options (offline queue, timeouts) on top of the target's.
//
// REDIS_URL names one server. REDIS_SENTINELS names Redis Sentinels that watch a primary and its
// replicas (REDIS_SENTINEL_NAME: the group): ioredis asks them which server is the primary, and
// asks again whenever it loses its connection, so after a failover each connection comes back to
// the replica the sentinels promoted. A connection still on an old primary that is up (demoted,
// or back before the sentinels demoted it) leaves on the first write it refuses as a replica.
// Not ioredis's `failoverDetector`: a switch announced while a connection is reconnecting (its
// primary just died) ends that connection for good ("Connection is closed", status "end").
import { Redis, type RedisOptions } from "ioredis";
import { watchLink } from "./redis-link-watch.ts";

export interface SentinelAddress {
  host: string;
  port: number;
}

export interface SentinelTarget {
  sentinels: SentinelAddress[];
  /** the master group the sentinels monitor (REDIS_SENTINEL_NAME) */
  name: string;
  /** REDIS_URL set alongside: its password, user and database number; its host and port are not used */
  credentials: string | undefined;
}

/** One server's URL (REDIS_URL), or the sentinels that name the current primary. */
export type RedisTarget = string | SentinelTarget;

/** "host:port,host:port" (an IPv6 host in brackets); the first entry that is not one, as a string. */
export function parseSentinels(value: string): SentinelAddress[] | string {
  const addresses: SentinelAddress[] = [];
  for (const entry of value.split(",").map((e) => e.trim())) {
    const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65535) return entry;
    addresses.push({ host: match[1]!.replace(/^\[(.*)\]$/, "$1"), port });
  }
  return addresses;
}

/**
 * Whether a write the primary acknowledged may still be lost: with sentinels a replica takes over
 * when the primary fails, and replication is asynchronous, so what the primary had not yet passed
 * on is gone. A lone server keeps what it acknowledged as long as it keeps its data at all.
 */
export function failsOver(target: RedisTarget): target is SentinelTarget {
  return typeof target !== "string";
}

/**
 * Reconnecting after a dead link (redis-link-watch.ts) or an outage: a new connection's SYN
 * unanswered (the link still cut) is given up after a second, and the next attempt comes within a
 * quarter of one, so the first attempt after the link returns succeeds within about a second.
 */
const RECONNECTING = {
  connectTimeout: 1_000,
  retryStrategy: (attempt: number) => Math.min(attempt * 50, 250),
} as const satisfies RedisOptions;

/** A new connection to the target's primary, with `options` (the caller's queueing and timeouts). */
export function connectRedis(target: RedisTarget, options: RedisOptions, Client: typeof Redis = Redis): Redis {
  return watchLink(makeClient(target, { ...RECONNECTING, ...options }, Client));
}

function makeClient(target: RedisTarget, options: RedisOptions, Client: typeof Redis): Redis {
  if (typeof target === "string") return new Client(target, options);
  return new Client({
    ...credentialsOf(target.credentials),
    ...options,
    sentinels: target.sentinels,
    name: target.name,
    role: "master",
    // the command fails (its caller retries or falls back, as for any outage); the connection asks again
    reconnectOnError: (err) => err.message.startsWith("READONLY"),
  });
}

/** The target as logged: a password stays out of the log. */
export function describeRedisTarget(target: RedisTarget): string {
  if (typeof target === "string") return `REDIS_URL (${redactedUrl(target)})`;
  const sentinels = target.sentinels.map(({ host, port }) => `${host}:${port}`).join(",");
  return `REDIS_SENTINELS (${sentinels}, group ${target.name})`;
}

function credentialsOf(url: string | undefined): Pick<RedisOptions, "username" | "password" | "db"> {
  if (!url) return {};
  const parsed = new URL(url);
  const db = Number(parsed.pathname.slice(1) || "0");
  return {
    ...(parsed.username && { username: decodeURIComponent(parsed.username) }),
    ...(parsed.password && { password: decodeURIComponent(parsed.password) }),
    ...(Number.isInteger(db) && { db }),
  };
}

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "unparsable";
  }
}
