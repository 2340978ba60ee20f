// What a caller has left of the rate limits that count their requests, read without spending
// anything: a client can pace itself instead of learning the limits from refusals.
import type { RateLimit } from "./rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";

/** Budgets counted per client address: they apply signed in or not. */
export type ClientBudget = "authAttempts";
/** Budgets counted per signed-in user, and per client address for a visitor. */
export type CallerBudget = "searches";
/** Budgets counted per signed-in user. */
export type UserBudget =
  | "writes"
  | "uploadPixels"
  | "chatMessages"
  | "typingSignals"
  | "gameMoves"
  | "gameInvitations"
  | "aiRequests"
  | "dataExportRequests";

export interface CallerBudgets {
  perClient: Record<ClientBudget, RateLimit>;
  perCaller: Record<CallerBudget, RateLimit>;
  perUser: Record<UserBudget, RateLimit>;
}

export interface BudgetReport {
  name: ClientBudget | CallerBudget | UserBudget;
  /** attempts per window */
  limit: number;
  windowSeconds: number;
  remaining: number;
  /** null while the window has not started (the whole budget is left) */
  resetAt: Date | null;
}

export class RemainingBudgets {
  constructor(private readonly budgets: CallerBudgets) {}

  /** The client-address budgets for `clientKey`, then the caller's (the viewer's, or the address's), then the viewer's own. */
  async of(viewer: Viewer | null, clientKey: string): Promise<BudgetReport[]> {
    const keyed = [
      ...entries(this.budgets.perClient).map(([name, limit]) => ({ name, limit, key: clientKey })),
      ...entries(this.budgets.perCaller).map(([name, limit]) => ({ name, limit, key: viewer?.id ?? clientKey })),
      ...(viewer ? entries(this.budgets.perUser).map(([name, limit]) => ({ name, limit, key: viewer.id })) : []),
    ];
    return Promise.all(
      keyed.map(async ({ name, limit, key }) => ({
        name,
        limit: limit.budget.limit,
        windowSeconds: limit.budget.windowSeconds,
        ...(await limit.peek(key)),
      })),
    );
  }
}

function entries<K extends string>(record: Record<K, RateLimit>): [K, RateLimit][] {
  return Object.entries(record) as [K, RateLimit][];
}
