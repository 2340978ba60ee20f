// receiveNotification on one node: exactly one per like, comment and follow, with v1's texts,
// whichever face caused it; nothing to the actor, to unproven sockets, for retractions or for
// the v1 client's own notification emits.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { signUp, type SignedUp } from "../rest/v1-client.ts";
import { connectV1, listen, type V1Notification, type V1Socket } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

type Mutation = TypedDocumentNode<Record<string, { __typename: string }>, { input: Record<string, string> }>;
const LikePost = parse("mutation ($input: LikePostInput!) { likePost(input: $input) { __typename } }") as Mutation;
const UnlikePost = parse(
  "mutation ($input: UnlikePostInput!) { unlikePost(input: $input) { __typename } }",
) as Mutation;
const AddComment = parse(
  "mutation ($input: AddCommentInput!) { addComment(input: $input) { __typename } }",
) as Mutation;
const FollowUser = parse(
  "mutation ($input: FollowUserInput!) { followUser(input: $input) { __typename } }",
) as Mutation;

let server: TestServer;
let ada: SignedUp; // the author: receives
let bob: SignedUp; // the actor
let postId: string;
let adaTabs: V1Socket[];
let bobSocket: V1Socket;
let unproven: V1Socket;
const expected: V1Notification[] = [];

async function graphql(document: Mutation, input: Record<string, string>) {
  const response = await execute(server, document, { input }, { token: bob.token });
  expect(response.errors).toBeUndefined();
}

/** As bob's v1 client: JSON body, Bearer token; `message` is what the client judges the answer by. */
async function v1Post(path: string, body: object, message?: string) {
  const response = await server.app.inject({
    method: "POST",
    url: `/api/v1${path}`,
    payload: body,
    headers: { authorization: `Bearer ${bob.token}` },
  });
  expect(response.statusCode).toBeLessThan(300);
  if (message) expect(response.json().message).toBe(message);
}

/** Waits for the next notification on both of ada's tabs and checks it. */
async function expectNotification(type: V1Notification["type"], phrase: string) {
  expected.push({ type, message: `${bob.account.username} ${phrase}` });
  for (const tab of adaTabs) await eventually(() => expect(tab.notifications).toEqual(expected));
}

beforeAll(async () => {
  server = await createTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" });
  const baseUrl = await listen(server);
  ada = await signUp(server);
  bob = await signUp(server);
  postId = (
    await server.domain.posts.create(
      { id: ada.id, username: ada.account.username },
      { caption: "sunset", tags: "a,b", image: [await pngImage()] },
    )
  ).id;

  adaTabs = [
    await connectV1(baseUrl, { auth: { token: ada.token } }),
    await connectV1(baseUrl, { auth: { token: ada.token } }),
  ];
  for (const tab of adaTabs) await tab.join(ada.id);
  bobSocket = await connectV1(baseUrl, { auth: { token: bob.token } });
  await bobSocket.join(bob.id);
  unproven = await connectV1(baseUrl);
  unproven.socket.emit("user-joined", ada.id); // answered by nothing: it proved nobody
});
afterAll(async () => {
  for (const socket of [...adaTabs, bobSocket, unproven]) socket.close();
  await server.close();
});

describe("from a v1 client's action (REST)", () => {
  it("like", async () => {
    await v1Post(`/posts/${postId}/like`, {}, "Post liked");
    await expectNotification("like", "liked your post");
  });

  it("comment", async () => {
    await v1Post(`/posts/${postId}/comments`, { message: "lovely" });
    await expectNotification("comment", "commented your post");
  });

  it("follow", async () => {
    await v1Post(`/users/${ada.id}/follower`, {}, "Followed successfully");
    await expectNotification("follow", "followed you");
  });

  it("unfollow and unlike send nothing (v1 has no retraction event)", async () => {
    await v1Post(`/users/${ada.id}/follower`, {}, "Unfollowed successfully");
    await v1Post(`/posts/${postId}/like`, {});
    expect(await server.prisma.notification.count({ where: { recipientId: ada.id } })).toBe(1); // the comment's
  });
});

describe("from a GraphQL client's action", () => {
  it("likePost", async () => {
    await graphql(LikePost, { postId: encodeGlobalID("Post", postId) });
    await expectNotification("like", "liked your post");
  });

  it("addComment", async () => {
    await graphql(AddComment, { postId: encodeGlobalID("Post", postId), body: "again" });
    await expectNotification("comment", "commented your post");
  });

  it("followUser", async () => {
    await graphql(FollowUser, { userId: encodeGlobalID("User", ada.id) });
    await expectNotification("follow", "followed you");
  });
});

it("does not relay the v1 client's own emits, and notifies nobody else", async () => {
  await graphql(UnlikePost, { postId: encodeGlobalID("Post", postId) });
  // what a v1 client emits after a like, a comment and a follow (docs/v1-compatibility.md, Socket.IO events)
  const username = bob.account.username;
  bobSocket.socket.emit("likePost", { userId: ada.id, username, postId, action: "liked" });
  bobSocket.socket.emit("commentOnPost", { userId: ada.id, username, postId });
  bobSocket.socket.emit("followAndUnfollowUser", { userId: ada.id, username, postId, action: "followed" });
  // Socket.IO handles a socket's packets in order, so once this later one is answered the emits
  // have been handled; a real action after that is notified on the same path as anything they
  // caused, and once it arrives a relayed emit would already be in the list before it.
  await bobSocket.join(bob.id);
  await graphql(AddComment, { postId: encodeGlobalID("Post", postId), body: "one more" });
  await expectNotification("comment", "commented your post");
  expect(expected).toHaveLength(7);
  expect(bobSocket.notifications).toEqual([]);
  expect(unproven.notifications).toEqual([]);
  expect(bobSocket.socket.connected).toBe(true);
});
