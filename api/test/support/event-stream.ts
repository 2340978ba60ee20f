// What a test's own Redis holds of the event bus: how many copies of an event type its stream has,
// and how often an event type is named in the commands a frozen link holds back.
import { Redis } from "ioredis";
import type { TestUser } from "./fixtures.ts";

/** Entries of `type` in the one deployment's event stream on a Redis of the test's own, at `url`. */
export async function countEntries(url: string, type: string): Promise<number> {
  const redis = new Redis(url);
  try {
    const streams = await redis.keys("skysocial:*:events");
    if (streams.length !== 1) throw new Error(`expected one event stream, found ${JSON.stringify(streams)}`);
    const entries = await redis.xrange(streams[0]!, "-", "+");
    return entries.filter(([, fields]) => fields.includes(type)).length;
  } finally {
    redis.disconnect();
  }
}

/** How many times `needle` appears in `text`. */
export function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

/** The notification messages their follows give the person they followed, in order. */
export function followedYou(followers: TestUser[]): string[] {
  return followers.map((follower) => `${follower.username} followed you`);
}
