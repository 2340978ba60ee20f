// What each live connection should receive and what it did, counted by identity: for every write
// that should reach a connection, exactly one delivery there. An identity is the write's own
// (the message's number in its text, the comment's id, the notification's id); where a face
// carries no id (v1's receiveNotification: a type and a sentence), it is the notification's kind
// and actor, counted as a multiset (so many expected, so many received).

export type Face = "graphql-ws" | "sse" | "socket.io";

/** One receiving connection: a listener's face on a node. */
export interface Inbox {
  face: Face;
  node: number;
  listener: number;
}

interface Entry {
  /** when each expected delivery became due (the write answered, or its event was read) */
  dueAt: number[];
  received: number;
}

/** A delivery may come before the write's answer: it waits here this long before it counts as lost. */
export const GRACE_MS = 10_000;

/** the key that ends every stream of an inbox: its connection closed */
const WHOLE_CONNECTION = "*";

export interface Counts {
  delivered: number;
  duplicates: number;
  /** expected more than GRACE_MS ago and not received, on a stream still open */
  lost: number;
  /** the same, on a stream (a subscription, a connection) that had ended by then */
  lostEnded: number;
  /** received, never expected (so far) */
  unexpected: number;
}

const zero = (): Counts => ({ delivered: 0, duplicates: 0, lost: 0, lostEnded: 0, unexpected: 0 });

/**
 * Books by inbox, then by stream (the subscription or event that carries the deliveries: messageAdded,
 * commentAdded(post), receive-message...), then by identity.
 */
export class Ledger {
  private readonly books = new Map<Inbox, Map<string, Map<string, Entry>>>();
  /** when a stream of an inbox ended (WHOLE_CONNECTION: all of them) */
  private readonly ends = new Map<Inbox, Map<string, number>>();

  private entry(inbox: Inbox, stream: string, identity: string): Entry {
    let streams = this.books.get(inbox);
    if (!streams) this.books.set(inbox, (streams = new Map()));
    let book = streams.get(stream);
    if (!book) streams.set(stream, (book = new Map()));
    let entry = book.get(identity);
    if (!entry) book.set(identity, (entry = { dueAt: [], received: 0 }));
    return entry;
  }

  expect(inbox: Inbox, stream: string, identity: string): void {
    this.entry(inbox, stream, identity).dueAt.push(performance.now());
  }

  receive(inbox: Inbox, stream: string, identity: string): void {
    this.entry(inbox, stream, identity).received++;
  }

  /** The stream `stream` of `inbox` ended (null: its connection closed): what it was still due counts apart. */
  end(inbox: Inbox, stream: string | null): void {
    let ends = this.ends.get(inbox);
    if (!ends) this.ends.set(inbox, (ends = new Map()));
    const key = stream ?? WHOLE_CONNECTION;
    if (!ends.has(key)) ends.set(key, performance.now());
  }

  /** The counts of the inboxes `which` selects, as of `now`. */
  counts(which: (inbox: Inbox) => boolean, now = performance.now()): Counts {
    return this.tally(which, () => "all", now).get("all") ?? zero();
  }

  /** The final counts by face and stream (a post's comments under one name). */
  byFaceAndStream(): Map<string, Counts> {
    return this.tally(
      () => true,
      (inbox, stream) => `${inbox.face} ${stream.replace(/\(.*\)$/, "")}`,
      Infinity,
    );
  }

  private tally(which: (inbox: Inbox) => boolean, group: (inbox: Inbox, stream: string) => string, now: number) {
    const groups = new Map<string, Counts>();
    for (const [inbox, streams] of this.books) {
      if (!which(inbox)) continue;
      const ends = this.ends.get(inbox);
      for (const [stream, book] of streams) {
        const key = group(inbox, stream);
        let counts = groups.get(key);
        if (!counts) groups.set(key, (counts = zero()));
        const endedAt = Math.min(ends?.get(stream) ?? Infinity, ends?.get(WHOLE_CONNECTION) ?? Infinity);
        for (const { dueAt, received } of book.values()) {
          counts.delivered += Math.min(received, Math.max(1, dueAt.length));
          if (dueAt.length === 0) {
            counts.unexpected += received > 0 ? 1 : 0;
            counts.duplicates += Math.max(0, received - 1);
            continue;
          }
          counts.duplicates += Math.max(0, received - dueAt.length);
          const overdue = dueAt.filter((at) => now - at > GRACE_MS);
          const missing = Math.max(0, overdue.length - received);
          // the latest-due of the overdue ones are the missing ones (a multiset's earlier ones came)
          const missingEnded = overdue.slice(overdue.length - missing).filter((at) => endedAt <= at + GRACE_MS).length;
          counts.lostEnded += missingEnded;
          counts.lost += missing - missingEnded;
        }
      }
    }
    return groups;
  }

  /** Whether every expected delivery has come (the end of a run waits for it). */
  complete(): boolean {
    for (const streams of this.books.values())
      for (const book of streams.values())
        for (const { dueAt, received } of book.values()) if (received < dueAt.length) return false;
    return true;
  }

  /** A few deliveries missing or unexpected (what to look at when a count is not 0). */
  examples(limit = 5): string[] {
    const found: string[] = [];
    for (const [inbox, streams] of this.books)
      for (const [stream, book] of streams)
        for (const [identity, { dueAt, received }] of book)
          if (received !== dueAt.length && found.length < limit)
            found.push(
              `${inbox.face} of listener ${inbox.listener} on node ${"ab"[inbox.node]}, ${stream}: ${identity} expected ${dueAt.length}, received ${received}`,
            );
    return found;
  }
}
