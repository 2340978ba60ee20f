// The Redis client of counts every node shares (rate limits, connection slots), which must never
// wait on a Redis that is down or silent: it fails commands at once while it is not connected (no
// offline queue, nothing resent after a drop) and after COMMAND_TIMEOUT_MS when connected but
// silent, and the caller then counts in this process until Redis is back.
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { connectRedis, type RedisTarget } from "../config/redis-target.ts";
import { firstOf, reportOutages } from "../events/redis-outages.ts";

/** A healthy Redis answers in well under a millisecond; this only bounds a frozen or cut-off one. */
const COMMAND_TIMEOUT_MS = 250;
/** How long a starting node waits for Redis before counting in memory (it keeps reconnecting). */
const CONNECT_WAIT_MS = 2_000;

/**
 * Resolves once Redis answers, or fails, or CONNECT_WAIT_MS passed: a node starts either way.
 * `outage` is what the log says once when Redis goes away, and once when it is back.
 */
export async function countingClient(
  target: RedisTarget,
  log: Logger,
  outage: { down: string; back: string },
): Promise<Redis> {
  const client = connectRedis(target, {
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  reportOutages(client, log, outage);
  await firstOf(client, ["ready", "error"], CONNECT_WAIT_MS);
  return client;
}
