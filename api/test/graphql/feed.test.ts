// The feed pages with keyset cursors and costs a constant number of SQL statements per page.
import { afterAll, beforeAll, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { statementsOf } from "../rest/v1-client.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
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

it("runs the same number of SQL statements for a page of 1 and a page of 20", async () => {
  const count = (first: number) =>
    statementsOf(server, async () => {
      const res = await execute(server, Feed, { first }, { token: reader.token });
      expect(res.data!.feed!.edges).toHaveLength(first);
    });
  const one = await count(1);
  const twenty = await count(20);
  expect(twenty).toBe(one);
  expect(one).toBeLessThanOrEqual(10);
});

it("rejects a malformed cursor and a page size out of range", async () => {
  const bad = await execute(server, Feed, { after: "not-a-cursor" }, { token: reader.token });
  expect(bad.errors?.[0]).toMatchObject({ message: "Invalid cursor.", extensions: { code: "BAD_USER_INPUT" } });
  const big = await execute(server, Feed, { first: 500 }, { token: reader.token });
  expect(big.errors?.[0]?.message).toBe("first must be between 1 and 50.");
});
