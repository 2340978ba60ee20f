// PATCH /api/v1/users/updatePassword (#5): 201 with a fresh token, older tokens revoked;
// multipart (what axios sends for v1) and JSON bodies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { bearer, multipart, signUp } from "./v1-client.ts";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Body = Record<string, string>;

async function updatePassword(token: string, body: Body, as: "multipart" | "json") {
  if (as === "json")
    return server.app.inject({
      method: "PATCH",
      url: "/api/v1/users/updatePassword",
      headers: bearer(token),
      payload: body,
    });
  const form = await multipart(body);
  return server.app.inject({
    method: "PATCH",
    url: "/api/v1/users/updatePassword",
    headers: { ...form.headers, ...bearer(token) },
    payload: form.payload,
  });
}

const getAccount = (token: string) =>
  server.app.inject({ method: "GET", url: "/api/v1/users", headers: bearer(token) });

describe.each(["multipart", "json"] as const)("updatePassword (%s body)", (as) => {
  it("answers 201 with a new token that works, and the old token stops working", async () => {
    const me = await signUp(server);
    const newPassword = "a brand new password";

    const response = await updatePassword(
      me.token,
      { old_password: me.account.password, new_password: newPassword, confirm_password: newPassword },
      as,
    );

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: "success",
      authToken: expect.any(String),
      result: {
        user: expect.objectContaining({
          _id: me.id,
          id: me.id,
          username: me.account.username,
          __v: 0,
          posts: [],
          followings: [],
          followers: [],
        }),
      },
    });
    expect(body.authToken).not.toBe(me.token);
    expect(response.body).not.toMatch(/password/i);
    expect(response.headers["set-cookie"]).toContain(`skysocial_session=${body.authToken}`);

    expect((await getAccount(body.authToken)).statusCode).toBe(200);
    const old = await getAccount(me.token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ status: "failed", message: expect.any(String) });

    const login = await server.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { username: me.account.username, password: newPassword },
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers v1's 404 for a wrong old password and changes nothing", async () => {
    const me = await signUp(server);

    const response = await updatePassword(
      me.token,
      { old_password: "not my password", new_password: "another password", confirm_password: "another password" },
      as,
    );

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: "failed", message: "please fill correct old password" });
    expect((await getAccount(me.token)).statusCode).toBe(200);
  });

  it("treats a missing confirm_password as equal to new_password (v1 clients keep working)", async () => {
    const me = await signUp(server);
    const response = await updatePassword(
      me.token,
      { old_password: me.account.password, new_password: "confirmed by default" },
      as,
    );
    expect(response.statusCode).toBe(201);
  });

  it("answers other validation failures with 400 {status:failed}", async () => {
    const me = await signUp(server);
    const cases: [Body, string][] = [
      [
        { old_password: me.account.password, new_password: "elevenchars", confirm_password: "elevenchars" },
        "Password must be at least 12 characters.",
      ],
      [
        { old_password: me.account.password, new_password: "Qwerty123456", confirm_password: "Qwerty123456" },
        "This password is one of the most common ones, which attackers try first. Please choose another.",
      ],
      [
        { old_password: me.account.password, new_password: "long enough 1", confirm_password: "long enough 2" },
        "confirm password doesn't  matches",
      ],
      [{ new_password: "long enough 1", confirm_password: "long enough 1" }, "please enter old password"],
    ];
    for (const [body, message] of cases) {
      const response = await updatePassword(me.token, body, as);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: "failed", message });
    }
    expect((await getAccount(me.token)).statusCode).toBe(200);
  });
});
