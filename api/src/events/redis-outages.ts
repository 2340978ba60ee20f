// ioredis reports every failed reconnection attempt (several a second while Redis is down): each
// Redis client says once when it loses Redis and once when it has it back, in its own words.
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { recorder } from "../observability/metrics.ts";

export interface OutageMessages {
  /** logged (warn) on the first error of an outage */
  down: string;
  /** logged (info) when the client is ready again after one */
  back: string;
}

/**
 * Logs `messages` on the client's outages; returns whether it is currently in one. The client's
 * connection shows in the redis_connected figure, named by its log's component (event-bus, presence…).
 */
export function reportOutages(client: Redis, log: Logger, messages: OutageMessages): { readonly down: boolean } {
  const state = { down: false };
  const component = log.bindings().component;
  const unwatch = recorder()?.watchRedis(
    typeof component === "string" ? component : "redis",
    () => client.status === "ready",
  );
  if (unwatch) client.once("end", unwatch);
  client.on("error", (err: unknown) => {
    if (state.down) return;
    state.down = true;
    log.warn({ err }, messages.down);
  });
  client.on("ready", () => {
    if (!state.down) return;
    state.down = false;
    log.info(messages.back);
  });
  return state;
}

/** Resolves on the first of `events`, or after `timeoutMs`, whichever comes first. */
export function firstOf(client: Redis, events: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const event of events) client.off(event, done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    for (const event of events) client.once(event, done);
  });
}
