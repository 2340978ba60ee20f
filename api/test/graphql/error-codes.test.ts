// One vocabulary of top-level error codes (src/graphql/error-codes.ts): every kind of failure a
// client can cause, or suffer, is answered with its code and nothing of the server's insides; the
// table in docs/graphql-api.md lists exactly these codes.
import fs from "node:fs";
import path from "node:path";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Domain } from "../../src/domain/domain.ts";
import { ForbiddenError, NotFoundError, TooManyRequestsError } from "../../src/domain/errors.ts";
import { Discovery } from "../../src/domain/users/discovery.ts";
import { ERROR_CODES, TOKEN_REJECTIONS } from "../../src/graphql/error-codes.ts";
import { MAX_DOCUMENT_CHARS, MAX_DOCUMENT_TOKENS } from "../../src/graphql/limits/document-limits.ts";
import { MAX_OPERATIONS_PER_CONNECTION } from "../../src/http/graphql-routes.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { yogaWithLog } from "../support/yoga-log.ts";
import { listen } from "../realtime/socket-client.ts";

let server: TestServer;
let baseUrl: string;
let ada: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await listen(server);
  ada = await createUser(server);
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** Every code a test below saw: at the end, the whole vocabulary. */
const seen = new Set<string>();

function coded(answer: Answer): string {
  const code = answer.body.errors?.[0]?.extensions?.code;
  expect(typeof code, JSON.stringify(answer.body)).toBe("string");
  // nothing of the server's insides: no originalError, no stack, no source file
  expect(JSON.stringify(answer.body)).not.toMatch(/originalError|stack|\.ts:\d/);
  seen.add(code as string);
  return code as string;
}

async function inject(options: { method?: "GET" | "POST"; url?: string; headers?: Record<string, string>; payload?: string }): Promise<Answer> {
  const res = await server.app.inject({ method: options.method ?? "POST", url: options.url ?? "/graphql", headers: options.headers, payload: options.payload });
  return { status: res.statusCode, body: res.json() };
}

const post = (query: string, variables?: unknown, extra: Record<string, unknown> = {}, token?: string) =>
  inject({
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ query, variables, ...extra }),
  });

describe("the request itself", () => {
  it.each([
    ["invalid JSON", () => inject({ headers: { "content-type": "application/json" }, payload: "{ not json" }), 400],
    ["variables that are not an object", () => post("{ __typename }", [1, 2]), 400],
    ["an operationName the document lacks", () => post("query A { __typename }", undefined, { operationName: "B" }), 400],
    ["a mutation over GET", () => inject({ method: "GET", url: `/graphql?query=${encodeURIComponent("mutation { __typename }")}`, headers: { "x-graphql-yoga-csrf": "1" } }), 405],
  ])("%s: BAD_REQUEST", async (_name, send, status) => {
    const answer = await send();
    expect(coded(answer)).toBe("BAD_REQUEST");
    expect(answer.status).toBe(status);
  });

  it("a body over 1 MiB: REQUEST_ENTITY_TOO_LARGE, 413", async () => {
    const answer = await post("{ __typename }", { padding: "x".repeat(1024 * 1024) });
    expect(coded(answer)).toBe("REQUEST_ENTITY_TOO_LARGE");
    expect(answer.status).toBe(413);
  });

  it("a GET without the CSRF-prevention header: CSRF_HEADER_REQUIRED, 403", async () => {
    const answer = await inject({ method: "GET", url: `/graphql?query=${encodeURIComponent("{ __typename }")}` });
    expect(coded(answer)).toBe("CSRF_HEADER_REQUIRED");
    expect(answer.status).toBe(403);
  });
});

describe("the document", () => {
  it.each([
    ["not GraphQL", "{ viewer { id ", "GRAPHQL_PARSE_FAILED"],
    ["an unknown field", "{ viewer { shoeSize } }", "GRAPHQL_VALIDATION_FAILED"],
    ["too long", `{ __typename } # ${"x".repeat(MAX_DOCUMENT_CHARS)}`, "QUERY_TOO_LARGE"],
    ["too many tokens", `{ viewer { ${"id ".repeat(MAX_DOCUMENT_TOKENS)}} }`, "TOO_MANY_TOKENS"],
    ["too deep", `{ viewer { ${"posts { edges { node { author { ".repeat(3)} id ${"} } } } ".repeat(3)} } }`, "QUERY_TOO_DEEP"],
    ["too many aliases", `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: viewer { id }`).join(" ")} }`, "TOO_MANY_ALIASES"],
    ["too costly", "{ feed(first: 50) { edges { node { comments(first: 50) { edges { node { author { posts(first: 50) { edges { node { id } } } } } } } } } } }", "QUERY_TOO_COMPLEX"],
  ])("%s: %s", async (_name, query, code) => {
    expect(coded(await post(query))).toBe(code);
  });
});

describe("values", () => {
  const pageOf = "query($n: Int) { feed(first: $n) { edges { cursor } } }";
  it.each([
    ["a variable of the wrong type", () => post(pageOf, { n: "ten" })],
    ["a number no Int holds", () => post(pageOf, { n: 1e20 })],
    ["a required variable left out", () => post("query($n: Int!) { feed(first: $n) { edges { cursor } } }", {})],
    ["a page size out of range", () => post("{ feed(first: 500) { edges { cursor } } }", undefined, {}, ada.token)],
    ["a cursor that is none", () => post('{ feed(after: "nope") { edges { cursor } } }', undefined, {}, ada.token)],
    ["a global id that is none", () => post('{ node(id: "garbage") { id } }')],
  ])("%s: BAD_USER_INPUT", async (_name, send) => {
    expect(coded(await send())).toBe("BAD_USER_INPUT");
  });

  it("answers hostile variables with BAD_USER_INPUT, a bounded number of errors and short messages", async () => {
    const deep = 400_000;
    const nested = await inject({
      headers: { "content-type": "application/json" },
      payload: `{"query":"query($ids: [ID!]!) { nodes(ids: $ids) { id } }","variables":{"ids":${"[".repeat(deep)}${"]".repeat(deep)}}}`,
    });
    expect(coded(nested)).toBe("BAD_USER_INPUT");
    expect(nested.body.errors![0]!.message.length).toBeLessThan(200);
    const many = await post("query($ids: [ID!]!) { nodes(ids: $ids) { id } }", { ids: Array.from({ length: 10_000 }, () => ({ not: "an id" })) });
    expect(coded(many)).toBe("BAD_USER_INPUT");
    expect(many.body.errors!.length).toBeLessThanOrEqual(21);
    expect((await server.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});

describe("the viewer", () => {
  it("a field that needs a viewer, signed out: UNAUTHENTICATED without a reason", async () => {
    const answer = await post("{ feed { edges { cursor } } }");
    expect(coded(answer)).toBe("UNAUTHENTICATED");
    expect(answer.body.errors![0]!.extensions).toEqual({ code: "UNAUTHENTICATED" });
  });

  it("a bearer token that proves nobody: UNAUTHENTICATED with its reason, 401", async () => {
    const answer = await post("{ __typename }", undefined, {}, "not-a-token");
    expect(coded(answer)).toBe("UNAUTHENTICATED");
    expect(answer.body.errors![0]!.extensions).toEqual({ code: "UNAUTHENTICATED", reason: "TOKEN_INVALID" });
    expect(answer.status).toBe(401);
  });
});

describe("what the domain refuses, and what fails", () => {
  /** A Yoga over a domain whose user search fails with `error`. */
  function failingSearch(error: unknown) {
    class FailingDiscovery extends Discovery {
      override search(): never {
        throw error;
      }
    }
    return yogaWithLog({ ...server.domain, discovery: new FailingDiscovery(server.prisma) } as Domain);
  }

  it.each([
    ["a rule", new ForbiddenError("CANNOT_EDIT_POST"), "FORBIDDEN", {}],
    ["something missing", new NotFoundError("User"), "NOT_FOUND", {}],
    ["a spent budget", new TooManyRequestsError(12.2), "TOO_MANY_REQUESTS", { retryAfter: 13 }],
    ["a database that does not answer", Object.assign(new Error("Can't reach database server"), { code: "P1001" }), "SERVICE_UNAVAILABLE", {}],
    ["a bug", new Error("connection reset by the database"), "INTERNAL_SERVER_ERROR", {}],
  ])("%s: %s", async (_name, error, code, extensions) => {
    const { ask } = failingSearch(error);
    const body = await ask('{ searchUsers(query: "a") { username } }', ada.token);
    expect(coded({ status: 200, body })).toBe(code);
    expect(body.errors![0]!.extensions).toEqual({ code, ...extensions });
    expect(body.errors![0]!.message).not.toMatch(/connection reset|reach database/);
  });

  it("too many subscriptions on one graphql-ws connection: TOO_MANY_SUBSCRIPTIONS", async () => {
    const client = createClient({ url: `${baseUrl.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authToken: ada.token }, retryAttempts: 0 });
    try {
      const refused = new Promise<unknown>((resolve) => {
        for (let i = 0; i <= MAX_OPERATIONS_PER_CONNECTION; i++)
          client.subscribe({ query: "subscription { notificationAdded { id } }" }, { next: () => {}, error: resolve, complete: () => {} });
      });
      expect(coded({ status: 200, body: { errors: (await refused) as Answer["body"]["errors"] } })).toBe("TOO_MANY_SUBSCRIPTIONS");
    } finally {
      await client.dispose();
    }
  });
});

it("has seen every code of the vocabulary, and no other", () => {
  expect([...seen].sort()).toEqual(Object.keys(ERROR_CODES).sort());
});

describe("docs/graphql-api.md", () => {
  const docs = fs.readFileSync(path.join(import.meta.dirname, "../../../docs/graphql-api.md"), "utf8");
  /** The first column of the table that follows `heading`. */
  function tableCodes(heading: string): string[] {
    const section = docs.slice(docs.indexOf(heading));
    const table = /\n((?:\|.*\|\n)+)/.exec(section)![1]!;
    return [...table.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]!);
  }

  it("lists every error code and every token reason, in the order of error-codes.ts", () => {
    expect(tableCodes("### Error codes")).toEqual(Object.keys(ERROR_CODES));
    expect(tableCodes("### Token reasons")).toEqual(Object.keys(TOKEN_REJECTIONS));
  });
});
