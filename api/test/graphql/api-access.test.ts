// Reaching the API from wherever a client runs: graphql-ws with the token under the names clients
// use, pages of any site with a bearer token (but never with the cookie), and the CSRF header.
import { print } from "graphql";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/browser/session-cookie.ts";
import { execute } from "../support/graphql-client.ts";
import { answered } from "../support/graphql-results.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { SignUp, Viewer } from "./auth-operations.ts";
import { TEST_PASSWORD } from "../support/fixtures.ts";

let server: TestServer;
let baseUrl: string;
let token: string;

const FOREIGN = "https://tools.example";
const VIEWER_QUERY = "{ viewer { username } }";

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
  const res = await execute(server, SignUp, {
    input: { name: "Ana Access", username: "ana_access", email: "ana@example.com", password: TEST_PASSWORD },
  });
  if (res.data!.signUp!.__typename !== "SignUpPayload") throw new Error("sign-up failed");
  token = res.data!.signUp!.token;
});
afterAll(() => server.close());

/** The viewer one graphql-ws operation sees, over a connection opened with `connectionParams`. */
function viewerOverWebSocket(connectionParams: Record<string, unknown>, extensions?: Record<string, unknown>) {
  const client = createClient({
    url: `${baseUrl.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
  return new Promise<unknown>((resolve, reject) => {
    client.subscribe(
      { query: print(Viewer), extensions },
      { next: resolve, error: reject, complete: () => void client.dispose() },
    );
  });
}

describe("graphql-ws connectionParams", () => {
  it.each([
    ["authToken", () => ({ authToken: token })],
    ["Authorization: Bearer", () => ({ Authorization: `Bearer ${token}` })],
    ["authorization: Bearer", () => ({ authorization: `Bearer ${token}` })],
    ["headers.Authorization", () => ({ headers: { Authorization: `Bearer ${token}` } })],
    ["headers.authorization", () => ({ headers: { authorization: `Bearer ${token}` } })],
  ])("takes the token from %s", async (_name, params) => {
    expect(await viewerOverWebSocket(params())).toMatchObject({ data: { viewer: { username: "ana_access" } } });
  });

  it("takes an operation's token from its extensions.headers, as GraphiQL sends its headers pane", async () => {
    expect(await viewerOverWebSocket({}, { headers: { Authorization: `Bearer ${token}` } })).toMatchObject({
      data: { viewer: { username: "ana_access" } },
    });
  });

  it("signs nobody in with credentials that are no bearer token, and refuses a bearer token that does not verify", async () => {
    expect(await viewerOverWebSocket({ Authorization: token })).toEqual(answered({ viewer: null }));
    expect(await viewerOverWebSocket({ Authorization: `Basic ${token}` })).toEqual(answered({ viewer: null }));
    await expect(viewerOverWebSocket({ Authorization: "Bearer not-a-token" })).rejects.toMatchObject({
      code: 4401,
      reason: "TOKEN_INVALID",
    });
  });
});

describe("cross-origin calls", () => {
  it("answers a page of any origin that sends a bearer token, without allowing credentials", async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { origin: FOREIGN, "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: VIEWER_QUERY }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(FOREIGN);
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    // when to retry a throttled request, and why a token was refused, are the page's to read
    expect(response.headers.get("access-control-expose-headers")?.split(/,\s*/)).toEqual([
      "Retry-After",
      "WWW-Authenticate",
    ]);
    expect(await response.json()).toEqual(answered({ viewer: { username: "ana_access" } }));
  });

  it("answers the preflight of a page of any origin: its headers, but no credentials", async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin: FOREIGN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(FOREIGN);
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    const allowed = (response.headers.get("access-control-allow-headers") ?? "")
      .toLowerCase()
      .split(",")
      .map((name) => name.trim());
    expect(allowed).toEqual(
      expect.arrayContaining(["authorization", "content-type", "x-graphql-yoga-csrf", "apollo-require-preflight"]),
    );
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("keeps credentials for the allowed origins", async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "OPTIONS",
      headers: { origin: "http://skysocial.test", "access-control-request-method": "POST" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://skysocial.test");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
  });

  it("never lets a page of another origin act as the user of the session cookie", async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { origin: FOREIGN, "content-type": "application/json", cookie: `${SESSION_COOKIE}=${token}` },
      body: JSON.stringify({ query: VIEWER_QUERY }),
    });
    // the browser would not show this answer to the page (no Allow-Credentials), and it holds nobody
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(await response.json()).toEqual(answered({ viewer: null }));
  });

  it("keeps the v1 REST API to the allowed origins", async () => {
    const response = await fetch(`${baseUrl}/api/v1/posts`, {
      method: "OPTIONS",
      headers: { origin: FOREIGN, "access-control-request-method": "GET" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("CSRF prevention", () => {
  const get = (headers: Record<string, string>) =>
    fetch(`${baseUrl}/graphql?query=${encodeURIComponent(VIEWER_QUERY)}`, {
      headers: { accept: "application/json", authorization: `Bearer ${token}`, ...headers },
    });

  it("names the header it wants when a GET comes without it", async () => {
    const response = await get({});
    expect(response.status).toBe(403);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toContain('"x-graphql-yoga-csrf"');
  });

  it.each(["x-graphql-yoga-csrf", "apollo-require-preflight"])("accepts %s", async (header) => {
    const response = await get({ [header]: "1" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(answered({ viewer: { username: "ana_access" } }));
  });
});
