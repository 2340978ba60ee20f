// The one way tests wait for something the server does asynchronously (a bus event, a disconnect,
// a background job): retry an assertion until it holds, and fail with its last error if it never does.
import { vi } from "vitest";

/**
 * How long a condition may take to come true. Generous on purpose: a loaded two-core CI machine
 * runs two test files at once next to PostgreSQL and Redis, and a passing wait costs only the time
 * the condition really took. Stays under the 30 s test timeout, so a failure reports the assertion.
 */
export const EVENTUALLY_TIMEOUT_MS = 15_000;

export interface EventuallyOptions {
  /** Only for waits that are slow by design (a Redis reconnect backoff, a child process booting). */
  timeout?: number;
  /** How often to retry; raise it when each check is costly (a query, a request). */
  interval?: number;
}

/** Retries the assertion until it holds (resolving to its value), or rethrows its last failure. */
export function eventually<T>(
  assertion: () => T | Promise<T>,
  { timeout = EVENTUALLY_TIMEOUT_MS, interval = 50 }: EventuallyOptions = {},
): Promise<T> {
  return vi.waitFor(assertion, { timeout, interval });
}

/**
 * Lets time pass, for the few tests where time passing is the behaviour under test (a heartbeat,
 * a rate-limit window, a clock) or where nothing observable says that the server is done. Each
 * call site says which; anything that can be awaited is awaited with `eventually` instead.
 */
export function letTimePass(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
