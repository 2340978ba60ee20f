// Finding and following people: suggested-people (#6), search-user (#7), the follow toggle
// (#11), and the fixed /users/... paths winning over /users/:userId.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { callV1, follow, newAccount, signUp, type SignedUp } from "./v1-client.ts";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const userBrief = (user: SignedUp) => ({
  _id: user.id,
  id: user.id,
  username: user.account.username,
  profile_image: expect.stringMatching(/^http:\/\/skysocial\.test\/uploads\//),
});

describe("GET /users/suggested-people", () => {
  it("answers a bare array of UserBrief: nobody the caller follows, never the caller, friends of friends first", async () => {
    const me = await signUp(server);
    const friend = await signUp(server);
    const friendOfFriend = await signUp(server);
    const stranger = await signUp(server);
    await follow(server, me.id, friend.id);
    await follow(server, friend.id, friendOfFriend.id);

    const response = await callV1(server, me.token, "GET", "/users/suggested-people");

    expect(response.statusCode).toBe(200);
    const people = response.json();
    expect(Array.isArray(people)).toBe(true);
    expect(people[0]).toEqual(userBrief(friendOfFriend));
    expect(people).toContainEqual(userBrief(stranger));
    const ids = people.map((person: { id: string }) => person.id);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(friend.id);
    expect(people.length).toBeLessThanOrEqual(30);
  });
});

describe("POST /users/search-user", () => {
  let found: SignedUp;
  let me: SignedUp;
  beforeAll(async () => {
    found = await signUp(server, newAccount({ username: "Exact_Match_Me" }));
    me = await signUp(server);
  });

  const search = (username: unknown) => callV1(server, me.token, "POST", "/users/search-user", { username });

  it("finds the exact, case-sensitive username: 200 with result [UserFull], without someone else's e-mail", async () => {
    const response = await search("Exact_Match_Me");

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "success",
      result: [
        {
          _id: found.id,
          id: found.id,
          name: found.account.name,
          username: "Exact_Match_Me",
          bio: "",
          profile_image: expect.any(String),
          cover_image: expect.any(String),
          createdAt: expect.any(String),
          __v: 0,
        },
      ],
    });
  });

  it("shows the caller their own e-mail when they find themselves", async () => {
    const response = await search(me.account.username);
    expect(response.json().result[0]).toMatchObject({ id: me.id, email: me.account.email });
  });

  it.each([["exact_match_me"], ["Exact_Match"], [" Exact_Match_Me"], [""], [42]])(
    "answers 404 for %j",
    async (username) => {
      const response = await search(username);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: "failed", message: "User not found" });
    },
  );

  it("answers 404 without a username at all (never some user)", async () => {
    const response = await callV1(server, me.token, "POST", "/users/search-user", {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: "failed", message: "User not found" });
  });
});

describe("POST /users/:userId/follower", () => {
  let me: SignedUp;
  let other: SignedUp;
  beforeAll(async () => {
    me = await signUp(server);
    other = await signUp(server);
  });

  const toggle = (userId: string, payload: object | undefined = {}) =>
    callV1(server, me.token, "POST", `/users/${userId}/follower`, payload);
  const follows = () => server.prisma.follow.count({ where: { followerId: me.id, followeeId: other.id } });

  it("follows, then unfollows, answering v1's exact messages (and the body {} or none)", async () => {
    const followed = await toggle(other.id);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ message: "Followed successfully" });
    expect(await follows()).toBe(1);
    expect(
      await server.prisma.notification.count({ where: { kind: "FOLLOW", actorId: me.id, recipientId: other.id } }),
    ).toBe(1);

    const unfollowed = await toggle(other.id, undefined);
    expect(unfollowed.statusCode).toBe(200);
    expect(unfollowed.json()).toEqual({ message: "Unfollowed successfully" });
    expect(await follows()).toBe(0);
  });

  it("refuses to follow oneself: 400 with a bare message", async () => {
    const response = await toggle(me.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "You cannot follow yourself" });
  });

  it.each([
    ["an unknown id", 404, "0190a0a0-0000-7000-8000-000000000000", "User not found"],
    ["a malformed id", 400, "not-a-user", "Invalid user id."],
  ])("answers %s with %i {message}", async (_case, status, userId, message) => {
    const response = await toggle(userId);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it("leaves at most one follow when toggled 5 times at once", async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => toggle(other.id)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await follows()).toBeLessThanOrEqual(1);
  });
});

describe("route precedence: fixed /users/... paths before /users/:userId", () => {
  it("serves each fixed path from its own route, and a user id from GET /users/:userId", async () => {
    const me = await signUp(server);

    expect(Array.isArray((await callV1(server, me.token, "GET", "/users/suggested-people")).json())).toBe(true);
    expect(
      (await callV1(server, me.token, "POST", "/users/search-user", { username: me.account.username })).json().result[0]
        .id,
    ).toBe(me.id);
    const updatePassword = await callV1(server, me.token, "PATCH", "/users/updatePassword", {
      old_password: "wrong password",
      new_password: "x",
    });
    expect(updatePassword.json()).not.toEqual({ status: "failed", message: "User not found" });
    expect((await callV1(server, me.token, "GET", `/users/${me.id}`)).json().user.id).toBe(me.id);
  });
});
