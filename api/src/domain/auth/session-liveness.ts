// Whether a session is still live, for everything that outlives one request: the realtime
// connections a token opened (server-sent event streams, graphql-ws connections, Socket.IO
// sockets) end when their session does, on every node, within about a second, whatever Redis does.
//
// A session ends by a password change (every log-in token of an older version; personal access
// tokens carry none), by logOut or revoking an access token (that one token), or by deleting or
// suspending the account (every token). Each commits an event with the change, which every node
// hears through the domain's live path and which ends that node's connections of the session at
// once. That path is only as current as the bus: while Redis is down or silent, or the outbox is
// behind, another node's revocation does not arrive. So while delivery is not current
// (DeliveryHealth), this node checks the sessions of all its open connections against the
// database itself, twice a second, in one statement (Sessions.holding), until it is.
//
// The three questions asked here are the ones a node needs to trust any session it checked
// earlier (a session cache): is delivery current, was the session revoked lately (heard), and
// if delivery is not current, does the database still hold it.
import type { Live } from "../live/live.ts";
import type { Session, Sessions } from "./sessions.ts";

/** Whether the revocations committed on any node reach this one promptly now. */
export interface DeliveryHealth {
  /** true: every event committed more than about a second ago has been delivered here */
  current(): boolean;
}

interface Watched {
  session: Session;
  end: () => void;
}

/**
 * How long a revocation is remembered for connections that register late: one authenticated
 * (read the user's token) just before the revocation committed and registers just after its
 * event went by. A connection registers within moments of that read; a minute is ample.
 */
const LATE_REGISTRATION_MS = 60_000;
/** Half a second: a revocation right after one check is found by the next well within a second. */
const CHECK_EVERY_MS = 500;

export class SessionLiveness {
  private readonly watched = new Map<string, Set<Watched>>();
  /** the latest password change per user, while late registrations may still need it */
  private readonly recentVersions = new Map<string, { tokenVersion: number; at: number }>();
  /** tokens logged out lately, for the same reason */
  private readonly recentTokens = new Map<string, number>();
  /** accounts deleted or suspended lately, for the same reason */
  private readonly recentDeletions = new Map<string, number>();
  private stopListening: (() => void) | null = null;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | null = null;
  private failing = false;

  constructor(
    private readonly deps: {
      sessions: Pick<Sessions, "holding">;
      live: Pick<Live, "hear">;
      delivery: DeliveryHealth;
    },
  ) {}

  /**
   * Listens to the revocations the live path tells (each to its user), and checks the open
   * sessions against the database while delivery is not current; `onError` hears the first check
   * that fails after one that did not (the next one tries again: a database that is down fails
   * them all). Returns the function that stops both.
   */
  start(onError: (error: unknown) => void): () => Promise<void> {
    this.stopListening ??= this.deps.live.hear(
      ["user.passwordChanged", "session.ended", "account.deleted", "account.suspended"],
      (event) => {
        if (event.type === "user.passwordChanged") this.revokeOlder(event.payload.userId, event.payload.tokenVersion);
        else if (event.type === "session.ended") this.revokeToken(event.payload.userId, event.payload.tokenId);
        else this.revokeAccount(event.payload.userId);
      },
    );
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
    if (this.revokedLately(session)) {
      end();
      return () => {};
    }
    const userId = session.viewer.id;
    const entry: Watched = { session, end };
    const forUser = this.watched.get(userId) ?? new Set();
    this.watched.set(userId, forUser.add(entry));
    return () => this.forget(userId, entry);
  }

  /** Whether this node heard, within the last minute, of a revocation that ended `session`. */
  revokedLately({ viewer, tokenVersion, tokenId }: Session): boolean {
    const newerVersion = this.recentVersions.get(viewer.id);
    return (
      (newerVersion !== undefined && tokenVersion !== null && newerVersion.tokenVersion > tokenVersion) ||
      this.recentTokens.has(tokenId) ||
      this.recentDeletions.has(viewer.id)
    );
  }

  /** Waits for a check under way; stops listening and checking, and forgets every connection. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stopListening?.();
    this.stopListening = null;
    await this.checking;
    this.watched.clear();
    this.recentVersions.clear();
    this.recentTokens.clear();
    this.recentDeletions.clear();
  }

  /** Ends every watched connection whose session the database no longer holds: one statement. */
  private async checkAll(): Promise<void> {
    const entries = [...this.watched.values()].flatMap((forUser) => [...forUser]);
    const holding = await this.deps.sessions.holding(entries.map((entry) => entry.session));
    entries.forEach((entry, i) => {
      if (!holding[i]) this.endEntry(entry);
    });
  }

  private revokeOlder(userId: string, tokenVersion: number): void {
    const now = this.pruned();
    if ((this.recentVersions.get(userId)?.tokenVersion ?? -Infinity) < tokenVersion)
      this.recentVersions.set(userId, { tokenVersion, at: now });
    this.end(userId, ({ tokenVersion: version }) => version !== null && version < tokenVersion);
  }

  private revokeToken(userId: string, tokenId: string): void {
    this.recentTokens.set(tokenId, this.pruned());
    this.end(userId, (session) => session.tokenId === tokenId);
  }

  private revokeAccount(userId: string): void {
    this.recentDeletions.set(userId, this.pruned());
    this.end(userId, () => true);
  }

  private end(userId: string, revoked: (session: Session) => boolean): void {
    for (const entry of this.watched.get(userId) ?? []) if (revoked(entry.session)) this.endEntry(entry);
  }

  private endEntry(entry: Watched): void {
    if (!this.forget(entry.session.viewer.id, entry)) return; // ended already
    entry.end();
  }

  /** Forgets revocations too old to matter; returns now. */
  private pruned(): number {
    const now = Date.now();
    for (const [id, { at }] of this.recentVersions) if (now - at > LATE_REGISTRATION_MS) this.recentVersions.delete(id);
    for (const [id, at] of this.recentTokens) if (now - at > LATE_REGISTRATION_MS) this.recentTokens.delete(id);
    for (const [id, at] of this.recentDeletions) if (now - at > LATE_REGISTRATION_MS) this.recentDeletions.delete(id);
    return now;
  }

  /** Whether the entry was still watched. */
  private forget(userId: string, entry: Watched): boolean {
    const forUser = this.watched.get(userId);
    if (!forUser?.delete(entry)) return false;
    if (forUser.size === 0) this.watched.delete(userId);
    return true;
  }
}
