// Where rate-limit counts live (rate-limiter-flexible): in this process without REDIS_URL; with
// it, in Redis, so N nodes behind a load balancer allow one budget, not N.
//
// A limit check must never wait on a Redis that is down or silent, nor fail because of it: the
// Redis client fails commands at once while it is not connected (no offline queue, nothing
// resent after a drop) and after COMMAND_TIMEOUT_MS when connected but silent, and every budget
// has an in-memory insurance limiter that answers instead. During an outage each node thus
// enforces the whole budget on its own (N nodes allow N budgets, as before), and the shared
// counts take over again once Redis is back.
import type { Logger } from "pino";
import { connectRedis, type RedisTarget } from "../../config/redis-target.ts";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RateLimit, RateLimitBudget, RateLimitState, RateLimitStore } from "./rate-limit.ts";
import { TooManyRequestsError } from "../errors.ts";
import { recorder } from "../../observability/metrics.ts";
import { firstOf, reportOutages } from "../../events/redis-outages.ts";

/** A healthy Redis answers in well under a millisecond; this only bounds a frozen or cut-off one. */
const COMMAND_TIMEOUT_MS = 250;
/** How long a starting node waits for Redis before counting in memory (it keeps reconnecting). */
const CONNECT_WAIT_MS = 2_000;

export interface ClosableRateLimitStore extends RateLimitStore {
  close(): Promise<void>;
}

class LimiterRateLimit implements RateLimit {
  constructor(
    readonly budget: RateLimitBudget,
    private readonly limiter: RateLimiterAbstract,
  ) {}

  async take(key: string, points = 1) {
    try {
      await this.limiter.consume(key, points);
    } catch (outcome) {
      // the library rejects with its result when the key is over the limit
      if (outcome instanceof RateLimiterRes) {
        recorder()?.refusals.inc({ budget: this.budget.name });
        throw new TooManyRequestsError(outcome.msBeforeNext / 1000);
      }
      throw outcome;
    }
  }

  /** `get` reads the count without consuming a point (from the insurance limiter while Redis is away). */
  async peek(key: string): Promise<RateLimitState> {
    const counted = await this.limiter.get(key);
    // no record: nothing was counted in this window (or it has ended)
    if (!counted || counted.msBeforeNext <= 0) return { remaining: this.budget.limit, resetAt: null };
    return { remaining: counted.remainingPoints, resetAt: new Date(Date.now() + counted.msBeforeNext) };
  }

  async giveBack(key: string) {
    await this.limiter.reward(key, 1);
  }

  async clear(key: string) {
    await this.limiter.delete(key);
  }
}

function memoryLimiter({ name, limit, windowSeconds }: RateLimitBudget) {
  return new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowSeconds });
}

/** One process: what it counts is its own. */
export function inMemoryRateLimits(): ClosableRateLimitStore {
  return { limit: (budget) => new LimiterRateLimit(budget, memoryLimiter(budget)), close: async () => {} };
}

/**
 * Shared by the nodes of one deployment (`namespace`, as the event bus's channels). Resolves once
 * Redis answers, or fails, or CONNECT_WAIT_MS passed: a node starts either way.
 */
export async function redisRateLimits(
  target: RedisTarget,
  namespace: string,
  logger: Logger,
): Promise<ClosableRateLimitStore> {
  const log = logger.child({ component: "rate-limits" });
  const client = connectRedis(target, {
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  reportOutages(client, log, {
    down: "Redis unavailable: each node counts rate limits on its own until it is back",
    back: "Redis is back: rate limits are shared by every node again",
  });
  await firstOf(client, ["ready", "error"], CONNECT_WAIT_MS);

  return {
    limit: (budget) =>
      new LimiterRateLimit(
        budget,
        new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `skysocial:${namespace}:rate-limit:${budget.name}`,
          points: budget.limit,
          duration: budget.windowSeconds,
          // not connected: straight to the insurance, without trying the command
          rejectIfRedisNotReady: true,
          insuranceLimiter: memoryLimiter(budget),
        }),
      ),
    close: async () => {
      client.disconnect();
    },
  };
}
