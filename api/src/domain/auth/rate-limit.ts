// Budgets of attempts per key (a client address, a user) per window: what the domain needs of
// them. Where the counts live is the server's choice (limits/rate-limit-store.ts): in this
// process, or in Redis so that every node behind a load balancer spends from one budget.

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
   * Counts one attempt for `key`. Past the limit it throws TooManyRequestsError with the
   * seconds until the window ends (the window is fixed: refused attempts do not extend it).
   */
  take(key: string): Promise<void>;
  /** What is left for `key`, without counting an attempt. */
  peek(key: string): Promise<RateLimitState>;
  /** Forgets what `key` did in this window. */
  clear(key: string): Promise<void>;
}

export interface RateLimitStore {
  limit(budget: RateLimitBudget): RateLimit;
}
