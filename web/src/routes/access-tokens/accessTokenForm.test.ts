import { describe, expect, it } from "vitest";
import { expiresAtFor, validateAccessToken } from "./accessTokenForm";

describe("expiresAtFor", () => {
  const now = new Date("2026-01-31T10:00:00Z");

  it("ends a token the chosen span from now, or never", () => {
    expect(expiresAtFor("7", now)).toBe("2026-02-07T10:00:00.000Z");
    expect(expiresAtFor("365", now)).toBe("2027-01-31T10:00:00.000Z");
    expect(expiresAtFor("never", now)).toBeNull();
  });
});

describe("validateAccessToken", () => {
  it("asks for a name that is more than spaces, of at most 100 characters", () => {
    expect(validateAccessToken({ name: "  ", scope: "READ", expiresAt: "30" })).toEqual({
      name: "Give the token a name.",
    });
    expect(validateAccessToken({ name: "x".repeat(101), scope: "READ", expiresAt: "30" })).toEqual({
      name: "Name must be at most 100 characters.",
    });
    expect(validateAccessToken({ name: "x".repeat(100), scope: "READ_WRITE", expiresAt: "never" })).toEqual({});
  });
});
