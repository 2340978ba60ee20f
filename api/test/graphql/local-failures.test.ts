// A failure stays where it happened: one bad nested argument, one field that needs sign-in or one
// refused mutation nulls that field only, with its error, and the rest of the response stands.
import { getNullableType, isNonNullType, isObjectType, isInterfaceType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/graphql/schema.ts";
import { createPost, createUser, type TestUser, TEST_PASSWORD } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
let reader: TestUser;
let post: { globalId: string };
beforeAll(async () => {
  server = await createTestServer();
  const author = await createUser(server);
  reader = await createUser(server);
  post = await createPost(server, author, "still readable");
});
afterAll(() => server.close());

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { path?: (string | number)[]; extensions?: { code?: string } }[];
}

async function ask(query: string, variables: Record<string, unknown>, token?: string): Promise<Answer> {
  const response = await server.app.inject({
    method: "POST",
    url: "/graphql",
    headers: {
      "content-type": "application/json",
      "x-graphql-yoga-csrf": "1",
      ...(token && { authorization: `Bearer ${token}` }),
    },
    payload: JSON.stringify({ query, variables }),
  });
  return response.json() as Answer;
}

describe("a failure stays local", () => {
  it("a bad page size on one post's comments nulls those comments only", async () => {
    const answer = await ask(
      `query ($id: ID!) {
        viewer { username }
        broken: post(id: $id) { caption comments(first: 99) { edges { node { id } } } }
        intact: post(id: $id) { caption comments(first: 5) { edges { node { id } } } }
      }`,
      { id: post.globalId },
      reader.token,
    );
    expect(answer.data).toEqual({
      viewer: { username: reader.username },
      broken: { caption: "still readable", comments: null },
      intact: { caption: "still readable", comments: { edges: [] } },
    });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0]).toMatchObject({ path: ["broken", "comments"], extensions: { code: "BAD_USER_INPUT" } });
  });

  it("a field that needs sign-in fails alone for a visitor; public fields beside it answer", async () => {
    const answer = await ask(
      `query ($id: ID!) { feed(first: 1) { edges { node { id } } } post(id: $id) { caption } }`,
      { id: post.globalId },
    );
    expect(answer.data).toEqual({ feed: null, post: { caption: "still readable" } });
    expect(answer.errors).toMatchObject([{ path: ["feed"], extensions: { code: "UNAUTHENTICATED" } }]);
  });

  it("one mutation refused outright (it needs sign-in) leaves the next one in the document to run", async () => {
    const answer = await ask(
      `mutation ($post: ID!) {
        refused: likePost(input: { postId: $post }) { __typename }
        joined: signUp(input: { name: "Nell New", username: "nell_new", email: "nell@example.com", password: "${TEST_PASSWORD}" }) { __typename }
      }`,
      { post: post.globalId },
    );
    expect(answer.data).toEqual({ refused: null, joined: { __typename: "SignUpPayload" } });
    expect(answer.errors).toMatchObject([{ path: ["refused"], extensions: { code: "UNAUTHENTICATED" } }]);
    expect(await server.prisma.user.count({ where: { username: "nell_new" } })).toBe(1);
  });

  it("the schema keeps to the rule: root fields and fields with arguments are nullable", () => {
    const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
    const nonNull: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if ((!isObjectType(type) && !isInterfaceType(type)) || type.name.startsWith("__")) continue;
      for (const field of Object.values(type.getFields())) {
        const canFailAlone = (isObjectType(type) && roots.has(type)) || field.args.length > 0;
        if (canFailAlone && isNonNullType(field.type))
          nonNull.push(`${type.name}.${field.name}: ${String(getNullableType(field.type))}!`);
      }
    }
    expect(nonNull).toEqual([]);
  });
});
