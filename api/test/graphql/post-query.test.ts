// Query.post: the post page's read (/p/{databaseId}), which a shared link or an old notification
// may point at a post that is gone. Unknown and deleted posts are null, never an error.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { PostById } from "./social-operations.ts";

const MISSING = "0190f3a4-7c1e-7d2a-9b3c-4d5e6f708192";

let server: TestServer;
let author: TestUser;
let reader: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  author = await createUser(server, "poster");
  reader = await createUser(server, "reader");
});
afterAll(() => server.close());

const as = (user: TestUser) => ({ token: user.token });

describe("Query.post", () => {
  it("finds a post by its databaseId and by its global id, with its comments", async () => {
    const post = await createPost(server, author, "Sunset over the bay");
    await server.domain.comments.add(reader.viewer, post.id, "Lovely colours");
    const expected = {
      id: post.globalId,
      databaseId: post.id,
      caption: "Sunset over the bay",
      author: { username: "poster" },
      comments: { edges: [{ node: { body: "Lovely colours" } }] },
    };
    for (const id of [post.id, post.id.toUpperCase(), post.globalId]) {
      const result = await execute(server, PostById, { id }, as(reader));
      expect(result.errors).toBeUndefined();
      expect(result.data!.post).toEqual(expected);
    }
  });

  it("is null for an id that names no post", async () => {
    const someone = encodeGlobalID("User", author.id);
    for (const id of [
      MISSING,
      encodeGlobalID("Post", MISSING),
      someone,
      "not-an-id",
      encodeGlobalID("Post", "not-a-uuid"),
    ]) {
      const result = await execute(server, PostById, { id }, as(reader));
      expect(result.errors).toBeUndefined();
      expect(result.data!.post).toBeNull();
    }
  });

  it("is null once the post is deleted", async () => {
    const post = await createPost(server, author, "Soon gone");
    expect((await execute(server, PostById, { id: post.id }, as(reader))).data!.post).not.toBeNull();
    await server.domain.posts.delete(author.viewer, post.id);
    for (const id of [post.id, post.globalId]) {
      const result = await execute(server, PostById, { id }, as(reader));
      expect(result.errors).toBeUndefined();
      expect(result.data!.post).toBeNull();
    }
  });
});
