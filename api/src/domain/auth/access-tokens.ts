// Personal access tokens: credentials a user gives a third-party tool instead of their password,
// each with a name, a scope (READ: queries and subscriptions; READ_WRITE: mutations too) and an
// optional expiry. The secret ("sky_pat_" and 43 base64url characters, 256 random bits) is shown
// once; only its SHA-256 is stored, so a database leak gives no usable token. They work on the
// GraphQL API only (HTTP, server-sent events, graphql-ws); the v1 face and Socket.IO keep v1's
// log-in tokens. A password change does not end them (a tool keeps working; the account menu
// lists and revokes them), revoking one ends it at once, realtime connections included.
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { PersonalAccessToken, PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { keyset, toPage, type Page, type PageArgs } from "../pagination.ts";
import { text } from "../text.ts";
import { inTransaction } from "../transaction.ts";
import { failingWith, parseInput } from "../validation.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { CheckedSession } from "./session-cache.ts";
import { inRevokingTransaction, type Revocations } from "./revocations.ts";
import type { Session, Viewer } from "./session-types.ts";

export const ACCESS_TOKEN_PREFIX = "sky_pat_";
export const ACCESS_TOKEN_NAME_MAX = 100;
/**
 * The furthest expiry, in years from now. A token may also never expire (no expiry at all); an
 * expiry is a safety the user chose, and one centuries away (a typo, or JavaScript's last date,
 * the year 275760) is a mistake rather than a choice.
 */
export const ACCESS_TOKEN_MAX_EXPIRY_YEARS = 5;
/** Active (unrevoked, unexpired) tokens a user may hold at once. */
export const MAX_ACCESS_TOKENS = 50;
/** lastUsedAt is written at most this often per token: a busy tool does not write on every request. */
const LAST_USED_GRANULARITY_MS = 60_000;
/** Tokens whose last write this node remembers; past it, it forgets them all (at worst, one more write each). */
const MAX_TOUCHES_REMEMBERED = 10_000;

const SECRET = new RegExp(`^${ACCESS_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export function isAccessToken(token: string): boolean {
  return token.startsWith(ACCESS_TOKEN_PREFIX);
}

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** What names a secret in this node's session cache (session-cache.ts): its hash, never the secret itself. */
export const accessTokenKey = hashOf;

const createInput = z.object({
  name: text()
    .trim()
    .min(1, failingWith("ACCESS_TOKEN_NAME_REQUIRED"))
    .max(ACCESS_TOKEN_NAME_MAX, failingWith("ACCESS_TOKEN_NAME_TOO_LONG")),
  scope: z.enum(["READ", "READ_WRITE"], { error: failingWith("ACCESS_TOKEN_SCOPE_INVALID") }),
  expiresAt: z
    .date({ error: failingWith("ACCESS_TOKEN_EXPIRY_PAST") })
    .refine((date) => date.getTime() > Date.now(), { message: failingWith("ACCESS_TOKEN_EXPIRY_PAST") })
    .refine((date) => date <= yearsFromNow(ACCESS_TOKEN_MAX_EXPIRY_YEARS), {
      message: failingWith("ACCESS_TOKEN_EXPIRY_TOO_FAR"),
      params: { limit: ACCESS_TOKEN_MAX_EXPIRY_YEARS },
    })
    .nullish(),
});

function yearsFromNow(years: number): Date {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date;
}

export interface AccessTokenRequest {
  name: unknown;
  scope: unknown;
  expiresAt?: Date | null;
}

/** Whether the session may change anything: a log-in may, an access token only with READ_WRITE. */
export function mayWrite(session: Session | null): boolean {
  return session?.scope !== "READ";
}

export class AccessTokens {
  /** when this node last wrote each token's lastUsedAt: a burst of requests writes once, not once each */
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      bus: EventBus;
      writes: RateLimit;
      /** told of a revocation once it has committed, before the action answers */
      revocations: Pick<Revocations, "committed">;
    },
  ) {}

  /**
   * Creates a token for the session's user; resolves to its row and its secret, which is never
   * shown again. Only a log-in session may create one: a token cannot mint more tokens.
   */
  async create(
    session: Session,
    request: AccessTokenRequest,
  ): Promise<{ accessToken: PersonalAccessToken; secret: string }> {
    const viewer = this.manager(session);
    await this.deps.writes.take(viewer.id);
    const fields = parseInput(createInput, request);
    const secret = ACCESS_TOKEN_PREFIX + randomBytes(32).toString("base64url");
    const accessToken = await inTransaction(this.deps.prisma, this.deps.bus, async (tx) => {
      // the user's row, locked: two creations at once cannot both pass the count
      await tx.$executeRaw`SELECT 1 FROM "User" WHERE "id" = ${viewer.id}::uuid FOR UPDATE`;
      const active = await tx.personalAccessToken.count({ where: { userId: viewer.id, ...ACTIVE() } });
      if (active >= MAX_ACCESS_TOKENS) throw ValidationError.of("input", "TOO_MANY_ACCESS_TOKENS", MAX_ACCESS_TOKENS);
      return tx.personalAccessToken.create({
        data: {
          userId: viewer.id,
          name: fields.name,
          scope: fields.scope,
          expiresAt: fields.expiresAt ?? null,
          tokenHash: hashOf(secret),
        },
      });
    });
    return { accessToken, secret };
  }

  /** The viewer's tokens that still work, newest first. */
  async page(viewer: Viewer, args: PageArgs): Promise<Page<PersonalAccessToken>> {
    const { size, ...query } = keyset(args);
    const rows = await this.deps.prisma.personalAccessToken.findMany({
      ...query,
      where: { AND: [{ userId: viewer.id }, ACTIVE(), query.where] },
    });
    return toPage(rows, size);
  }

  count(viewer: Viewer): Promise<number> {
    return this.deps.prisma.personalAccessToken.count({ where: { userId: viewer.id, ...ACTIVE() } });
  }

  /**
   * Revokes one of the session user's tokens: it is refused from now on and its open realtime
   * connections end. Someone else's token is NOT_FOUND, as one that does not exist. Revoking a
   * revoked token changes nothing. Only a log-in session may revoke one (logOut ends a token's own).
   */
  async revoke(session: Session, tokenId: string): Promise<PersonalAccessToken> {
    const viewer = this.manager(session);
    return this.revokeOwn(viewer, requireId(tokenId, "PersonalAccessToken"));
  }

  /** logOut with an access token: that token is revoked. */
  async revokeUsed(session: Session): Promise<void> {
    if (session.credential !== "ACCESS_TOKEN") throw new Error("revokeUsed needs an access token's session");
    await this.revokeOwn(session.viewer, session.tokenId);
  }

  /**
   * What an access token proves: its user with its scope, or why it proves nobody; and what a use
   * of the session from the cache does besides (lastUsedAt). One statement, and a rare second.
   */
  async check(secret: string): Promise<CheckedSession> {
    if (!SECRET.test(secret)) return { checked: { rejected: "TOKEN_INVALID" } };
    const row = await this.deps.prisma.personalAccessToken.findUnique({
      where: { tokenHash: hashOf(secret) },
      select: {
        id: true,
        scope: true,
        expiresAt: true,
        revokedAt: true,
        lastUsedAt: true,
        user: { select: { id: true, username: true, suspendedAt: true } },
      },
    });
    if (!row) return { checked: { rejected: "TOKEN_INVALID" } };
    // a suspended account's tokens work again once the suspension is lifted
    if (row.revokedAt || row.user.suspendedAt) return { checked: { rejected: "TOKEN_REVOKED" } };
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return { checked: { rejected: "TOKEN_EXPIRED" } };
    const used = () => {
      const now = Date.now();
      if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS) this.touch(row.id, now);
    };
    used();
    return {
      checked: {
        session: {
          viewer: { id: row.user.id, username: row.user.username },
          credential: "ACCESS_TOKEN",
          scope: row.scope,
          tokenVersion: null,
          tokenId: row.id,
          expiresAt: row.expiresAt,
        },
      },
      onHit: used,
    };
  }

  private manager(session: Session): Viewer {
    if (session.credential !== "LOG_IN") throw new ForbiddenError("ACCESS_TOKEN_CANNOT_MANAGE_TOKENS");
    return session.viewer;
  }

  private async revokeOwn(viewer: Viewer, tokenId: string): Promise<PersonalAccessToken> {
    const { prisma, bus, revocations } = this.deps;
    return inRevokingTransaction(prisma, bus, revocations, async (tx, events) => {
      const token = await tx.personalAccessToken.findFirst({ where: { id: tokenId, userId: viewer.id } });
      if (!token) throw new NotFoundError("PersonalAccessToken");
      if (token.revokedAt) return token;
      const revoked = await tx.personalAccessToken.update({ where: { id: token.id }, data: { revokedAt: new Date() } });
      events.publish("session.ended", { userId: viewer.id, tokenId: token.id });
      return revoked;
    });
  }

  /**
   * Notes the use, not awaited: the request does not wait on bookkeeping. Conditional, so
   * concurrent requests write once a minute; a failure (the database went away) loses one
   * timestamp, which the next use writes again.
   */
  private touch(id: string, now: number): void {
    if (now - (this.touchedAt.get(id) ?? -Infinity) < LAST_USED_GRANULARITY_MS) return;
    if (this.touchedAt.size >= MAX_TOUCHES_REMEMBERED) this.touchedAt.clear();
    this.touchedAt.set(id, now);
    const staleBefore = new Date(now - LAST_USED_GRANULARITY_MS + 1);
    this.deps.prisma.personalAccessToken
      .updateMany({
        where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: staleBefore } }] },
        data: { lastUsedAt: new Date(now) },
      })
      .catch(() => {});
  }
}

/** Tokens that still work: not revoked, not expired. */
const ACTIVE = () => ({ revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] });
