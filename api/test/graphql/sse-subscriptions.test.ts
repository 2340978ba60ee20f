// Subscriptions over HTTP (server-sent events) are bounded per client, as graphql-ws bounds them
// per connection: each holds bus listeners and a response, and every one is its own request.
// The one over the cap is refused with 429 and TOO_MANY_SUBSCRIPTIONS; the slot is freed when
// the client goes away.
import { print } from "graphql";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_OPERATION_COST } from "../../src/graphql/limits/operation-cost.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { subscribeOverSse, type SseSubscription } from "../support/sse.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { eventually } from "../support/eventually.ts";
import { NotificationAdded } from "./subscription-operations.ts";

let server: TestServer;
let baseUrl: string;
let ada: TestUser;
let bob: TestUser;
let postId: string;
let cap: number;
const opened: SseSubscription[] = [];

beforeAll(async () => {
  // behind one balancer: X-Forwarded-For tells the clients apart
  server = await createTestServer({ TRUST_PROXY: "true" });
  cap = server.config.realtimeLimits.sseSubscriptionsPerAddress;
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
  [ada, bob] = [await createUser(server), await createUser(server)];
  postId = (await createPost(server, ada)).id;
});
afterAll(async () => {
  for (const subscription of opened) subscription.close();
  await server.close();
});

/** ada's notifications over SSE, as the client at `address`. */
async function subscribe(address: string): Promise<SseSubscription> {
  const subscription = await subscribeOverSse(baseUrl, print(NotificationAdded), {
    token: ada.token,
    headers: { "x-forwarded-for": address },
  });
  opened.push(subscription);
  return subscription;
}

/**
 * Whether the subscription is live: a refusal arrives at once; a live one receives the next
 * notification (bob likes ada's post again, as often as needed: the stream may still be setting
 * up its bus listener when the first one is published).
 */
async function isLive(subscription: SseSubscription): Promise<boolean> {
  const event = await eventually(
    async () => {
      if (subscription.received[0]) return subscription.received[0];
      await server.domain.likes.unlike(bob.viewer, postId);
      await server.domain.likes.like(bob.viewer, postId);
      throw new Error("no event yet");
    },
    { interval: 100 },
  );
  if (event.data !== undefined) return true;
  expect(subscription.status).toBe(429);
  expect(event.errors?.[0]?.extensions?.code).toBe("TOO_MANY_SUBSCRIPTIONS");
  return false;
}

it("refuses a client's subscription over the cap with a clear error; other clients are not counted with it", async () => {
  expect(cap).toBe(20); // the default
  const live = [];
  for (let i = 0; i < cap; i++) live.push(await subscribe("203.0.113.1"));
  const over = await subscribe("203.0.113.1");
  expect(await isLive(over)).toBe(false);
  expect(over.received).toEqual([
    {
      errors: [
        expect.objectContaining({
          message: expect.stringContaining(`at most ${cap} over HTTP at a time`),
          extensions: { code: "TOO_MANY_SUBSCRIPTIONS", limit: cap },
        }),
      ],
      extensions: { cost: { requestedQueryCost: expect.any(Number), maximumQueryCost: MAX_OPERATION_COST } },
    },
  ]);
  expect(await isLive(await subscribe("203.0.113.2"))).toBe(true);
  for (const subscription of live) expect(await isLive(subscription)).toBe(true);

  // a client that goes away frees its slots, every one of them
  for (const subscription of live) subscription.close();
  // a refused one was too early: the server has not yet seen every aborted stream end
  for (let slot = 0; slot < cap; slot++)
    await eventually(async () => expect(await isLive(await subscribe("203.0.113.1"))).toBe(true));
  expect(await isLive(await subscribe("203.0.113.1"))).toBe(false);
});
