// What one anonymous document may make the server hold. A 900 KB document of 300,000 fields took
// 150 MB of heap and Yoga's parse cache kept it (27 of them crashed a node); 20,000 nested braces
// overflowed the parser's stack (INTERNAL_SERVER_ERROR and a stack trace per request). Now a
// document is measured before it is parsed or cached, and the cache is bounded by size.
import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  MAX_DOCUMENT_CHARS,
  MAX_DOCUMENT_NESTING,
  MAX_DOCUMENT_TOKENS,
} from "../../src/graphql/limits/document-limits.ts";
import { heapUsedAfterGc, MB } from "../support/heap.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { webOperations } from "../support/web-operations.ts";
import { yogaWithLog } from "../support/yoga-log.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function post(query: string): Promise<Answer> {
  const res = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ query }),
  });
  return { status: res.statusCode, body: res.json() };
}

async function get(query: string): Promise<Answer> {
  const res = await server.app.inject({
    method: "GET",
    url: `/graphql?query=${encodeURIComponent(query)}`,
    headers: { "x-graphql-yoga-csrf": "1" },
  });
  return { status: res.statusCode, body: res.json() };
}

const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

/**
 * Sends `count` attacks, measuring the heap (after a full GC) after every `every` of them: it stops
 * as soon as the growth passes `bound`, rather than let an unbounded server exhaust this process's
 * memory.
 */
async function heapGrowthOver(
  count: number,
  every: number,
  bound: number,
  attack: (i: number) => Promise<void>,
): Promise<number> {
  const before = heapUsedAfterGc();
  for (let i = 1; i <= count; i++) {
    await attack(i);
    if (i % every === 0 || i === count) {
      const growth = heapUsedAfterGc() - before;
      if (growth > bound || i === count) return growth;
    }
  }
  throw new Error("no attack sent");
}

it("refuses a 900 KB document before parsing it, and 50 of them leave the heap as it was", async () => {
  const fields = "id ".repeat(300_000);
  const answers: Answer[] = [];
  const growth = await heapGrowthOver(50, 5, 32 * MB, async (i) => {
    answers.push(await post(`{ viewer { ${fields}} } # ${i}`));
  });
  expect(growth).toBeLessThan(32 * MB);
  expect(answers).toHaveLength(50);
  for (const answer of answers) {
    expect(codeOf(answer)).toBe("QUERY_TOO_LARGE");
    expect(answer.body.errors![0]!.message).toContain(`at most ${MAX_DOCUMENT_CHARS}`);
  }
  expect((await server.app.inject({ url: "/healthz" })).statusCode).toBe(200);
});

it("keeps parsed documents within a size budget, however many different ones arrive", async () => {
  // just under the token limit: each is parsed (half a megabyte of AST) and offered to the cache,
  // 100 MB for 200 of them; the cache keeps what fits in DOCUMENT_CACHE_BYTES (32 MB). (A list of
  // values is cheap to validate, and the unknown field keeps it from running.)
  const ids = '"x" '.repeat(MAX_DOCUMENT_TOKENS - 20);
  const growth = await heapGrowthOver(200, 10, 64 * MB, async (i) => {
    expect(codeOf(await post(`{ nodes(ids: [${ids}]) { unknownField } } # ${i}`))).toBe("GRAPHQL_VALIDATION_FAILED");
  });
  expect(growth).toBeLessThan(64 * MB);
}, 120_000);

it("refuses more tokens than the limit, over POST and GET alike", async () => {
  const query = `{ viewer { ${"id ".repeat(MAX_DOCUMENT_TOKENS)}} }`;
  for (const answer of [await post(query), await get(query)]) {
    expect(codeOf(answer)).toBe("TOO_MANY_TOKENS");
    expect(answer.body.errors![0]!.message).toBe(`The document has more than ${MAX_DOCUMENT_TOKENS} tokens.`);
  }
});

it("refuses 20,000 nested levels as a client error, without logging an error", async () => {
  const { lines, ask } = yogaWithLog(server.domain, server.prisma);
  const deepSelections = `{ viewer ${"{id".repeat(20_000)}`;
  const deepValues = `{ searchUsers(query: ${"[".repeat(20_000)}"a"${"]".repeat(20_000)}) { id } }`;
  for (const query of [deepSelections, deepValues]) {
    const answer = await ask(query);
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: `The document nests brackets more than ${MAX_DOCUMENT_NESTING} levels deep.`,
        extensions: { code: "QUERY_TOO_DEEP", limit: MAX_DOCUMENT_NESTING },
      }),
    ]);
  }
  expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  // and through the HTTP stack, GET included (1,000 levels: a URL is short)
  expect(codeOf(await post(deepSelections))).toBe("QUERY_TOO_DEEP");
  expect(codeOf(await get(`{ viewer ${"{id".repeat(1_000)}`))).toBe("QUERY_TOO_DEEP");
  expect((await server.app.inject({ url: "/healthz" })).statusCode).toBe(200);
});

it("answers a 400 to clients that accept application/graphql-response+json", async () => {
  const res = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
    payload: JSON.stringify({ query: `{ viewer ${"{id".repeat(100)}` }),
  });
  expect(res.statusCode).toBe(400);
  // Yoga reads the http extension; the client does not see it
  expect(res.json().errors[0].extensions).toEqual({ code: "QUERY_TOO_DEEP", limit: MAX_DOCUMENT_NESTING });
});

it("accepts every document the web client sends, and GraphiQL's introspection", async () => {
  const operations = webOperations();
  expect(operations.length).toBeGreaterThan(30);
  // sent without their variables: each is parsed and validated, then refused for the variables
  const refusedDocuments = [
    "QUERY_TOO_LARGE",
    "TOO_MANY_TOKENS",
    "QUERY_TOO_DEEP",
    "TOO_MANY_ALIASES",
    "GRAPHQL_PARSE_FAILED",
    "GRAPHQL_VALIDATION_FAILED",
  ];
  for (const operation of operations) {
    // with a newline it is any client's text, parsed and validated as such: the server does not
    // validate the web client's own documents per request (it did once, at start-up)
    const answer = await post(`${operation.text}\n`);
    expect(refusedDocuments, `${operation.name}: ${JSON.stringify(answer.body.errors)}`).not.toContain(codeOf(answer));
  }
  const introspection = await post(
    getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      inputValueDeprecation: true,
    }),
  );
  expect(introspection.body.errors).toBeUndefined();
  expect(introspection.body.data).toHaveProperty("__schema.queryType.name", "Query");
});
