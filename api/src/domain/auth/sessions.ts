// Who is calling: a token becomes a Viewer only if it verifies, names an existing user and
// carries that user's current token version (a password change revokes older tokens). The
// GraphQL faces also take personal access tokens (access-tokens.ts). Every face asks here, per
// request or action; a session the database held a moment ago is trusted again from this node's
// cache while the node hears every revocation (session-cache.ts).
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { UnauthenticatedError } from "../errors.ts";
import { isId } from "../ids.ts";
import { accessTokenKey, isAccessToken, type AccessTokens } from "./access-tokens.ts";
import type { CheckedSession, SessionCache } from "./session-cache.ts";
import type { Session, SessionCheck, SessionKey, Viewer } from "./session-types.ts";
import type { TokenClaims, Tokens } from "./tokens.ts";
import type { SignInSessions } from "./sign-in-sessions.ts";

export type { Session, SessionCheck, SessionKey, Viewer } from "./session-types.ts";

export class Sessions {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: Tokens,
    private readonly accessTokens: AccessTokens,
    /** notes when each signed-in session was last seen */
    private readonly signIns: Pick<SignInSessions, "seen">,
    private readonly cache: Pick<SessionCache, "check">,
  ) {}

  async fromToken(token: string | undefined | null): Promise<Viewer | null> {
    return (await this.sessionFromToken(token))?.viewer ?? null;
  }

  /** The session a token proves; null for no token and for one that proves nothing. */
  async sessionFromToken(token: string | undefined | null): Promise<Session | null> {
    if (!token) return null;
    const checked = await this.check(token);
    return "session" in checked ? checked.session : null;
  }

  /** A log-in token (v1's faces know no other). */
  async check(token: string): Promise<SessionCheck> {
    const read = await this.tokens.read(token);
    if (!("claims" in read)) return read;
    // its signature proves the token's id, user and version (and jose checked its expiry)
    const { jti, sub, ver } = read.claims;
    return this.cache.check(`log-in:${jti}:${sub}:${ver}`, () => this.fromClaims(read.claims));
  }

  /** A log-in token or a personal access token (the GraphQL faces). */
  checkApiToken(token: string): Promise<SessionCheck> {
    if (!isAccessToken(token)) return this.check(token);
    return this.cache.check(`access-token:${accessTokenKey(token)}`, () => this.accessTokens.check(token));
  }

  /**
   * Whether each of `sessions` still holds, read from the database in one statement however many
   * there are (each row found by its primary key): its account exists and is not suspended, a
   * log-in token still carries the account's token version and was not logged out, an access
   * token is neither revoked nor expired. Read from the database rather than from the revocations
   * the bus carries, so it answers right whatever the bus is doing (a broadcast may be held up by
   * a Redis outage). A log-in token's own expiry is not read here: the caller knows it.
   */
  async holding(sessions: readonly SessionKey[]): Promise<boolean[]> {
    if (!sessions.length) return [];
    const users = sessions.map((session) => session.viewer.id);
    const tokens = sessions.map((session) => session.tokenId);
    const versions = sessions.map((session) => session.tokenVersion);
    const accessTokens = sessions.map((session) => session.credential === "ACCESS_TOKEN");
    // a suspended account's tokens of every kind stop working while it is suspended
    const rows = await this.prisma.$queryRaw<{ i: number }[]>`
      SELECT s.i::int AS "i"
      FROM unnest(${users}::uuid[], ${tokens}::uuid[], ${versions}::int[], ${accessTokens}::bool[])
        WITH ORDINALITY AS s("userId", "tokenId", "version", "accessToken", i)
      JOIN "User" u ON u.id = s."userId" AND u."suspendedAt" IS NULL
      WHERE CASE WHEN s."accessToken"
        THEN EXISTS (
          SELECT 1 FROM "PersonalAccessToken" t
          WHERE t.id = s."tokenId" AND t."userId" = s."userId" AND t."revokedAt" IS NULL
            AND (t."expiresAt" IS NULL OR t."expiresAt" > now()))
        ELSE u."tokenVersion" = s."version" AND NOT EXISTS (SELECT 1 FROM "RevokedToken" r WHERE r.jti = s."tokenId")
      END`;
    const held = new Set(rows.map((row) => row.i - 1));
    return sessions.map((_, i) => held.has(i));
  }

  /**
   * Whether a session a connection opened still holds now and has not expired, checked as a
   * request's token is: from this node's cache while it hears every revocation (session-cache.ts),
   * else from the database (holding, one statement). A v1 socket asks before each action.
   */
  async stillHolds(session: Session): Promise<boolean> {
    if (session.expiresAt && session.expiresAt.getTime() <= Date.now()) return false;
    const { credential, tokenId, viewer, tokenVersion } = session;
    const checked = await this.cache.check(`held:${credential}:${tokenId}:${viewer.id}:${tokenVersion}`, async () => {
      const [holds] = await this.holding([session]);
      return { checked: holds ? { session } : { rejected: "TOKEN_REVOKED" } };
    });
    return "session" in checked;
  }

  /** Claims whose signature and expiry jose verified (Tokens.read), checked in the database. */
  private async fromClaims(claims: TokenClaims): Promise<CheckedSession> {
    if (!isId(claims.sub)) return { checked: { rejected: "TOKEN_INVALID" } };
    const user = await this.prisma.user.findUnique({
      where: { id: claims.sub },
      // the revocation rides along with the user's row: still one statement per check
      select: {
        id: true,
        username: true,
        tokenVersion: true,
        suspendedAt: true,
        revokedTokens: { where: { jti: claims.jti }, select: { jti: true } },
        signInSessions: { where: { id: claims.jti }, select: { lastSeenAt: true } },
      },
    });
    // a removed user's tokens, those a password change replaced, a logged-out one and a suspended
    // account's (while it is suspended) are revoked alike
    if (!user || user.tokenVersion !== claims.ver || user.revokedTokens.length || user.suspendedAt)
      return { checked: { rejected: "TOKEN_REVOKED" } };
    const lastSeenAt = user.signInSessions[0]?.lastSeenAt ?? null;
    const seen = () => this.signIns.seen(claims.jti, lastSeenAt);
    seen();
    return {
      checked: {
        session: {
          viewer: { id: user.id, username: user.username },
          credential: "LOG_IN",
          scope: "READ_WRITE",
          tokenVersion: claims.ver,
          tokenId: claims.jti,
          expiresAt: new Date(claims.exp * 1000),
        },
      },
      // each use from the cache is a use too: the session's lastSeenAt moves on as before
      onHit: seen,
    };
  }
}

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

/** The token that proved the viewer, for what acts on the token itself (logOut, access tokens). */
export function requireSession(session: Session | null): Session {
  if (!session) throw new UnauthenticatedError();
  return session;
}
