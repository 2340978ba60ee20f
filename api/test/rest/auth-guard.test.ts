// The Bearer guard every protected v1 route uses, shown on GET /api/v1/users: v1's 400 when
// no token is sent, a JSON 401 (never a crash) for any token that is not a live session.
// Also the shim's JSON answers for CORS preflights, bad bodies, unknown routes and bugs.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { badTokens, signedToken } from "../support/tokens.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { bearer, multipart, signUp, type SignedUp } from "./v1-client.ts";

let server: TestServer;
let me: SignedUp;

beforeAll(async () => {
  server = await createTestServer();
  me = await signUp(server);
});
afterAll(() => server.close());

const getAccount = (headers: Record<string, string>) =>
  server.app.inject({ method: "GET", url: "/api/v1/users", headers });

async function expectJsonFailure(
  response: Awaited<ReturnType<typeof getAccount>>,
  statusCode: number,
  message?: string,
) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ status: "failed", message: message ?? expect.any(String) });
  // and the server is still there
  expect((await getAccount(bearer(me.token))).statusCode).toBe(200);
}

describe("without a token: 400 with v1's text", () => {
  const NOT_LOGGED_IN = "please check , user is not logged in";
  it.each([
    ["no header", {}],
    ["Bearer null", { authorization: "Bearer null" }],
    ["Bearer undefined", { authorization: "Bearer undefined" }],
    ["Bearer and nothing", { authorization: "Bearer" }],
    ["another scheme", { authorization: `Basic ${Buffer.from("a:b").toString("base64")}` }],
  ])("%s", async (_case, headers: Record<string, string>) => {
    await expectJsonFailure(await getAccount(headers), 400, NOT_LOGGED_IN);
  });
});

describe("with a token that is no live session: JSON 401", () => {
  const cases = [
    "garbage",
    "truncated",
    "expired",
    "wrongSecret",
    "algNone",
    "otherAlgorithm",
    "unknownCritical",
    "withoutId",
  ] as const;
  it.each(cases)("%s token", async (name) => {
    const token = (await badTokens(me.id))[name]!;
    await expectJsonFailure(
      await getAccount(bearer(token)),
      401,
      "Your session has expired or is invalid. Please log in again.",
    );
  });

  it("a well-signed token whose subject is not a user id", async () => {
    await expectJsonFailure(await getAccount(bearer(await signedToken("not-a-uuid", 0))), 401);
  });

  it("the token of a deleted user", async () => {
    const gone = await signUp(server);
    await server.prisma.user.delete({ where: { id: gone.id } });
    await expectJsonFailure(await getAccount(bearer(gone.token)), 401);
  });
});

describe("the shim's other answers", () => {
  it("answers a CORS preflight from an allowed origin with credentials", async () => {
    const response = await server.app.inject({
      method: "OPTIONS",
      url: "/api/v1/users",
      headers: {
        origin: "http://skysocial.test",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("http://skysocial.test");
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
    expect(String(response.headers["access-control-allow-headers"])).toMatch(/authorization/i);
  });

  it("answers malformed JSON with 400 JSON", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      headers: { "content-type": "application/json" },
      payload: '{"username": "x",',
    });
    await expectJsonFailure(response, 400);
  });

  it("answers a malformed multipart body with 400 JSON", async () => {
    const form = await multipart({ bio: "hello" });
    const otherBoundary = (await multipart({ bio: "hello" })).headers;
    const response = await server.app.inject({
      method: "PATCH",
      url: "/api/v1/users",
      headers: { ...otherBoundary, ...bearer(me.token) },
      payload: form.payload,
    });
    await expectJsonFailure(response, 400, "The form data could not be read.");
  });

  it("answers an unknown v1 route with 404 JSON", async () => {
    await expectJsonFailure(await server.app.inject({ method: "GET", url: "/api/v1/nothing-here" }), 404, "Not found");
  });

  it("answers an unexpected error with 500 and a masked message", async () => {
    const spy = vi
      .spyOn(server.domain.accounts, "logIn")
      .mockRejectedValueOnce(new Error("database exploded: secret details"));
    try {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/v1/users/login",
        payload: { username: "someone", password: "whatever1" },
      });
      await expectJsonFailure(response, 500, "Something went wrong.");
      expect(response.body).not.toContain("secret details");
    } finally {
      spy.mockRestore();
    }
  });
});
