// Live updates over graphql-ws: notifications for their recipient, new posts for followers.
import { print } from "graphql";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { answered } from "../support/graphql-results.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { NotificationAdded, NotificationRemoved, PostAdded } from "./subscription-operations.ts";
import { whenQuiet } from "../support/quiet.ts";
import { eventually } from "../support/eventually.ts";

let server: TestServer;
let url: string;
let httpUrl: string;
const clients: Client[] = [];

beforeAll(async () => {
  server = await createTestServer();
  httpUrl = (await server.app.listen({ port: 0, host: "127.0.0.1" })) + "/graphql";
  url = httpUrl.replace("http", "ws");
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await server.close();
});

/** Subscribes as `user`; resolves once the server acknowledged, collecting what arrives. */
async function subscribe(user: TestUser, query: string) {
  const received: unknown[] = [];
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: user.token },
    lazy: false,
  });
  clients.push(client);
  await new Promise<void>((resolve) => client.on("connected", () => resolve()));
  client.subscribe(
    { query },
    { next: (value) => received.push(value), error: (e) => received.push({ error: e }), complete: () => {} },
  );
  // the subscribe message is processed in order on the socket; a round trip guarantees it is registered
  await new Promise<void>((resolve) =>
    client.subscribe({ query: "{ __typename }" }, { next: () => {}, error: () => resolve(), complete: resolve }),
  );
  return received;
}

it("pushes a notification to its recipient only", async () => {
  const [author, fan, bystander] = [
    await createUser(server, "author"),
    await createUser(server, "fan"),
    await createUser(server, "bystander"),
  ];
  const forAuthor = await subscribe(author, print(NotificationAdded));
  const forBystander = await subscribe(bystander, print(NotificationAdded));
  const post = await createPost(server, author);
  await server.domain.likes.like(fan.viewer, post.id);
  await server.domain.follows.follow(fan.viewer, author.id);
  await eventually(() =>
    expect(forAuthor).toEqual([
      answered({ notificationAdded: { kind: "LIKE", message: "fan liked your post", actor: { username: "fan" } } }),
      answered({ notificationAdded: { kind: "FOLLOW", message: "fan followed you", actor: { username: "fan" } } }),
    ]),
  );
  expect(forBystander).toEqual([]);
});

it("tells the recipient live when a notification is gone, with the unread count after it", async () => {
  const [author, fan] = [await createUser(server, "liked"), await createUser(server, "fickle")];
  const post = await createPost(server, author);
  await server.domain.follows.follow(fan.viewer, author.id);
  await server.domain.likes.like(fan.viewer, post.id);
  const like = await server.prisma.notification.findFirstOrThrow({
    where: { kind: "LIKE", actorId: fan.id, recipientId: author.id },
  });
  const removals = await subscribe(author, print(NotificationRemoved));
  await server.domain.likes.unlike(fan.viewer, post.id);
  await eventually(() =>
    // the follow is still unread
    expect(removals).toEqual([
      answered({ notificationRemoved: { notificationId: encodeGlobalID("Notification", like.id), unreadCount: 1 } }),
    ]),
  );
});

it("delivers a notification retracted before it reached the client as null, not an error", async () => {
  const recipient = await createUser(server, "late");
  const received = await subscribe(recipient, print(NotificationAdded));
  await server.bus.publish("notification.created", {
    notificationId: "0190d7a2-7c51-7d7e-9b6a-1f2e3d4c5b6a",
    recipientId: recipient.id,
    groupKey: "ONE.0190d7a2-7c51-7d7e-9b6a-1f2e3d4c5b6a",
  });
  await eventually(() => expect(received).toEqual([answered({ notificationAdded: null })]));
});

it("announces new posts to followers only", async () => {
  const [poster, follower, other] = [
    await createUser(server, "poster"),
    await createUser(server, "follower"),
    await createUser(server, "other"),
  ];
  await server.domain.follows.follow(follower.viewer, poster.id);
  const forFollower = await subscribe(follower, print(PostAdded));
  const forOther = await subscribe(other, print(PostAdded));
  await createPost(server, poster, "fresh");
  await eventually(() =>
    expect(forFollower).toEqual([answered({ postAdded: { caption: "fresh", author: { username: "poster" } } })]),
  );
  expect(forOther).toEqual([]);
});

it("leaves a muted followee's new posts out, as the feed does, until they are unmuted", async () => {
  const [poster, marker, viewer] = [
    await createUser(server, "mutedposter"),
    await createUser(server, "mutemarker"),
    await createUser(server, "muteviewer"),
  ];
  await server.domain.follows.follow(viewer.viewer, poster.id);
  await server.domain.follows.follow(viewer.viewer, marker.id);
  await server.domain.mutes.mute(viewer.viewer, poster.id);
  const received = await subscribe(viewer, print(PostAdded));
  const captions = () =>
    received.map((r) => (r as { data: { postAdded: { caption: string } } }).data.postAdded.caption);
  await createPost(server, poster, "while muted");
  await createPost(server, marker, "first marker"); // posts are decided in order: once it is here, the muted one was
  await eventually(() => expect(captions()).toContain("first marker"));
  await server.domain.mutes.unmute(viewer.viewer, poster.id);
  await createPost(server, poster, "after the unmute");
  await eventually(() => expect(captions()).toEqual(["first marker", "after the unmute"]));
});

it("applies follows and unfollows made while subscribed to the posts after them", async () => {
  const [poster, marker, viewer] = [
    await createUser(server, "liveposter"),
    await createUser(server, "livemarker"),
    await createUser(server, "liveviewer"),
  ];
  await server.domain.follows.follow(viewer.viewer, marker.id);
  const received = await subscribe(viewer, print(PostAdded));
  const captions = () =>
    received.map((r) => (r as { data: { postAdded: { caption: string } } }).data.postAdded.caption);
  await createPost(server, poster, "before the follow");
  await server.domain.follows.follow(viewer.viewer, poster.id);
  await createPost(server, poster, "while following");
  await server.domain.follows.unfollow(viewer.viewer, poster.id);
  await createPost(server, poster, "after the unfollow");
  await createPost(server, marker, "marker"); // posts are filtered in order: once it is here, the others were decided
  await eventually(() => expect(captions()).toContain("marker"));
  expect(captions()).toEqual(["while following", "marker"]);
});

it("spends no query on a new post for the connected viewers who do not follow its author", async () => {
  const [poster, follower] = [await createUser(server, "busyposter"), await createUser(server, "busyfollower")];
  await server.domain.follows.follow(follower.viewer, poster.id);
  const received = await subscribe(follower, print(PostAdded));
  const statementsFor = async (caption: string) => {
    const before = await whenQuiet(server);
    await createPost(server, poster, caption);
    await eventually(() => expect(JSON.stringify(received)).toContain(caption));
    return (await whenQuiet(server)) - before;
  };
  const strangers = async (n: number) => {
    for (let i = 0; i < n; i++) await subscribe(await createUser(server), print(PostAdded));
  };
  // the node's pollers (the outbox relay's and the turn clock's, a statement a second each) may land
  // in a measurement on a loaded machine: the fewest of four tries
  const fewest = async (caption: string) => {
    const counts = [];
    for (let i = 1; i <= 4; i++) counts.push(await statementsFor(`${caption} ${i}`));
    return Math.min(...counts);
  };
  await strangers(1);
  await statementsFor("warm-up");
  const few = await fewest("few watching");
  await strangers(6);
  expect(await fewest("many watching")).toBe(few);
});

it("refuses subscriptions to a connection without a token", async () => {
  const anonymous = { token: undefined } as unknown as TestUser;
  const received = await subscribe(anonymous, print(NotificationAdded));
  await eventually(() => expect(received).toHaveLength(1));
  expect(JSON.stringify(received[0])).toContain("UNAUTHENTICATED");
});

it("streams a subscription over server-sent events as well as over a WebSocket", async () => {
  const [author, fan] = [await createUser(server, "streamauthor"), await createUser(server, "streamfan")];
  const response = await fetch(httpUrl, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      authorization: `Bearer ${author.token}`,
    },
    body: JSON.stringify({ query: print(NotificationAdded) }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const firstEvent = /event: next\ndata: (.*)\n\n/;
  let received = "";
  let pending = reader.read();
  // The server starts listening once it starts streaming: like fresh posts until a whole event
  // has arrived (a chunk may end mid-event).
  for (let attempt = 0; attempt < 50 && !firstEvent.test(received); attempt++) {
    await server.domain.likes.like(fan.viewer, (await createPost(server, author)).id);
    const chunk = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), 100))]);
    if (chunk && !chunk.done) {
      received += chunk.value;
      pending = reader.read();
    }
  }
  await reader.cancel();
  const event = firstEvent.exec(received);
  expect(event, received).not.toBeNull();
  expect(JSON.parse(event![1]!)).toEqual(
    answered({
      notificationAdded: { kind: "LIKE", message: "streamfan liked your post", actor: { username: "streamfan" } },
    }),
  );
});
