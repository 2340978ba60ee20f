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

export interface Counts {
  delivered: number;
  duplicates: number;
  /** expected more than GRACE_MS ago and not received */
  lost: number;
  /** received, never expected (so far) */
  unexpected: number;
}

export class Ledger {
  private readonly books = new Map<Inbox, Map<string, Entry>>();

  private entry(inbox: Inbox, identity: string): Entry {
    let book = this.books.get(inbox);
    if (!book) this.books.set(inbox, (book = new Map()));
    let entry = book.get(identity);
    if (!entry) book.set(identity, (entry = { dueAt: [], received: 0 }));
    return entry;
  }

  expect(inbox: Inbox, identity: string): void {
    this.entry(inbox, identity).dueAt.push(performance.now());
  }

  receive(inbox: Inbox, identity: string): void {
    this.entry(inbox, identity).received++;
  }

  /** The counts of the inboxes `which` selects, as of `now`. */
  counts(which: (inbox: Inbox) => boolean, now = performance.now()): Counts {
    return this.tally(which, () => "all", now).get("all") ?? { delivered: 0, duplicates: 0, lost: 0, unexpected: 0 };
  }

  /** The final counts by face and by what was delivered (m: messages, c: comments, n and v1: notifications). */
  byFaceAndKind(): Map<string, Counts> {
    return this.tally(
      () => true,
      (inbox, identity) => `${inbox.face} ${identity.slice(0, identity.indexOf(":"))}`,
      Infinity,
    );
  }

  private tally(which: (inbox: Inbox) => boolean, group: (inbox: Inbox, identity: string) => string, now: number) {
    const groups = new Map<string, Counts>();
    for (const [inbox, book] of this.books) {
      if (!which(inbox)) continue;
      for (const [identity, { dueAt, received }] of book) {
        const key = group(inbox, identity);
        let counts = groups.get(key);
        if (!counts) groups.set(key, (counts = { delivered: 0, duplicates: 0, lost: 0, unexpected: 0 }));
        counts.delivered += Math.min(received, Math.max(1, dueAt.length));
        if (dueAt.length === 0) {
          counts.unexpected += received > 0 ? 1 : 0;
          counts.duplicates += Math.max(0, received - 1);
          continue;
        }
        counts.duplicates += Math.max(0, received - dueAt.length);
        const overdue = dueAt.filter((at) => now - at > GRACE_MS).length;
        counts.lost += Math.max(0, overdue - received);
      }
    }
    return groups;
  }

  /** Whether every expected delivery has come (the end of a run waits for it). */
  complete(): boolean {
    for (const book of this.books.values())
      for (const { dueAt, received } of book.values()) if (received < dueAt.length) return false;
    return true;
  }

  /** A few identities each inbox still waits for, or holds unexpected (what to look at when a count is not 0). */
  examples(limit = 5): string[] {
    const found: string[] = [];
    for (const [inbox, book] of this.books)
      for (const [identity, { dueAt, received }] of book)
        if (received !== dueAt.length && found.length < limit)
          found.push(
            `${inbox.face} of listener ${inbox.listener} on node ${"ab"[inbox.node]}: ${identity} expected ${dueAt.length}, received ${received}`,
          );
    return found;
  }
}
