// GET /api/v1/posts (#14): the home feed in v1's shape, v1's ?limit=&skip= paging, and a
// fixed number of queries per page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { callV1, createPost, follow, signUp, statementsOf, type SignedUp } from "./v1-client.ts";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const getFeed = (token: string, query = "") => callV1(server, token, "GET", `/posts${query}`);
const minutes = (n: number) => new Date(Date.UTC(2024, 5, 1, 12, n));
const idsOf = (body: { result: { posts: { _id: string }[] } }) => body.result.posts.map((post) => post._id);

describe("the feed's shape", () => {
  it("answers FeedPost: author in full (no __v), comments newest first with UserBrief, likes with plain user ids", async () => {
    const [me, author, commenter] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
    await follow(server, me.id, author.id);
    const post = await createPost(server, author.id, { caption: "hello", tags: ["x", "y"], createdAt: minutes(0) });
    const first = await server.prisma.comment.create({
      data: { authorId: commenter.id, postId: post.id, body: "first", createdAt: minutes(1) },
    });
    const second = await server.prisma.comment.create({
      data: { authorId: me.id, postId: post.id, body: "second", createdAt: minutes(2) },
    });
    const like = await server.prisma.like.create({ data: { userId: me.id, postId: post.id } });

    const response = await getFeed(me.token);

    expect(response.statusCode).toBe(200);
    const brief = (user: SignedUp) => ({
      _id: user.id,
      id: user.id,
      username: user.account.username,
      profile_image: expect.any(String),
    });
    expect(response.json()).toEqual({
      status: "success",
      total: 1,
      result: {
        posts: [
          {
            _id: post.id,
            id: post.id,
            bio: "hello",
            image: server.media.url(post.image),
            tags: ["x", "y"],
            createdAt: minutes(0).toISOString(),
            user: {
              _id: author.id,
              id: author.id,
              name: author.account.name,
              username: author.account.username,
              bio: "", // no e-mail: it is the author's own (v1 sent it to every follower)
              profile_image: expect.any(String),
              cover_image: expect.any(String),
              createdAt: expect.any(String),
            },
            comments: [
              {
                _id: second.id,
                message: "second",
                post: post.id,
                createdAt: minutes(2).toISOString(),
                user: brief(me),
              },
              {
                _id: first.id,
                message: "first",
                post: post.id,
                createdAt: minutes(1).toISOString(),
                user: brief(commenter),
              },
            ],
            likes: [{ _id: like.id, user: me.id, post: post.id }],
          },
        ],
      },
    });
  });
});

describe("what the feed holds", () => {
  let me: SignedUp;
  let followed: SignedUp;
  let postIds: string[];
  beforeAll(async () => {
    const [viewer, author, stranger] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
    me = viewer;
    followed = author;
    await follow(server, me.id, followed.id);
    await follow(server, followed.id, me.id);
    // 12 posts by the followed author and 12 of the caller's own (as every peer's home feed has
    // them: v1 excluded them, and a v1 user's new post vanished on reload), interleaved with a
    // stranger's posts that must never show
    postIds = [];
    for (let i = 0; i < 12; i++) {
      postIds.unshift((await createPost(server, followed.id, { createdAt: minutes(10 + 3 * i) })).id);
      postIds.unshift((await createPost(server, me.id, { createdAt: minutes(11 + 3 * i) })).id);
      await createPost(server, stranger.id, { createdAt: minutes(12 + 3 * i) });
    }
  });

  it("has followed authors' posts and the caller's own, never a stranger's, newest first, 10 at most", async () => {
    const body = (await getFeed(me.token)).json();
    expect(body.total).toBe(10);
    expect(idsOf(body)).toEqual(postIds.slice(0, 10));
  });

  it("is empty (not an error) for someone who follows nobody and has not posted", async () => {
    const loner = await signUp(server);
    expect((await getFeed(loner.token)).json()).toEqual({ status: "success", total: 0, result: { posts: [] } });
  });

  it.each([
    ["?limit=3", 0, 3],
    ["?skip=4", 4, 14],
    ["?limit=5&skip=9", 9, 14],
    ["?skip=20", 20, 24],
    ["?skip=40", 40, 40],
    ["?limit=&skip=", 0, 10],
    ["?limit=500", 0, 50],
  ])("honours %s as v1 did", async (query, from, to) => {
    const body = (await getFeed(me.token, query)).json();
    expect(idsOf(body)).toEqual(postIds.slice(from, to));
    expect(body.total).toBe(postIds.slice(from, to).length);
  });

  it.each([["?limit=0"], ["?limit=-1"], ["?limit=ten"], ["?skip=1.5"], ["?skip=501"]])(
    "refuses %s with 400 JSON",
    async (query) => {
      const response = await getFeed(me.token, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: "failed", message: expect.any(String) });
    },
  );
});

describe("the feed's cost", () => {
  it("is the same number of queries for a page of 1 post as for a page of 10 (no N+1)", async () => {
    const [one, ten, authorOfOne, authorOfTen, fan] = await Promise.all([
      signUp(server),
      signUp(server),
      signUp(server),
      signUp(server),
      signUp(server),
    ]);
    await follow(server, one.id, authorOfOne.id);
    await follow(server, ten.id, authorOfTen.id);
    const seed = async (author: SignedUp, posts: number) => {
      for (let i = 0; i < posts; i++) {
        const post = await createPost(server, author.id, { tags: [`t${i}`, "shared"] });
        await server.prisma.like.create({ data: { userId: fan.id, postId: post.id } });
        await server.prisma.comment.create({ data: { authorId: fan.id, postId: post.id, body: `comment ${i}` } });
      }
    };
    await seed(authorOfOne, 1);
    await seed(authorOfTen, 10);

    const forOne = await statementsOf(server, () => getFeed(one.token));
    const forTen = await statementsOf(server, () => getFeed(ten.token));

    expect((await getFeed(ten.token)).json().total).toBe(10);
    expect(forTen).toBe(forOne);
  });
});
