// An operation's cost counts what its variables ask for. The cost rule used to read only literal
// `first:` values: 20 aliases of feed → comments → author.posts with $n = 50 (millions of
// potential rows) ran, while the same with literal 50s was refused.
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from "graphql";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_OPERATION_COST, operationCost } from "../../src/graphql/limits/operation-cost.ts";
import { schema } from "../../src/graphql/schema.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { webOperations } from "../support/web-operations.ts";

let server: TestServer;
let reader: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  reader = await createUser(server);
  const author = await createUser(server);
  await server.domain.follows.follow(reader.viewer, author.id);
  for (let i = 0; i < 3; i++) {
    const post = await createPost(server, author, `post ${i}`);
    await server.domain.comments.add(reader.viewer, post.id, `comment on ${i}`);
  }
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function post(query: string, variables: Record<string, unknown> = {}, token = reader.token): Promise<Answer> {
  const res = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query, variables }),
  });
  return { status: res.statusCode, body: res.json() };
}

const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

// the attack, with its repeated part in a fragment (20 copies inline pass the token limit first)
const aliasedPages = (n: string) =>
  `query${n.startsWith("$") ? `(${n}: Int)` : ""} { ${Array.from({ length: 20 }, (_, i) => `a${i}: feed(first: ${n}) { edges { node { ...Nested } } }`).join(" ")} }
   fragment Nested on Post { comments(first: ${n}) { edges { node { author { posts(first: ${n}) { edges { node { id } } } } } } } }`;

it("counts a page size given as a variable by its value", async () => {
  const refused = await post(aliasedPages("$n"), { n: 50 });
  expect(refused.body.data).toBeUndefined();
  expect(refused.body.errors).toEqual([
    expect.objectContaining({
      message: expect.stringContaining(`costs 10203000; at most ${MAX_OPERATION_COST} is accepted`),
      extensions: { code: "QUERY_TOO_COMPLEX", limit: MAX_OPERATION_COST, cost: 10_203_000 },
    }),
  ]);
  // as literal values, the same
  expect(codeOf(await post(aliasedPages("50")))).toBe("QUERY_TOO_COMPLEX");
  // a small page runs
  const small = await post(aliasedPages("$n"), { n: 1 });
  expect(small.body.errors).toBeUndefined();
  expect(small.body.data!.a19).toEqual({
    edges: [{ node: { comments: { edges: [{ node: { author: { posts: { edges: [] } } } }] } } }],
  });
});

it("counts a missing first as the default page, and nodes(ids:) by the number of ids", async () => {
  // 20 × 20 × 20 potential rows
  const defaults =
    "{ feed { edges { node { comments { edges { node { author { posts { edges { node { id } } } } } } } } } } }";
  expect(codeOf(await post(defaults))).toBe("QUERY_TOO_COMPLEX");

  const postIds = (await post("{ feed(first: 3) { edges { node { id } } } }")).body.data!.feed as {
    edges: { node: { id: string } }[];
  };
  const ids = postIds.edges.map((edge) => edge.node.id);
  const comments = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Post { comments(first: 50) { edges { node { body author { username } } } } } } }`;
  expect(codeOf(await post(comments, { ids: Array.from({ length: 100 }, (_, i) => ids[i % ids.length]) }))).toBe(
    "QUERY_TOO_COMPLEX",
  );
  const few = await post(comments, { ids });
  expect(few.body.errors).toBeUndefined();
  expect(few.body.data!.nodes).toHaveLength(3);
});

it("refuses the same over GET and for subscriptions over SSE", async () => {
  const get = await server.app.inject({
    method: "GET",
    url: `/graphql?query=${encodeURIComponent(aliasedPages("$n"))}&variables=${encodeURIComponent(JSON.stringify({ n: 50 }))}`,
    headers: { "x-graphql-yoga-csrf": "1", authorization: `Bearer ${reader.token}` },
  });
  expect(get.json().errors[0].extensions.code).toBe("QUERY_TOO_COMPLEX");

  const subscription =
    "subscription($n: Int) { postAdded { author { posts(first: $n) { edges { node { comments(first: $n) { edges { node { body } } } } } } } } }";
  const sse = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      authorization: `Bearer ${reader.token}`,
    },
    payload: JSON.stringify({ query: subscription, variables: { n: 50 } }),
  });
  // refused before the stream starts: one event with the error, then the stream completes
  expect(sse.body).toContain('"code":"QUERY_TOO_COMPLEX"');
  expect(sse.body).toContain("event: complete");
});

it("accepts a page of 50 post cards, and every operation the web client sends", async () => {
  const card =
    "id caption tags commentCount createdAt likeCount viewerHasLiked viewerHasSaved viewerCanEdit image { url width height } author { id username isViewer viewerIsFollowing profileImage { url } }";
  const page = await post(
    `{ feed(first: 50) { edges { cursor node { ${card} comments(first: 2) { edges { node { body } } } } } pageInfo { endCursor hasNextPage } } }`,
  );
  expect(page.body.errors).toBeUndefined();
  expect(page.body.data!.feed).toMatchObject({ edges: { length: 3 } });

  // each with values for its required variables; optional ones (page sizes) keep their defaults
  const costs = webOperations().map((operation) => {
    const document = parse(operation.text);
    const definition = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === "OperationDefinition",
    )!;
    const required = (definition.variableDefinitions ?? []).filter((v) => v.type.kind === "NonNullType");
    const variableValues = Object.fromEntries(
      required.map((v) => [v.variable.name.value, sample(typeFromAST(schema, v.type) as GraphQLInputType)]),
    );
    return { name: operation.name, cost: operationCost({ schema, document, variableValues }) };
  });
  expect(costs.filter(({ cost }) => cost === null || cost > MAX_OPERATION_COST / 5)).toEqual([]);
  // the costliest is a grid of 12 posts with their cards
  expect(Math.max(...costs.map(({ cost }) => cost!))).toBeGreaterThan(100);
});

/** A value of the type: required fields filled, lists empty, an enum's first value, a file for File. */
function sample(type: GraphQLInputType): unknown {
  const named = getNullableType(type);
  if (isListType(named)) return [];
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named))
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type)]),
    );
  const samples: Record<string, unknown> = {
    ID: "an-id",
    String: "text",
    Int: 1,
    Boolean: true,
    File: new File(["x"], "x.png"),
  };
  return samples[named.name];
}
