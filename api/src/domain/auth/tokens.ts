// Access tokens: HS256 JWTs signed with jose. The algorithm is pinned on both sides (here and
// in the Yoga JWT plugin), so "alg: none" or an RS/HS confusion never verifies.
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";

export const TOKEN_ALGORITHM = "HS256";

export interface TokenClaims {
  /** user id */
  sub: string;
  /** the user's tokenVersion when the token was issued */
  ver: number;
}

export class Tokens {
  private readonly key: Uint8Array;

  constructor(
    readonly secret: string,
    private readonly ttl: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(userId: string, tokenVersion: number): Promise<string> {
    return new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT" })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything else (never throws on bad input). */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [TOKEN_ALGORITHM] });
      return parseClaims(payload);
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/**
 * Claims from an already signature-checked payload (the Yoga JWT plugin verifies GraphQL's).
 * Every token we issue expires; the verifiers only check `exp` when it is present, so a token
 * without one (which would never expire) is refused here, on every face.
 */
export function parseClaims(payload: Record<string, unknown>): TokenClaims | null {
  const { sub, ver, exp } = payload;
  if (typeof exp !== "number" || !Number.isFinite(exp)) return null;
  if (typeof sub !== "string" || typeof ver !== "number" || !Number.isInteger(ver)) return null;
  return { sub, ver };
}
