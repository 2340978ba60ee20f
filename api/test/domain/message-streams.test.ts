// MessageStreams.follow: a person's messages once each and in order, whatever the bus does: an
// event lost (say, in a Redis outage) is read from the database when a later one shows the gap,
// a repeated one is skipped, and a reconnecting client catches up from its newest message.
import { IdempotencyKeys } from "../../src/domain/idempotency-keys.ts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { NotFoundError, ValidationError } from "../../src/domain/errors.ts";
import { MAX_CATCH_UP } from "../../src/domain/chat/message-streams.ts";
import { Messages } from "../../src/domain/chat/messages.ts";
import { EventBus } from "../../src/events/event-bus.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { inMemoryRateLimits } from "../../src/domain/limits/rate-limit-store.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
/** sends whose events are never stored in the outbox: as if the event was lost on the way */
let unannounced: Messages;

beforeAll(async () => {
  server = await createTestServer();
  const withoutOutbox = server.prisma.$extends({
    query: { outboxEvent: { createMany: async () => ({ count: 0 }) } },
  }) as unknown as PrismaClient;
  unannounced = new Messages({
    prisma: withoutOutbox,
    bus: EventBus.inMemory(),
    sends: inMemoryRateLimits().limit({ name: "chat-messages", limit: 1000, windowSeconds: 60 }),
    keys: new IdempotencyKeys(withoutOutbox),
  });
});
afterAll(() => server.close());

async function take(feed: AsyncIterator<string>, n: number): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < n) ids.push((await feed.next()).value as string);
  return ids;
}

const people = async () => [await createUser(server), await createUser(server)] as [TestUser, TestUser];

it("fills a gap left by a lost event, skips a repeated one, in both directions", async () => {
  const [ada, bob] = await people();
  const feed = await server.domain.messageStreams.follow(ada.viewer, null);
  try {
    const m1 = await server.domain.messages.send(bob.viewer, ada.id, "one");
    const m2 = await unannounced.send(ada.viewer, bob.id, "two (its event is lost)");
    const m3 = await server.domain.messages.send(bob.viewer, ada.id, "three");
    expect(await take(feed, 3)).toEqual([m1.id, m2.id, m3.id]);
    // the bus delivers one again (two nodes, a retry): nothing is handed out twice
    await server.bus.publish("message.sent", {
      messageId: m1.id,
      conversationId: m1.conversationId,
      senderId: bob.id,
      receiverId: ada.id,
      senderSeq: m1.senderSeq,
      receiverSeq: m1.receiverSeq,
    });
    const m4 = await server.domain.messages.send(ada.viewer, bob.id, "four");
    expect(await take(feed, 1)).toEqual([m4.id]);
  } finally {
    await feed.return!();
  }
});

it("catches up from the newest message the client has, then goes on live", async () => {
  const [ada, bob] = await people();
  const had = await server.domain.messages.send(ada.viewer, bob.id, "had");
  const missed = [
    await server.domain.messages.send(bob.viewer, ada.id, "missed 1"),
    await unannounced.send(ada.viewer, bob.id, "missed 2"),
  ];
  const feed = await server.domain.messageStreams.follow(bob.viewer, had.id);
  try {
    const live = await server.domain.messages.send(ada.viewer, bob.id, "live");
    expect(await take(feed, 3)).toEqual([...missed.map((m) => m.id), live.id]);
  } finally {
    await feed.return!();
  }
});

it("refuses to catch up from a message that is not the viewer's, or from too far back", async () => {
  const [ada, bob] = await people();
  const eve = await createUser(server);
  const message = await server.domain.messages.send(ada.viewer, bob.id, "hi");
  await expect(server.domain.messageStreams.follow(eve.viewer, message.id)).rejects.toBeInstanceOf(NotFoundError);
  await expect(server.domain.messageStreams.follow(eve.viewer, "not-an-id")).rejects.toBeInstanceOf(NotFoundError);
  await server.prisma.messageStream.update({
    where: { userId: ada.id },
    data: { lastSeq: message.senderSeq + MAX_CATCH_UP + 1 },
  });
  await expect(server.domain.messageStreams.follow(ada.viewer, message.id)).rejects.toBeInstanceOf(ValidationError);
});

it("stops listening when the subscriber leaves", async () => {
  const [ada, bob] = await people();
  const feed = await server.domain.messageStreams.follow(ada.viewer, null);
  const pending = feed.next();
  await feed.return!();
  expect(await pending).toEqual({ done: true, value: undefined });
  await server.domain.messages.send(bob.viewer, ada.id, "after leaving");
  expect(await feed.next()).toEqual({ done: true, value: undefined });
});
