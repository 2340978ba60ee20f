// Signed-in sessions: each log-in token a sign-in issues has a row (its jti as id) so that its
// owner sees where the account is signed in and can end any session from any other. Ending one
// revokes its token (RevokedToken) and tells every node (`session.ended`), which closes the
// streams and sockets it opened on every face at once (session-liveness.ts), as logOut does.
//
// A sign-in from a browser and system the account had not used before mails a notice, unless
// the account turned notices off; the account's first sign-in (sign-up) is not news.
import type { PrismaClient, Prisma, User } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import { ForbiddenError, NotFoundError } from "../errors.ts";
import { isId } from "../ids.ts";
import { queueMail } from "../mail/mail-queue.ts";
import { inTransaction, type PendingEvents } from "../transaction.ts";
import { inRevokingTransaction, type Revocations } from "./revocations.ts";
import type { Session, Viewer } from "./session-types.ts";
import type { Tokens } from "./tokens.ts";
import { deviceOf, USER_AGENT_MAX } from "./user-agents.ts";

/** lastSeenAt is written at most this often per session: a busy client does not write on every request. */
const LAST_SEEN_GRANULARITY_MS = 60_000;
/** Sessions whose last write this node remembers; past it, it forgets them all (at worst, one more write each). */
const MAX_TOUCHES_REMEMBERED = 10_000;

/** The account a sign-in is for, as read to check it. */
export interface SigningIn {
  id: string;
  name: string;
  username: string;
  email: string;
  tokenVersion: number;
  signInNotices: boolean;
}

/**
 * `notice`: "ifNewDevice" for a sign-in with credentials (a notice goes out when the browser and
 * system are new to an account that had signed in before); "never" for a token that replaces
 * the caller's own (a password change), or the account's very first.
 */
export type SignInNotice = "ifNewDevice" | "never";

/** One session as its owner sees it in Settings. */
export interface SignInSessionView {
  id: string;
  browser: string;
  system: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /** the session of the token that asked */
  current: boolean;
}

/** Log-in tokens to revoke: each one's id (jti) and own expiry. */
export interface RevokedLogIn {
  jti: string;
  expiresAt: Date;
}

/**
 * Revokes log-in tokens of `userId` within `tx` and forgets their sessions; each one's
 * `session.ended` (published when `tx` commits) ends its connections on every node.
 */
export async function revokeLogIns(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  userId: string,
  revoked: readonly RevokedLogIn[],
): Promise<void> {
  // revocations of tokens that have expired since prove nothing any more
  await tx.revokedToken.deleteMany({ where: { userId, expiresAt: { lt: new Date() } } });
  await tx.revokedToken.createMany({
    data: revoked.map(({ jti, expiresAt }) => ({ jti, userId, expiresAt })),
    skipDuplicates: true,
  });
  await tx.signInSession.deleteMany({ where: { userId, id: { in: revoked.map(({ jti }) => jti) } } });
  for (const { jti } of revoked) events.publish("session.ended", { userId, tokenId: jti });
}

export class SignInSessions {
  /** when this node last wrote each session's lastSeenAt */
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      bus: EventBus;
      tokens: Tokens;
      /** told of each revocation once it has committed, before the action answers */
      revocations: Pick<Revocations, "committed">;
    },
  ) {}

  /** Issues a log-in token for `user` signing in with `userAgent`, and records its session. */
  async start(user: SigningIn, userAgent: string | null | undefined, notice: SignInNotice): Promise<string> {
    const { token, jti, expiresAt } = await this.deps.tokens.mint(user.id, user.tokenVersion);
    const header = (userAgent ?? "").slice(0, USER_AGENT_MAX);
    const { browser, system } = deviceOf(header);
    await inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      // sessions whose token expired are over: pruned here, where the account adds one
      await tx.signInSession.deleteMany({ where: { userId: user.id, expiresAt: { lte: new Date() } } });
      await tx.signInSession.create({
        data: {
          id: jti,
          userId: user.id,
          userAgent: header,
          browser,
          system,
          expiresAt,
          tokenVersion: user.tokenVersion,
        },
      });
      const known = await tx.signInDevice.createMany({
        data: [{ userId: user.id, browser, system }],
        skipDuplicates: true,
      });
      if (known.count === 0 || notice === "never" || !user.signInNotices) return;
      // the first device an account records is where it was made (or, for an account older
      // than this record, where it signed in first since): no news to its owner
      const devices = await tx.signInDevice.count({ where: { userId: user.id } });
      if (devices < 2) return;
      await queueMail(
        tx,
        events,
        {
          kind: "newSignIn",
          to: user.email,
          data: { name: user.name, username: user.username, browser, system, at: new Date().toISOString() },
        },
        user.id,
      );
    });
    return token;
  }

  /**
   * The account's sessions that still hold (token neither expired, logged out nor replaced by a
   * password change): `session`'s own first, marked current, then the most lately active first.
   */
  async list(session: Session): Promise<SignInSessionView[]> {
    const { viewer } = session;
    const user = await this.deps.prisma.user.findUnique({ where: { id: viewer.id }, select: { tokenVersion: true } });
    if (!user) return [];
    const rows = await this.deps.prisma.signInSession.findMany({
      where: {
        userId: viewer.id,
        tokenVersion: user.tokenVersion,
        expiresAt: { gt: new Date() },
      },
      orderBy: [{ lastSeenAt: "desc" }, { id: "desc" }],
    });
    const revoked = new Set(
      (
        await this.deps.prisma.revokedToken.findMany({
          where: { userId: viewer.id, jti: { in: rows.map((row) => row.id) } },
          select: { jti: true },
        })
      ).map((row) => row.jti),
    );
    const current = session.credential === "LOG_IN" ? session.tokenId : null;
    return rows
      .filter((row) => !revoked.has(row.id))
      .map((row) => ({
        id: row.id,
        browser: row.browser,
        system: row.system,
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        expiresAt: row.expiresAt,
        current: row.id === current,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current)); // stable: the others keep their order
  }

  /** Ends one of the account's sessions (the caller's own too: that is logging out). */
  async end(session: Session, sessionId: string): Promise<string> {
    const viewer = this.manager(session);
    if (!isId(sessionId)) throw new NotFoundError("SignInSession");
    const { prisma, bus, revocations } = this.deps;
    return inRevokingTransaction(prisma, bus, revocations, async (tx, events) => {
      const row = await tx.signInSession.findFirst({
        where: { id: sessionId, userId: viewer.id, expiresAt: { gt: new Date() } },
        select: { id: true, expiresAt: true },
      });
      if (!row) throw new NotFoundError("SignInSession");
      await revokeLogIns(tx, events, viewer.id, [{ jti: row.id, expiresAt: row.expiresAt }]);
      return row.id;
    });
  }

  /** Ends every session of the account but the caller's; resolves to how many ended. */
  async endOthers(session: Session): Promise<number> {
    const viewer = this.manager(session);
    const { prisma, bus, revocations } = this.deps;
    return inRevokingTransaction(prisma, bus, revocations, async (tx, events) => {
      const rows = await tx.signInSession.findMany({
        where: { userId: viewer.id, id: { not: session.tokenId }, expiresAt: { gt: new Date() } },
        select: { id: true, expiresAt: true },
      });
      await revokeLogIns(
        tx,
        events,
        viewer.id,
        rows.map((row) => ({ jti: row.id, expiresAt: row.expiresAt })),
      );
      return rows.length;
    });
  }

  /** Whether the account mails a notice of sign-ins from new devices; saved as given. */
  setNotices(viewer: Viewer, enabled: boolean): Promise<User> {
    return this.deps.prisma.user.update({ where: { id: viewer.id }, data: { signInNotices: enabled } });
  }

  /**
   * Notes that the session's token was used now, given when its row says it was last seen (null:
   * no row, a token issued before sessions were recorded). Not awaited: the request does not wait
   * on bookkeeping; conditional, so concurrent requests (or nodes) write once a minute.
   */
  seen(jti: string, lastSeenAt: Date | null): void {
    const now = Date.now();
    if (!lastSeenAt || now - lastSeenAt.getTime() < LAST_SEEN_GRANULARITY_MS) return;
    if (now - (this.touchedAt.get(jti) ?? -Infinity) < LAST_SEEN_GRANULARITY_MS) return;
    if (this.touchedAt.size >= MAX_TOUCHES_REMEMBERED) this.touchedAt.clear();
    this.touchedAt.set(jti, now);
    this.deps.prisma.signInSession
      .updateMany({
        where: { id: jti, lastSeenAt: { lt: new Date(now - LAST_SEEN_GRANULARITY_MS + 1) } },
        data: { lastSeenAt: new Date(now) },
      })
      .catch(() => {});
  }

  /** Only a log-in ends sessions: a personal access token (a tool) cannot sign its owner out. */
  private manager(session: Session): Viewer {
    if (session.credential !== "LOG_IN") throw new ForbiddenError("ACCESS_TOKEN_CANNOT_MANAGE_SESSIONS");
    return session.viewer;
  }
}
