// A session that ends on one node ends the connections it opened on every node (server-sent event
// streams, graphql-ws connections, Socket.IO sockets), whatever Redis does. With Redis up, the
// revocation's event reaches the other node. With Redis down it waits in the outbox, so no event
// arrives: each node then checks its open connections' sessions against the database itself
// until delivery is current again. (PostgreSQL: two nodes; PGlite: one node, whose own event
// waits in the outbox just the same.)
import { print } from "graphql";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, CHANGED_TEST_PASSWORD, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { connectGraphQL } from "../support/graphql-ws.ts";
import { startFreezableProxy } from "../support/freezable-proxy.ts";
import { RedisServer } from "../support/redis-server.ts";
import { subscribeOverSse, untilLive, type SseSubscription } from "../support/sse.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { NotificationAdded } from "../graphql/subscription-operations.ts";
import { connectV1, listen, type V1Socket } from "./socket-client.ts";

const TWO_NODES = Boolean(process.env.TEST_DATABASE_URL);

let redis: RedisServer;
let writer: TestServer;
let reader: TestServer;
let readerUrl: string;
const opened: { close(): unknown }[] = [];

beforeAll(async () => {
  redis = await RedisServer.start();
  // as in production: each node's outbox check says when delivery has caught up after an outage
  writer = await createTestServer({ REDIS_URL: redis.url }, { background: ["outboxCheck"] });
  reader = TWO_NODES
    ? await createTestServer(
        { REDIS_URL: redis.url, DATABASE_URL: writer.config.databaseUrl },
        { background: ["outboxCheck"] },
      )
    : writer;
  readerUrl = await listen(reader);
});
afterAll(async () => {
  for (const connection of opened) await connection.close();
  if (!redis.running) await redis.start(); // closing waits for Redis (presence, the adapter)
  if (reader !== writer) await reader?.close(); // first: the writer owns the database
  await writer?.close();
  await redis?.kill();
});

interface Connections {
  sse: SseSubscription;
  graphqlWs: { client: Client; closedWith: number[] };
  socket: V1Socket;
}

/** `victim`'s connections of every kind on the node at `baseUrl` (the reading node's by default), each live. */
async function connectEverywhere(victim: TestUser, sender: TestUser, baseUrl = readerUrl): Promise<Connections> {
  const sse = await subscribeOverSse(baseUrl, "subscription { messageAdded { text } }", { token: victim.token });
  const client = await connectGraphQL(baseUrl, victim.token);
  const graphqlWs = { client, closedWith: [] as number[] };
  client.on("closed", (event) => graphqlWs.closedWith.push((event as CloseEvent).code));
  client.subscribe({ query: print(NotificationAdded) }, { next: () => {}, error: () => {}, complete: () => {} });
  const socket = await connectV1(baseUrl, { auth: { token: victim.token } });
  await socket.join(victim.id);
  opened.push(sse, { close: () => client.dispose() }, socket);
  await untilLive(sse, () => writer.domain.messages.send(sender.viewer, victim.id, "are you there?"));
  return { sse, graphqlWs, socket };
}

async function expectAllEnded({ sse, graphqlWs, socket }: Connections): Promise<void> {
  await eventually(() => {
    expect(sse.ended()).toBe(true);
    expect(graphqlWs.closedWith).toEqual([4403]);
    expect(socket.socket.connected).toBe(false);
  });
  expect(sse.received.at(-1)?.errors?.[0]?.extensions).toEqual({ code: "UNAUTHENTICATED", reason: "TOKEN_REVOKED" });
}

describe.skipIf(!TWO_NODES)("with Redis up", () => {
  it("a logOut on one node ends the token's connections on the other", async () => {
    const [victim, sender] = [await createUser(writer), await createUser(writer)];
    const connections = await connectEverywhere(victim, sender);
    await writer.domain.accounts.logOut((await writer.domain.sessions.sessionFromToken(victim.token))!);
    await expectAllEnded(connections);
  });

  it("a node whose Redis connection falls silent ends them by its own check", { timeout: 90_000 }, async () => {
    const proxy = await startFreezableProxy({ host: "127.0.0.1", port: redis.port });
    const silent = await createTestServer(
      { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, DATABASE_URL: writer.config.databaseUrl },
      { background: ["outboxCheck"] },
    );
    try {
      const [victim, sender] = [await createUser(writer), await createUser(writer)];
      const connections = await connectEverywhere(victim, sender, await listen(silent));
      proxy.freeze();
      await writer.domain.accounts.logOut((await writer.domain.sessions.sessionFromToken(victim.token))!);
      // the event went out through Redis; the silent node does not hear it
      await eventually(async () => expect(await writer.prisma.outboxEvent.count()).toBe(0));
      await expectAllEnded(connections);
    } finally {
      proxy.thaw();
      await silent.close();
      await proxy.close();
    }
  });
});

it(
  "while Redis is down, a password change ends the old token's connections all the same",
  { timeout: 90_000 },
  async () => {
    const [victim, sender] = [await createUser(writer), await createUser(writer)];
    const connections = await connectEverywhere(victim, sender);
    await redis.kill();
    await writer.domain.accounts.changePassword(victim.viewer, {
      oldPassword: TEST_PASSWORD,
      newPassword: CHANGED_TEST_PASSWORD,
      confirmPassword: CHANGED_TEST_PASSWORD,
    });
    // its event waits for Redis: nothing tells the reading node
    expect(await writer.prisma.outboxEvent.count({ where: { type: "user.passwordChanged" } })).toBe(1);
    await expectAllEnded(connections);
    expect(await writer.prisma.outboxEvent.count({ where: { type: "user.passwordChanged" } })).toBe(1);
  },
);
