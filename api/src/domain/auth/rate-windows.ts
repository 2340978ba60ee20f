// Slows down password guessing: after too many failed log-ins for one (client, username) pair
// within the window, further attempts are refused until the window has passed. Per process:
// behind a load balancer each node counts its own, which still bounds guessing per node.
import { TooManyRequestsError } from "../errors.ts";

export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 15 * 60_000,
    private readonly now = () => Date.now(),
  ) {}

  assertAllowed(key: string) {
    const entry = this.failures.get(key);
    if (!entry) return;
    if (entry.resetAt <= this.now()) this.failures.delete(key);
    else if (entry.count >= this.maxFailures) throw new TooManyRequestsError((entry.resetAt - this.now()) / 1000);
  }

  recordFailure(key: string) {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > this.now()) entry.count += 1;
    else this.failures.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.failures.size > 50_000) this.prune();
  }

  recordSuccess(key: string) {
    this.failures.delete(key);
  }

  private prune() {
    const now = this.now();
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
