// What every floor does to honour "a revoked token does nothing on any face": verify the bearer
// token's signature (HS256 with jose, as the api signs them, with the api's claims), then check
// that its session is still live with one indexed read per request or action, the simplest
// correct way. Whatever the api does instead (a session cache) is its own gain.
import { jwtVerify } from "jose";

export const TOKEN_ALGORITHM = "HS256";

/** The api's log-in token claims (api/src/domain/auth/tokens.ts). */
export interface LogInClaims {
  /** the user's id */
  sub: string;
  /** the account's token version when the token was issued */
  ver: number;
  /** the token's id, which a log-out revokes */
  jti: string;
}

/** $1 user id, $2 token version, $3 token id: one row while the session is live. */
export const LIVE_SESSION_SQL = `
  SELECT 1 FROM "User" u
  WHERE u."id" = $1 AND u."tokenVersion" = $2 AND u."suspendedAt" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "RevokedToken" r WHERE r."jti" = $3)`;

/** The claims of a token the api signed with `key`; throws for anything else. */
export async function verifyLogInToken(key: Uint8Array, token: unknown): Promise<LogInClaims> {
  if (typeof token !== "string") throw new Error("no token");
  const { payload } = await jwtVerify(token, key, { algorithms: [TOKEN_ALGORITHM] });
  if (typeof payload.sub !== "string" || typeof payload.ver !== "number" || typeof payload.jti !== "string")
    throw new Error("not a log-in token");
  return { sub: payload.sub, ver: payload.ver, jti: payload.jti };
}

/** Resolves when the session of `claims` is live; rejects when it ended. */
export async function requireLiveSession(
  pool: { query(text: string, values: unknown[]): Promise<{ rowCount: number | null }> },
  { sub, ver, jti }: LogInClaims,
): Promise<void> {
  const { rowCount } = await pool.query(LIVE_SESSION_SQL, [sub, ver, jti]);
  if (!rowCount) throw new Error("session ended");
}
