// Who may edit or delete what, and what a deletion takes with it.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { filesUnder } from "../support/files.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { AddComment, DeleteComment, DeletePost, LikePost, SavePost, UpdatePost } from "./social-operations.ts";

let server: TestServer;
let author: TestUser;
let commenter: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  author = await createUser(server, "author");
  commenter = await createUser(server, "commenter");
  stranger = await createUser(server, "stranger");
});
afterAll(() => server.close());

const as = (user: TestUser) => ({ token: user.token });

async function commentOn(postId: string, by: TestUser) {
  const res = await execute(server, AddComment, { input: { postId, body: `from ${by.username}` } }, as(by));
  if (res.data!.addComment!.__typename !== "AddCommentPayload") throw new Error("comment failed");
  return res.data!.addComment!.comment.id;
}

describe("posts", () => {
  it("only the author edits: caption and tags change, nothing else does", async () => {
    const post = await createPost(server, author, "original", "a,b");
    const denied = await execute(
      server,
      UpdatePost,
      { input: { postId: post.globalId, caption: "hijacked" } },
      as(stranger),
    );
    expect(denied.data!.updatePost).toEqual({
      __typename: "ForbiddenError",
      code: "CANNOT_EDIT_POST",
      message: "Only the post's author may edit it.",
    });
    const edited = await execute(
      server,
      UpdatePost,
      { input: { postId: post.globalId, caption: "edited", tags: ["c", "d"] } },
      as(author),
    );
    expect(edited.data!.updatePost).toMatchObject({
      __typename: "UpdatePostPayload",
      post: { caption: "edited", tags: ["c", "d"] },
    });
    const tagsOnly = await execute(
      server,
      UpdatePost,
      { input: { postId: post.globalId, tags: ["e", "f"] } },
      as(author),
    );
    expect(tagsOnly.data!.updatePost).toMatchObject({ post: { caption: "edited", tags: ["e", "f"] } });
  });

  it("only the author deletes, and the post takes its comments, likes, saves, notifications and image along", async () => {
    const post = await createPost(server, author, "doomed", "a,b", "#123456");
    await commentOn(post.globalId, commenter);
    await execute(server, LikePost, { input: { postId: post.globalId } }, as(commenter));
    await execute(server, SavePost, { input: { postId: post.globalId } }, as(commenter));
    const denied = await execute(server, DeletePost, { input: { postId: post.globalId } }, as(stranger));
    expect(denied.data!.deletePost).toEqual({
      __typename: "ForbiddenError",
      code: "CANNOT_DELETE_POST",
      message: "Only the post's author may delete it.",
    });
    const uploads = filesUnder(path.join(server.config.dataDir, "uploads")).length;
    const retracted: string[] = [];
    const stop = await server.bus.subscribe("notification.retracted", (e) => retracted.push(e.recipientId));
    const deleted = await execute(server, DeletePost, { input: { postId: post.globalId } }, as(author));
    // live clients learn that the like and comment notifications went with the post (the outbox
    // relay publishes them just after the commit)
    await expect.poll(() => retracted).toEqual([author.id, author.id]);
    stop();
    expect(deleted.data!.deletePost).toEqual({ __typename: "DeletePostPayload", deletedPostId: post.globalId });
    const where = { postId: post.id };
    expect(
      await Promise.all([
        server.prisma.comment.count({ where }),
        server.prisma.like.count({ where }),
        server.prisma.save.count({ where }),
        server.prisma.notification.count({ where }),
      ]),
    ).toEqual([0, 0, 0, 0]);
    expect(await server.prisma.media.count({ where: { id: post.imageId } })).toBe(0);
    expect(filesUnder(path.join(server.config.dataDir, "uploads"))).toHaveLength(uploads - 1);
    const again = await execute(server, DeletePost, { input: { postId: post.globalId } }, as(author));
    expect(again.data!.deletePost).toEqual({
      __typename: "NotFoundError",
      code: "NOT_FOUND",
      message: "Post not found.",
    });
  });

  it("keeps an image another post still uses", async () => {
    const first = await createPost(server, author, "one", "a,b", "#abcdef");
    const second = await createPost(server, author, "two", "a,b", "#abcdef");
    expect(second.imageId).toBe(first.imageId);
    await execute(server, DeletePost, { input: { postId: first.globalId } }, as(author));
    expect(await server.prisma.media.count({ where: { id: second.imageId } })).toBe(1);
  });
});

describe("comments", () => {
  it("the comment's author and the post's author may delete it; nobody else", async () => {
    const post = await createPost(server, author, "discussed");
    const byCommenter = await commentOn(post.globalId, commenter);
    const denied = await execute(server, DeleteComment, { input: { commentId: byCommenter } }, as(stranger));
    expect(denied.data!.deleteComment).toMatchObject({ __typename: "ForbiddenError", code: "CANNOT_DELETE_COMMENT" });
    const own = await execute(server, DeleteComment, { input: { commentId: byCommenter } }, as(commenter));
    expect(own.data!.deleteComment).toEqual({
      __typename: "DeleteCommentPayload",
      deletedCommentId: byCommenter,
      post: { commentCount: 0 },
    });
    const another = await commentOn(post.globalId, stranger);
    const byPostAuthor = await execute(server, DeleteComment, { input: { commentId: another } }, as(author));
    expect(byPostAuthor.data!.deleteComment).toMatchObject({ __typename: "DeleteCommentPayload" });
    const gone = await execute(server, DeleteComment, { input: { commentId: another } }, as(author));
    expect(gone.data!.deleteComment).toEqual({
      __typename: "NotFoundError",
      code: "NOT_FOUND",
      message: "Comment not found.",
    });
  });
});
