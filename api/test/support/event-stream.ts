// What a test's own Redis holds of the event bus: how many copies of an event type its stream has,
// and how often an event type is named in the commands a frozen link holds back.
import type { Redis } from "ioredis";
import type { TestUser } from "./fixtures.ts";

/** Entries of `type` in the one deployment's event stream on a Redis of the test's own. */
export async function countEntries(redis: Redis, type: string): Promise<number> {
  const streams = await redis.keys("skysocial:*:events");
  if (streams.length !== 1) throw new Error(`expected one event stream, found ${streams.length}`);
  const entries = await redis.xrange(streams[0]!, "-", "+");
  return entries.filter(([, fields]) => fields.includes(type)).length;
}

/** How many times `needle` appears in `text`. */
export function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

/** The notification messages their follows give the person they followed, in order. */
export function followedYou(followers: TestUser[]): string[] {
  return followers.map((follower) => `${follower.username} followed you`);
}
