// The domain's own token check (REST and Socket.IO use it; GraphQL shares parseClaims).
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { parseClaims, Tokens } from "../../src/domain/auth/tokens.ts";

const SECRET = "a-test-secret-that-is-long-enough-for-hs256-0123456789";
const USER = "0190f3a4-7c1e-7d2a-9b3c-4d5e6f708192";
const tokens = new Tokens(SECRET, "15m");

describe("tokens", () => {
  it("accepts the tokens it issues", async () => {
    expect(await tokens.verify(await tokens.issue(USER, 3))).toEqual({ sub: USER, ver: 3 });
  });

  it("refuses a correctly signed token without an expiry", async () => {
    const forever = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: "HS256" }).setSubject(USER).setIssuedAt().sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(forever)).toBeNull();
    expect(parseClaims({ sub: USER, ver: 0 })).toBeNull();
    expect(parseClaims({ sub: USER, ver: 0, exp: "never" })).toBeNull();
  });
});
