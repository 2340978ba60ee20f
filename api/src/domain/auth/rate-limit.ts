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

export interface RateLimit {
  /**
   * Counts one attempt for `key`. Past the limit it throws TooManyRequestsError with the
   * seconds until the window ends (the window is fixed: refused attempts do not extend it).
   */
  take(key: string): Promise<void>;
  /** Forgets what `key` did in this window. */
  clear(key: string): Promise<void>;
}

export interface RateLimitStore {
  limit(budget: RateLimitBudget): RateLimit;
}
