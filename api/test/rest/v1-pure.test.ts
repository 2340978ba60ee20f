// The shim's pure pieces: reading the Authorization header, the cookie lifetime, serializers,
// the feed's paging parameters.
import { describe, expect, it } from "vitest";
import { ValidationError } from "../../src/domain/errors.ts";
import { bearerToken } from "../../src/rest/v1/auth.ts";
import { feedWindow } from "../../src/rest/v1/queries/feed.ts";
import { followerEdge, followingEdge } from "../../src/rest/v1/serializers/edges.ts";
import { userFull } from "../../src/rest/v1/serializers/user.ts";
import { durationSeconds } from "../../src/rest/v1/session-cookie.ts";

describe("bearerToken", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["Bearer", null],
    ["Bearer ", null],
    ["Bearer null", null],
    ["Bearer undefined", null],
    ["bearer abc", null],
    ["Token abc", null],
    ["Bearer abc", "abc"],
    ["Bearer abc extra", "abc"],
  ])("%j -> %j", (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

describe("durationSeconds", () => {
  it.each([
    ["30s", 30],
    ["15m", 900],
    ["12h", 43_200],
    ["7d", 604_800],
  ])("%s is %i seconds", (duration, seconds) => {
    expect(durationSeconds(duration)).toBe(seconds);
  });

  it("refuses anything else", () => {
    expect(() => durationSeconds("1w")).toThrow();
  });
});

describe("serializers", () => {
  it("builds both v1 follow edges from one Follow row", () => {
    const follow = { id: "f1", followerId: "alice", followeeId: "bob" };
    expect(followingEdge(follow)).toEqual({ _id: "f1", following: "bob", user: "alice", __v: 0 });
    expect(followerEdge(follow)).toEqual({ _id: "f1", follower: "alice", user: "bob", __v: 0 });
  });

  it("answers null for an image that is gone", () => {
    const user = {
      id: "u1",
      name: "Ann",
      username: "ann",
      email: "ann@example.test",
      bio: "",
      createdAt: new Date("2024-05-06T07:08:09.010Z"),
      profileImage: { sha256: "a".repeat(64), mimeType: "image/webp" },
      coverImage: null,
    };
    const serialized = userFull(user, (image) => `https://cdn.test/${image.sha256}`, { id: "u1", username: "ann" });
    expect(serialized).toEqual({
      _id: "u1",
      id: "u1",
      name: "Ann",
      username: "ann",
      email: "ann@example.test",
      bio: "",
      profile_image: `https://cdn.test/${"a".repeat(64)}`,
      cover_image: null,
      createdAt: "2024-05-06T07:08:09.010Z",
      __v: 0,
    });
  });
});

describe("feedWindow (the feed's ?limit=&skip=)", () => {
  it.each([
    [{}, { limit: 10, skip: 0 }],
    [
      { limit: "", skip: "" },
      { limit: 10, skip: 0 },
    ],
    [
      { limit: "3", skip: "7" },
      { limit: 3, skip: 7 },
    ],
    [{ limit: "51" }, { limit: 50, skip: 0 }],
    [{ skip: "500" }, { limit: 10, skip: 500 }],
  ])("%j -> %j", (query, window) => {
    expect(feedWindow(query)).toEqual(window);
  });

  it.each([
    [{ limit: "0" }],
    [{ limit: "-2" }],
    [{ limit: "2.5" }],
    [{ limit: ["1", "2"] }],
    [{ skip: "501" }],
    [{ skip: "x" }],
  ])("refuses %j", (query) => {
    expect(() => feedWindow(query)).toThrow(ValidationError);
  });
});
