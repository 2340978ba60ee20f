// What one client address and one account may hold open at once, with small limits: realtime
// connections (graphql-ws and Socket.IO together) per address and per user, live subscriptions
// (graphql-ws and server-sent events together) per user. The one over a limit is refused in its
// protocol's own way (graphql-ws: closed with 1013 and the reason; Socket.IO: connect_error with
// the code in its data; SSE: 429), the others carry on, and a slot is free again once what held it
// has ended. Without these limits, 300 anonymous connections of each kind added 92 MB to a node
// and one account held 2,000 subscriptions on one post.
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { openGraphQL } from "../support/graphql-ws.ts";
import { subscribeOverSse, untilLive, type SseSubscription } from "../support/sse.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { connectV1, listen } from "./socket-client.ts";

const PER_ADDRESS = 3;
const PER_USER = 2;
const SUBSCRIPTIONS_PER_USER = 3;
const MESSAGES = "subscription { messageAdded { text } }";

let server: TestServer;
let baseUrl: string;
const opened: { close(): unknown }[] = [];

beforeAll(async () => {
  server = await createTestServer({
    // behind one balancer: X-Forwarded-For tells the clients apart
    TRUST_PROXY: "true",
    REALTIME_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
    REALTIME_CONNECTIONS_PER_USER: String(PER_USER),
    SUBSCRIPTIONS_PER_USER: String(SUBSCRIPTIONS_PER_USER),
  });
  baseUrl = await listen(server);
});
afterAll(async () => {
  for (const connection of opened) await connection.close();
  await server.close();
});

/** A graphql-ws connection from `address` (with `token`), once the server acknowledged or closed it. */
async function graphqlWs(address: string, token?: string) {
  const opening = await openGraphQL(baseUrl, token, { "x-forwarded-for": address });
  opened.push({ close: () => opening.client.dispose() });
  return opening;
}

/** A Socket.IO connection from `address`: connected, or the connect_error's message and data. */
async function socketIo(address: string, token?: string) {
  try {
    const socket = await connectV1(baseUrl, {
      extraHeaders: { "x-forwarded-for": address },
      ...(token && { auth: { token } }),
    });
    opened.push(socket);
    return { connected: socket };
  } catch (error) {
    const { message, data } = error as Error & { data?: unknown };
    return { refused: { message, data } };
  }
}

const refusedOver = (limit: number, per: "address" | "user") => ({
  graphqlWs: { closed: { code: 1013, reason: `TOO_MANY_CONNECTIONS: at most ${limit} per ${per}` } },
  socketIo: {
    refused: {
      message: expect.stringContaining(`at most ${limit} at a time`),
      data: { code: "TOO_MANY_CONNECTIONS", per, limit },
    },
  },
});

describe("connections", () => {
  it("per client address, graphql-ws and Socket.IO together; another address is not counted; a closed one frees its slot", async () => {
    const address = "198.51.100.1";
    const [first] = [await graphqlWs(address), await graphqlWs(address), await socketIo(address)];
    expect(first!.outcome).toEqual({ acknowledged: true });
    expect((await graphqlWs(address)).outcome).toEqual(refusedOver(PER_ADDRESS, "address").graphqlWs);
    expect(await socketIo(address)).toEqual(refusedOver(PER_ADDRESS, "address").socketIo);
    expect((await graphqlWs("198.51.100.2")).outcome).toEqual({ acknowledged: true });

    await first!.client.dispose();
    await eventually(async () => expect((await graphqlWs(address)).outcome).toEqual({ acknowledged: true }));
    expect((await graphqlWs(address)).outcome).toEqual(refusedOver(PER_ADDRESS, "address").graphqlWs);
  });

  it("per user, from any address; a refused connection gives its address's slot back", async () => {
    const [ada, bob] = [await createUser(server), await createUser(server)];
    expect((await graphqlWs("198.51.100.10", ada.token)).outcome).toEqual({ acknowledged: true });
    expect((await socketIo("198.51.100.11", ada.token)).connected).toBeDefined();
    expect((await graphqlWs("198.51.100.12", ada.token)).outcome).toEqual(refusedOver(PER_USER, "user").graphqlWs);
    expect(await socketIo("198.51.100.12", ada.token)).toEqual(refusedOver(PER_USER, "user").socketIo);
    // others, from the same address: the refused ones hold none of its slots
    expect((await graphqlWs("198.51.100.12", bob.token)).outcome).toEqual({ acknowledged: true });
    expect((await socketIo("198.51.100.12")).connected).toBeDefined();
    expect((await graphqlWs("198.51.100.12")).outcome).toEqual({ acknowledged: true });
  });
});

describe("subscriptions per user, over every connection and server-sent events together", () => {
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [ada, bob] = [await createUser(server), await createUser(server)];
  });

  /** Subscribes to ada's messages over `client`; resolves once the server has answered something after it. */
  async function subscribeOver(client: Client) {
    const subscription = { received: [] as unknown[], unsubscribe: () => {} };
    subscription.unsubscribe = client.subscribe(
      { query: MESSAGES },
      { next: (value) => subscription.received.push(value), error: () => {}, complete: () => {} },
    );
    // operations run in order on a connection: once a later one answers, this one has started
    await new Promise<void>((resolve, reject) =>
      client.subscribe({ query: "{ __typename }" }, { next: () => {}, error: reject, complete: resolve }),
    );
    return subscription;
  }

  it("refuses the one over the limit, TOO_MANY_SUBSCRIPTIONS over graphql-ws and 429 over HTTP; ending one frees a slot", async () => {
    const { client: tab1 } = await graphqlWs("198.51.100.20", ada.token);
    const { client: tab2 } = await graphqlWs("198.51.100.21", ada.token);
    const first = await subscribeOver(tab1);
    await subscribeOver(tab2);
    const sse: SseSubscription = await subscribeOverSse(baseUrl, MESSAGES, { token: ada.token });
    opened.push(sse);
    await untilLive(sse, () => server.domain.messages.send(bob.viewer, ada.id, "hello"));

    const over = await subscribeOver(tab2);
    await eventually(() =>
      expect(over.received).toEqual([
        expect.objectContaining({
          errors: [
            {
              message: expect.stringContaining(`at most ${SUBSCRIPTIONS_PER_USER} at a time, over every connection`),
              extensions: { code: "TOO_MANY_SUBSCRIPTIONS", limit: SUBSCRIPTIONS_PER_USER },
            },
          ],
        }),
      ]),
    );
    const overHttp = await subscribeOverSse(baseUrl, MESSAGES, { token: ada.token });
    opened.push(overHttp);
    expect(overHttp.status).toBe(429);
    await eventually(() => expect(overHttp.ended()).toBe(true));
    expect(overHttp.received[0]?.errors?.[0]?.extensions).toEqual({
      code: "TOO_MANY_SUBSCRIPTIONS",
      limit: SUBSCRIPTIONS_PER_USER,
    });
    // someone else's are not counted with ada's
    const { client: bobsTab } = await graphqlWs("198.51.100.22", bob.token);
    const bobs = await subscribeOver(bobsTab);
    await server.domain.messages.send(ada.viewer, bob.id, "hi bob");
    await eventually(() => expect(bobs.received).toHaveLength(1));

    first.unsubscribe();
    await eventually(async () => {
      const again = await subscribeOver(tab1);
      await server.domain.messages.send(bob.viewer, ada.id, "still there?");
      await eventually(() => expect(again.received.length).toBeGreaterThan(0));
      expect(again.received[0]).toMatchObject({ data: { messageAdded: expect.anything() } });
    });
  });
});
