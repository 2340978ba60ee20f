// Rate-limit counts in Redis, shared by the nodes of one deployment (the domain's budgets are the
// same LimiterRateLimits as in memory, domain/limits/rate-limit-store.ts, over RateLimiterRedis).
//
// A limit check must never wait on a Redis that is down or silent, nor fail because of it: the
// Redis client fails commands at once or after a short timeout (counting-client.ts), and every
// budget has an in-memory insurance limiter that answers instead. During an outage each node thus
// enforces the whole budget on its own (N nodes allow N budgets, as before), and the shared
// counts take over again once Redis is back.
import type { Logger } from "pino";
import { RateLimiterRedis } from "rate-limiter-flexible";
import type { RedisTarget } from "../config/redis-target.ts";
import { LimiterRateLimit, memoryLimiter, type ClosableRateLimitStore } from "../domain/limits/rate-limit-store.ts";
import { countingClient } from "./counting-client.ts";

/**
 * Shared by the nodes of one deployment (`namespace`, as the event bus's channels). Resolves once
 * Redis answers, or fails, or a short wait passed (counting-client.ts): a node starts either way.
 */
export async function redisRateLimits(
  target: RedisTarget,
  namespace: string,
  logger: Logger,
): Promise<ClosableRateLimitStore> {
  const log = logger.child({ component: "rate-limits" });
  const client = await countingClient(target, log, {
    down: "Redis unavailable: each node counts rate limits on its own until it is back",
    back: "Redis is back: rate limits are shared by every node again",
  });

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
