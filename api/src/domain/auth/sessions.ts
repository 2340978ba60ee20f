// Who is calling: a token becomes a Viewer only if it verifies, names an existing user and
// carries that user's current token version (a password change revokes older tokens). The
// GraphQL faces also take personal access tokens (access-tokens.ts).
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { UnauthenticatedError } from "../errors.ts";
import { isId } from "../ids.ts";
import { isAccessToken, type AccessTokens } from "./access-tokens.ts";
import type { Session, SessionCheck, Viewer } from "./session-types.ts";
import type { TokenClaims, Tokens } from "./tokens.ts";

export type { Session, SessionCheck, Viewer } from "./session-types.ts";

export class Sessions {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: Tokens,
    private readonly accessTokens: AccessTokens,
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
    return "claims" in read ? this.fromClaims(read.claims) : read;
  }

  /** A log-in token or a personal access token (the GraphQL faces). */
  checkApiToken(token: string): Promise<SessionCheck> {
    return isAccessToken(token) ? this.accessTokens.check(token) : this.check(token);
  }

  /**
   * Whether the token that opened a long-lived connection still holds now: not expired, not
   * logged out, not replaced by a password change, its account not deleted. Read from the
   * database, so it answers right whatever the event bus is doing (a revocation's broadcast may
   * be held up by a Redis outage). One statement.
   */
  async stillHolds(session: Session): Promise<boolean> {
    if (session.expiresAt && session.expiresAt.getTime() <= Date.now()) return false;
    const user = await this.prisma.user.findUnique({
      where: { id: session.viewer.id },
      select: {
        tokenVersion: true,
        suspendedAt: true,
        revokedTokens: { where: { jti: session.tokenId }, select: { jti: true } },
      },
    });
    // a suspended account's tokens of every kind stop working while it is suspended
    if (!user || user.suspendedAt) return false;
    if (session.credential === "ACCESS_TOKEN") return this.accessTokens.stillActive(session.tokenId);
    return user.tokenVersion === session.tokenVersion && !user.revokedTokens.length;
  }

  /** Claims whose signature and expiry jose verified (Tokens.read). */
  private async fromClaims(claims: TokenClaims): Promise<SessionCheck> {
    if (!isId(claims.sub)) return { rejected: "TOKEN_INVALID" };
    const user = await this.prisma.user.findUnique({
      where: { id: claims.sub },
      // the revocation rides along with the user's row: still one statement per check
      select: {
        id: true,
        username: true,
        tokenVersion: true,
        suspendedAt: true,
        revokedTokens: { where: { jti: claims.jti }, select: { jti: true } },
      },
    });
    // a removed user's tokens, those a password change replaced, a logged-out one and a suspended
    // account's (while it is suspended) are revoked alike
    if (!user || user.tokenVersion !== claims.ver || user.revokedTokens.length || user.suspendedAt)
      return { rejected: "TOKEN_REVOKED" };
    return {
      session: {
        viewer: { id: user.id, username: user.username },
        credential: "LOG_IN",
        scope: "READ_WRITE",
        tokenVersion: claims.ver,
        tokenId: claims.jti,
        expiresAt: new Date(claims.exp * 1000),
      },
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
