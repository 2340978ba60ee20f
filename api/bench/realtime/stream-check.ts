// Whether an event reached the api's Redis stream twice during a run: the outbox relay published
// it again (two relays reading the same rows, or a publish whose write landed after its timeout
// fired). Presence and typing signals are published directly, not stored, and may repeat.
import { Redis } from "ioredis";
import { parseDatabaseUrl } from "../../src/db/database.ts";
import type { EphemeralEventType } from "../../src/events/event-bus.ts";
import { deploymentNamespace } from "../../src/server.ts";

const EPHEMERAL: readonly EphemeralEventType[] = ["presence.changed", "chat.typing"];

/** The stream the api nodes of `databaseUrl` share (redis-stream-transport.ts names it so). */
export const streamKey = (databaseUrl: string) =>
  `skysocial:${deploymentNamespace(parseDatabaseUrl(databaseUrl))}:events`;

/** From now until `stop()`: the stored events appended to the stream, and the repeats among them. */
export async function watchStream(redisUrl: string, key: string) {
  const redis = new Redis(redisUrl);
  const [last] = await redis.xrevrange(key, "+", "-", "COUNT", 1);
  const after = last?.[0] ?? "0-0";
  return {
    async stop(): Promise<{ entries: number; duplicates: number }> {
      try {
        const entries = (await redis.xrange(key, `(${after}`, "+")).map(([, fields]) => fields.join("\u0000"));
        const stored = entries.filter(
          (fields) => !EPHEMERAL.some((type) => fields.startsWith(`type\u0000${type}\u0000`)),
        );
        return { entries: stored.length, duplicates: stored.length - new Set(stored).size };
      } finally {
        redis.disconnect();
      }
    },
  };
}
