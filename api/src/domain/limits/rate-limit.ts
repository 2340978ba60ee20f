// Budgets of attempts per key (a client address, a user) per window: what the domain needs of
// them. Where the counts live is the server's choice: in this process (rate-limit-store.ts), or
// in Redis (redis/rate-limits.ts) so that every node behind a load balancer spends from one budget.
import { TooManyRequestsError } from "../errors.ts";

export interface RateLimitBudget {
  /** names the budget's counters: two budgets never share one */
  name: string;
  /** attempts allowed per key within one window */
  limit: number;
  windowSeconds: number;
}

/** What is left of a budget for one key, as a client may see it. */
export interface RateLimitState {
  remaining: number;
  /** when the window ends and the budget is whole again; null while no attempt opened a window */
  resetAt: Date | null;
}

export interface RateLimit {
  readonly budget: RateLimitBudget;
  /**
   * Counts one attempt for `key` (or `points`, for a budget of something else: megapixels). Past
   * the limit it throws TooManyRequestsError with the seconds until the window ends (the window is
   * fixed: refused attempts do not extend it).
   */
  take(key: string, points?: number): Promise<void>;
  /** What is left for `key`, without counting an attempt. */
  peek(key: string): Promise<RateLimitState>;
  /** Uncounts one attempt of `key` that turned out refused (see spending). */
  giveBack(key: string): Promise<void>;
  /** Forgets what `key` did in this window. */
  clear(key: string): Promise<void>;
}

/**
 * Runs `work` as one attempt of `key`: counted first (so attempts sent at once cannot all pass
 * a check made before any of them counted), and given back if `work` fails, so that a refused
 * request (a bad field, a bad image, a busy server) spends nothing of the budget.
 */
export async function spending<T>(limit: RateLimit, key: string, work: () => Promise<T>): Promise<T> {
  await limit.take(key);
  try {
    return await work();
  } catch (error) {
    await limit.giveBack(key);
    throw error;
  }
}

/** TooManyRequestsError when nothing is left of `key`'s budget; counts nothing (a cheap check before costly reading). */
export async function assertBudgetLeft(limit: RateLimit, key: string): Promise<void> {
  const { remaining, resetAt } = await limit.peek(key);
  if (remaining <= 0)
    throw new TooManyRequestsError(Math.max(1, ((resetAt?.getTime() ?? Date.now()) - Date.now()) / 1000));
}

export interface RateLimitStore {
  limit(budget: RateLimitBudget): RateLimit;
}
