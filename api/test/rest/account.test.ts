// GET /api/v1/users (#3) and PATCH /api/v1/users (#4): the signed-in user's own account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { bearer, createPost, multipart, newAccount, pathOf, signUp, type SignedUp } from "./v1-client.ts";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const getAccount = (token: string) =>
  server.app.inject({ method: "GET", url: "/api/v1/users", headers: bearer(token) });

describe("GET /users", () => {
  it("answers UserFull with posts (likes, comments), followers, followings and saves as v1 did", async () => {
    const me = await signUp(server, newAccount({ username: "Account_Owner" }));
    const friend = await signUp(server);
    const fan = await signUp(server);
    const first = await createPost(server, me.id, {
      caption: "first",
      tags: ["sky", "sea"],
      createdAt: new Date("2024-03-01T10:00:00Z"),
    });
    const second = await createPost(server, me.id, { caption: "second", createdAt: new Date("2024-03-02T10:00:00Z") });
    const friendsPost = await createPost(server, friend.id, { caption: "theirs" });
    const like = await server.prisma.like.create({ data: { userId: friend.id, postId: first.id } });
    const comment = await server.prisma.comment.create({ data: { authorId: fan.id, postId: first.id, body: "nice" } });
    const iFollow = await server.prisma.follow.create({ data: { followerId: me.id, followeeId: friend.id } });
    const fanFollows = await server.prisma.follow.create({ data: { followerId: fan.id, followeeId: me.id } });
    const save = await server.prisma.save.create({ data: { userId: me.id, postId: friendsPost.id } });

    const response = await getAccount(me.token);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toEqual({
      status: "success",
      result: {
        user: {
          _id: me.id,
          id: me.id,
          name: me.account.name,
          username: "Account_Owner",
          email: me.account.email,
          bio: "",
          profile_image: expect.stringMatching(/^http:\/\/skysocial\.test\/uploads\//),
          cover_image: expect.stringMatching(/^http:\/\/skysocial\.test\/uploads\//),
          createdAt: expect.any(String),
          __v: 0,
          posts: [
            {
              _id: second.id,
              id: second.id,
              bio: "second",
              image: server.media.url(second.image),
              tags: [],
              user: me.id,
              createdAt: "2024-03-02T10:00:00.000Z",
              likes: [],
              comments: [],
            },
            {
              _id: first.id,
              id: first.id,
              bio: "first",
              image: server.media.url(first.image),
              tags: ["sky", "sea"],
              user: me.id,
              createdAt: "2024-03-01T10:00:00.000Z",
              likes: [{ _id: like.id, post: first.id }],
              comments: [{ _id: comment.id, post: first.id }],
            },
          ],
          followers: [{ _id: fanFollows.id, follower: fan.id, user: me.id, __v: 0 }],
          followings: [{ _id: iFollow.id, following: friend.id, user: me.id, __v: 0 }],
          savedPosts: [{ _id: save.id, user: me.id, post: friendsPost.id, __v: 0 }],
        },
      },
    });
    expect(response.body).not.toMatch(/password/i);
  });

  it("answers empty arrays, never missing ones, for a new account", async () => {
    const me = await signUp(server);
    const { user } = (await getAccount(me.token)).json().result;
    expect(user).toMatchObject({ posts: [], followers: [], followings: [], savedPosts: [] });
  });
});

describe("PATCH /users", () => {
  let me: SignedUp;
  beforeAll(async () => {
    me = await signUp(server);
  });

  const patch = async (fields: Record<string, string>, files = {}) => {
    const form = await multipart(fields, files);
    return server.app.inject({
      method: "PATCH",
      url: "/api/v1/users",
      payload: form.payload,
      headers: { ...form.headers, ...bearer(me.token) },
    });
  };

  it("changes the bio and answers 200 with UserFull in data", async () => {
    const response = await patch({ bio: "Hello from v1" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "success",
      message: "User updated successfully",
      data: {
        _id: me.id,
        id: me.id,
        name: me.account.name,
        username: me.account.username,
        email: me.account.email,
        bio: "Hello from v1",
        profile_image: expect.any(String),
        cover_image: expect.any(String),
        createdAt: expect.any(String),
        __v: 0,
      },
    });
  });

  it("replaces an image and keeps what was not sent", async () => {
    const before = (await getAccount(me.token)).json().result.user;

    const response = await patch(
      {},
      { profile_image: { content: await pngImage(80, 80, "#aa00aa"), name: "new.png", type: "image/png" } },
    );

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.profile_image).not.toBe(before.profile_image);
    expect(data.cover_image).toBe(before.cover_image);
    expect(data.bio).toBe("Hello from v1");
    const image = await server.app.inject({ method: "GET", url: pathOf(server, data.profile_image) });
    expect(image.statusCode).toBe(200);
  });

  it("refuses a bio that is too long with 400 {status:failed}", async () => {
    const response = await patch({ bio: "x".repeat(161) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: "failed", message: "Bio must be at most 160 characters." });
  });

  it("refuses a file that is not an image with 400 {status:failed}", async () => {
    const response = await patch(
      {},
      { cover_image: { content: Buffer.from("plain text"), name: "c.png", type: "image/png" } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: "failed",
      message: "Only JPEG, PNG, WebP, GIF or AVIF images are allowed.",
    });
  });
});
