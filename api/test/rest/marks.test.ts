// Likes and saves in v1: the like toggle (#20), the save toggle (#21) and unsave (#22). The
// toggles answer bare {message, like|save}, accept v1's body {}, and never duplicate a row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { callV1, createPost, signUp, type SignedUp } from "./v1-client.ts";

let server: TestServer;
let author: SignedUp;
let me: SignedUp;

beforeAll(async () => {
  server = await createTestServer();
  [author, me] = await Promise.all([signUp(server), signUp(server)]);
});
afterAll(() => server.close());

const UNKNOWN_ID = "0190a0a0-0000-7000-8000-000000000000";
const likeToggle = (postId: string) => callV1(server, me.token, "POST", `/posts/${postId}/like`, {});
const saveToggle = (postId: string) => callV1(server, me.token, "POST", `/posts/${postId}/save`, {});
const unsave = (postId: string) => callV1(server, me.token, "DELETE", `/posts/${postId}/save`);

describe("POST /posts/:postId/like", () => {
  it("likes, then unlikes, answering v1's messages; the author is notified, then not", async () => {
    const post = await createPost(server, author.id);
    const likeNotification = { where: { kind: "LIKE" as const, actorId: me.id, postId: post.id } };

    const liked = await likeToggle(post.id);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({
      message: "Post liked",
      like: { _id: expect.any(String), user: me.id, post: post.id, __v: 0 },
    });
    expect(await server.prisma.like.findMany({ where: { postId: post.id }, select: { id: true } })).toEqual([
      { id: liked.json().like._id },
    ]);
    expect(await server.prisma.notification.count(likeNotification)).toBe(1);

    const unliked = await likeToggle(post.id);
    expect(unliked.statusCode).toBe(200);
    expect(unliked.json()).toEqual({ message: "Post unliked", like: { user: me.id } });
    expect(await server.prisma.like.count({ where: { postId: post.id } })).toBe(0);
    expect(await server.prisma.notification.count(likeNotification)).toBe(0);
  });

  it("accepts a request without any body too", async () => {
    const post = await createPost(server, author.id);
    const response = await callV1(server, me.token, "POST", `/posts/${post.id}/like`);
    expect(response.json().message).toBe("Post liked");
  });
});

describe("POST /posts/:postId/save", () => {
  it("saves, then unsaves, answering v1's messages with plain id strings", async () => {
    const post = await createPost(server, author.id);

    const saved = await saveToggle(post.id);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: "Post saved",
      save: { _id: expect.any(String), user: me.id, post: post.id, __v: 0 },
    });
    expect(await server.prisma.save.count({ where: { id: saved.json().save._id, userId: me.id } })).toBe(1);

    const unsaved = await saveToggle(post.id);
    expect(unsaved.statusCode).toBe(200);
    expect(unsaved.json()).toEqual({ message: "Post unsaved", save: { user: me.id } });
    expect(await server.prisma.save.count({ where: { postId: post.id } })).toBe(0);
  });
});

type Rows = { where: { postId: string; userId: string } };

describe.each([
  ["like", likeToggle, (rows: Rows) => server.prisma.like.count(rows)],
  ["save", saveToggle, (rows: Rows) => server.prisma.save.count(rows)],
])("the %s toggle", (_mark, toggle, countRows) => {
  it.each([
    ["an unknown", 404, UNKNOWN_ID, "Post not found"],
    ["a malformed", 400, "not-a-post", "Invalid post id."],
  ])("answers %s post id with %i {message}", async (_case, status, postId, message) => {
    const response = await toggle(postId);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it("leaves at most one row when fired 5 times at once", async () => {
    const post = await createPost(server, author.id);
    const responses = await Promise.all(Array.from({ length: 5 }, () => toggle(post.id)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await countRows({ where: { postId: post.id, userId: me.id } })).toBeLessThanOrEqual(1);
  });
});

describe("DELETE /posts/:postId/save", () => {
  it("removes the caller's save: 200", async () => {
    const post = await createPost(server, author.id);
    await saveToggle(post.id);

    const response = await unsave(post.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", message: "Post unsaved successfully" });
    expect(await server.prisma.save.count({ where: { postId: post.id } })).toBe(0);
  });

  it("answers 404 for a post not saved and an unknown post alike, 400 for a malformed id", async () => {
    const post = await createPost(server, author.id);
    await callV1(server, author.token, "POST", `/posts/${post.id}/save`, {});
    for (const postId of [post.id, UNKNOWN_ID]) {
      const response = await unsave(postId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: "failed", message: "Post not found or not saved by the user" });
    }
    const malformed = await unsave("not-a-post");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: "failed", message: "Invalid post id." });
    // someone else's save of the same post is untouched
    expect(await server.prisma.save.count({ where: { postId: post.id, userId: author.id } })).toBe(1);
  });
});
