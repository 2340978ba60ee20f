// A like, a comment or a save of a post the viewer may not read (post(id:) answers null) is
// refused as one of a post that does not exist: NOT_FOUND, nothing written, nobody notified. So
// is taking back a like or a save the viewer gave while they could read it (it stays), and editing
// a comment they wrote then (it keeps its text): NOT_FOUND, as for a comment that does not exist.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import {
  HIDDEN_POSTS,
  NOTHING_WRITTEN,
  postCase,
  READABLE_POST,
  touchedPostCase,
  writesLeft,
} from "../support/hidden-posts.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { AddComment, LikePost, UnlikePost, UnsavePost, UpdateComment } from "./safety-operations.ts";
import { SavePost } from "./social-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const UNKNOWN_POST = encodeGlobalID("Post", "0190a0a0-0000-7000-8000-000000000000");
const UNKNOWN_COMMENT = encodeGlobalID("Comment", "0190a0a0-0000-7000-8000-000000000000");

const WRITES = [
  [
    "likePost",
    async (postId: string, token: string) =>
      (await execute(server, LikePost, { input: { postId } }, { token })).data?.likePost,
  ],
  [
    "addComment",
    async (postId: string, token: string) =>
      (await execute(server, AddComment, { input: { postId, body: "hello" } }, { token })).data?.addComment,
  ],
  [
    "savePost",
    async (postId: string, token: string) =>
      (await execute(server, SavePost, { input: { postId } }, { token })).data?.savePost,
  ],
] as const;

describe.each(WRITES)("%s", (_write, write) => {
  it.each(HIDDEN_POSTS)("on %s: NOT_FOUND, as for no post; nothing written or notified", async (_case, hide) => {
    const made = await postCase(server, hide);
    const answer = await write(made.post.globalId, made.viewer.token);
    expect(answer).toMatchObject({ __typename: "NotFoundError" });
    expect(answer).toEqual(await write(UNKNOWN_POST, made.viewer.token));
    expect(await writesLeft(server, made)).toEqual(NOTHING_WRITTEN);
  });

  it(`on ${READABLE_POST[0]}: done`, async () => {
    const made = await postCase(server, READABLE_POST[1]);
    expect(await write(made.post.globalId, made.viewer.token)).toMatchObject({
      __typename: expect.stringMatching(/Payload$/),
    });
    expect(await writesLeft(server, made)).not.toEqual(NOTHING_WRITTEN);
  });
});

const TAKE_BACKS = [
  [
    "unlikePost",
    "likes",
    async (postId: string, token: string) =>
      (await execute(server, UnlikePost, { input: { postId } }, { token })).data?.unlikePost,
  ],
  [
    "unsavePost",
    "saves",
    async (postId: string, token: string) =>
      (await execute(server, UnsavePost, { input: { postId } }, { token })).data?.unsavePost,
  ],
] as const;

describe.each(TAKE_BACKS)("%s of a mark given before the post was hidden", (_write, marks, takeBack) => {
  it.each(HIDDEN_POSTS)("on %s: NOT_FOUND, as for no post; the mark stays", async (_case, hide) => {
    const made = await touchedPostCase(server, hide);
    const before = await writesLeft(server, made);
    const answer = await takeBack(made.post.globalId, made.viewer.token);
    expect(answer).toMatchObject({ __typename: "NotFoundError" });
    expect(answer).toEqual(await takeBack(UNKNOWN_POST, made.viewer.token));
    expect(await writesLeft(server, made)).toEqual(before);
  });

  it(`on ${READABLE_POST[0]}: done`, async () => {
    const made = await touchedPostCase(server, READABLE_POST[1]);
    expect(await takeBack(made.post.globalId, made.viewer.token)).toMatchObject({
      __typename: expect.stringMatching(/Payload$/),
    });
    expect((await writesLeft(server, made))[marks]).toBe(0);
  });
});

describe("updateComment of a comment written before its post was hidden", () => {
  const edit = async (commentId: string, token: string) =>
    (await execute(server, UpdateComment, { input: { commentId, body: "edited" } }, { token })).data?.updateComment;
  const bodyOf = async (id: string) => (await server.prisma.comment.findUnique({ where: { id } }))?.body;

  it.each(HIDDEN_POSTS)("on %s: NOT_FOUND, as for no comment; its text stays", async (_case, hide) => {
    const made = await touchedPostCase(server, hide);
    const before = await bodyOf(made.comment.id);
    const answer = await edit(encodeGlobalID("Comment", made.comment.id), made.viewer.token);
    expect(answer).toMatchObject({ __typename: "NotFoundError" });
    expect(answer).toEqual(await edit(UNKNOWN_COMMENT, made.viewer.token));
    expect(await bodyOf(made.comment.id)).toBe(before);
  });

  it(`on ${READABLE_POST[0]}: done`, async () => {
    const made = await touchedPostCase(server, READABLE_POST[1]);
    expect(await edit(encodeGlobalID("Comment", made.comment.id), made.viewer.token)).toMatchObject({
      __typename: "UpdateCommentPayload",
    });
    expect(await bodyOf(made.comment.id)).toBe("edited");
  });
});
