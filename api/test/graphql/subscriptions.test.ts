// Live updates over graphql-ws: notifications for their recipient, new posts for followers.
import { print } from "graphql";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { NotificationAdded, PostAdded } from "./subscription-operations.ts";

let server: TestServer;
let url: string;
const clients: Client[] = [];

beforeAll(async () => {
  server = await createTestServer();
  url = (await server.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws") + "/graphql";
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await server.close();
});

/** Subscribes as `user`; resolves once the server acknowledged, collecting what arrives. */
async function subscribe(user: TestUser, query: string) {
  const received: unknown[] = [];
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authToken: user.token }, lazy: false });
  clients.push(client);
  await new Promise<void>((resolve) => client.on("connected", () => resolve()));
  client.subscribe({ query }, { next: (value) => received.push(value), error: (e) => received.push({ error: e }), complete: () => {} });
  // the subscribe message is processed in order on the socket; a round trip guarantees it is registered
  await new Promise<void>((resolve) => client.subscribe({ query: "{ __typename }" }, { next: () => {}, error: () => resolve(), complete: resolve }));
  return received;
}

async function eventually(check: () => void) {
  for (let i = 0; i < 100; i++) {
    try {
      return check();
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  check();
}

it("pushes a notification to its recipient only", async () => {
  const [author, fan, bystander] = [await createUser(server, "author"), await createUser(server, "fan"), await createUser(server, "bystander")];
  const forAuthor = await subscribe(author, print(NotificationAdded));
  const forBystander = await subscribe(bystander, print(NotificationAdded));
  const post = await createPost(server, author);
  await server.domain.likes.like(fan.viewer, post.id);
  await server.domain.follows.follow(fan.viewer, author.id);
  await eventually(() =>
    expect(forAuthor).toEqual([
      { data: { notificationAdded: { kind: "LIKE", message: "fan liked your post", actor: { username: "fan" } } } },
      { data: { notificationAdded: { kind: "FOLLOW", message: "fan followed you", actor: { username: "fan" } } } },
    ]),
  );
  expect(forBystander).toEqual([]);
});

it("announces new posts to followers only", async () => {
  const [poster, follower, other] = [await createUser(server, "poster"), await createUser(server, "follower"), await createUser(server, "other")];
  await server.domain.follows.follow(follower.viewer, poster.id);
  const forFollower = await subscribe(follower, print(PostAdded));
  const forOther = await subscribe(other, print(PostAdded));
  await createPost(server, poster, "fresh");
  await eventually(() => expect(forFollower).toEqual([{ data: { postAdded: { caption: "fresh", author: { username: "poster" } } } }]));
  expect(forOther).toEqual([]);
});

it("refuses subscriptions without a valid token", async () => {
  const anonymous = { token: "nope" } as TestUser;
  const received = await subscribe(anonymous, print(NotificationAdded));
  await eventually(() => expect(received).toHaveLength(1));
  expect(JSON.stringify(received[0])).toContain("UNAUTHENTICATED");
});
