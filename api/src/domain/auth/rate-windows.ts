// Counts what one key (a client, a client and a username) did within a fixed window, and
// refuses more once the window holds its limit, until the window has passed. Per process:
// behind a load balancer each node counts its own, which still bounds a client per node.
import { TooManyRequestsError } from "../errors.ts";

export class RateWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now = () => Date.now(),
  ) {}

  /** Throws TooManyRequestsError (with the seconds until the window ends) once `key` is at the limit. */
  assertAllowed(key: string) {
    const entry = this.windows.get(key);
    if (!entry) return;
    if (entry.resetAt <= this.now()) this.windows.delete(key);
    else if (entry.count >= this.limit) throw new TooManyRequestsError((entry.resetAt - this.now()) / 1000);
  }

  record(key: string) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > this.now()) entry.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.windows.size > 50_000) this.prune();
  }

  /** assertAllowed, then record: for limits that count every attempt, not only failures. */
  take(key: string) {
    this.assertAllowed(key);
    this.record(key);
  }

  clear(key: string) {
    this.windows.delete(key);
  }

  private prune() {
    const now = this.now();
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
