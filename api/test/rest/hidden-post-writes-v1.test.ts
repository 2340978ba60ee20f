// v1's like toggle, comment and save toggle on a post the caller may not read answer as for a
// post that does not exist, in v1's shapes (docs/v1-compatibility.md): 404, nothing written,
// nobody notified (the GraphQL twin: test/graphql/hidden-post-writes.test.ts). Taking back a like
// or a save given before the post was hidden (the toggles, unsave) answers the same, and it stays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HIDDEN_POSTS,
  NOTHING_WRITTEN,
  postCase,
  READABLE_POST,
  touchedPostCase,
  writesLeft,
} from "../support/hidden-posts.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { callV1 } from "./v1-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const UNKNOWN_POST = "0190a0a0-0000-7000-8000-000000000000";

const WRITES = [
  ["POST /posts/:postId/like", (postId: string) => ({ path: `/posts/${postId}/like`, payload: {} })],
  [
    "POST /posts/:postId/comments",
    (postId: string) => ({ path: `/posts/${postId}/comments`, payload: { message: "hello" } }),
  ],
  ["POST /posts/:postId/save", (postId: string) => ({ path: `/posts/${postId}/save`, payload: {} })],
] as const;

describe.each(WRITES)("%s", (_route, request) => {
  const send = async (postId: string, token: string) => {
    const { path, payload } = request(postId);
    const response = await callV1(server, token, "POST", path, payload);
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it.each(HIDDEN_POSTS)("on %s: 404, as for no post; nothing written or notified", async (_case, hide) => {
    const made = await postCase(server, hide);
    const answer = await send(made.post.id, made.viewer.token);
    expect(answer.status).toBe(404);
    expect(answer).toEqual(await send(UNKNOWN_POST, made.viewer.token));
    expect(await writesLeft(server, made)).toEqual(NOTHING_WRITTEN);
  });

  it(`on ${READABLE_POST[0]}: done`, async () => {
    const made = await postCase(server, READABLE_POST[1]);
    expect((await send(made.post.id, made.viewer.token)).status).toBeLessThan(300);
    expect(await writesLeft(server, made)).not.toEqual(NOTHING_WRITTEN);
  });
});

const TAKE_BACKS = [
  ["POST /posts/:postId/like", "POST", "like", "likes"],
  ["POST /posts/:postId/save", "POST", "save", "saves"],
  ["DELETE /posts/:postId/save", "DELETE", "save", "saves"],
] as const;

describe.each(TAKE_BACKS)("%s of a post marked before it was hidden", (_route, method, mark, marks) => {
  const takeBack = async (postId: string, token: string) => {
    const response = await callV1(
      server,
      token,
      method,
      `/posts/${postId}/${mark}`,
      method === "POST" ? {} : undefined,
    );
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it.each(HIDDEN_POSTS)("on %s: 404, as for no post; the mark stays", async (_case, hide) => {
    const made = await touchedPostCase(server, hide);
    const before = await writesLeft(server, made);
    const answer = await takeBack(made.post.id, made.viewer.token);
    expect(answer.status).toBe(404);
    expect(answer).toEqual(await takeBack(UNKNOWN_POST, made.viewer.token));
    expect(await writesLeft(server, made)).toEqual(before);
  });

  it(`on ${READABLE_POST[0]}: taken back`, async () => {
    const made = await touchedPostCase(server, READABLE_POST[1]);
    expect((await takeBack(made.post.id, made.viewer.token)).status).toBe(200);
    expect((await writesLeft(server, made))[marks]).toBe(0);
  });
});
