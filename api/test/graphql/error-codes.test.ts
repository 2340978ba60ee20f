// One vocabulary of top-level error codes (src/graphql/error-codes.ts): every kind of failure a
// client can cause, or suffer, is answered with its code and nothing of the server's insides. The
// Errors chapter of docs/graphql-api.md promises these codes and their reasons (token reasons,
// refused arguments, refused prompts): each one is provoked here, and the docs list exactly what
// this file provokes.
import fs from "node:fs";
import path from "node:path";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Domain } from "../../src/domain/domain.ts";
import {
  ForbiddenError,
  MediaStoreUnavailableError,
  OutcomeUnknownError,
  NotFoundError,
  TooManyRequestsError,
} from "../../src/domain/errors.ts";
import { MAX_CATCH_UP } from "../../src/domain/chat/message-streams.ts";
import { Discovery } from "../../src/domain/users/discovery.ts";
import { ERROR_CODES, TOKEN_REJECTIONS } from "../../src/graphql/error-codes.ts";
import { MAX_DOCUMENT_CHARS, MAX_DOCUMENT_TOKENS } from "../../src/graphql/limits/document-limits.ts";
import { MAX_NODE_IDS } from "../../src/graphql/node-lookup.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { badTokens } from "../support/tokens.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { yogaWithLog } from "../support/yoga-log.ts";
import { listen } from "../realtime/socket-client.ts";

let server: TestServer;
let baseUrl: string;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await listen(server);
  [ada, bob] = [await createUser(server), await createUser(server)];
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/**
 * Every code a test below saw ("BAD_USER_INPUT"), and every code with the reason it came with
 * ("BAD_USER_INPUT PAGE_SIZE_OUT_OF_RANGE"): at the end, the whole vocabulary and what the docs list.
 */
const seen = new Set<string>();

function coded(answer: Answer): string {
  const extensions = answer.body.errors?.[0]?.extensions;
  const code = extensions?.code;
  expect(typeof code, JSON.stringify(answer.body)).toBe("string");
  // nothing of the server's insides: no originalError, no stack, no source file
  expect(JSON.stringify(answer.body)).not.toMatch(/originalError|stack|\.ts:\d/);
  seen.add(code as string);
  if (typeof extensions?.reason === "string") seen.add(`${code} ${extensions.reason}`);
  return code as string;
}

/** A graphql-ws connection of ada's, closed after `use`. */
async function overSocket<T>(use: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({
    url: `${baseUrl.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: ada.token },
    retryAttempts: 0,
  });
  try {
    return await use(client);
  } finally {
    await client.dispose();
  }
}

/** A subscription's first message: its first event as a body, or the errors it was refused with. */
function firstAnswer(client: Client, query: string, variables?: Record<string, unknown>): Promise<Answer["body"]> {
  return new Promise((resolve, reject) =>
    client.subscribe(
      { query, variables },
      {
        next: (event) => resolve(event as Answer["body"]),
        error: (errors) =>
          Array.isArray(errors) ? resolve({ errors: errors as Answer["body"]["errors"] }) : reject(errors),
        complete: () => reject(new Error("completed without an answer")),
      },
    ),
  );
}

async function inject(options: {
  method?: "GET" | "POST";
  url?: string;
  headers?: Record<string, string>;
  payload?: string;
}): Promise<Answer> {
  const res = await server.app.inject({
    method: options.method ?? "POST",
    url: options.url ?? "/graphql",
    headers: options.headers,
    payload: options.payload,
  });
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
    [
      "an operationName the document lacks",
      () => post("query A { __typename }", undefined, { operationName: "B" }),
      400,
    ],
    [
      "a mutation over GET",
      () =>
        inject({
          method: "GET",
          url: `/graphql?query=${encodeURIComponent("mutation { __typename }")}`,
          headers: { "x-graphql-yoga-csrf": "1" },
        }),
      405,
    ],
  ])("%s: BAD_REQUEST", async (_name, send, status) => {
    const answer = await send();
    expect(coded(answer)).toBe("BAD_REQUEST");
    expect(answer.status).toBe(status);
  });

  it.each([
    ["an empty object", "{}"],
    ["a null query", '{"query":null}'],
    ["variables without a query", '{"variables":{}}'],
  ])("a body without a query (%s): BAD_REQUEST, 400 whatever the client accepts", async (_name, payload) => {
    for (const accept of ["application/json", "application/graphql-response+json"]) {
      const answer = await inject({ headers: { "content-type": "application/json", accept }, payload });
      expect(coded(answer)).toBe("BAD_REQUEST");
      expect(answer.body.errors![0]!.message).toBe("Must provide query string.");
      expect(answer.status).toBe(400);
    }
  });

  it.each([
    ["a list", "[]", "Batching is not supported."],
    ["a string", '"{ __typename }"', "POST body is expected to be object but received string"],
  ])("a body that is %s, not an object: BAD_REQUEST, 400", async (_name, payload, message) => {
    const answer = await inject({ headers: { "content-type": "application/json" }, payload });
    expect(coded(answer)).toBe("BAD_REQUEST");
    expect(answer.body.errors![0]!.message).toBe(message);
    expect(answer.status).toBe(400);
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

  it("a document named by a hash the server does not hold: PERSISTED_QUERY_NOT_FOUND", async () => {
    const answer = await inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: "f".repeat(64) } } }),
    });
    expect(coded(answer)).toBe("PERSISTED_QUERY_NOT_FOUND");
  });
});

describe("the document", () => {
  it.each([
    ["not GraphQL", "{ viewer { id ", "GRAPHQL_PARSE_FAILED"],
    ["empty", "", "GRAPHQL_PARSE_FAILED"],
    ["an unknown field", "{ viewer { shoeSize } }", "GRAPHQL_VALIDATION_FAILED"],
    ["too long", `{ __typename } # ${"x".repeat(MAX_DOCUMENT_CHARS)}`, "QUERY_TOO_LARGE"],
    ["too many tokens", `{ viewer { ${"id ".repeat(MAX_DOCUMENT_TOKENS)}} }`, "TOO_MANY_TOKENS"],
    [
      "too deep",
      `{ viewer { ${"posts { edges { node { author { ".repeat(3)} id ${"} } } } ".repeat(3)} } }`,
      "QUERY_TOO_DEEP",
    ],
    [
      "too many aliases",
      `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: viewer { id }`).join(" ")} }`,
      "TOO_MANY_ALIASES",
    ],
    [
      "too costly",
      "{ feed(first: 50) { edges { node { comments(first: 50) { edges { node { author { posts(first: 50) { edges { node { id } } } } } } } } } } }",
      "QUERY_TOO_COMPLEX",
    ],
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
    ["a global id that is none", () => post('{ node(id: "garbage") { id } }')],
  ])("%s: BAD_USER_INPUT, without a reason", async (_name, send) => {
    const answer = await send();
    expect(coded(answer)).toBe("BAD_USER_INPUT");
    expect(answer.body.errors![0]!.extensions).toEqual({ code: "BAD_USER_INPUT" });
  });

  it("answers hostile variables with BAD_USER_INPUT, a bounded number of errors and short messages", async () => {
    const deep = 400_000;
    const nested = await inject({
      headers: { "content-type": "application/json" },
      payload: `{"query":"query($ids: [ID!]!) { nodes(ids: $ids) { id } }","variables":{"ids":${"[".repeat(deep)}${"]".repeat(deep)}}}`,
    });
    expect(coded(nested)).toBe("BAD_USER_INPUT");
    expect(nested.body.errors![0]!.message.length).toBeLessThan(200);
    const many = await post("query($ids: [ID!]!) { nodes(ids: $ids) { id } }", {
      ids: Array.from({ length: 10_000 }, () => ({ not: "an id" })),
    });
    expect(coded(many)).toBe("BAD_USER_INPUT");
    expect(many.body.errors!.length).toBeLessThanOrEqual(21);
    expect((await server.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});

describe("refused arguments: BAD_USER_INPUT with the rule broken and the argument", () => {
  const inConversation = async () => {
    await server.domain.messages.send(ada.viewer, bob.id, "hello");
    return post(
      "{ viewer { conversations { edges { node { messages(first: 1, last: 1) { edges { cursor } } } } } } }",
      undefined,
      {},
      ada.token,
    );
  };
  it.each([
    [
      "a page size out of range",
      "PAGE_SIZE_OUT_OF_RANGE",
      "first",
      () => post("{ feed(first: 500) { edges { cursor } } }", undefined, {}, ada.token),
    ],
    [
      "a cursor that is none",
      "INVALID_CURSOR",
      "after",
      () => post('{ feed(after: "nope") { edges { cursor } } }', undefined, {}, ada.token),
    ],
    ["paging both ways", "PAGING_BOTH_WAYS", "last", inConversation],
    [
      "too many ids",
      "TOO_MANY_IDS",
      "ids",
      () =>
        post("query($ids: [ID!]!) { nodes(ids: $ids) { id } }", {
          ids: Array.from({ length: MAX_NODE_IDS + 1 }, () => ada.globalId),
        }),
    ],
    [
      "a search with a NUL",
      "TEXT_INVALID_CHARACTERS",
      "query",
      () => post("query($q: String!) { searchUsers(query: $q) { username } }", { q: "ad\u0000a" }, {}, ada.token),
    ],
    [
      "a post search past its length",
      "SEARCH_TOO_LONG",
      "query",
      () => post("query($q: String!) { searchPosts(query: $q) { edges { cursor } } }", { q: "harbour ".repeat(40) }),
    ],
  ])("%s: %s on %s", async (_name, reason, field, send) => {
    const answer = await send();
    expect(coded(answer)).toBe("BAD_USER_INPUT");
    expect(answer.body.errors![0]!.extensions).toEqual({ code: "BAD_USER_INPUT", reason, field });
  });

  it("messageAdded(after:) with more messages since than it replays: CATCH_UP_TOO_LONG, over graphql-ws", async () => {
    const message = await server.domain.messages.send(ada.viewer, bob.id, "the newest ada has");
    // as if more than MAX_CATCH_UP messages had come since: the stream's counter is what follow() reads
    await server.prisma.messageStream.update({
      where: { userId: ada.id },
      data: { lastSeq: { increment: MAX_CATCH_UP + 1 } },
    });
    const body = await overSocket((client) =>
      firstAnswer(client, "subscription($after: ID) { messageAdded(after: $after) { id } }", {
        after: encodeGlobalID("Message", message.id),
      }),
    );
    expect(coded({ status: 200, body })).toBe("BAD_USER_INPUT");
    expect(body.errors![0]!.extensions).toEqual({
      code: "BAD_USER_INPUT",
      reason: "CATCH_UP_TOO_LONG",
      field: "after",
    });
  });

  it.each([
    ["empty", "   ", "PROMPT_EMPTY"],
    ["too long", "x".repeat(501), "PROMPT_TOO_LONG"],
    ["holding a NUL", "coffee\u0000", "TEXT_INVALID_CHARACTERS"],
  ])(
    "a prompt for openers %s: OpenerSuggestionsFailed, INVALID_PROMPT with reason %s",
    async (_name, prompt, reason) => {
      const body = await overSocket((client) =>
        firstAnswer(
          client,
          "subscription($prompt: String!) { openerSuggestions(prompt: $prompt) { ... on OpenerSuggestionsFailed { code reason message } } }",
          { prompt },
        ),
      );
      const failed = (body.data as { openerSuggestions: { code: string; reason: string; message: string } })
        .openerSuggestions;
      expect(failed).toMatchObject({ code: "INVALID_PROMPT", reason });
      seen.add(`${failed.code} ${failed.reason}`);
    },
  );
});

describe("the viewer", () => {
  it("a field that needs a viewer, signed out: UNAUTHENTICATED without a reason", async () => {
    const answer = await post("{ feed { edges { cursor } } }");
    expect(coded(answer)).toBe("UNAUTHENTICATED");
    expect(answer.body.errors![0]!.extensions).toEqual({ code: "UNAUTHENTICATED" });
  });

  it.each([
    ["not a token", "TOKEN_INVALID", async () => "not-a-token"],
    ["expired", "TOKEN_EXPIRED", async () => (await badTokens(ada.id)).expired!],
    [
      "of a user who is gone",
      "TOKEN_REVOKED",
      async () => {
        const gone = await createUser(server);
        await server.prisma.user.delete({ where: { id: gone.id } });
        return gone.token;
      },
    ],
  ])("a bearer token %s: UNAUTHENTICATED with reason %s, 401", async (_name, reason, tokenOf) => {
    const answer = await post("{ __typename }", undefined, {}, await tokenOf());
    expect(coded(answer)).toBe("UNAUTHENTICATED");
    expect(answer.body.errors![0]!.extensions).toEqual({ code: "UNAUTHENTICATED", reason });
    expect(answer.status).toBe(401);
  });

  it("a mutation sent with a READ access token: FORBIDDEN with reason TOKEN_SCOPE, 403", async () => {
    const created = await post(
      'mutation { createPersonalAccessToken(input: { name: "reader", scope: READ }) { ... on CreatePersonalAccessTokenPayload { token } } }',
      undefined,
      {},
      ada.token,
    );
    const { token } = (created.body.data as { createPersonalAccessToken: { token: string } }).createPersonalAccessToken;
    const answer = await post('mutation { updateProfile(input: { bio: "x" }) { __typename } }', undefined, {}, token);
    expect(coded(answer)).toBe("FORBIDDEN");
    expect(answer.body.errors![0]!.extensions).toEqual({ code: "FORBIDDEN", reason: "TOKEN_SCOPE" });
    expect(answer.status).toBe(403);
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
    return yogaWithLog({ ...server.domain, discovery: new FailingDiscovery(server.prisma) } as Domain, server.prisma);
  }

  it.each([
    ["a rule", new ForbiddenError("CANNOT_EDIT_POST"), "FORBIDDEN", {}],
    ["something missing", new NotFoundError("User"), "NOT_FOUND", {}],
    ["a spent budget", new TooManyRequestsError(12.2), "TOO_MANY_REQUESTS", { retryAfter: 13 }],
    [
      "a database that does not answer",
      Object.assign(new Error("Can't reach database server"), { code: "P1001" }),
      "SERVICE_UNAVAILABLE",
      {},
    ],
    [
      "a media store that does not answer",
      new MediaStoreUnavailableError(),
      "SERVICE_UNAVAILABLE",
      { reason: "MEDIA_STORE_UNAVAILABLE" },
    ],
    [
      "a database that stopped answering during a commit",
      new OutcomeUnknownError(),
      "SERVICE_UNAVAILABLE",
      { reason: "OUTCOME_UNKNOWN" },
    ],
    ["a bug", new Error("connection reset by the database"), "INTERNAL_SERVER_ERROR", {}],
  ])("%s: %s", async (_name, error, code, extensions) => {
    const { ask } = failingSearch(error);
    const body = await ask('{ searchUsers(query: "a") { username } }', ada.token);
    expect(coded({ status: 200, body })).toBe(code);
    expect(body.errors![0]!.extensions).toEqual({ code, ...extensions });
    expect(body.errors![0]!.message).not.toMatch(/connection reset|reach database/);
  });

  it("too many subscriptions on one graphql-ws connection: TOO_MANY_SUBSCRIPTIONS", async () => {
    const client = createClient({
      url: `${baseUrl.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authToken: ada.token },
      retryAttempts: 0,
    });
    try {
      const refused = new Promise<unknown>((resolve) => {
        for (let i = 0; i <= server.config.realtimeLimits.operationsPerConnection; i++)
          client.subscribe(
            { query: "subscription { notificationAdded { id } }" },
            { next: () => {}, error: resolve, complete: () => {} },
          );
      });
      expect(coded({ status: 200, body: { errors: (await refused) as Answer["body"]["errors"] } })).toBe(
        "TOO_MANY_SUBSCRIPTIONS",
      );
    } finally {
      await client.dispose();
    }
  });
});

it("has seen every code of the vocabulary, and no other", () => {
  expect([...seen].filter((entry) => !entry.includes(" ")).sort()).toEqual(Object.keys(ERROR_CODES).sort());
});

describe("docs/graphql-api.md", () => {
  const docs = fs.readFileSync(path.join(import.meta.dirname, "../../../docs/graphql-api.md"), "utf8");
  /** The rows (first column, whole row) of the `nth` table after `heading`. */
  function tableRows(heading: string, nth = 0): [string, string][] {
    const at = docs.indexOf(heading);
    expect(at, heading).toBeGreaterThanOrEqual(0);
    const tables = [...docs.slice(at).matchAll(/\n((?:\|.*\|\n)+)/g)];
    return [...tables[nth]![1]!.matchAll(/^\| `([A-Z_]+)` \|(.*)$/gm)].map((match) => [match[1]!, match[2]!]);
  }
  const tableCodes = (heading: string, nth = 0) => tableRows(heading, nth).map(([code]) => code);

  it("lists every error code and every token reason, in the order of error-codes.ts", () => {
    expect(tableCodes("### Error codes")).toEqual(Object.keys(ERROR_CODES));
    expect(tableCodes("### Token reasons")).toEqual(Object.keys(TOKEN_REJECTIONS));
  });

  it("promises exactly the codes and reasons this file provokes", () => {
    const documented = [
      ...tableRows("### Error codes").flatMap(([code, row]) => [
        code,
        ...[...row.matchAll(/reason `([A-Z_]+)`/g)].map((match) => `${code} ${match[1]}`),
      ]),
      ...tableCodes("### Token reasons").map((reason) => `UNAUTHENTICATED ${reason}`),
      ...tableCodes("### Refused arguments", 0).map((reason) => `BAD_USER_INPUT ${reason}`),
      ...tableCodes("### Refused arguments", 1).map((reason) => `INVALID_PROMPT ${reason}`),
    ];
    expect([...seen].sort()).toEqual(documented.sort());
  });
});
