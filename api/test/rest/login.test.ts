// POST /api/v1/users/login (#2): v1's exact failure texts, the throttle's 429, and the
// account with posts, followings and followers on success.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { createPost, newAccount, signUp, type SignedUp } from "./v1-client.ts";

let server: TestServer;
let me: SignedUp;

beforeAll(async () => {
  server = await createTestServer();
  me = await signUp(server, newAccount({ username: "Login_Tester" }));
});
afterAll(() => server.close());

function login(body: unknown, ip?: string) {
  return server.app.inject({ method: "POST", url: "/api/v1/users/login", payload: body as object, remoteAddress: ip });
}

describe("login", () => {
  it.each([
    ["no Origin (a non-browser client)", true, {}],
    ["an allowed origin", true, { origin: "http://skysocial.test" }],
    ["a page of the API's own host", true, { origin: "http://127.0.0.1:4555", host: "127.0.0.1:4555" }],
    ["a foreign page (login CSRF)", false, { origin: "http://evil.example" }],
    ['a sandboxed page ("null")', false, { origin: "null" }],
  ])("answers %s, with the session cookie: %s", async (_case, cookieSet, headers) => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      headers,
      payload: { username: "Login_Tester", password: me.account.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"] !== undefined).toBe(cookieSet);
  });

  it("answers the token and the account with posts (newest first), followings and followers", async () => {
    const friend = await signUp(server);
    const older = await createPost(server, me.id, {
      caption: "older",
      tags: ["b", "a"],
      createdAt: new Date("2024-01-01T00:00:00Z"),
    });
    const newer = await createPost(server, me.id, { caption: "newer", createdAt: new Date("2024-02-01T00:00:00Z") });
    const iFollow = await server.prisma.follow.create({ data: { followerId: me.id, followeeId: friend.id } });
    const followsMe = await server.prisma.follow.create({ data: { followerId: friend.id, followeeId: me.id } });

    const response = await login({ username: "Login_Tester", password: me.account.password });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe("success");
    expect(typeof body.authToken).toBe("string");
    expect(response.headers["set-cookie"]).toMatch(/^skysocial_session=.+HttpOnly/i);
    const { user } = body.result;
    expect(user).toMatchObject({
      _id: me.id,
      id: me.id,
      username: "Login_Tester",
      email: me.account.email,
      bio: "",
      __v: 0,
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        "_id",
        "id",
        "name",
        "username",
        "email",
        "bio",
        "profile_image",
        "cover_image",
        "createdAt",
        "__v",
        "posts",
        "followings",
        "followers",
      ].sort(),
    );
    expect(user.posts).toEqual([
      {
        _id: newer.id,
        id: newer.id,
        bio: "newer",
        image: server.media.url(newer.image),
        tags: [],
        user: me.id,
        createdAt: "2024-02-01T00:00:00.000Z",
      },
      {
        _id: older.id,
        id: older.id,
        bio: "older",
        image: server.media.url(older.image),
        tags: ["b", "a"],
        user: me.id,
        createdAt: "2024-01-01T00:00:00.000Z",
      },
    ]);
    expect(user.followings).toEqual([{ _id: iFollow.id, following: friend.id, user: me.id, __v: 0 }]);
    expect(user.followers).toEqual([{ _id: followsMe.id, follower: friend.id, user: me.id, __v: 0 }]);
    expect(response.body).not.toMatch(/password/i);

    const session = await server.app.inject({
      method: "GET",
      url: "/api/v1/users",
      headers: { authorization: `Bearer ${body.authToken}` },
    });
    expect(session.statusCode).toBe(200);
  });

  it("matches the username case-insensitively", async () => {
    const response = await login({ username: "login_tester", password: me.account.password });
    expect(response.statusCode).toBe(200);
  });

  it("asks for complete credentials when a field is missing or empty", async () => {
    for (const body of [
      { username: "Login_Tester" },
      { password: "whatever123" },
      { username: "", password: "x" },
      {},
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: "failed", message: "please provide complete credentials" });
    }
  });

  it("answers the same for a wrong password and an unknown user", async () => {
    for (const body of [
      { username: "Login_Tester", password: "wrong password" },
      { username: "nobody_here", password: me.account.password },
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: "failed", message: "please provide valid credentials" });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("answers other validation failures with status error", async () => {
    const response = await login({ username: "Login_Tester", password: "short" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: "error", message: "Password must be at least 8 characters." });
  });

  it("answers 429 {status:failed} once the domain throttles password guessing", async () => {
    const victim = await signUp(server);
    const guess = () => login({ username: victim.account.username, password: "wrong password" }, "10.0.0.7");
    for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(400);

    const throttled = await guess();
    expect(throttled.statusCode).toBe(429);
    // the throttle's window is 15 minutes
    expect(throttled.json()).toEqual({ status: "failed", message: "Too many attempts. Try again in 15 minutes." });
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
  });
});
