// Tokens a client could send that must NOT authenticate.
import { SignJWT, UnsecuredJWT } from "jose";
import { TEST_JWT_SECRET } from "./test-server.ts";

const key = (secret: string) => new TextEncoder().encode(secret);

export async function badTokens(userId: string): Promise<Record<string, string>> {
  return {
    garbage: "not-a-jwt",
    truncated: (
      await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: "HS256" }).setSubject(userId).sign(key(TEST_JWT_SECRET))
    ).slice(0, -5),
    expired: await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key(TEST_JWT_SECRET)),
    wrongSecret: await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setExpirationTime("1h")
      .sign(key("another-secret-another-secret-another-secret")),
    algNone: new UnsecuredJWT({ ver: 0 }).setSubject(userId).setExpirationTime("1h").encode(),
    otherAlgorithm: await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(userId)
      .setExpirationTime("1h")
      .sign(key(TEST_JWT_SECRET)),
  };
}

/** A correctly signed token for a given subject and version (e.g. a deleted user's). */
export function signedToken(userId: string, ver: number): Promise<string> {
  return new SignJWT({ ver })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setExpirationTime("1h")
    .sign(key(TEST_JWT_SECRET));
}
