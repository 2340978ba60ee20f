import type { Location } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { returnToOf, returnToState } from "./returnTo";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash }) as Location;

describe("returnTo", () => {
  it("leads back to the shared post after signing in, with its query and anchor", () => {
    expect(returnToOf(returnToState(at("/p/42", "?c=1", "#comments")))).toBe("/p/42?c=1#comments");
  });

  it("goes home without a remembered path", () => {
    expect(returnToOf(undefined)).toBe("/");
    expect(returnToOf({ returnTo: 42 })).toBe("/");
  });

  it("never leaves the app's origin nor loops back to the register page", () => {
    for (const returnTo of ["//evil.example", "/\\evil.example", "https://evil.example", "/register?x=1"]) {
      expect(returnToOf({ returnTo })).toBe("/");
    }
  });
});
