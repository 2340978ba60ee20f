// Log-in tokens: HS256 JWTs signed and verified with jose, here only, for every face (GraphQL
// over HTTP, server-sent events and graphql-ws, v1 REST, Socket.IO). The algorithm is pinned, so
// "alg: none" or an RS/HS confusion never verifies, and jose refuses a token whose `crit` header
// names an extension it does not understand (RFC 7515: such a token must not be accepted).
import { randomUUID } from "node:crypto";
import { SignJWT, decodeJwt, jwtVerify, errors as joseErrors } from "jose";
import { isId } from "../ids.ts";

export const TOKEN_ALGORITHM = "HS256";

export interface TokenClaims {
  /** user id */
  sub: string;
  /** the user's tokenVersion when the token was issued */
  ver: number;
  /** the token's own id: logOut revokes it alone */
  jti: string;
  /** when it expires, seconds since the epoch */
  exp: number;
}

/**
 * Why a token a client sent does not prove a viewer: it is no token of ours (malformed, cut, signed
 * with another key or algorithm, without an expiry), it has expired, or a password change (or
 * the user's removal) revoked it.
 */
export type TokenRejection = "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";

/** A token just signed, with its id and when it expires. */
export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export type TokenReading = { claims: TokenClaims } | { rejected: TokenRejection };

export class Tokens {
  private readonly key: Uint8Array;

  constructor(
    readonly secret: string,
    private readonly ttl: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: string, tokenVersion: number): Promise<string> {
    return (await this.mint(userId, tokenVersion)).token;
  }

  /** A new token with the id and expiry a sign-in records (sign-in-sessions.ts). */
  async mint(userId: string, tokenVersion: number): Promise<IssuedToken> {
    const jti = randomUUID();
    const token = await new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT" })
      .setSubject(userId)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(this.key);
    const { exp } = decodeJwt(token);
    return { token, jti, expiresAt: new Date(exp! * 1000) };
  }

  /** The claims of a valid token, or why it is not one (never throws on bad input). */
  async read(token: string): Promise<TokenReading> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [TOKEN_ALGORITHM] });
      const claims = parseClaims(payload);
      return claims ? { claims } : { rejected: "TOKEN_INVALID" };
    } catch (error) {
      // jose checks the signature before the expiry: an expired token is one we signed
      if (error instanceof joseErrors.JWTExpired) return { rejected: "TOKEN_EXPIRED" };
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return { rejected: "TOKEN_INVALID" };
      throw error;
    }
  }
}

/**
 * Claims from a signature-checked payload. Every token we issue expires and has an id; jose checks
 * `exp` only when it is present, so a token without one (which would never expire) is refused
 * here, and so is one without an id, which logOut could not revoke alone (tokens issued before
 * ids existed have expired under the default ACCESS_TOKEN_TTL; with a longer one, their holders
 * log in again once).
 */
export function parseClaims(payload: Record<string, unknown>): TokenClaims | null {
  const { sub, ver, exp, jti } = payload;
  if (typeof exp !== "number" || !Number.isFinite(exp)) return null;
  if (typeof sub !== "string" || typeof ver !== "number" || !Number.isInteger(ver)) return null;
  if (typeof jti !== "string" || !isId(jti)) return null;
  return { sub, ver, jti, exp };
}
