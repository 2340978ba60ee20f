// Log-ins over graphql-ws count against the client's own address, read from X-Forwarded-For
// with the same trust as HTTP requests: behind the load balancer every WebSocket comes from the
// balancer, and keying by that would give all its clients one budget.
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, expect, it } from "vitest";
import { answered } from "../support/graphql-results.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

const LIMIT = 2;
let server: TestServer;
let wsUrl: string;

beforeAll(async () => {
  server = await createTestServer({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  wsUrl = `${(await server.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws")}/graphql`;
});
afterAll(() => server.close());

const LOG_IN = 'mutation { logIn(input: { username: "nobody_at_all", password: "wrong password" }) { __typename } }';

/** One log-in over a fresh graphql-ws connection that the balancer forwarded for `client`. */
function logInOverWebSocket(client: string) {
  class ThroughBalancer extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { "x-forwarded-for": client } });
    }
  }
  const ws = createClient({ url: wsUrl, webSocketImpl: ThroughBalancer, retryAttempts: 0 });
  return new Promise<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>((resolve, reject) => {
    ws.subscribe(
      { query: LOG_IN },
      { next: (result) => resolve(result as never), error: reject, complete: () => void ws.dispose() },
    );
  });
}

it("gives each client behind the balancer its own log-in budget", async () => {
  for (let i = 0; i < LIMIT; i++)
    expect(await logInOverWebSocket("203.0.113.1")).toEqual(
      answered({ logIn: { __typename: "InvalidCredentialsError" } }),
    );
  const refused = await logInOverWebSocket("203.0.113.1");
  expect(refused.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");

  expect(await logInOverWebSocket("203.0.113.2")).toEqual(
    answered({ logIn: { __typename: "InvalidCredentialsError" } }),
  );
});
