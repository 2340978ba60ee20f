// What a client can learn of the limits without reading messages: each refusal's code and limit
// (never graphql-armor's "Syntax Error: ..."), when a throttled request may be retried
// (extensions.retryAfter, and the Retry-After header when nothing was answered), what each
// operation cost (extensions.cost), and what is left of each rate limit (Query.rateLimits);
// over HTTP, graphql-ws and server-sent events alike.
import { parse } from "graphql";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_DOCUMENT_CHARS,
  MAX_DOCUMENT_NESTING,
  MAX_DOCUMENT_TOKENS,
} from "../../src/graphql/limits/document-limits.ts";
import { MAX_OPERATION_COST, operationCost } from "../../src/graphql/limits/operation-cost.ts";
import { wholeRefusalRetryAfter } from "../../src/graphql/limits/retry-after.ts";
import { MAX_ALIASES, MAX_QUERY_DEPTH } from "../../src/graphql/limits/selection-limits.ts";
import { schema } from "../../src/graphql/schema.ts";
import { createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { listen } from "../realtime/socket-client.ts";

const WRITES_PER_MINUTE = 3;
const AUTH_ATTEMPTS_PER_MINUTE = 2;

let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  server = await createTestServer({
    WRITE_RATE_LIMIT_PER_MINUTE: String(WRITES_PER_MINUTE),
    AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_ATTEMPTS_PER_MINUTE),
  });
  baseUrl = await listen(server);
});
afterAll(() => server.close());

interface ErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}
interface Result {
  data?: Record<string, unknown> | null;
  errors?: ErrorEntry[];
  extensions?: Record<string, unknown>;
}

interface Request {
  token?: string;
  variables?: Record<string, unknown>;
}

async function overHttp(query: string, { token, variables }: Request = {}) {
  const res = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ query, variables }),
  });
  return { status: res.statusCode, retryAfterHeader: res.headers["retry-after"], body: res.json<Result>() };
}

/** Every result of one operation over its own graphql-ws connection; refusals come as `errors`. */
function overSocket(
  query: string,
  { token, variables }: Request = {},
): Promise<{ results: Result[]; errors: ErrorEntry[] }> {
  const client = createClient({
    url: `${baseUrl.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: token },
    retryAttempts: 0,
  });
  const results: Result[] = [];
  return new Promise<{ results: Result[]; errors: ErrorEntry[] }>((resolve, reject) => {
    client.subscribe(
      { query, variables },
      {
        next: (result) => results.push(result as Result),
        error: (error) =>
          Array.isArray(error) ? resolve({ results, errors: error as ErrorEntry[] }) : reject(error as Error),
        complete: () => resolve({ results, errors: [] }),
      },
    );
  }).finally(() => void client.dispose());
}

/** The events of one operation sent over server-sent events (a query or mutation sends one). */
async function overSse(query: string, { token, variables }: Request = {}): Promise<Result[]> {
  const res = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ query, variables }),
  });
  return [...res.body.matchAll(/^event: next\ndata: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as Result);
}

const nestedPosts = (levels: number) =>
  `{ viewer { ${"posts { edges { node { author { ".repeat(levels)} id ${"} } } } ".repeat(levels)} } }`;
const costly =
  "query($n: Int) { feed(first: $n) { edges { node { comments(first: $n) { edges { node { author { posts(first: $n) { edges { node { id } } } } } } } } } } }";

describe("a refused document or operation", () => {
  const cases = [
    {
      code: "QUERY_TOO_LARGE",
      limit: MAX_DOCUMENT_CHARS,
      query: `{ viewer { id } } # ${"x".repeat(MAX_DOCUMENT_CHARS)}`,
    },
    {
      code: "TOO_MANY_TOKENS",
      limit: MAX_DOCUMENT_TOKENS,
      query: `{ viewer { ${"id ".repeat(MAX_DOCUMENT_TOKENS)}} }`,
    },
    {
      code: "QUERY_TOO_DEEP",
      limit: MAX_DOCUMENT_NESTING,
      query: `{ viewer ${"{ id ".repeat(MAX_DOCUMENT_NESTING + 1)}`,
    },
    { code: "QUERY_TOO_DEEP", limit: MAX_QUERY_DEPTH, query: nestedPosts(3) },
    {
      code: "TOO_MANY_ALIASES",
      limit: MAX_ALIASES,
      query: `{ ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: viewer { id }`).join(" ")} }`,
    },
    { code: "QUERY_TOO_COMPLEX", limit: MAX_OPERATION_COST, query: costly, variables: { n: 50 } },
  ];

  it.each(cases)(
    "is answered $code with its limit ($limit) over HTTP and graphql-ws, in words of its own",
    async ({ code, limit, query, variables }) => {
      const http = await overHttp(query, { variables });
      const socket = await overSocket(query, { variables });
      for (const errors of [http.body.errors!, socket.errors]) {
        expect(errors).toHaveLength(1);
        expect(errors[0]!.extensions).toMatchObject({ code, limit });
        expect(errors[0]!.message).not.toMatch(/Syntax Error/);
        expect(errors[0]!.extensions).not.toHaveProperty("http");
      }
      expect(http.body.data).toBeUndefined();
      expect(socket.results).toEqual([]);
    },
  );

  it("tells a too costly operation what it cost and what is allowed", async () => {
    const { body } = await overHttp(costly, { variables: { n: 50 } });
    const cost = operationCost({ schema, document: parse(costly), variableValues: { n: 50 } })!;
    expect(body.errors![0]!.message).toMatch(
      new RegExp(
        `^The operation costs ${cost}; at most 5000 is accepted\\. Each field costs 1; a paginated field multiplies`,
      ),
    );
    expect(body.errors![0]!.extensions).toEqual({ code: "QUERY_TOO_COMPLEX", limit: MAX_OPERATION_COST, cost });
    expect(body.extensions).toEqual({ cost: { requestedQueryCost: cost, maximumQueryCost: MAX_OPERATION_COST } });
  });
});

describe("extensions.cost", () => {
  const query = "query($n: Int) { feed(first: $n) { edges { cursor node { id author { username } } } } }";
  const expected = {
    requestedQueryCost: operationCost({ schema, document: parse(query), variableValues: { n: 7 } }),
    maximumQueryCost: MAX_OPERATION_COST,
  };
  let reader: TestUser;
  beforeAll(async () => {
    reader = await createUser(server);
  });

  it("reports what each operation cost, counted with its variables, over HTTP, graphql-ws and SSE", async () => {
    // feed: 7 × (1 + edges: 1 + cursor 1 + node (1 + id 1 + author (1 + username 1)))
    expect(expected.requestedQueryCost).toBe(7 * (1 + (1 + 1 + (1 + 1 + (1 + 1)))));
    const http = await overHttp(query, { token: reader.token, variables: { n: 7 } });
    const socket = await overSocket(query, { token: reader.token, variables: { n: 7 } });
    const sse = await overSse(query, { token: reader.token, variables: { n: 7 } });
    for (const result of [http.body, ...socket.results, ...sse]) {
      expect(result.errors).toBeUndefined();
      expect(result.extensions).toEqual({ cost: expected });
    }
    expect(socket.results).toHaveLength(1);
    expect(sse).toHaveLength(1);
    // `last` counts as `first` does (a conversation's older messages)
    const messages = (size: string) =>
      parse(`{ viewer { conversations(first: 2) { edges { node { messages(${size}: 50) { edges { cursor } } } } } } }`);
    expect(operationCost({ schema, document: messages("last") })).toBe(
      operationCost({ schema, document: messages("first") }),
    );
    // the page size's default counts when it is left out
    expect((await overHttp("{ feed { edges { cursor } } }", { token: reader.token })).body.extensions).toEqual({
      cost: { requestedQueryCost: 20 * (1 + (1 + 1)), maximumQueryCost: MAX_OPERATION_COST },
    });
  });
});

describe("throttling", () => {
  const followOne = "mutation($userId: ID!) { followUser(input: { userId: $userId }) { __typename } }";

  it("says when to retry a write over HTTP (Retry-After too, when nothing was answered), graphql-ws and SSE", async () => {
    const [fan, ...stars] = await createUsers(server, WRITES_PER_MINUTE + 1);
    for (const star of stars)
      expect(
        (await overHttp(followOne, { token: fan!.token, variables: { userId: star.globalId } })).body.errors,
      ).toBeUndefined();

    const variables = { userId: stars[0]!.globalId };
    const http = await overHttp(followOne, { token: fan!.token, variables });
    const socket = await overSocket(followOne, { token: fan!.token, variables });
    const sse = await overSse(followOne, { token: fan!.token, variables });
    for (const result of [http.body, ...socket.results, ...sse]) {
      expect(result.data).toEqual({ followUser: null }); // refused alone: the field, not the whole response
      expect(result.errors).toEqual([
        {
          message: expect.stringMatching(/^Too many attempts/),
          locations: expect.any(Array),
          path: ["followUser"],
          extensions: { code: "TOO_MANY_REQUESTS", retryAfter: expect.any(Number) },
        },
      ]);
      const retryAfter = result.errors![0]!.extensions!.retryAfter as number;
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    }
    expect(http.retryAfterHeader).toBe(String(http.body.errors![0]!.extensions!.retryAfter));
  });

  it("puts Retry-After on a response only when the refusal left nothing answered", () => {
    const refused = { message: "Too many attempts.", extensions: { code: "TOO_MANY_REQUESTS", retryAfter: 12 } };
    const notFound = { message: "Post not found", extensions: { code: "NOT_FOUND" } };
    expect(
      wholeRefusalRetryAfter({
        data: null,
        errors: [refused as never, { ...refused, extensions: { ...refused.extensions, retryAfter: 30 } } as never],
      }),
    ).toBe(30);
    expect(wholeRefusalRetryAfter({ data: { a: null, b: null }, errors: [refused as never] })).toBe(12);
    // something was answered (a field not refused), or something else went wrong too: no header
    expect(
      wholeRefusalRetryAfter({ data: { a: { __typename: "FollowUserPayload" }, b: null }, errors: [refused as never] }),
    ).toBeNull();
    expect(wholeRefusalRetryAfter({ data: null, errors: [refused as never, notFound as never] })).toBeNull();
  });

  it("says when to retry a log-in, whose budget is the client address's", async () => {
    const logIn = 'mutation { logIn(input: { username: "nobody", password: "wrong password" }) { __typename } }';
    for (let i = 0; i < AUTH_ATTEMPTS_PER_MINUTE; i++)
      expect((await overHttp(logIn)).body.data).toEqual({ logIn: { __typename: "InvalidCredentialsError" } });
    const refused = await overHttp(logIn);
    expect(refused.body.errors![0]!.extensions).toEqual({ code: "TOO_MANY_REQUESTS", retryAfter: expect.any(Number) });
    expect(refused.retryAfterHeader).toBe(String(refused.body.errors![0]!.extensions!.retryAfter));
  });
});

describe("Query.rateLimits", () => {
  const query = "{ rateLimits { name limit windowSeconds remaining resetAt } }";
  type Budget = { name: string; limit: number; windowSeconds: number; remaining: number; resetAt: string | null };
  const budgets = async (token?: string) =>
    Object.fromEntries(
      ((await overHttp(query, { token })).body.data!.rateLimits as Budget[]).map((budget) => [budget.name, budget]),
    );

  it("lists the viewer's budgets, and the client address's, without spending them", async () => {
    const [fan, star] = await createUsers(server, 2);
    const before = await budgets(fan!.token);
    expect(Object.keys(before)).toEqual([
      "AUTH_ATTEMPTS",
      "SEARCHES",
      "WRITES",
      "UPLOAD_PIXELS",
      "CHAT_MESSAGES",
      "TYPING_SIGNALS",
      "GAME_MOVES",
      "GAME_INVITATIONS",
      "AI_REQUESTS",
      "DATA_EXPORTS",
    ]);
    expect(before.WRITES).toEqual({
      name: "WRITES",
      limit: WRITES_PER_MINUTE,
      windowSeconds: 60,
      remaining: WRITES_PER_MINUTE,
      resetAt: null,
    });
    const remaining = (all: Record<string, Budget>) =>
      Object.values(all).map((budget) => [budget.name, budget.remaining]);
    expect(remaining(await budgets(fan!.token))).toEqual(remaining(before));

    const followed = Date.now();
    await overHttp("mutation($userId: ID!) { followUser(input: { userId: $userId }) { __typename } }", {
      token: fan!.token,
      variables: { userId: star!.globalId },
    });
    const after = await budgets(fan!.token);
    expect(after.WRITES!.remaining).toBe(WRITES_PER_MINUTE - 1);
    const resetAt = Date.parse(after.WRITES!.resetAt!);
    expect(resetAt).toBeGreaterThan(followed);
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    // nobody else's budget moved
    expect((await budgets(star!.token)).WRITES).toEqual(before.WRITES);
  });

  it("lists only the client address's budgets to a signed-out caller", async () => {
    expect(Object.keys(await budgets())).toEqual(["AUTH_ATTEMPTS", "SEARCHES"]);
  });
});
