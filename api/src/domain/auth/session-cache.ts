// This node's cache of the sessions it checked lately: a token whose session the database held a
// moment ago is trusted again without reading it, for a bounded time, while this node hears every
// revocation. The owner allows it on three conditions (docs/security.md, "The session cache"):
//
// - the node that revokes refuses the token at once: the action tells the revocation hub before it
//   answers (revocations.ts), which drops the entries it ends here;
// - every other node within a second: the revocation's event reaches them through the bus, which
//   drops theirs;
// - a node whose bus is down or behind (DeliveryHealth not current) may miss a revocation, so it
//   reads nothing from the cache, caches nothing and forgets everything it had: each request checks
//   the database until delivery is current again, and what it knew before the outage is not trusted
//   after it.
//
// A check that read the database just before a revocation committed must not leave its "live"
// answer behind once the revocation was heard: it is cached only if no revocation was heard while
// it ran, and delivery stayed current meanwhile.
import type { DeliveryHealth } from "./session-liveness.ts";
import type { Revocations } from "./revocations.ts";
import type { Session, SessionCheck, SessionKey } from "./session-types.ts";

/**
 * How long a checked session is trusted. Revocations do not wait for it (they drop entries as they
 * are heard); it bounds what the bus does not carry: the username a rename on another node changed,
 * and the damage of a revocation somehow never heard. Against that, a minute saves all but one
 * read a minute per token and node, which is the whole gain to be had: a busy client makes
 * dozens of requests a minute, a quiet one pays one read, as without a cache.
 */
export const SESSION_TRUSTED_MS = 60_000;
/**
 * Sessions a node remembers at most, the least recently used dropped first: some 50,000 people
 * active within a minute on one node, a few hundred bytes each (some 15 MB at most).
 */
export const MAX_CACHED_SESSIONS = 50_000;
/**
 * How often a node holding cached sessions asks, between requests, whether delivery is current.
 * A loss that no request happened to see would otherwise go unnoticed by DeliveryHealth too,
 * which then could not hold "current" back until the outage's backlog is delivered.
 */
const WATCH_EVERY_MS = 250;
/**
 * How often a node forgets the sessions it may no longer trust (checked over SESSION_TRUSTED_MS
 * ago): the cache then holds the sessions used within the last minute or so, not every one seen
 * until 50,000 have gone by (a node's heap grew about 2 MB an hour with a log-in every few
 * seconds, each new token an entry that outlived its use).
 */
const PRUNE_EVERY_MS = 10_000;

interface Entry {
  session: Session;
  checkedAt: number;
  /** what a hit does besides (sessions.ts notes when a session was last seen) */
  onHit: () => void;
}

/** Checked too long ago to be trusted, or its token has expired. */
function isStale(entry: Entry, now: number): boolean {
  const { expiresAt } = entry.session;
  return now - entry.checkedAt >= SESSION_TRUSTED_MS || (expiresAt !== null && expiresAt.getTime() <= now);
}

/** A check that found a session, and what a later hit on it does besides. */
export interface CheckedSession {
  checked: SessionCheck;
  onHit?: () => void;
}

export class SessionCache {
  /** by key, least recently used first (a Map keeps insertion order; a hit moves its entry last) */
  private readonly entries = new Map<string, Entry>();
  /** each user's keys: a revocation names its user */
  private readonly keysByUser = new Map<string, Set<string>>();
  /** counts the times delivery was found not current: a check that ran across one is not cached */
  private outages = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      revocations: Pick<Revocations, "onRevocation" | "listening" | "generation">;
      delivery: DeliveryHealth;
    },
  ) {
    deps.revocations.onRevocation((userId, ends) => this.drop(userId, ends));
  }

  /**
   * Watches delivery while the cache holds sessions, so that an outage forgets them even when no
   * request comes during it, and forgets the stale ones now and then; returns the function that
   * stops watching.
   */
  start(): () => void {
    clearInterval(this.timer);
    let prunedAt = Date.now();
    this.timer = setInterval(() => {
      if (!this.entries.size || !this.trusting() || Date.now() - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = Date.now();
      for (const [key, entry] of this.entries) if (isStale(entry, prunedAt)) this.forget(key, entry.session.viewer.id);
    }, WATCH_EVERY_MS);
    this.timer.unref();
    return () => clearInterval(this.timer);
  }

  /**
   * The session `key` names: from the cache when it was checked within SESSION_TRUSTED_MS and
   * delivery is current, else from `check` (the database), whose answer is cached when it found
   * a session and nothing it could have missed happened meanwhile. `key` must name the token
   * exactly (its id, its user and version: a token's signature proves them).
   */
  async check(key: string, check: () => Promise<CheckedSession>): Promise<SessionCheck> {
    if (!this.trusting()) return (await check()).checked;
    const hit = this.trusted(key);
    if (hit) return { session: hit };
    const generation = this.deps.revocations.generation;
    const outages = this.outages;
    const { checked, onHit = () => {} } = await check();
    if (
      "session" in checked &&
      this.deps.revocations.generation === generation &&
      this.trusting() &&
      this.outages === outages
    )
      this.remember(key, { session: checked.session, checkedAt: Date.now(), onHit });
    return checked;
  }

  /** Forgets every session of `userId` cached here (their username changed: the next request reads it). */
  forgetUser(userId: string): void {
    this.drop(userId, () => true);
  }

  /** How many sessions this node trusts now (its figures, and tests). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Whether this node may trust what it checked earlier now: it hears other nodes' revocations
   * and delivery is current. When not, it forgets everything (revocations may be missed from now
   * until delivery is current again).
   */
  private trusting(): boolean {
    if (this.deps.revocations.listening && this.deps.delivery.current()) return true;
    this.outages++;
    this.entries.clear();
    this.keysByUser.clear();
    return false;
  }

  private trusted(key: string): Session | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const { session } = entry;
    if (isStale(entry, Date.now())) {
      this.forget(key, session.viewer.id);
      return null;
    }
    // last: the least recently used go first
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.onHit();
    return session;
  }

  private remember(key: string, entry: Entry): void {
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous.session.viewer.id);
    else if (this.entries.size >= MAX_CACHED_SESSIONS) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.forget(oldestKey, oldest.session.viewer.id);
    }
    this.entries.set(key, entry);
    const userId = entry.session.viewer.id;
    const keys = this.keysByUser.get(userId) ?? new Set();
    this.keysByUser.set(userId, keys.add(key));
  }

  private drop(userId: string, ends: (session: SessionKey) => boolean): void {
    for (const key of this.keysByUser.get(userId) ?? []) {
      const entry = this.entries.get(key);
      if (entry && ends(entry.session)) this.forget(key, userId);
    }
  }

  private forget(key: string, userId: string): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }
}
