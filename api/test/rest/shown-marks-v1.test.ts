// v1 counts a post's likes and comments by the length of the lists it is sent (the feed's, a
// profile's and one's own account's posts): those lists hold the people the viewer is shown, as GraphQL's likeCount and
// commentCount count them (domain/social/people-lists.ts, social/comments.ts). A suspended liker
// or commenter, or someone the viewer blocked, is counted on neither face.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost, createUsers, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { CountsAndLists } from "../graphql/shown-counts-operations.ts";
import { callV1 } from "./v1-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

interface V1Post {
  _id: string;
  likes: unknown[];
  comments: unknown[];
}

/** [likes, comments] of `postId` as GraphQL's likeCount and commentCount count them for `user`. */
async function graphqlCounts(user: TestUser, post: { globalId: string }, author: TestUser) {
  const result = await execute(
    server,
    CountsAndLists,
    { postId: post.globalId, userId: author.globalId },
    { token: user.token },
  );
  return [result.data?.post?.likeCount, result.data?.post?.commentCount];
}

/** [likes, comments] of `postId` as the v1 answer at `path` lists them for `user` (`posts` finds its posts). */
async function v1Counts(user: TestUser, path: string, postId: string, posts: (body: never) => V1Post[]) {
  const body = (await callV1(server, user.token, "GET", path)).json() as never;
  const post = posts(body).find((p) => p._id === postId)!;
  return [post.likes.length, post.comments.length];
}

describe("a post's likes and comments on v1", () => {
  it("count the people GraphQL counts: not a suspended one, nor one the viewer blocked", async () => {
    const [viewer, author, shown, suspended, blocked] = (await createUsers(server, 5)) as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    const post = await createPost(server, author);
    await server.domain.follows.follow(viewer.viewer, author.id);
    for (const someone of [shown, suspended, blocked]) {
      await server.domain.likes.like(someone.viewer, post.id);
      await server.domain.comments.add(someone.viewer, post.id, `from ${someone.username}`);
    }
    await server.prisma.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });
    await server.domain.blocks.block(viewer.viewer, blocked.id);

    expect(await graphqlCounts(viewer, post, author)).toEqual([1, 1]);
    const feed = (body: { result: { posts: V1Post[] } }) => body.result.posts;
    expect(await v1Counts(viewer, "/posts", post.id, feed)).toEqual([1, 1]);
    const profile = (body: { user: { posts: V1Post[] } }) => body.user.posts;
    expect(await v1Counts(viewer, `/users/${author.id}`, post.id, profile)).toEqual([1, 1]);

    // the author's own account (GET /users) counts them as GraphQL does for the author
    expect(await graphqlCounts(author, post, author)).toEqual([2, 2]);
    const own = (body: { result: { user: { posts: V1Post[] } } }) => body.result.user.posts;
    expect(await v1Counts(author, "/users", post.id, own)).toEqual([2, 2]);
  });
});
