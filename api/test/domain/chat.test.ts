// Chat rules in the domain: what a message may be, one conversation per pair (also when both
// people send their first message at once), reading up to a message, unread counts, deleting
// your own, who may see what, the chat budget, and events in commit order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DomainEvents } from "../../src/events/domain-events.ts";
import {
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
  type FailureCode,
} from "../../src/domain/errors.ts";
import { MESSAGE_MAX } from "../../src/domain/chat/rules.ts";
import { createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
const sent: DomainEvents["message.sent"][] = [];
let stopListening: () => void;

beforeAll(async () => {
  server = await createTestServer();
  stopListening = await server.bus.subscribe("message.sent", (event) => void sent.push(event));
});
afterAll(async () => {
  stopListening?.();
  await server?.close();
});

const send = (from: TestUser, to: TestUser | string, text: unknown) =>
  server.domain.messages.send(from.viewer, typeof to === "string" ? to : to.id, text);
const conversationOf = (a: TestUser, b: TestUser) => server.domain.conversations.withUser(a.viewer, b.id);
const messageCount = () => server.prisma.message.count();
const UNKNOWN_USER = "01900000-0000-7000-8000-00000000dead";
/** `n` fresh people, typed as the tuple the tests destructure */
const people = async (on: TestServer, n: number) => (await createUsers(on, n)) as [TestUser, TestUser, TestUser];

describe("sending", () => {
  it("stores the trimmed text, starts the pair's conversation with the first message and keeps using it", async () => {
    const [ada, bob] = await people(server, 2);
    const first = await send(ada, bob, "  hello 👋  ");
    expect(first).toMatchObject({
      text: "hello 👋",
      senderId: ada.id,
      receiverId: bob.id,
      readAt: null,
      deletedAt: null,
    });
    const reply = await send(bob, ada, "hi");
    const conversation = await conversationOf(bob, ada);
    expect(conversation).toMatchObject({ id: first.conversationId, lastMessageAt: reply.createdAt });
    expect(reply.conversationId).toBe(first.conversationId);
    expect(reply.createdAt.getTime()).toBeGreaterThan(first.createdAt.getTime());
    expect(await server.prisma.conversation.count({ where: { id: first.conversationId } })).toBe(1);
  });

  it("accepts any Unicode up to 2,000 characters, an emoji counting as one", async () => {
    const [ada, bob] = await people(server, 2);
    const emoji = "😀".repeat(MESSAGE_MAX); // 4,000 UTF-16 units
    expect((await send(ada, bob, emoji)).text).toBe(emoji);
    expect((await send(ada, bob, "日本語 — ñ — \u{1F468}\u200D\u{1F469}\u200D\u{1F467}")).text).toContain("日本語");
  });

  it("refuses bad text, writing nothing", async () => {
    const [ada, bob] = await people(server, 2);
    const before = await messageCount();
    const refusals: [unknown, FailureCode][] = [
      ["", "MESSAGE_EMPTY"],
      [" \n\t ", "MESSAGE_EMPTY"],
      ["x".repeat(MESSAGE_MAX + 1), "MESSAGE_TOO_LONG"],
      ["😀".repeat(MESSAGE_MAX + 1), "MESSAGE_TOO_LONG"],
      ["x".repeat(1_000_000), "MESSAGE_TOO_LONG"],
      [42, "NOT_TEXT"],
      [null, "NOT_TEXT"],
      [{ text: "hi" }, "NOT_TEXT"],
    ];
    for (const [text, reason] of refusals) {
      const error = await send(ada, bob, text).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toMatchObject([{ field: "text", reason }]);
    }
    expect(await messageCount()).toBe(before);
    expect(await conversationOf(ada, bob)).toBeNull();
  });

  it("refuses a message to yourself, to nobody and to a malformed id", async () => {
    const ada = await createUser(server);
    const before = await messageCount();
    await expect(send(ada, ada, "me")).rejects.toBeInstanceOf(ValidationError);
    await expect(send(ada, UNKNOWN_USER, "anyone?")).rejects.toThrow(new NotFoundError("User"));
    for (const id of ["not-an-id", "", "' OR 1=1 --", "1".repeat(10_000)])
      await expect(send(ada, id, "hi")).rejects.toBeInstanceOf(NotFoundError);
    expect(await messageCount()).toBe(before);
  });

  it("makes one conversation when both people send their first message at the same moment", async () => {
    for (let round = 0; round < 5; round++) {
      const [ada, bob] = await people(server, 2);
      const messages = await Promise.all([
        send(ada, bob, "a1"),
        send(bob, ada, "b1"),
        send(ada, bob, "a2"),
        send(bob, ada, "b2"),
      ]);
      expect(new Set(messages.map((m) => m.conversationId)).size).toBe(1);
      expect(
        await server.prisma.conversation.count({ where: { OR: [{ lowUserId: ada.id }, { highUserId: ada.id }] } }),
      ).toBe(1);
      // each person's messages are numbered 1..4 without a gap or a repeat
      const streams = await server.prisma.messageStream.findMany({ where: { userId: { in: [ada.id, bob.id] } } });
      expect(streams.map((s) => s.lastSeq)).toEqual([4, 4]);
      const adaSeqs = messages.map((m) => (m.senderId === ada.id ? m.senderSeq : m.receiverSeq)).sort();
      expect(adaSeqs).toEqual([1, 2, 3, 4]);
    }
  });

  it("publishes each message after it commits, a conversation's messages in the order they were stored", async () => {
    const [ada, bob] = await people(server, 2);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? send(ada, bob, `a${i}`) : send(bob, ada, `b${i}`))),
    );
    const conversation = (await conversationOf(ada, bob))!;
    const stored = await server.prisma.message.findMany({
      where: { conversationId: conversation.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    const announced = () => sent.filter((e) => e.conversationId === conversation.id).map((e) => e.messageId);
    await expect.poll(announced).toEqual(stored.map((m) => m.id));
    expect(new Set(stored.map((m) => m.createdAt.getTime())).size).toBe(stored.length);
  });
});

describe("reading", () => {
  it("marks read up to a message: one that arrived meanwhile stays unread; counts per conversation and in total", async () => {
    const [ada, bob, cyd] = await people(server, 3);
    const m1 = await send(bob, ada, "one");
    const m2 = await send(bob, ada, "two");
    await send(cyd, ada, "elsewhere");
    const m3 = await send(bob, ada, "arrived meanwhile");
    expect(await server.domain.conversations.unreadTotal(ada.viewer)).toBe(4);

    expect(await server.domain.conversations.markRead(ada.viewer, m1.conversationId, m2.id)).toBe(2);
    expect(await server.domain.conversations.unreadTotal(ada.viewer)).toBe(2);
    const read = await server.prisma.message.findMany({
      where: { conversationId: m1.conversationId },
      orderBy: { createdAt: "asc" },
    });
    expect(read.map((m) => [m.text, m.readAt !== null])).toEqual([
      ["one", true],
      ["two", true],
      ["arrived meanwhile", false],
    ]);
    // again: nothing more to mark; the sender's own messages are never "unread" for them
    expect(await server.domain.conversations.markRead(ada.viewer, m1.conversationId, m2.id)).toBe(0);
    expect(await server.domain.conversations.markRead(bob.viewer, m1.conversationId, m3.id)).toBe(0);
    expect(await server.domain.conversations.unreadTotal(bob.viewer)).toBe(0);
  });

  it("lets only the two people read or mark a conversation", async () => {
    const [ada, bob, eve] = await people(server, 3);
    const message = await send(ada, bob, "private");
    const other = await send(eve, ada, "another conversation");
    await expect(server.domain.conversations.get(eve.viewer, message.conversationId)).rejects.toThrow(
      new NotFoundError("Conversation"),
    );
    await expect(
      server.domain.conversations.markRead(eve.viewer, message.conversationId, message.id),
    ).rejects.toBeInstanceOf(NotFoundError);
    // a message of another conversation cannot be the mark
    await expect(server.domain.conversations.markRead(bob.viewer, message.conversationId, other.id)).rejects.toThrow(
      new NotFoundError("Message"),
    );
    await expect(server.domain.conversations.markRead(bob.viewer, "nope", message.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(
      server.domain.conversations.markRead(bob.viewer, message.conversationId, "nope"),
    ).rejects.toBeInstanceOf(NotFoundError);
    const conversation = await server.domain.conversations.get(ada.viewer, message.conversationId);
    await expect(server.domain.messages.history(eve.viewer, conversation, {})).rejects.toBeInstanceOf(NotFoundError);
    expect(
      await server.prisma.message.count({ where: { readAt: { not: null }, conversationId: message.conversationId } }),
    ).toBe(0);
  });

  it("pages a conversation's history newest page first, back to older ones, oldest first within a page", async () => {
    const [ada, bob] = await people(server, 2);
    for (let i = 1; i <= 7; i++) await send(i % 2 ? ada : bob, i % 2 ? bob : ada, `m${i}`);
    const conversation = (await conversationOf(ada, bob))!;
    const texts = (page: { nodes: { text: string }[] }) => page.nodes.map((m) => m.text);
    const newest = await server.domain.messages.history(ada.viewer, conversation, { last: 3 });
    expect(texts(newest)).toEqual(["m5", "m6", "m7"]);
    expect(newest.hasPreviousPage).toBe(true);
    const { encodeCursor } = await import("../../src/domain/pagination.ts");
    const older = await server.domain.messages.history(ada.viewer, conversation, {
      last: 3,
      before: encodeCursor(newest.nodes[0]!),
    });
    expect(texts(older)).toEqual(["m2", "m3", "m4"]);
    const oldest = await server.domain.messages.history(ada.viewer, conversation, {
      last: 3,
      before: encodeCursor(older.nodes[0]!),
    });
    expect([texts(oldest), oldest.hasPreviousPage]).toEqual([["m1"], false]);
    const forward = await server.domain.messages.history(bob.viewer, conversation, {
      first: 2,
      after: encodeCursor(oldest.nodes[0]!),
    });
    expect([texts(forward), forward.hasNextPage]).toEqual([["m2", "m3"], true]);
    await expect(
      server.domain.messages.history(ada.viewer, conversation, { first: 2, last: 2 }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(server.domain.messages.history(ada.viewer, conversation, { last: 500 })).rejects.toThrow(
      "last must be between 1 and 50.",
    );
    await expect(server.domain.messages.history(ada.viewer, conversation, { before: "garbage" })).rejects.toMatchObject(
      { fieldErrors: [{ field: "before", reason: "INVALID_CURSOR" }] },
    );
  });
});

describe("deleting", () => {
  it("erases the sender's own message for both sides, once; the receiver's unread count drops", async () => {
    const [ada, bob] = await people(server, 2);
    const message = await send(ada, bob, "oops");
    expect(await server.domain.conversations.unreadTotal(bob.viewer)).toBe(1);
    const deleted = await server.domain.messages.delete(ada.viewer, message.id);
    expect(deleted).toMatchObject({ id: message.id, text: "", deletedAt: expect.any(Date) });
    expect(await server.domain.conversations.unreadTotal(bob.viewer)).toBe(0);
    expect(await server.domain.messages.delete(ada.viewer, message.id)).toMatchObject({ deletedAt: deleted.deletedAt });
  });

  it("refuses to delete someone else's message, and hides it from strangers", async () => {
    const [ada, bob, eve] = await people(server, 3);
    const message = await send(ada, bob, "mine");
    await expect(server.domain.messages.delete(bob.viewer, message.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(server.domain.messages.delete(eve.viewer, message.id)).rejects.toThrow(new NotFoundError("Message"));
    await expect(server.domain.messages.delete(eve.viewer, "../etc/passwd")).rejects.toBeInstanceOf(NotFoundError);
    expect(await server.prisma.message.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      text: "mine",
      deletedAt: null,
    });
  });
});

describe("the chat budget (CHAT_RATE_LIMIT_PER_MINUTE)", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await createTestServer({ CHAT_RATE_LIMIT_PER_MINUTE: "3", WRITE_RATE_LIMIT_PER_MINUTE: "100" });
  });
  afterAll(() => limited.close());

  it("refuses messages past the limit, writing nothing; other writes and other people are not affected", async () => {
    const [ada, bob] = await people(limited, 2);
    for (let i = 0; i < 3; i++) await limited.domain.messages.send(ada.viewer, bob.id, `m${i}`);
    await expect(limited.domain.messages.send(ada.viewer, bob.id, "flood")).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    expect(await limited.prisma.message.count({ where: { senderId: ada.id } })).toBe(3);
    await limited.domain.follows.follow(ada.viewer, bob.id); // the write budget is another one
    await limited.domain.messages.send(bob.viewer, ada.id, "my own budget");
  });
});
