// Tokens a client could send that must NOT authenticate.
import { randomUUID } from "node:crypto";
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
      .setJti(randomUUID())
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key(TEST_JWT_SECRET)),
    wrongSecret: await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setJti(randomUUID())
      .setExpirationTime("1h")
      .sign(key("another-secret-another-secret-another-secret")),
    algNone: new UnsecuredJWT({ ver: 0 }).setSubject(userId).setJti(randomUUID()).setExpirationTime("1h").encode(),
    otherAlgorithm: await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(userId)
      .setJti(randomUUID())
      .setExpirationTime("1h")
      .sign(key(TEST_JWT_SECRET)),
    // signed with our key, for a current user and version, but with an extension the server does
    // not know and that the token says must be understood (RFC 7515, 4.1.11)
    unknownCritical: await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256", crit: ["urn:example:bound-to"], "urn:example:bound-to": "device-1" })
      .setSubject(userId)
      .setJti(randomUUID())
      .setExpirationTime("1h")
      .sign(key(TEST_JWT_SECRET), { crit: { "urn:example:bound-to": true } }),
    // signed with our key, for a current user and version, but without an id: logOut could not revoke it alone
    withoutId: await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setExpirationTime("1h")
      .sign(key(TEST_JWT_SECRET)),
  };
}

/** A correctly signed token for a given subject and version (e.g. a deleted user's), with an id of its own. */
export function signedToken(userId: string, ver: number): Promise<string> {
  return new SignJWT({ ver })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setJti(randomUUID())
    .setExpirationTime("1h")
    .sign(key(TEST_JWT_SECRET));
}
