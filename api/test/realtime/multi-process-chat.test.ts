// Chat and presence across two api processes sharing one PostgreSQL database and one Redis, as
// behind a load balancer: node A runs in this test process, node B is `npm start`'s entry point in
// a process of its own (nothing in memory is shared). A message sent through node B (GraphQL, v1
// REST) reaches the receiver's subscription and v1 socket on node A; both nodes agree on who is
// online, whichever node a connection is on; a user whose only connection closes goes offline on
// both, announced once; and when node B dies, its users go offline after its presence TTL.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import CryptoJS from "crypto-js";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNodeProcess, stopNodeProcess } from "../support/node-process.ts";
import { subscribeLive, type LiveSubscription } from "../support/graphql-ws.ts";
import { answered } from "../support/graphql-results.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { signUp, type SignedUp } from "../rest/v1-client.ts";
import { FriendPresenceChanged, MessageAdded } from "../graphql/chat-operations.ts";
import { connectV1, listen, type V1Socket } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

const REDIS_URL = process.env.REDIS_URL;
const PASSPHRASE = "your-secret-base-key";

describe.skipIf(!REDIS_URL || !process.env.TEST_DATABASE_URL)("two api processes", () => {
  let nodeA: TestServer;
  let urlA: string;
  let nodeB: { child: ChildProcess; url: string };
  let dataDirB: string;
  const sockets: V1Socket[] = [];
  const subscriptions: LiveSubscription[] = [];

  /** A request to node B over HTTP, as through the load balancer. */
  async function onNodeB(method: string, route: string, token: string, body?: object) {
    const response = await fetch(`${nodeB.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      ...(body && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const graphqlOnNodeB = async (token: string, query: string, variables: object) =>
    (await onNodeB("POST", "/graphql", token, { query, variables })).body;
  const onlineOnNodeB = async (viewer: SignedUp, userId: string) =>
    (
      (await graphqlOnNodeB(viewer.token, "query ($id: ID!) { user(id: $id) { online } }", { id: userId })) as {
        data: { user: { online: boolean } };
      }
    ).data.user.online;
  const onlineOnNodeA = (userId: string) => nodeA.domain.online.isOnline(userId);

  async function live(baseUrl: string, user: SignedUp, query: string) {
    const subscription = await subscribeLive(baseUrl, user.token, query);
    subscriptions.push(subscription);
    return subscription;
  }

  beforeAll(async () => {
    nodeA = await createTestServer({ REDIS_URL: REDIS_URL! });
    urlA = await listen(nodeA);
    dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-node-b-"));
    nodeB = await startNodeProcess(nodeA.config.databaseUrl, dataDirB, { CHAT_RATE_LIMIT_PER_MINUTE: "10000" });
  }, 150_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.allSettled(subscriptions.map((s) => s.close()));
    if (nodeB) await stopNodeProcess(nodeB.child);
    fs.rmSync(dataDirB, { recursive: true, force: true });
    await nodeA?.close(); // owns the database schema and drops it
  });

  it("delivers a message sent through node B (GraphQL, then v1 REST) to the receiver's subscription and v1 socket on node A, once each", async () => {
    const [sender, receiver] = [await signUp(nodeA), await signUp(nodeA)];
    const subscription = await live(urlA, receiver, print(MessageAdded));
    const socket = await connectV1(urlA, { auth: { token: receiver.token } });
    sockets.push(socket);
    const pushed: { senderId: string; message: string }[] = [];
    socket.socket.on("receive-message", (payload: { senderId: string; message: string }) => pushed.push(payload));
    await socket.join(receiver.id);

    const sent = await graphqlOnNodeB(
      sender.token,
      "mutation ($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }",
      {
        input: { receiverId: encodeGlobalID("User", receiver.id), text: "through node B" },
      },
    );
    expect(sent).toEqual(answered({ sendMessage: { __typename: "SendMessagePayload" } }));
    const v1 = await onNodeB("POST", `/api/v1/users/${receiver.id}/message`, sender.token, {
      message: CryptoJS.AES.encrypt("v1 through node B", PASSPHRASE).toString(),
    });
    expect(v1.status).toBe(201);

    const texts = () => subscription.values<{ text: string }>("messageAdded").map((m) => m.text);
    await eventually(() => expect(texts()).toEqual(["through node B", "v1 through node B"]));
    const decrypt = (c: string) => CryptoJS.AES.decrypt(c, PASSPHRASE).toString(CryptoJS.enc.Utf8);
    await eventually(() =>
      expect(pushed.map((p) => [p.senderId, decrypt(p.message)])).toEqual([
        [sender.id, "through node B"],
        [sender.id, "v1 through node B"],
      ]),
    );
    // A later message through node B: node A reads the bus in order, so once it arrives a
    // duplicate of either earlier one would be in the lists before it.
    await graphqlOnNodeB(
      sender.token,
      "mutation ($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }",
      {
        input: { receiverId: encodeGlobalID("User", receiver.id), text: "later" },
      },
    );
    await eventually(() => expect([texts().length, pushed.length]).toEqual([3, 3]));
    expect(texts()).toEqual(["through node B", "v1 through node B", "later"]);
    expect(pushed.map((p) => decrypt(p.message))).toEqual(["through node B", "v1 through node B", "later"]);
  });

  it("agrees on both nodes who is online; a user whose only connection (on node B) closes goes offline on both, announced once", async () => {
    const [watcher, friend] = [await signUp(nodeA), await signUp(nodeA)];
    await nodeA.domain.follows.follow({ id: watcher.id, username: watcher.account.username }, friend.id);
    const changes = await live(urlA, watcher, print(FriendPresenceChanged));

    const connection = await subscribeLive(nodeB.url, friend.token, "{ __typename }");
    await eventually(async () =>
      expect([await onlineOnNodeA(friend.id), await onlineOnNodeB(watcher, friend.id)]).toEqual([true, true]),
    );
    const observer = await connectV1(urlA, { auth: { token: watcher.token } });
    sockets.push(observer);
    expect(await observer.join(watcher.id)).toContain(friend.id);

    await connection.close();
    await eventually(async () =>
      expect([await onlineOnNodeA(friend.id), await onlineOnNodeB(watcher, friend.id)]).toEqual([false, false]),
    );
    expect(await observer.join(watcher.id)).not.toContain(friend.id);
    const seen = () => changes.values<{ online: boolean }>("friendPresenceChanged").map((c) => c.online);
    await eventually(() => expect(seen()).toEqual([true, false]));
    // The friend comes back on node B: changes are announced in the order they happen, so once
    // this one is heard a repeated announcement of the going would be in the list before it.
    await live(nodeB.url, friend, "{ __typename }");
    await eventually(() => expect(seen()).toHaveLength(3));
    expect(seen()).toEqual([true, false, true]);
  });

  it("takes the users of a node that dies offline after its presence TTL, announced once by node A", async () => {
    const [watcher, friend] = [await signUp(nodeA), await signUp(nodeA)];
    await nodeA.domain.follows.follow({ id: watcher.id, username: watcher.account.username }, friend.id);
    const changes = await live(urlA, watcher, print(FriendPresenceChanged));
    await live(nodeB.url, friend, "{ __typename }");
    await eventually(async () => expect(await onlineOnNodeA(friend.id)).toBe(true));

    nodeB.child.kill("SIGKILL"); // no goodbye: its alive key expires (3 heartbeats of 10 s)
    await eventually(async () => expect(await onlineOnNodeA(friend.id)).toBe(false), {
      timeout: 60_000,
      interval: 500,
    });
    // Whether the watcher heard them come online depends on its subscription being registered
    // before node B announced it (the test above covers that); this one is about the going.
    const offline = () => changes.values<{ online: boolean }>("friendPresenceChanged").filter((c) => !c.online);
    await eventually(() => expect(offline()).toHaveLength(1));
    // The friend comes back on node A: announcements go out in order, so once this one is heard
    // a second report of the going from the same sweep would be before it.
    await live(urlA, friend, "{ __typename }");
    await eventually(() =>
      expect(changes.values<{ online: boolean }>("friendPresenceChanged").at(-1)).toEqual(
        expect.objectContaining({ online: true }),
      ),
    );
    expect(offline()).toHaveLength(1);
  }, 90_000);
});
