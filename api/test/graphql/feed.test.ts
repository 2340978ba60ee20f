// The feed pages with keyset cursors; a page of post cards costs one SQL statement, and a page
// that asks for more costs the same number of statements whatever its size.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { parse } from "graphql";
import { afterAll, beforeAll, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { statementsOf } from "../rest/v1-client.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { webOperations } from "../support/web-operations.ts";
import { Feed } from "./social-operations.ts";

let server: TestServer;
let reader: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  reader = await createUser(server, "reader");
  const authors = await Promise.all(["a1", "a2", "a3"].map((name) => createUser(server, name)));
  for (const author of authors) await server.domain.follows.follow(reader.viewer, author.id);
  for (let i = 0; i < 25; i++) {
    const author = authors[i % authors.length]!;
    const post = await createPost(server, author, `post ${i}`, "a,b", i % 2 ? "#ff0000" : "#00ff00");
    // likes and comments from several people, so counts and viewer state are per row
    if (i % 3 === 0) await server.domain.likes.like(reader.viewer, post.id);
    if (i % 4 === 0) await server.domain.comments.add(authors[(i + 1) % 3]!.viewer, post.id, "nice");
  }
});
afterAll(() => server.close());

it("pages newest first without gaps or repeats", async () => {
  const first = await execute(server, Feed, { first: 20 }, { token: reader.token });
  const page1 = first.data!.feed;
  expect(page1!.edges).toHaveLength(20);
  expect(page1!.pageInfo.hasNextPage).toBe(true);
  const second = await execute(server, Feed, { first: 20, after: page1!.pageInfo.endCursor }, { token: reader.token });
  const page2 = second.data!.feed;
  expect(page2!.pageInfo.hasNextPage).toBe(false);
  const captions = [...page1!.edges, ...page2!.edges].map((e) => e.node.caption);
  expect(captions).toEqual(Array.from({ length: 25 }, (_, i) => `post ${24 - i}`));
  const liked = [...page1!.edges, ...page2!.edges].filter((e) => e.node.viewerHasLiked).map((e) => e.node.caption);
  expect(liked).toHaveLength(9);
  expect(page1!.edges.find((e) => e.node.caption === "post 24")!.node).toMatchObject({ likeCount: 1, commentCount: 1 });
});

/** A query outside the typed documents (the token alone, or a card with more than a card holds). */
const document = <T>(text: string) => parse(text) as TypedDocumentNode<T, { first?: number }>;
const TokenOnly = document<{ __typename: string }>("{ __typename }");
const BeyondCards = document<{
  feed: {
    edges: { node: { caption: string; author: { username: string; postCount: number; email: string | null } } }[];
  };
}>(
  "query BeyondCards($first: Int) { feed(first: $first) { edges { node { caption author { username postCount email } } } } }",
);

it("answers a page of post cards in one statement besides the token's, whatever its size", async () => {
  const tokenAlone = await statementsOf(server, () => execute(server, TokenOnly, {}, { token: reader.token }));
  const count = (first: number) =>
    statementsOf(server, async () => {
      const res = await execute(server, Feed, { first }, { token: reader.token });
      expect(res.data!.feed!.edges).toHaveLength(first);
    });
  expect(await count(1)).toBe(tokenAlone + 1);
  expect(await count(20)).toBe(tokenAlone + 1);
});

it("answers the web client's feed pages in one statement besides the token's", async () => {
  const tokenAlone = await statementsOf(server, () => execute(server, TokenOnly, {}, { token: reader.token }));
  for (const name of ["FeedQuery", "FeedListPaginationQuery"]) {
    const operation = webOperations().find((o) => o.name === name)!;
    const byId = {
      query: "",
      operationName: name,
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
    };
    const statements = await statementsOf(server, async () => {
      const res = await server.app.inject({
        method: "POST",
        url: "/graphql",
        headers: {
          "content-type": "application/json",
          "x-graphql-yoga-csrf": "1",
          authorization: `Bearer ${reader.token}`,
        },
        payload: JSON.stringify(byId),
      });
      const body = res.json<{ data?: { feed?: { edges: unknown[] } }; errors?: unknown }>();
      expect(body.errors).toBeUndefined();
      expect(body.data!.feed!.edges).toHaveLength(10);
    });
    expect(statements, name).toBe(tokenAlone + 1);
  }
});

it("loads what a page asks beyond its cards, in the same statements for a page of 1 and of 20", async () => {
  const count = (first: number) =>
    statementsOf(server, async () => {
      const res = await execute(server, BeyondCards, { first }, { token: reader.token });
      const authors = res.data!.feed.edges.map((edge) => edge.node.author);
      expect(authors).toHaveLength(first);
      // a1 wrote post 24 (the newest), 21, ... 0: every third of the 25
      expect(authors[0]).toEqual({ username: "a1", postCount: 9, email: null });
    });
  expect(await count(20)).toBe(await count(1));
});

it("rejects a malformed cursor and a page size out of range", async () => {
  const bad = await execute(server, Feed, { after: "not-a-cursor" }, { token: reader.token });
  expect(bad.errors?.[0]).toMatchObject({ message: "Invalid cursor.", extensions: { code: "BAD_USER_INPUT" } });
  const big = await execute(server, Feed, { first: 500 }, { token: reader.token });
  expect(big.errors?.[0]?.message).toBe("first must be between 1 and 50.");
});
