// graphql-ws answers a refused operation on its own and keeps the socket. One invalid subscription
// (syntax, aliases, depth, cost, size) used to close the whole socket with 4500, ending every other
// subscription on it, and graphql-ws clients do not reconnect after 4500; an unexpected failure
// did the same with the internal message as the close reason. A message over 1 MiB closes only
// its own socket, before it is buffered: one 26 MB subscribe used to exhaust the heap.
// The server runs as in development, where libraries tend to show more of their errors.
import { print } from "graphql";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { MAX_DOCUMENT_TOKENS } from "../../src/graphql/limits/document-limits.ts";
import { MAX_WEBSOCKET_MESSAGE_BYTES } from "../../src/graphql/graphql-ws/graphql-ws-server.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { heapUsedAfterGc, MB } from "../support/heap.ts";
import { answered } from "../support/graphql-results.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { NotificationAdded } from "../graphql/subscription-operations.ts";
import { listen } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

let server: TestServer;
let wsUrl: string;
let client: Client;
let ada: TestUser;
let bob: TestUser;
const closed: number[] = [];

beforeAll(async () => {
  vi.stubEnv("NODE_ENV", "development");
  server = await createTestServer({ NODE_ENV: "development" });
  wsUrl = `${(await listen(server)).replace("http", "ws")}/graphql`;
  [ada, bob] = [await createUser(server), await createUser(server)];
  client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: ada.token },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
  });
  client.on("closed", (event) => closed.push((event as { code: number }).code));
  await new Promise<void>((resolve) => client.on("connected", () => resolve()));
});
afterAll(async () => {
  await client.dispose();
  await server.close();
  vi.unstubAllEnvs();
});

interface Outcome {
  results: unknown[];
  errors: { message: string; extensions?: Record<string, unknown> }[];
}

/** Runs one operation on the shared socket; resolves when it completed or failed. */
function run(query: string, variables?: Record<string, unknown>): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { results: [], errors: [] };
    client.subscribe(
      { query, variables },
      {
        next: (value) => outcome.results.push(value),
        error: (error) => resolve({ ...outcome, errors: error as Outcome["errors"] }),
        complete: () => resolve(outcome),
      },
    );
  });
}

const nested = (levels: number) =>
  `{ viewer { ${"posts { edges { node { author { ".repeat(levels)} id ${"} } } } ".repeat(levels)} } }`;

it("answers each refused operation with an error message; the socket and its subscriptions live on", async () => {
  const live: unknown[] = [];
  client.subscribe(
    { query: print(NotificationAdded) },
    { next: (value) => live.push(value), error: (e) => live.push({ error: e }), complete: () => {} },
  );

  const refused = {
    syntax: await run("{ viewer { id "),
    unknownField: await run("{ viewer { shoeSize } }"),
    aliases: await run(`{ ${Array.from({ length: 21 }, (_, i) => `a${i}: viewer { id }`).join(" ")} }`),
    depth: await run(nested(3)),
    nesting: await run(`{ viewer ${"{id".repeat(20_000)}`),
    tokens: await run(`{ viewer { ${"id ".repeat(MAX_DOCUMENT_TOKENS)}} }`),
    cost: await run(
      "query($n: Int) { feed(first: $n) { edges { node { comments(first: $n) { edges { node { author { posts(first: $n) { edges { node { id } } } } } } } } } } }",
      { n: 50 },
    ),
  };
  const answers = Object.fromEntries(
    Object.entries(refused).map(([name, { results, errors }]) => [
      name,
      { results, code: errors[0]?.extensions?.code ?? errors[0]?.message },
    ]),
  );
  expect(answers).toEqual({
    syntax: { results: [], code: "GRAPHQL_PARSE_FAILED" },
    unknownField: { results: [], code: "GRAPHQL_VALIDATION_FAILED" },
    aliases: { results: [], code: "TOO_MANY_ALIASES" },
    depth: { results: [], code: "QUERY_TOO_DEEP" },
    nesting: { results: [], code: "QUERY_TOO_DEEP" },
    tokens: { results: [], code: "TOO_MANY_TOKENS" },
    cost: { results: [], code: "QUERY_TOO_COMPLEX" },
  });

  // the subscription started before them still delivers, on the same socket
  const post = await createPost(server, ada);
  await server.domain.likes.like(bob.viewer, post.id);
  await eventually(() =>
    expect(live).toEqual([answered({ notificationAdded: expect.objectContaining({ kind: "LIKE" }) })]),
  );
  expect(await run("{ __typename }")).toEqual({ results: [answered({ __typename: "Query" })], errors: [] });
  expect(closed).toEqual([]);
});

it("answers an unexpected failure as 'Unexpected error.' without its details, and keeps the socket", async () => {
  const checkApiToken = server.domain.sessions.checkApiToken;
  server.domain.sessions.checkApiToken = () => Promise.reject(new Error("connection reset by the database"));
  try {
    const outcome = await run("{ viewer { id } }");
    expect(outcome.errors).toEqual([{ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } }]);
    // over HTTP and SSE too: nothing of the original error reaches the client
    for (const accept of ["application/json", "text/event-stream"]) {
      const res = await server.app.inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json", accept, authorization: `Bearer ${ada.token}` },
        payload: JSON.stringify({ query: "{ viewer { id } }" }),
      });
      expect(res.body).toContain("Unexpected error.");
      expect(res.body).not.toMatch(/originalError|connection reset|stack/);
    }
  } finally {
    server.domain.sessions.checkApiToken = checkApiToken;
  }
  expect(await run("{ viewer { id } }")).toMatchObject({ results: [{ data: { viewer: { id: ada.globalId } } }] });
  expect(closed).toEqual([]);
});

/** A raw graphql-ws socket past connection_init; `send` then reports how the server closed it. */
async function initialisedSocket() {
  const socket = new WebSocket(wsUrl, "graphql-transport-ws");
  // the server may close while this side is still writing a large message
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("open", resolve));
  socket.send(JSON.stringify({ type: "connection_init" }));
  await new Promise((resolve) => socket.once("message", resolve));
  return {
    socket,
    closed: new Promise<number>((resolve) => socket.once("close", (code) => resolve(code))),
    answer: new Promise<string>((resolve) => socket.once("message", (data) => resolve(String(data)))),
  };
}

it("closes only the socket whose message is over 1 MiB, with 1009, and keeps nothing of it", async () => {
  // a client's oversized message is no server error: nothing printed per attempt
  const consoleError = vi.spyOn(console, "error");
  const before = heapUsedAfterGc();
  for (let i = 0; i < 3; i++) {
    const { socket, closed: closedWith, answer } = await initialisedSocket();
    // 26 MB in a variable: a cheap message to read, until it is buffered whole
    socket.send(
      JSON.stringify({
        id: "1",
        type: "subscribe",
        payload: { query: "{ __typename }", variables: { padding: "x".repeat(26 * MB) } },
      }),
    );
    expect(await Promise.race([closedWith, answer])).toBe(1009);
  }
  expect(MAX_WEBSOCKET_MESSAGE_BYTES).toBe(1 * MB);
  expect(heapUsedAfterGc() - before).toBeLessThan(32 * MB);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  // the shared socket never noticed
  expect(await run("{ __typename }")).toEqual({ results: [answered({ __typename: "Query" })], errors: [] });
  expect((await server.app.inject({ url: "/healthz" })).statusCode).toBe(200);
});

it("refuses a 900 KB document over graphql-ws before parsing it", async () => {
  const fields = "id ".repeat(300_000);
  const before = heapUsedAfterGc();
  for (let i = 0; i < 3; i++) {
    const outcome = await run(`{ viewer { ${fields}} } # ${i}`);
    expect(outcome.errors[0]?.extensions?.code).toBe("QUERY_TOO_LARGE");
  }
  expect(heapUsedAfterGc() - before).toBeLessThan(32 * MB);
  expect(closed).toEqual([]);
});
