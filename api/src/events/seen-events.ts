// The consumer's half of an event's identity: each node hands an event to its subscribers once,
// however often it arrives. The stream refuses an event it already took (redis-stream-transport.ts),
// but only while that event's marker lasts, and a relay that crashed between publishing and deleting
// its batch publishes it again (outbox-relay.ts): this catches what gets past the stream.
//
// Bounded: the last CAPACITY identities, forgotten oldest first. A repeat arrives within the same
// outage's retries (seconds), so a window as long as the stream itself (STREAM_MAX_LENGTH entries,
// minutes of traffic) is ample; 10,000 short strings are about a megabyte per node.

/** Identities remembered: as many entries as the stream keeps. */
export const SEEN_CAPACITY = 10_000;

export class SeenEvents {
  private readonly seen = new Set<string>();
  /** the remembered identities, oldest at `next` once full */
  private readonly ring: (string | undefined)[];
  private next = 0;

  constructor(capacity = SEEN_CAPACITY) {
    this.ring = new Array<string | undefined>(capacity);
  }

  /** True the first time `id` comes (within the window), false for a repeat. */
  firstTime(id: string): boolean {
    if (this.seen.has(id)) return false;
    const oldest = this.ring[this.next];
    if (oldest !== undefined) this.seen.delete(oldest);
    this.ring[this.next] = id;
    this.next = (this.next + 1) % this.ring.length;
    this.seen.add(id);
    return true;
  }
}
