// A bearer token that proves nobody is reported, not taken for "signed out": the client is told
// UNAUTHENTICATED and why (TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED) over HTTP (401), server-sent
// events and graphql-ws (closed with 4401 and the reason). No token at all stays anonymous, and a
// flood of bad tokens writes no warning, error or stack to the log.
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_REJECTED_CLOSE_CODE } from "../../src/graphql/graphql-ws/graphql-ws-server.ts";
import { createUser, TEST_PASSWORD, CHANGED_TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { answered } from "../support/graphql-results.ts";
import { createTestServer, TEST_JWT_SECRET, type TestServer } from "../support/test-server.ts";
import { badTokens, signedToken } from "../support/tokens.ts";
import { yogaWithLog } from "../support/yoga-log.ts";
import { listen } from "../realtime/socket-client.ts";
import { eventually } from "../support/eventually.ts";

let server: TestServer;
let wsUrl: string;
let ada: TestUser;
/** name → [token, the reason it is refused for] */
let refused: Record<string, [string, string]>;

beforeAll(async () => {
  server = await createTestServer();
  wsUrl = `${(await listen(server)).replace("http", "ws")}/graphql`;
  ada = await createUser(server);
  const gone = await createUser(server);
  const revoked = await createUser(server);
  const revokedToken = revoked.token;
  await server.domain.accounts.changePassword(revoked.viewer, {
    oldPassword: TEST_PASSWORD,
    newPassword: CHANGED_TEST_PASSWORD,
    confirmPassword: CHANGED_TEST_PASSWORD,
  });
  await server.prisma.user.delete({ where: { id: gone.id } });
  const { expired, ...invalid } = await badTokens(ada.id);
  refused = {
    ...Object.fromEntries(
      Object.entries(invalid).map(([name, token]) => [name, [token, "TOKEN_INVALID"] as [string, string]]),
    ),
    expired: [expired!, "TOKEN_EXPIRED"],
    "replaced by a password change": [revokedToken, "TOKEN_REVOKED"],
    "of a user who is gone": [gone.token, "TOKEN_REVOKED"],
  };
});
afterAll(() => server.close());

const VIEWER = "{ viewer { username } }";

function overHttp(authorization: string | undefined, accept = "application/json") {
  return server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", accept, ...(authorization ? { authorization } : {}) },
    payload: JSON.stringify({ query: VIEWER }),
  });
}

/** How a graphql-ws connection opened with `connectionParams` went: its first result, or how it was closed. */
function overSocket(connectionParams: Record<string, unknown>, extensions?: Record<string, unknown>) {
  const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 });
  let acknowledged = false;
  client.on("connected", () => (acknowledged = true));
  return new Promise<{
    acknowledged: boolean;
    result?: unknown;
    closed?: { code: number; reason: string };
    errors?: unknown;
  }>((resolve) => {
    client.subscribe(
      { query: VIEWER, extensions },
      {
        next: (result) => resolve({ acknowledged, result }),
        error: (error) =>
          resolve(
            Array.isArray(error)
              ? { acknowledged, errors: error }
              : { acknowledged, closed: { code: (error as CloseEvent).code, reason: (error as CloseEvent).reason } },
          ),
        complete: () => {},
      },
    );
  }).finally(() => void client.dispose());
}

describe("over HTTP", () => {
  it("refuses the whole request with 401, UNAUTHENTICATED and the reason", async () => {
    for (const [name, [token, reason]] of Object.entries(refused)) {
      const res = await overHttp(`Bearer ${token}`);
      expect(res.statusCode, name).toBe(401);
      expect(res.headers["www-authenticate"], name).toBe(`Bearer error="invalid_token", error_description="${reason}"`);
      expect(res.json(), name).toEqual({
        errors: [{ message: expect.stringMatching(/Log in/), extensions: { code: "UNAUTHENTICATED", reason } }],
      });
    }
  });

  it("answers a request without a bearer token as anonymous (another scheme is no token of ours)", async () => {
    for (const authorization of [undefined, "Basic YWRhOnNlY3JldA==", "Bearer"]) {
      const res = await overHttp(authorization);
      expect(res.statusCode, authorization).toBe(200);
      expect(res.json(), authorization).toEqual(answered({ viewer: null }));
    }
    expect((await overHttp(`Bearer ${ada.token}`)).json()).toEqual(answered({ viewer: { username: ada.username } }));
  });

  it("refuses a subscription over server-sent events the same way, before it starts", async () => {
    for (const [name, [token, reason]] of Object.entries(refused)) {
      const res = await overHttp(`Bearer ${token}`, "text/event-stream");
      expect(res.statusCode, name).toBe(401);
      expect(res.body, name).toContain(`"extensions":{"code":"UNAUTHENTICATED","reason":"${reason}"}`);
      expect(res.body, name).toContain("event: complete");
    }
  });
});

describe("over graphql-ws", () => {
  it(`closes the connection with ${TOKEN_REJECTED_CLOSE_CODE} and the reason before acknowledging it`, async () => {
    for (const [name, [token, reason]] of Object.entries(refused)) {
      for (const params of [{ authToken: token }, { Authorization: `Bearer ${token}` }])
        expect(await overSocket(params), name).toEqual({ acknowledged: false, closed: { code: 4401, reason } });
    }
  });

  it("refuses only the operation whose own token (GraphiQL's headers) proves nobody", async () => {
    const [token, reason] = refused.expired!;
    const outcome = await overSocket({}, { headers: { Authorization: `Bearer ${token}` } });
    expect(outcome).toEqual({
      acknowledged: true,
      errors: [{ message: expect.stringMatching(/expired/), extensions: { code: "UNAUTHENTICATED", reason } }],
    });
    expect(await overSocket({})).toEqual({ acknowledged: true, result: answered({ viewer: null }) });
  });

  it("closes a connection whose token expires while it is open, at its next operation", async () => {
    const soon = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(ada.id)
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authToken: soon },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
    });
    const closed: { code: number; reason: string }[] = [];
    client.on("closed", (event) =>
      closed.push({ code: (event as CloseEvent).code, reason: (event as CloseEvent).reason }),
    );
    const ask = () =>
      new Promise((resolve) =>
        client.subscribe({ query: VIEWER }, { next: resolve, error: resolve, complete: () => {} }),
      );
    try {
      expect(await ask()).toEqual(answered({ viewer: { username: ada.username } }));
      await eventually(async () => {
        await ask();
        expect(closed).toEqual([{ code: 4401, reason: "TOKEN_EXPIRED" }]);
      });
    } finally {
      await client.dispose();
    }
  });
});

describe("a flood of bad tokens", () => {
  it("is answered token by token, and logs nothing above debug, no stack", async () => {
    const { lines, ask } = yogaWithLog(server.domain, server.prisma);
    const tokens = Object.values(refused).map(([token]) => token);
    const garbage = Array.from({ length: 50 }, (_, i) => `${"x".repeat(i * 100)}.${i}.${"é".repeat(i)}`);
    const answers = await Promise.all([...tokens, ...tokens, ...garbage].map((token) => ask(VIEWER, token)));
    for (const answer of answers) expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(lines.filter((line) => line.level > 20)).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/\bstack\b|\n\s+at /);
    // over graphql-ws: each connection refused, nothing printed
    const outcomes = await Promise.all(garbage.slice(0, 20).map((token) => overSocket({ authToken: token })));
    expect(outcomes.every((outcome) => outcome.closed?.code === 4401)).toBe(true);
    expect((await server.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});

it("a correctly signed token for a current user and version still signs in, on every transport", async () => {
  const token = await signedToken(ada.id, 0);
  expect((await overHttp(`Bearer ${token}`)).json()).toEqual(answered({ viewer: { username: ada.username } }));
  expect(await overSocket({ authToken: token })).toEqual({
    acknowledged: true,
    result: answered({ viewer: { username: ada.username } }),
  });
});
