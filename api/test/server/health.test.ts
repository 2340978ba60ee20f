import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { background: ["outboxCheck"] });
});
afterAll(() => server.close());

it("answers 200 while the database answers, 503 when it does not", async () => {
  expect((await server.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok", database: true });
  const ping = server.db.ping;
  server.db.ping = async () => false;
  try {
    const res = await server.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(503);
  } finally {
    server.db.ping = ping;
  }
});

it("is ready while the database (and Redis, when set) answers, not ready when the database does not; always live", async () => {
  const withRedis = server.config.redis ? { redis: true } : {};
  const idleOutbox = { outbox: { pending: 0, oldestMs: null } };
  expect((await server.app.inject({ url: "/readyz" })).json()).toEqual({
    status: "ready",
    database: true,
    ...withRedis,
    ...idleOutbox,
  });
  const ping = server.db.ping;
  server.db.ping = async () => false;
  try {
    const res = await server.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: "unavailable",
      database: false,
      ...withRedis,
      ...idleOutbox,
      down: ["database"],
    });
    // liveness does no I/O: a database that does not answer does not make the node look dead
    expect((await server.app.inject({ url: "/livez" })).json()).toEqual({ status: "ok" });
  } finally {
    server.db.ping = ping;
  }
});

it("serves GraphiQL to a browser at /graphql", async () => {
  const res = await server.app.inject({ url: "/graphql", headers: { accept: "text/html" } });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain("GraphiQL");
});

it("echoes an allowed origin with credentials; any other gets /graphql without credentials (bearer tokens) and nothing of v1", async () => {
  const allowed = await server.app.inject({
    method: "OPTIONS",
    url: "/graphql",
    headers: {
      origin: "http://skysocial.test",
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization,content-type",
    },
  });
  expect(allowed.headers["access-control-allow-origin"]).toBe("http://skysocial.test");
  expect(allowed.headers["access-control-allow-credentials"]).toBe("true");
  const other = await server.app.inject({
    method: "OPTIONS",
    url: "/graphql",
    headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
  });
  expect(other.headers["access-control-allow-origin"]).toBe("https://evil.example");
  expect(other.headers["access-control-allow-credentials"]).toBeUndefined();
  const v1 = await server.app.inject({
    method: "OPTIONS",
    url: "/api/v1/posts",
    headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
  });
  expect(v1.headers["access-control-allow-origin"]).toBeUndefined();
});

it("refuses queries nested deeper than the limit, with a clear message", async () => {
  const deep = `{ viewer { ${"posts(first: 1) { edges { node { author { ".repeat(3)} id ${"} } } }".repeat(3)} } }`;
  const res = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ query: deep }),
  });
  expect(res.json().errors[0].message).toMatch(/Query depth limit of 12 exceeded/);
});
