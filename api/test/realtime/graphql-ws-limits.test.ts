// One graphql-ws connection runs at most 20 operations at once: each live subscription holds
// bus listeners (one client opened 5,000 and stalled the server). The one over the cap gets a
// GraphQL error; the connection stays, and a completed subscription frees its slot.
import { print } from "graphql";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { answered } from "../support/graphql-results.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { NotificationAdded } from "../graphql/subscription-operations.ts";
import { listen } from "./socket-client.ts";
import { eventually } from "../support/eventually.ts";

let server: TestServer;
let client: Client;
let ada: TestUser;
let bob: TestUser;
const closed: number[] = [];

beforeAll(async () => {
  server = await createTestServer();
  const baseUrl = await listen(server);
  [ada, bob] = [await createUser(server), await createUser(server)];
  client = createClient({
    url: `${baseUrl.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: ada.token },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
  });
  client.on("closed", (event) => closed.push((event as { code: number }).code));
  await new Promise<void>((resolve) => client.on("connected", () => resolve()));
});
afterAll(async () => {
  await client.dispose();
  await server.close();
});

interface Subscription {
  received: unknown[];
  errors: unknown[];
  unsubscribe: () => void;
}

function subscribe(): Subscription {
  const subscription: Subscription = { received: [], errors: [], unsubscribe: () => {} };
  subscription.unsubscribe = client.subscribe(
    { query: print(NotificationAdded) },
    {
      next: (value) => subscription.received.push(value),
      error: (error) => subscription.errors.push(error),
      complete: () => {},
    },
  );
  return subscription;
}

/** A query over the same connection: answers once everything sent before it was taken in. */
function roundTrip(): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let result: unknown;
    client.subscribe(
      { query: "{ __typename }" },
      { next: (value) => (result = value), error: reject, complete: () => resolve(result) },
    );
  });
}

it("refuses the subscription over the cap with a GraphQL error; the connection stays; completing one frees a slot", async () => {
  expect(server.config.realtimeLimits.operationsPerConnection).toBe(20); // the default
  const live = Array.from({ length: 20 }, subscribe);
  const over = subscribe();
  await eventually(() => expect(over.errors).toHaveLength(1));
  expect(over.errors[0]).toEqual([
    expect.objectContaining({
      message: expect.stringContaining("at most 20"),
      extensions: { code: "TOO_MANY_SUBSCRIPTIONS", limit: 20 },
    }),
  ]);

  // a completed subscription frees its slot, for one more only
  live.shift()!.unsubscribe();
  live.push(subscribe());
  const overAgain = subscribe();
  await eventually(() => expect(overAgain.errors).toHaveLength(1));

  const post = await createPost(server, ada);
  await server.domain.likes.like(bob.viewer, post.id);
  for (const subscription of live) await eventually(() => expect(subscription.received).toHaveLength(1));
  for (const subscription of live) expect(subscription.errors).toEqual([]);

  // a query needs a slot too
  live.shift()!.unsubscribe();
  expect(await roundTrip()).toEqual(answered({ __typename: "Query" }));
  expect(closed).toEqual([]);
});
