// Ends realtime connections whose token was revoked: by a password change (every log-in token of
// an older version; personal access tokens carry none) or by logOut or revoking an access token
// (that one token), or by deleting or suspending the account (every token). HTTP requests check the token on every request;
// a Socket.IO socket or a graphql-ws connection checks it once, when it opens, and would
// otherwise keep hearing the user's notifications with a revoked token. Every node hears
// `user.passwordChanged`, `session.ended`, `account.deleted` and `account.suspended` through the
// domain's live path and ends its own connections. Sockets also check their token per action (socket-server.ts).
import type { Session } from "../domain/auth/sessions.ts";
import type { Live } from "../domain/live/live.ts";

/** What a connection was opened with. */
export type RevocableSession = Pick<Session, "viewer" | "tokenVersion" | "tokenId">;

interface Watched {
  tokenVersion: number | null;
  tokenId: string;
  end: () => void;
}

/**
 * How long a revocation is remembered for connections that register late: one authenticated
 * (read the user's token) just before the revocation committed and registers just after its
 * event went by. A connection registers within moments of that read; a minute is ample.
 */
const LATE_REGISTRATION_MS = 60_000;

export class SessionRevocations {
  private readonly watched = new Map<string, Set<Watched>>();
  /** the latest password change per user, while late registrations may still need it */
  private readonly recentVersions = new Map<string, { tokenVersion: number; at: number }>();
  /** tokens logged out lately, for the same reason */
  private readonly recentTokens = new Map<string, number>();
  /** accounts deleted or suspended lately, for the same reason */
  private readonly recentDeletions = new Map<string, number>();
  private stopListening: () => void = () => {};

  /** Starts listening to revocations, as the domain's live path tells them (each to its user). */
  static start(live: Live): SessionRevocations {
    const revocations = new SessionRevocations();
    revocations.stopListening = live.hear(
      ["user.passwordChanged", "session.ended", "account.deleted", "account.suspended"],
      (event) => {
        if (event.type === "user.passwordChanged")
          revocations.revokeOlder(event.payload.userId, event.payload.tokenVersion);
        else if (event.type === "session.ended") revocations.revokeToken(event.payload.userId, event.payload.tokenId);
        else revocations.revokeAccount(event.payload.userId);
      },
    );
    return revocations;
  }

  /**
   * Calls `end` (once) when the session's token is revoked, or at once if it already was;
   * returns the function that stops watching (call it when the connection ends).
   */
  watch(session: RevocableSession, end: () => void): () => void {
    const userId = session.viewer.id;
    const { tokenVersion, tokenId } = session;
    const newerVersion = this.recentVersions.get(userId);
    const revoked =
      (newerVersion && tokenVersion !== null && newerVersion.tokenVersion > tokenVersion) ||
      this.recentTokens.has(tokenId) ||
      this.recentDeletions.has(userId);
    if (revoked) {
      end();
      return () => {};
    }
    const entry: Watched = { tokenVersion, tokenId, end };
    const forUser = this.watched.get(userId) ?? new Set();
    this.watched.set(userId, forUser.add(entry));
    return () => this.forget(userId, entry);
  }

  stop(): void {
    this.stopListening();
    this.watched.clear();
    this.recentVersions.clear();
    this.recentTokens.clear();
    this.recentDeletions.clear();
  }

  private revokeOlder(userId: string, tokenVersion: number): void {
    const now = this.pruned();
    if ((this.recentVersions.get(userId)?.tokenVersion ?? -Infinity) < tokenVersion)
      this.recentVersions.set(userId, { tokenVersion, at: now });
    this.end(userId, (entry) => entry.tokenVersion !== null && entry.tokenVersion < tokenVersion);
  }

  private revokeToken(userId: string, tokenId: string): void {
    this.recentTokens.set(tokenId, this.pruned());
    this.end(userId, (entry) => entry.tokenId === tokenId);
  }

  private revokeAccount(userId: string): void {
    this.recentDeletions.set(userId, this.pruned());
    this.end(userId, () => true);
  }

  private end(userId: string, revoked: (entry: Watched) => boolean): void {
    for (const entry of this.watched.get(userId) ?? []) {
      if (!revoked(entry)) continue;
      this.forget(userId, entry);
      entry.end();
    }
  }

  /** Forgets revocations too old to matter; returns now. */
  private pruned(): number {
    const now = Date.now();
    for (const [id, { at }] of this.recentVersions) if (now - at > LATE_REGISTRATION_MS) this.recentVersions.delete(id);
    for (const [id, at] of this.recentTokens) if (now - at > LATE_REGISTRATION_MS) this.recentTokens.delete(id);
    for (const [id, at] of this.recentDeletions) if (now - at > LATE_REGISTRATION_MS) this.recentDeletions.delete(id);
    return now;
  }

  private forget(userId: string, entry: Watched): void {
    const forUser = this.watched.get(userId);
    if (!forUser?.delete(entry) || forUser.size > 0) return;
    this.watched.delete(userId);
  }
}
