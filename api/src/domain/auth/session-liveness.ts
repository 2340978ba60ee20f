// Whether a session is still live, for everything that outlives one request: the realtime
// connections a token opened (server-sent event streams, graphql-ws connections, Socket.IO
// sockets) end when their session does, on every node, within about a second, whatever Redis does.
//
// Each revocation (revocations.ts) ends this node's connections of the session at once: on the
// node that committed it as soon as it has, on the others when its event arrives through the bus.
// That path is only as current as the bus: while Redis is down or silent, or the outbox is
// behind, another node's revocation does not arrive. So while delivery is not current
// (DeliveryHealth), this node checks the sessions of all its open connections against the
// database itself, twice a second, in one statement (Sessions.holding), until it is.
import type { Revocations } from "./revocations.ts";
import type { Session, SessionKey, Sessions } from "./sessions.ts";

/** Whether the revocations committed on any node reach this one promptly now. */
export interface DeliveryHealth {
  /** true: every event committed more than about a second ago has been delivered here */
  current(): boolean;
}

interface Watched {
  session: Session;
  end: () => void;
}

/** Half a second: a revocation right after one check is found by the next well within a second. */
const CHECK_EVERY_MS = 500;

export class SessionLiveness {
  private readonly watched = new Map<string, Set<Watched>>();
  private stopListening: (() => void) | null = null;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | null = null;
  private failing = false;

  constructor(
    private readonly deps: {
      sessions: Pick<Sessions, "holding">;
      revocations: Pick<Revocations, "onRevocation" | "revokedLately">;
      delivery: DeliveryHealth;
    },
  ) {}

  /**
   * Listens to the revocations this node hears (revocations.ts), and checks the open
   * sessions against the database while delivery is not current; `onError` hears the first check
   * that fails after one that did not (the next one tries again: a database that is down fails
   * them all). Returns the function that stops both.
   */
  start(onError: (error: unknown) => void): () => Promise<void> {
    this.stopListening ??= this.deps.revocations.onRevocation((userId, ends) => this.end(userId, ends));
    clearInterval(this.timer);
    this.timer = setInterval(() => {
      if (this.checking || this.watched.size === 0 || this.deps.delivery.current()) return;
      this.checking = this.checkAll()
        .then(
          () => {
            this.failing = false;
          },
          (error: unknown) => {
            if (!this.failing) onError(error);
            this.failing = true;
          },
        )
        .finally(() => (this.checking = null));
    }, CHECK_EVERY_MS);
    this.timer.unref();
    return () => this.stop();
  }

  /**
   * Calls `end` (once) when the session ends, or at once if it ended lately; returns the function
   * that stops watching (call it when the connection ends).
   */
  watch(session: Session, end: () => void): () => void {
    if (this.deps.revocations.revokedLately(session)) {
      end();
      return () => {};
    }
    const userId = session.viewer.id;
    const entry: Watched = { session, end };
    const forUser = this.watched.get(userId) ?? new Set();
    this.watched.set(userId, forUser.add(entry));
    return () => this.forget(userId, entry);
  }

  /** Waits for a check under way; stops listening and checking, and forgets every connection. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stopListening?.();
    this.stopListening = null;
    await this.checking;
    this.watched.clear();
  }

  /** Ends every watched connection whose session the database no longer holds: one statement. */
  private async checkAll(): Promise<void> {
    const entries = [...this.watched.values()].flatMap((forUser) => [...forUser]);
    const holding = await this.deps.sessions.holding(entries.map((entry) => entry.session));
    entries.forEach((entry, i) => {
      if (!holding[i]) this.endEntry(entry);
    });
  }

  private end(userId: string, revoked: (session: SessionKey) => boolean): void {
    for (const entry of this.watched.get(userId) ?? []) if (revoked(entry.session)) this.endEntry(entry);
  }

  private endEntry(entry: Watched): void {
    if (!this.forget(entry.session.viewer.id, entry)) return; // ended already
    entry.end();
  }

  /** Whether the entry was still watched. */
  private forget(userId: string, entry: Watched): boolean {
    const forUser = this.watched.get(userId);
    if (!forUser?.delete(entry)) return false;
    if (forUser.size === 0) this.watched.delete(userId);
    return true;
  }
}
