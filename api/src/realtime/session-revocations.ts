// Ends realtime connections that a password change revoked. HTTP requests check the token's
// version on every request; a Socket.IO socket or a graphql-ws connection checks it once, when
// it opens, and would otherwise keep hearing the user's notifications with a revoked token.
// Every node hears `user.passwordChanged` on the bus and ends its own connections.
import type { EventBus } from "../events/event-bus.ts";

interface Watched {
  tokenVersion: number;
  end: () => void;
}

/**
 * How long a revocation is remembered for connections that register late: one authenticated
 * (read the user's token version) just before the change committed and registers just after
 * its event went by. A connection registers within moments of that read; a minute is ample.
 */
const LATE_REGISTRATION_MS = 60_000;

export class SessionRevocations {
  private readonly watched = new Map<string, Set<Watched>>();
  /** the latest revocation per user, while late registrations may still need it */
  private readonly recent = new Map<string, { tokenVersion: number; at: number }>();
  private stopListening: () => void = () => {};

  static async start(bus: EventBus): Promise<SessionRevocations> {
    const revocations = new SessionRevocations();
    revocations.stopListening = await bus.subscribe("user.passwordChanged", ({ userId, tokenVersion }) => revocations.revoke(userId, tokenVersion));
    return revocations;
  }

  /**
   * Calls `end` (once) when the user's tokens older than `tokenVersion` are revoked, or at once
   * if they already were; returns the function that stops watching (call it when the connection ends).
   */
  watch(userId: string, tokenVersion: number, end: () => void): () => void {
    const revoked = this.recent.get(userId);
    if (revoked && revoked.tokenVersion > tokenVersion) {
      end();
      return () => {};
    }
    const entry: Watched = { tokenVersion, end };
    const forUser = this.watched.get(userId) ?? new Set();
    this.watched.set(userId, forUser.add(entry));
    return () => this.forget(userId, entry);
  }

  stop(): void {
    this.stopListening();
    this.watched.clear();
    this.recent.clear();
  }

  private revoke(userId: string, tokenVersion: number): void {
    const now = Date.now();
    for (const [id, { at }] of this.recent) if (now - at > LATE_REGISTRATION_MS) this.recent.delete(id);
    if ((this.recent.get(userId)?.tokenVersion ?? -Infinity) < tokenVersion) this.recent.set(userId, { tokenVersion, at: now });
    for (const entry of this.watched.get(userId) ?? []) {
      if (entry.tokenVersion >= tokenVersion) continue;
      this.forget(userId, entry);
      entry.end();
    }
  }

  private forget(userId: string, entry: Watched): void {
    const forUser = this.watched.get(userId);
    if (!forUser?.delete(entry) || forUser.size > 0) return;
    this.watched.delete(userId);
  }
}
