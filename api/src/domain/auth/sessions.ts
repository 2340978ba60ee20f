// Who is calling: a token becomes a Viewer only if it verifies, names an existing user and
// carries that user's current token version (a password change revokes older tokens). The
// GraphQL faces also take personal access tokens (access-tokens.ts).
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { UnauthenticatedError } from "../errors.ts";
import { isId } from "../ids.ts";
import { isAccessToken, type AccessTokenScope, type AccessTokens } from "./access-tokens.ts";
import type { TokenClaims, TokenRejection, Tokens } from "./tokens.ts";

export interface Viewer {
  id: string;
  username: string;
}

/** A viewer and the token that proved them (realtime faces end it when a password change or a logOut revokes it). */
export interface Session {
  viewer: Viewer;
  /** LOG_IN: a token from signing up, logging in or changing the password; ACCESS_TOKEN: a personal access token */
  credential: "LOG_IN" | "ACCESS_TOKEN";
  /** what the token may do: a log-in everything, an access token what its scope says */
  scope: AccessTokenScope;
  /** the user's token version a log-in token carries; null for an access token, which a password change does not end */
  tokenVersion: number | null;
  /** a log-in token's jti, or the access token's id: logOut revokes this token alone; null for log-in tokens issued before jti existed */
  tokenId: string | null;
  /** when the token expires; null: never */
  expiresAt: Date | null;
}

/** What a token a client sent proves: a session, or why it proves none. */
export type SessionCheck = { session: Session } | { rejected: TokenRejection };

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

  /** Claims already verified (the GraphQL face's JWT plugin checks signatures and expiry). */
  async fromClaims(claims: TokenClaims): Promise<SessionCheck> {
    if (!isId(claims.sub)) return { rejected: "TOKEN_INVALID" };
    const user = await this.prisma.user.findUnique({
      where: { id: claims.sub },
      // the revocation rides along with the user's row: still one statement per check
      select: { id: true, username: true, tokenVersion: true, revokedTokens: { where: { jti: claims.jti ?? NO_TOKEN }, select: { jti: true } } },
    });
    // a removed user's tokens, those a password change replaced and a logged-out one are revoked alike
    if (!user || user.tokenVersion !== claims.ver || user.revokedTokens.length) return { rejected: "TOKEN_REVOKED" };
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

/** Matches no revoked token: stands in for a token without a jti. */
const NO_TOKEN = "00000000-0000-0000-0000-000000000000";

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

/** The token that proved the viewer, for what acts on the token itself (logOut, access tokens). */
export function requireSession(session: Session | null): Session {
  if (!session) throw new UnauthenticatedError();
  return session;
}
