// login and signup are rate-limited per client IP (AUTH_RATE_LIMIT_PER_MINUTE); other routes are not.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { bearer, multipart, newAccount, signUp } from "./v1-client.ts";

const LIMIT = 3;
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(() => server.close());

const login = (ip: string) =>
  server.app.inject({
    method: "POST",
    url: "/api/v1/users/login",
    remoteAddress: ip,
    payload: { username: "nobody_at_all", password: "wrong password" },
  });

it("answers 429 {status:failed} once an IP exceeds the limit on login", async () => {
  for (let i = 0; i < LIMIT; i++) expect((await login("10.1.1.1")).statusCode).toBe(400);

  const limited = await login("10.1.1.1");
  expect(limited.statusCode).toBe(429);
  expect(limited.headers["content-type"]).toMatch(/^application\/json/);
  expect(limited.json()).toEqual({ status: "failed", message: expect.any(String) });
  expect(limited.headers["retry-after"]).toBeDefined();

  // another client is not affected
  expect((await login("10.2.2.2")).statusCode).toBe(400);
});

it("limits signup too, and leaves the other routes alone", async () => {
  const signupFrom = async (ip: string) => {
    const form = await multipart({ ...newAccount() });
    return server.app.inject({ method: "POST", url: "/api/v1/users/signup", remoteAddress: ip, ...form });
  };
  const me = await signUp(server); // from 127.0.0.1
  for (let i = 1; i < LIMIT; i++) expect((await signupFrom("127.0.0.1")).statusCode).toBe(201);
  expect((await signupFrom("127.0.0.1")).statusCode).toBe(429);

  for (let i = 0; i < LIMIT * 3; i++) {
    const response = await server.app.inject({ method: "GET", url: "/api/v1/users", headers: bearer(me.token) });
    expect(response.statusCode).toBe(200);
  }
});

it.each(["true", "10.0.0.0/8"])(
  "with TRUST_PROXY=%s, counts a client behind the load balancer by the address the balancer saw, whatever it put first in X-Forwarded-For",
  async (trustProxy) => {
    const proxied = await createTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: trustProxy });
    try {
      // nginx's $proxy_add_x_forwarded_for appends the address it saw to what the client sent
      const viaBalancer = (claimed: string, seen = "203.0.113.9") =>
        proxied.app.inject({
          method: "POST",
          url: "/api/v1/users/login",
          remoteAddress: "10.0.0.2",
          headers: { "x-forwarded-for": `${claimed}, ${seen}` },
          payload: { username: "nobody_at_all", password: "wrong password" },
        });
      for (let i = 0; i < LIMIT; i++) expect((await viaBalancer(`10.9.${i}.1`)).statusCode).toBe(400);
      expect((await viaBalancer("10.9.99.1")).statusCode).toBe(429);
      // another client behind the same balancer has its own count
      expect((await viaBalancer("10.9.99.1", "198.51.100.7")).statusCode).toBe(400);
    } finally {
      await proxied.close();
    }
  },
);

it("gives v1 and GraphQL one budget per client, and counts every aliased GraphQL log-in", async () => {
  const ip = "10.3.3.3";
  expect((await login(ip)).statusCode).toBe(400); // 1 of 3, through v1

  const attempt = (alias: string) =>
    `${alias}: logIn(input: { username: "nobody_at_all", password: "wrong password" }) { __typename }`;
  const response = await server.app.inject({
    method: "POST",
    url: "/graphql",
    remoteAddress: ip,
    headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
    payload: { query: `mutation { ${["a", "b", "c"].map(attempt).join(" ")} }` },
  });

  const body = response.json();
  // a and b were answered (wrong password), c was refused: that field alone is null
  expect(body.data).toEqual({
    a: { __typename: "InvalidCredentialsError" },
    b: { __typename: "InvalidCredentialsError" },
    c: null,
  });
  expect(body.errors).toEqual([
    expect.objectContaining({ path: ["c"], extensions: { code: "TOO_MANY_REQUESTS", retryAfter: expect.any(Number) } }),
  ]);
  expect((await login(ip)).statusCode).toBe(429);
});
