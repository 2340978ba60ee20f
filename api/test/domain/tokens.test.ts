// The domain's own token check (REST, Socket.IO and graphql-ws' connection use it; GraphQL shares
// parseClaims), and why it refuses a token: clients are told whether to sign in again because
// theirs expired or because it was never ours.
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { parseClaims, Tokens } from "../../src/domain/auth/tokens.ts";

const SECRET = "a-test-secret-that-is-long-enough-for-hs256-0123456789";
const USER = "0190f3a4-7c1e-7d2a-9b3c-4d5e6f708192";
const tokens = new Tokens(SECRET, "15m");

const expiredWith = (secret: string) =>
  new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(USER)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(secret));

describe("tokens", () => {
  it("accepts the tokens it issues, each with an id of its own (logOut revokes one token)", async () => {
    const [first, second] = [
      await tokens.read(await tokens.issue(USER, 3)),
      await tokens.read(await tokens.issue(USER, 3)),
    ];
    expect(first).toEqual({
      claims: { sub: USER, ver: 3, jti: expect.stringMatching(/^[0-9a-f-]{36}$/), exp: expect.any(Number) },
    });
    expect("claims" in first && "claims" in second && first.claims.jti !== second.claims.jti).toBe(true);
  });

  it("refuses a correctly signed token without an expiry", async () => {
    const forever = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(USER)
      .setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.read(forever)).toEqual({ rejected: "TOKEN_INVALID" });
    expect(parseClaims({ sub: USER, ver: 0 })).toBeNull();
    expect(parseClaims({ sub: USER, ver: 0, exp: "never" })).toBeNull();
  });

  it("says a token of ours has expired, but not one signed with another key", async () => {
    expect(await tokens.read(await expiredWith(SECRET))).toEqual({ rejected: "TOKEN_EXPIRED" });
    expect(await tokens.read(await expiredWith("another-secret-another-secret-another-secret"))).toEqual({
      rejected: "TOKEN_INVALID",
    });
    expect(await tokens.read("not-a-jwt")).toEqual({ rejected: "TOKEN_INVALID" });
  });
});
