// A password change revokes older tokens on the realtime faces too: Socket.IO sockets and
// graphql-ws connections opened with an older token end (on every node), ones opened with the
// new token stay and keep hearing the user's notifications.
import { print } from "graphql";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/browser/session-cookie.ts";
import { createPost, createUser, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { answered } from "../support/graphql-results.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { NotificationAdded } from "../graphql/subscription-operations.ts";
import { connectV1, listen, type V1Socket } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

const REDIS_URL = process.env.REDIS_URL;

interface GraphQLWsConnection {
  client: Client;
  /** notificationAdded results so far */
  received: unknown[];
  /** close codes the client saw */
  closed: number[];
}

const sockets: V1Socket[] = [];
const connections: GraphQLWsConnection[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(connections.map(({ client }) => client.dispose()));
});

async function v1Socket(baseUrl: string, opts: Parameters<typeof connectV1>[1]) {
  const socket = await connectV1(baseUrl, opts);
  sockets.push(socket);
  return socket;
}

/** A graphql-ws connection subscribed to notificationAdded, registered on the server when this resolves. */
async function subscribeNotifications(baseUrl: string, authToken: string): Promise<GraphQLWsConnection> {
  const connection: GraphQLWsConnection = {
    client: createClient({
      url: `${baseUrl.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authToken },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => {},
    }),
    received: [],
    closed: [],
  };
  connections.push(connection);
  connection.client.on("closed", (event) => connection.closed.push((event as { code: number }).code));
  await new Promise<void>((resolve) => connection.client.on("connected", () => resolve()));
  connection.client.subscribe(
    { query: print(NotificationAdded) },
    { next: (value) => connection.received.push(value), error: () => {}, complete: () => {} },
  );
  // operations run in order on the socket: once this one answers, the subscription is live
  await new Promise<void>((resolve, reject) =>
    connection.client.subscribe({ query: "{ __typename }" }, { next: () => {}, error: reject, complete: resolve }),
  );
  return connection;
}

/** Through the v1 REST shim, as a v1 client changes it; resolves to the new token. */
async function changePassword(server: TestServer, user: TestUser, newPassword: string): Promise<string> {
  const form = new FormData();
  form.append("old_password", TEST_PASSWORD);
  form.append("new_password", newPassword);
  const request = new Request("http://local/", { method: "POST", body: form });
  const response = await server.app.inject({
    method: "PATCH",
    url: "/api/v1/users/updatePassword",
    headers: { authorization: `Bearer ${user.token}`, "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ authToken: string }>().authToken;
}

/** What each connection of the author sees when `fan` likes a new post of theirs. */
async function likeNewPost(server: TestServer, author: TestUser, fan: TestUser) {
  const post = await createPost(server, author);
  await server.domain.likes.like(fan.viewer, post.id);
  return {
    v1: { type: "like", message: `${fan.username} liked your post` },
    graphql: answered({
      notificationAdded: {
        kind: "LIKE",
        message: `${fan.username} liked your post`,
        actor: { username: fan.username },
      },
    }),
  };
}

describe("on one node", () => {
  let server: TestServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await createTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" });
    baseUrl = await listen(server);
  });
  afterAll(() => server?.close());

  it("ends the old token's sockets and graphql-ws connections; the new token's stay", async () => {
    const [ada, bob] = [await createUser(server), await createUser(server)];
    const oldSockets = [
      await v1Socket(baseUrl, { auth: { token: ada.token } }),
      await v1Socket(baseUrl, { extraHeaders: { authorization: `Bearer ${ada.token}` } }),
      await v1Socket(baseUrl, { extraHeaders: { cookie: `${SESSION_COOKIE}=${ada.token}` } }),
    ];
    const oldConnection = await subscribeNotifications(baseUrl, ada.token);
    const bobSocket = await v1Socket(baseUrl, { auth: { token: bob.token } }); // someone else's: untouched

    const newToken = await changePassword(server, ada, "a new password 1");
    for (const { socket } of oldSockets) await eventually(() => expect(socket.connected).toBe(false));
    await eventually(() => expect(oldConnection.closed).toEqual([4403]));

    const newSocket = await v1Socket(baseUrl, { auth: { token: newToken } });
    const newConnection = await subscribeNotifications(baseUrl, newToken);
    const expected = await likeNewPost(server, ada, bob);
    await eventually(() => expect(newSocket.notifications).toEqual([expected.v1]));
    await eventually(() => expect(newConnection.received).toEqual([expected.graphql]));
    // The password change's revocation went out on the bus before this later like: once the like
    // has arrived, a revocation wrongly reaching the new token's connections would have too.
    const later = await likeNewPost(server, ada, bob);
    await eventually(() => expect(newSocket.notifications).toEqual([expected.v1, later.v1]));
    await eventually(() => expect(newConnection.received).toEqual([expected.graphql, later.graphql]));
    expect(newSocket.socket.connected).toBe(true);
    expect(newConnection.closed).toEqual([]);
    expect(bobSocket.socket.connected).toBe(true);
    for (const socket of oldSockets) expect(socket.notifications).toEqual([]);
    expect(oldConnection.received).toEqual([]);
  });
});

describe.skipIf(!REDIS_URL || !process.env.TEST_DATABASE_URL)("on two nodes sharing Redis", () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  let urlB: string;

  beforeAll(async () => {
    nodeA = await createTestServer({ REDIS_URL: REDIS_URL!, AUTH_RATE_LIMIT_PER_MINUTE: "10000" });
    nodeB = await createTestServer({ REDIS_URL: REDIS_URL!, DATABASE_URL: nodeA.config.databaseUrl });
    urlB = await listen(nodeB);
  });
  afterAll(async () => {
    await nodeB?.close(); // first: nodeA owns the database and drops it
    await nodeA?.close();
  });

  it("a change on node A ends the old token's connections on node B", async () => {
    const [ada, bob] = [await createUser(nodeA), await createUser(nodeA)];
    const oldSocket = await v1Socket(urlB, { auth: { token: ada.token } });
    const oldConnection = await subscribeNotifications(urlB, ada.token);

    const newToken = await changePassword(nodeA, ada, "a new password 3");
    await eventually(() => expect(oldSocket.socket.connected).toBe(false));
    await eventually(() => expect(oldConnection.closed).toEqual([4403]));

    const newSocket = await v1Socket(urlB, { auth: { token: newToken } });
    const newConnection = await subscribeNotifications(urlB, newToken);
    const expected = await likeNewPost(nodeA, ada, bob);
    await eventually(() => expect(newSocket.notifications).toEqual([expected.v1]));
    await eventually(() => expect(newConnection.received).toEqual([expected.graphql]));
    expect(oldSocket.notifications).toEqual([]);
    expect(oldConnection.received).toEqual([]);
  });
});
