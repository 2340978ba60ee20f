// Two api nodes sharing one PostgreSQL database and one Redis, as behind a load balancer: a
// notification for an action on node A reaches the recipient's sockets on both nodes exactly
// once, and presence on A includes users connected only to B.
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { signUp, type SignedUp } from "../rest/v1-client.ts";
import { connectV1, listen, type V1Socket } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

const REDIS_URL = process.env.REDIS_URL;
const LikePost = parse(
  "mutation ($input: LikePostInput!) { likePost(input: $input) { __typename } }",
) as TypedDocumentNode<{ likePost: { __typename: string } }, { input: { postId: string } }>;

describe.skipIf(!REDIS_URL || !process.env.TEST_DATABASE_URL)("two nodes", () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  let urlA: string;
  let urlB: string;
  let ada: SignedUp;
  let bob: SignedUp;
  const sockets: V1Socket[] = [];

  async function connect(baseUrl: string, user: SignedUp) {
    const socket = await connectV1(baseUrl, { auth: { token: user.token } });
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    nodeA = await createTestServer({ REDIS_URL: REDIS_URL!, AUTH_RATE_LIMIT_PER_MINUTE: "10000" });
    nodeB = await createTestServer({ REDIS_URL: REDIS_URL!, DATABASE_URL: nodeA.config.databaseUrl });
    urlA = await listen(nodeA);
    urlB = await listen(nodeB);
    ada = await signUp(nodeA);
    bob = await signUp(nodeA);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodeB?.close(); // first: nodeA owns the database and drops it
    await nodeA?.close();
  });

  it("active-people on node A lists a followed user connected only to node B, until they leave", async () => {
    await nodeA.domain.follows.follow({ id: bob.id, username: bob.account.username }, ada.id);
    const adaOnB = await connect(urlB, ada);
    await adaOnB.join(ada.id);
    const bobOnA = await connect(urlA, bob);
    expect(await bobOnA.join(bob.id)).toEqual(expect.arrayContaining([ada.id, bob.id]));

    adaOnB.close();
    await eventually(async () => expect(await bobOnA.join(bob.id)).not.toContain(ada.id));
  });

  it("delivers a notification for an action on node A exactly once to each of the user's sockets, on either node", async () => {
    const post = await nodeA.domain.posts.create(
      { id: ada.id, username: ada.account.username },
      { caption: "hi", tags: "a,b", image: [await pngImage()] },
    );
    // a tab on each node: both nodes then hold the recipient's room, and an emit that went
    // through the adapter instead of staying local would reach each tab twice
    const tabs = [await connect(urlA, ada), await connect(urlB, ada)];
    for (const tab of tabs) await tab.join(ada.id);

    const response = await execute(
      nodeA,
      LikePost,
      { input: { postId: encodeGlobalID("Post", post.id) } },
      { token: bob.token },
    );
    expect(response.errors).toBeUndefined();
    const like = { type: "like", message: `${bob.account.username} liked your post` };
    for (const tab of tabs) await eventually(() => expect(tab.notifications).toEqual([like]));
    // A later like, on the same path: every node reads the bus in order, so once it reaches a tab
    // a duplicate of the first (an emit that went through the adapter) would be there before it.
    const later = await nodeA.domain.posts.create(
      { id: ada.id, username: ada.account.username },
      { caption: "later", tags: "a,b", image: [await pngImage()] },
    );
    expect(
      (await execute(nodeA, LikePost, { input: { postId: encodeGlobalID("Post", later.id) } }, { token: bob.token }))
        .errors,
    ).toBeUndefined();
    for (const tab of tabs) await eventually(() => expect(tab.notifications).toHaveLength(2));
    for (const tab of tabs) expect(tab.notifications).toEqual([like, like]);
  });
});
