// A post's comments in v1: add (#17), list (#18), delete (#19), with the project's rule that
// only the comment's author or the post's author deletes a comment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { callV1, createPost, signUp, type SignedUp } from "./v1-client.ts";

let server: TestServer;
let postAuthor: SignedUp;
let commenter: SignedUp;
let stranger: SignedUp;

beforeAll(async () => {
  server = await createTestServer();
  [postAuthor, commenter, stranger] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
});
afterAll(() => server.close());

const UNKNOWN_ID = "0190a0a0-0000-7000-8000-000000000000";
const comments = (postId: string) => `/posts/${postId}/comments`;
const brief = (user: SignedUp) => ({
  _id: user.id,
  id: user.id,
  username: user.account.username,
  profile_image: expect.any(String),
});

describe("POST /posts/:postId/comments", () => {
  it("adds the comment: 201 with it under result.comment and at the top level", async () => {
    const post = await createPost(server, postAuthor.id);

    const response = await callV1(server, commenter.token, "POST", comments(post.id), { message: "Lovely!" });

    expect(response.statusCode).toBe(201);
    const comment = {
      _id: expect.any(String),
      message: "Lovely!",
      post: post.id,
      user: commenter.id,
      createdAt: expect.any(String),
      __v: 0,
    };
    expect(response.json()).toEqual({ status: "success", result: { comment }, comment });
    const notification = {
      kind: "COMMENT" as const,
      actorId: commenter.id,
      recipientId: postAuthor.id,
      postId: post.id,
    };
    expect(await server.prisma.notification.count({ where: notification })).toBe(1);
  });

  it.each([
    ["an empty message", { message: "" }],
    ["blanks", { message: "   " }],
    ["no message", {}],
  ])("refuses %s with 400", async (_case, body) => {
    const post = await createPost(server, postAuthor.id);
    const response = await callV1(server, commenter.token, "POST", comments(post.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: "failed", message: "Comment cannot be empty." });
  });

  it.each([
    ["an unknown", 404, UNKNOWN_ID, "Post not found"],
    ["a malformed", 400, "nope", "Invalid post id."],
  ])("answers %s post id with %i", async (_case, status, postId, message) => {
    const response = await callV1(server, commenter.token, "POST", comments(postId), { message: "hello?" });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status: "failed", message });
    expect(await server.prisma.comment.count({ where: { body: "hello?" } })).toBe(0);
  });
});

describe("GET /posts/:postId/comments", () => {
  it("lists every comment newest first with its author as UserBrief", async () => {
    const post = await createPost(server, postAuthor.id);
    const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 9, minute));
    const older = await server.prisma.comment.create({
      data: { postId: post.id, authorId: commenter.id, body: "older", createdAt: at(1) },
    });
    const newer = await server.prisma.comment.create({
      data: { postId: post.id, authorId: postAuthor.id, body: "newer", createdAt: at(2) },
    });

    const response = await callV1(server, stranger.token, "GET", comments(post.id));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "success",
      data: [
        {
          _id: newer.id,
          message: "newer",
          post: post.id,
          createdAt: at(2).toISOString(),
          __v: 0,
          user: brief(postAuthor),
        },
        {
          _id: older.id,
          message: "older",
          post: post.id,
          createdAt: at(1).toISOString(),
          __v: 0,
          user: brief(commenter),
        },
      ],
    });
  });

  it("answers 200 with [] when there are none (v1 said 404)", async () => {
    const post = await createPost(server, postAuthor.id);
    const response = await callV1(server, stranger.token, "GET", comments(post.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", data: [] });
  });

  it("walks past the domain's page size and stops at 500, newest first", async () => {
    const post = await createPost(server, postAuthor.id);
    const start = Date.UTC(2024, 1, 1);
    await server.prisma.comment.createMany({
      data: Array.from({ length: 501 }, (_, i) => ({
        postId: post.id,
        authorId: commenter.id,
        body: `#${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    });

    const { data } = (await callV1(server, stranger.token, "GET", comments(post.id))).json();

    expect(data).toHaveLength(500);
    expect(data[0].message).toBe("#500");
    expect(data[499].message).toBe("#1");
  });

  it.each([
    ["an unknown", 404, UNKNOWN_ID, "Post not found"],
    ["a malformed", 400, "nope", "Invalid post id."],
  ])("answers %s post id with %i", async (_case, status, postId, message) => {
    const response = await callV1(server, stranger.token, "GET", comments(postId));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status: "failed", message });
  });
});

describe("DELETE /posts/:postId/comments/:commentId", () => {
  const addComment = async (postId: string, by: SignedUp) =>
    (await callV1(server, by.token, "POST", comments(postId), { message: "to delete" })).json().comment._id as string;
  const remaining = (commentId: string) => server.prisma.comment.count({ where: { id: commentId } });

  it.each([
    ["the comment's author", () => commenter, 200],
    ["the post's author", () => postAuthor, 200],
    ["anyone else", () => stranger, 403],
  ])("%s: %i", async (_case, caller, status) => {
    const post = await createPost(server, postAuthor.id);
    const commentId = await addComment(post.id, commenter);

    const response = await callV1(server, caller().token, "DELETE", `${comments(post.id)}/${commentId}`);

    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(response.json()).toEqual({ status: "success", message: "Comment deleted successfully" });
      expect(await remaining(commentId)).toBe(0);
      expect(await server.prisma.notification.count({ where: { commentId } })).toBe(0);
    } else {
      expect(response.json()).toEqual({ status: "failed", message: expect.any(String) });
      expect(await remaining(commentId)).toBe(1);
    }
  });

  it("answers 404 'Comment not found' for an unknown comment or another post's comment, 400 for a malformed id", async () => {
    const post = await createPost(server, postAuthor.id);
    const elsewhere = await createPost(server, postAuthor.id);
    const commentId = await addComment(post.id, commenter);
    const cases: [string, number, string][] = [
      [`${comments(post.id)}/${UNKNOWN_ID}`, 404, "Comment not found"],
      [`${comments(elsewhere.id)}/${commentId}`, 404, "Comment not found"],
      [`${comments(post.id)}/nope`, 400, "Invalid comment id."],
      [`${comments("nope")}/${commentId}`, 400, "Invalid post id."],
    ];
    for (const [path, status, message] of cases) {
      const response = await callV1(server, commenter.token, "DELETE", path);
      expect({ path, status: response.statusCode, body: response.json() }).toEqual({
        path,
        status,
        body: { status: "failed", message },
      });
    }
    expect(await remaining(commentId)).toBe(1);
  });
});
