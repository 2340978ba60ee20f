// GET /api/v1/users/:userId (#10): any user's profile, in v1's shape (id but no _id or email,
// saved posts embedding the post), loaded in a fixed number of queries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { callV1, createPost, follow, signUp, statementsOf, type SignedUp } from "./v1-client.ts";

let server: TestServer;
let owner: SignedUp;
let visitor: SignedUp;

beforeAll(async () => {
  server = await createTestServer();
  [owner, visitor] = await Promise.all([signUp(server), signUp(server)]);
});
afterAll(() => server.close());

const getProfile = (token: string, userId: string) => callV1(server, token, "GET", `/users/${userId}`);

describe("GET /users/:userId", () => {
  it("answers the profile as v1 did: posts newest first with likes and comments, saves, follow edges", async () => {
    const older = await createPost(server, owner.id, {
      caption: "older",
      tags: ["a", "b"],
      createdAt: new Date("2024-05-01T08:00:00Z"),
    });
    const newer = await createPost(server, owner.id, { caption: "newer", createdAt: new Date("2024-05-02T08:00:00Z") });
    const visitorsPost = await createPost(server, visitor.id);
    const like = await server.prisma.like.create({ data: { userId: visitor.id, postId: older.id } });
    const comment = await server.prisma.comment.create({
      data: { authorId: visitor.id, postId: older.id, body: "hi" },
    });
    const savedLike = await server.prisma.like.create({ data: { userId: owner.id, postId: visitorsPost.id } });
    const save = await server.prisma.save.create({ data: { userId: owner.id, postId: visitorsPost.id } });
    const ownerFollows = await follow(server, owner.id, visitor.id);
    const visitorFollows = await follow(server, visitor.id, owner.id);

    const response = await getProfile(owner.token, owner.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "success",
      user: {
        _id: owner.id,
        id: owner.id,
        name: owner.account.name,
        username: owner.account.username,
        bio: "",
        profile_image: expect.stringMatching(/^http:\/\/skysocial\.test\/uploads\//),
        cover_image: expect.stringMatching(/^http:\/\/skysocial\.test\/uploads\//),
        posts: [
          {
            _id: newer.id,
            id: newer.id,
            bio: "newer",
            image: server.media.url(newer.image),
            tags: [],
            user: owner.id,
            createdAt: "2024-05-02T08:00:00.000Z",
            likes: [],
            comments: [],
          },
          {
            _id: older.id,
            id: older.id,
            bio: "older",
            image: server.media.url(older.image),
            tags: ["a", "b"],
            user: owner.id,
            createdAt: "2024-05-01T08:00:00.000Z",
            likes: [{ _id: like.id, post: older.id }],
            comments: [{ _id: comment.id, post: older.id }],
          },
        ],
        savedPosts: [
          {
            _id: save.id,
            post: {
              _id: visitorsPost.id,
              id: visitorsPost.id,
              image: server.media.url(visitorsPost.image),
              likes: [{ _id: savedLike.id, post: visitorsPost.id }],
              comments: [],
            },
          },
        ],
        followers: [{ _id: visitorFollows.id, follower: visitor.id, user: owner.id, __v: 0 }],
        followings: [{ _id: ownerFollows.id, following: visitor.id, user: owner.id, __v: 0 }],
      },
    });
  });

  it("shows someone else's profile without their saved posts (saves are private)", async () => {
    const response = await getProfile(visitor.token, owner.id);

    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user.id).toBe(owner.id);
    expect(user.posts).toHaveLength(2);
    expect(user.savedPosts).toEqual([]);
    expect(user._id).toBe(owner.id); // both forms on every user object (docs/v1-compatibility.md, Conventions)
    expect(user).not.toHaveProperty("email");
    expect(response.body).not.toMatch(/password/i);
  });

  it.each([
    ["an unknown id", 404, "0190a0a0-0000-7000-8000-000000000000", "User not found"],
    ["a malformed id", 400, "not-a-user-id", "Invalid user id."],
    ["v1's 24-hex form", 400, "65f1c0ffee0000000000beef", "Invalid user id."],
  ])("answers %s with %i JSON", async (_case, status, userId, message) => {
    const response = await getProfile(visitor.token, userId);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status: "failed", message });
  });

  it("costs the same number of queries for 1 post as for 10 (no N+1)", async () => {
    const [small, large, fan] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
    const seed = async (user: SignedUp, posts: number) => {
      for (let i = 0; i < posts; i++) {
        const post = await createPost(server, user.id, { tags: [`t${i}`, "shared"] });
        await server.prisma.like.create({ data: { userId: fan.id, postId: post.id } });
        await server.prisma.comment.create({ data: { authorId: fan.id, postId: post.id, body: `comment ${i}` } });
        await server.prisma.save.create({ data: { userId: user.id, postId: post.id } });
      }
      await follow(server, user.id, fan.id);
      await follow(server, fan.id, user.id);
    };
    await seed(small, 1);
    await seed(large, 10);

    const forOne = await statementsOf(server, () => getProfile(small.token, small.id));
    const forTen = await statementsOf(server, () => getProfile(large.token, large.id));

    expect((await getProfile(large.token, large.id)).json().user.posts).toHaveLength(10);
    expect(forTen).toBe(forOne);
  });
});
