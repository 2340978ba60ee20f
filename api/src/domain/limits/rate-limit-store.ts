// Where rate-limit counts live (rate-limiter-flexible): in this process without REDIS_URL; with
// it, in Redis (redis/rate-limits.ts), so N nodes behind a load balancer allow one budget, not N.
// Either store's budgets are LimiterRateLimits, over the library's limiter of that store.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RateLimit, RateLimitBudget, RateLimitState, RateLimitStore } from "./rate-limit.ts";
import { TooManyRequestsError } from "../errors.ts";
import { recorder } from "../../observability/metrics.ts";

export interface ClosableRateLimitStore extends RateLimitStore {
  close(): Promise<void>;
}

export class LimiterRateLimit implements RateLimit {
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

/** A budget counted in this process (alone, or as a shared store's insurance while it is away). */
export function memoryLimiter({ name, limit, windowSeconds }: RateLimitBudget) {
  return new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowSeconds });
}

/** One process: what it counts is its own. */
export function inMemoryRateLimits(): ClosableRateLimitStore {
  return { limit: (budget) => new LimiterRateLimit(budget, memoryLimiter(budget)), close: async () => {} };
}
