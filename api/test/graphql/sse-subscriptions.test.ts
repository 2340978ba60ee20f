// Subscriptions over HTTP (server-sent events) are bounded per client, as graphql-ws bounds them
// per connection: each holds bus listeners and a response, and every one is its own request.
// The slot is freed when the client goes away.
import { print } from "graphql";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_OPERATION_COST } from "../../src/graphql/limits/operation-cost.ts";
import { MAX_SSE_SUBSCRIPTIONS_PER_CLIENT } from "../../src/graphql/limits/sse-subscriptions.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { eventually } from "../support/eventually.ts";
import { NotificationAdded } from "./subscription-operations.ts";

let server: TestServer;
let baseUrl: string;
let ada: TestUser;
let bob: TestUser;
let postId: string;
const opened: Subscription[] = [];

beforeAll(async () => {
  // behind one balancer: X-Forwarded-For tells the clients apart
  server = await createTestServer({ TRUST_PROXY: "true" });
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
  [ada, bob] = [await createUser(server), await createUser(server)];
  postId = (await createPost(server, ada)).id;
});
afterAll(async () => {
  for (const subscription of opened) subscription.close();
  await server.close();
});

interface Event {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

interface Subscription {
  /** the first `next` event: an error at once when refused, else the first notification */
  firstEvent: Promise<Event>;
  close: () => void;
}

/** ada's notifications over SSE, as the client at `address`. */
async function subscribe(address: string): Promise<Subscription> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      authorization: `Bearer ${ada.token}`,
      "x-forwarded-for": address,
    },
    body: JSON.stringify({ query: print(NotificationAdded) }),
    signal: controller.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const firstEvent = (async () => {
    let received = "";
    for (;;) {
      const event = /event: next\ndata: (.*)\n/.exec(received);
      if (event) return JSON.parse(event[1]!) as Event;
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended without an event: ${received}`);
      received += value;
    }
  })();
  firstEvent.catch(() => {}); // an aborted stream's read rejects
  const subscription = { firstEvent, close: () => controller.abort() };
  opened.push(subscription);
  return subscription;
}

/**
 * Whether the subscription is live: a refusal arrives at once; a live one receives the next
 * notification (bob likes ada's post again, as often as needed: the stream may still be setting
 * up its bus listener when the first one is published).
 */
async function isLive(subscription: Subscription): Promise<boolean> {
  let first: Awaited<Subscription["firstEvent"]> | undefined;
  void subscription.firstEvent.then(
    (event) => (first = event),
    () => {},
  ); // an aborted stream: no event
  const event = await eventually(
    async () => {
      if (first) return first;
      await server.domain.likes.unlike(bob.viewer, postId);
      await server.domain.likes.like(bob.viewer, postId);
      throw new Error("no event yet");
    },
    { interval: 100 },
  );
  if (event.data !== undefined) return true;
  expect(event.errors?.[0]?.extensions?.code).toBe("TOO_MANY_SUBSCRIPTIONS");
  return false;
}

it("refuses a client's subscription over the cap with a clear error; other clients are not counted with it", async () => {
  const live = [];
  for (let i = 0; i < MAX_SSE_SUBSCRIPTIONS_PER_CLIENT; i++) live.push(await subscribe("203.0.113.1"));
  const over = await subscribe("203.0.113.1");
  expect(await isLive(over)).toBe(false);
  expect(await over.firstEvent).toEqual({
    errors: [
      expect.objectContaining({
        message: expect.stringContaining(`at most ${MAX_SSE_SUBSCRIPTIONS_PER_CLIENT} over HTTP at a time`),
        extensions: { code: "TOO_MANY_SUBSCRIPTIONS", limit: MAX_SSE_SUBSCRIPTIONS_PER_CLIENT },
      }),
    ],
    extensions: { cost: { requestedQueryCost: expect.any(Number), maximumQueryCost: MAX_OPERATION_COST } },
  });
  expect(await isLive(await subscribe("203.0.113.2"))).toBe(true);
  for (const subscription of live) expect(await isLive(subscription)).toBe(true);

  // a client that goes away frees its slots, every one of them
  for (const subscription of live) subscription.close();
  // a refused one was too early: the server has not yet seen every aborted stream end
  for (let slot = 0; slot < MAX_SSE_SUBSCRIPTIONS_PER_CLIENT; slot++)
    await eventually(async () => expect(await isLive(await subscribe("203.0.113.1"))).toBe(true));
  expect(await isLive(await subscribe("203.0.113.1"))).toBe(false);
});
