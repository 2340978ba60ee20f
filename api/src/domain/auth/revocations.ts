// The revocations this node knows of, heard in one place for everything that trusts a session it
// checked earlier: the realtime connections a session opened (session-liveness.ts) and the
// per-node session cache (session-cache.ts).
//
// A session ends by a password change (every log-in token of an older version; personal access
// tokens carry none), by logOut, ending a signed-in session or revoking an access token (that one
// token), or by deleting or suspending the account (every token). Each commits an event with the
// change, which every node hears through the domain's live path. The node that commits it does not
// wait for that: the action tells this hub itself once its transaction has committed, before it
// answers (`committed`), so the next request on that node is refused at once; the event's copy
// through the bus comes a moment later and changes nothing.
//
// Revocations are remembered for a minute, for a connection that authenticated (read its token)
// just before one committed and registers just after it was heard.
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { DomainEvents } from "../../events/domain-events.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Live } from "../live/live.ts";
import { inTransaction, type PendingEvents } from "../transaction.ts";
import type { SessionKey } from "./session-types.ts";

/** The events that end sessions. */
export const REVOCATION_EVENTS = [
  "user.passwordChanged",
  "session.ended",
  "account.deleted",
  "account.suspended",
] as const;

export type RevocationType = (typeof REVOCATION_EVENTS)[number];

/** One revocation, as its event carries it. */
export type Revocation = { [K in RevocationType]: { type: K; payload: DomainEvents[K] } }[RevocationType];

/** Told of each revocation: the user whose sessions it ends, and which of them it ends. */
export type RevocationListener = (userId: string, ends: (session: SessionKey) => boolean) => void;

/**
 * How long a revocation is remembered for connections that register late: one authenticated
 * just before the revocation committed and registers just after it was heard. A connection
 * registers within moments of that read; a minute is ample.
 */
const REMEMBERED_MS = 60_000;

export class Revocations {
  /** the latest password change per user, while late registrations may still need it */
  private readonly recentVersions = new Map<string, { tokenVersion: number; at: number }>();
  /** tokens logged out lately, for the same reason */
  private readonly recentTokens = new Map<string, number>();
  /** accounts deleted or suspended lately, for the same reason */
  private readonly recentAccounts = new Map<string, number>();
  private readonly listeners = new Set<RevocationListener>();
  private heardSoFar = 0;
  private listeningTo: Pick<Live, "hear"> | null = null;

  /**
   * Hears the revocations the live path tells (each to its user), from every node; once, for the
   * domain's whole life, as the live path itself listens to the bus.
   */
  listen(live: Pick<Live, "hear">): void {
    if (this.listeningTo) return;
    this.listeningTo = live;
    live.hear(REVOCATION_EVENTS, (event) => this.heard(event as Revocation));
  }

  /** Whether revocations from other nodes reach this hub (`listen` was called). */
  get listening(): boolean {
    return this.listeningTo !== null;
  }

  /**
   * How many revocations this node has heard: a check of a session that read the database before
   * a revocation committed compares it before and after, and does not trust what it read if a
   * revocation came in between (whichever session that one ended).
   */
  get generation(): number {
    return this.heardSoFar;
  }

  /**
   * This node committed `revocations` just now: heard at once, before the action answers. Their
   * events follow through the bus.
   */
  committed(...revocations: Revocation[]): void {
    for (const revocation of revocations) this.heard(revocation);
  }

  /** Calls `listener` for each revocation heard from now on; returns the function that stops it. */
  onRevocation(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether this node heard, within the last minute, of a revocation that ended `session`. */
  revokedLately({ viewer, tokenVersion, tokenId }: SessionKey): boolean {
    const newerVersion = this.recentVersions.get(viewer.id);
    return (
      (newerVersion !== undefined && tokenVersion !== null && newerVersion.tokenVersion > tokenVersion) ||
      this.recentTokens.has(tokenId) ||
      this.recentAccounts.has(viewer.id)
    );
  }

  private heard(revocation: Revocation): void {
    this.heardSoFar++;
    const now = this.pruned();
    const { userId } = revocation.payload;
    let ends: (session: SessionKey) => boolean;
    if (revocation.type === "user.passwordChanged") {
      const { tokenVersion } = revocation.payload;
      if ((this.recentVersions.get(userId)?.tokenVersion ?? -Infinity) < tokenVersion)
        this.recentVersions.set(userId, { tokenVersion, at: now });
      ends = (session) => session.tokenVersion !== null && session.tokenVersion < tokenVersion;
    } else if (revocation.type === "session.ended") {
      const { tokenId } = revocation.payload;
      this.recentTokens.set(tokenId, now);
      ends = (session) => session.tokenId === tokenId;
    } else {
      this.recentAccounts.set(userId, now);
      ends = () => true;
    }
    for (const listener of this.listeners) listener(userId, ends);
  }

  /** Forgets revocations too old to matter; returns now. */
  private pruned(): number {
    const now = Date.now();
    for (const [id, { at }] of this.recentVersions) if (now - at > REMEMBERED_MS) this.recentVersions.delete(id);
    for (const [id, at] of this.recentTokens) if (now - at > REMEMBERED_MS) this.recentTokens.delete(id);
    for (const [id, at] of this.recentAccounts) if (now - at > REMEMBERED_MS) this.recentAccounts.delete(id);
    return now;
  }
}

const isRevocation = (type: string): type is RevocationType => (REVOCATION_EVENTS as readonly string[]).includes(type);

/**
 * inTransaction for an action that may revoke sessions: once the transaction has committed, and
 * before the action answers, `revocations` hears every revocation `work` published.
 */
export async function inRevokingTransaction<T>(
  prisma: PrismaClient,
  bus: EventBus,
  revocations: Pick<Revocations, "committed">,
  work: (tx: Prisma.TransactionClient, events: PendingEvents) => Promise<T>,
): Promise<T> {
  let published: Revocation[] = [];
  const result = await inTransaction(prisma, bus, (tx, events) => {
    published = []; // an attempt retried after a conflict starts over
    return work(tx, {
      publish: (type, payload) => {
        if (isRevocation(type)) published.push({ type, payload } as Revocation);
        events.publish(type, payload);
      },
    });
  });
  revocations.committed(...published);
  return result;
}
