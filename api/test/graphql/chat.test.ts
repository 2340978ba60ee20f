// Chat over GraphQL: sending, the chat list, a conversation's history paged backwards, reading,
// deleting, the conversation with someone before and after the first message, and who may see
// what. Subscriptions are in chat-subscriptions.test.ts.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { statementsOf, statementsWithFollowUps } from "../rest/v1-client.ts";
import {
  ChatList,
  ConversationMessages,
  ConversationWithUser,
  DeleteMessage,
  MarkConversationRead,
  MessageNode,
  SendMessage,
  SetTyping,
} from "./chat-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const people = async (n: number) =>
  (await Promise.all(Array.from({ length: n }, () => createUser(server)))) as [TestUser, TestUser, TestUser];

async function sendMessage(from: TestUser, to: TestUser | string, text: string) {
  const response = await execute(
    server,
    SendMessage,
    { input: { receiverId: typeof to === "string" ? to : to.globalId, text } },
    { token: from.token },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.sendMessage;
}

async function sent(from: TestUser, to: TestUser, text: string) {
  const result = await sendMessage(from, to, text);
  if (result?.__typename !== "SendMessagePayload") throw new Error(`not sent: ${JSON.stringify(result)}`);
  return result;
}

describe("sendMessage", () => {
  it("sends, starting the conversation, and answers what Relay appends", async () => {
    const [ada, bob] = await people(2);
    const before = await execute(server, ConversationWithUser, { id: bob.id }, { token: ada.token });
    expect(before.data!.user).toEqual({ username: bob.username, online: false, conversationWithViewer: null });

    const result = await sent(ada, bob, "  hello bob 🎉 ");
    expect(result!.sentMessage).toMatchObject({
      text: "hello bob 🎉",
      fromViewer: true,
      read: false,
      deleted: false,
      sender: { username: ada.username },
      receiver: { username: bob.username },
    });
    expect(result!.messageEdge.node.id).toBe(result!.sentMessage.id);
    expect(result!.conversation).toMatchObject({
      unreadCount: 0,
      partner: { username: bob.username },
      lastMessage: { text: "hello bob 🎉" },
    });
    expect(result!.conversationEdge.node.id).toBe(result!.conversation.id);

    const after = await execute(server, ConversationWithUser, { id: ada.id }, { token: bob.token });
    expect(after.data!.user!.conversationWithViewer).toEqual({
      id: result!.conversation.id,
      unreadCount: 1,
      lastMessage: { text: "hello bob 🎉" },
    });
  });

  it("answers bad input with typed errors and writes nothing", async () => {
    const [ada, bob] = await people(2);
    const refused = [
      [bob.globalId, "   ", "ValidationError"],
      [bob.globalId, "x".repeat(2001), "ValidationError"],
      [ada.globalId, "me", "ValidationError"],
      [encodeGlobalID("User", "01900000-0000-7000-8000-00000000dead"), "hi", "NotFoundError"],
      [encodeGlobalID("User", "not-a-uuid"), "hi", "NotFoundError"],
      [encodeGlobalID("Post", bob.id), "hi", "NotFoundError"],
      ["garbage", "hi", "NotFoundError"],
    ] as const;
    for (const [receiverId, text, typename] of refused)
      expect((await sendMessage(ada, receiverId, text))!.__typename).toBe(typename);
    const toSelf = "receiverId is the viewer's own id: no one can write to themselves.";
    expect(await sendMessage(ada, ada.globalId, "me")).toEqual({
      __typename: "ValidationError",
      code: "CANNOT_MESSAGE_SELF",
      message: toSelf,
      fieldErrors: [{ field: "receiverId", code: "CANNOT_MESSAGE_SELF", message: toSelf }],
    });
    expect(await server.prisma.message.count({ where: { senderId: ada.id } })).toBe(0);

    const anonymous = await execute(server, SendMessage, { input: { receiverId: bob.globalId, text: "hi" } });
    expect(anonymous.errors).toEqual([expect.objectContaining({ extensions: { code: "UNAUTHENTICATED" } })]);
  });
});

describe("a message's cost", () => {
  it("is one statement, the receiver's setting and blocks checked in it", async () => {
    const [ada, bob] = await people(2);
    const statements = await statementsOf(server, () => server.domain.messages.send(ada.viewer, bob.id, "hi"));
    expect(statements).toBe(1);
  });

  it("adds one statement to publish it: its event goes out at commit and its outbox row is deleted", async () => {
    const [ada, bob] = await people(2);
    const statements = await statementsWithFollowUps(server, () =>
      server.domain.messages.send(ada.viewer, bob.id, "hi"),
    );
    expect(statements).toBe(2);
    expect(await server.prisma.outboxEvent.count()).toBe(0);
  });
});

describe("the chat list", () => {
  it("lists the viewer's conversations by latest message, with partner, last message and unread count, in pages", async () => {
    const [ada, bob, cyd] = await people(3);
    await sent(bob, ada, "from bob");
    await sent(cyd, ada, "from cyd 1");
    await sent(cyd, ada, "from cyd 2");
    await sent(ada, bob, "ada answers bob"); // bob's conversation is now the most recent
    const first = await execute(server, ChatList, { first: 1 }, { token: ada.token });
    const viewer = first.data!.viewer!;
    expect(viewer.unreadMessageCount).toBe(3);
    expect(viewer.conversations!.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({
        unreadCount: 1,
        partner: { username: bob.username, online: false },
        lastMessage: { text: "ada answers bob", fromViewer: true, deleted: false, sender: { username: ada.username } },
      }),
    ]);
    expect(viewer.conversations!.pageInfo.hasNextPage).toBe(true);
    const second = await execute(
      server,
      ChatList,
      { first: 5, after: viewer.conversations!.pageInfo.endCursor },
      { token: ada.token },
    );
    expect(
      second.data!.viewer!.conversations!.edges.map((e) => [
        e.node.partner.username,
        e.node.unreadCount,
        e.node.lastMessage.text,
      ]),
    ).toEqual([[cyd.username, 2, "from cyd 2"]]);
    expect(second.data!.viewer!.conversations!.pageInfo.hasNextPage).toBe(false);
  });

  it("costs the same number of statements for one conversation as for ten", async () => {
    const [viewer, ...partners] = await Promise.all(Array.from({ length: 11 }, () => createUser(server)));
    await sent(partners[0]!, viewer!, "one");
    const one = await statementsOf(server, () => execute(server, ChatList, { first: 20 }, { token: viewer!.token }));
    for (const partner of partners.slice(1)) await sent(partner, viewer!, "more");
    const ten = await statementsOf(server, () => execute(server, ChatList, { first: 20 }, { token: viewer!.token }));
    expect(ten).toBe(one);
  });

  it("is the viewer's alone", async () => {
    const [ada, bob] = await people(2);
    await sent(ada, bob, "secret");
    const response = await execute(server, ConversationWithUser, { id: bob.id }, { token: ada.token });
    const conversationId = response.data!.user!.conversationWithViewer!.id;
    // another user's list and counts are null; the conversation and its messages load as nothing
    const eve = await createUser(server);
    const theirs = await execute(server, ChatList, {}, { token: eve.token });
    expect(theirs.data!.viewer!.conversations!.edges).toEqual([]);
    expect(
      (await execute(server, ConversationMessages, { id: conversationId }, { token: eve.token })).data!.node,
    ).toBeNull();
    expect((await execute(server, ConversationMessages, { id: conversationId })).data!.node).toBeNull();
    const message = await server.prisma.message.findFirstOrThrow({ where: { senderId: ada.id } });
    expect(
      (await execute(server, MessageNode, { id: encodeGlobalID("Message", message.id) }, { token: eve.token })).data!
        .node,
    ).toBeNull();
    expect(
      (await execute(server, MessageNode, { id: encodeGlobalID("Message", message.id) }, { token: bob.token })).data!
        .node,
    ).toEqual({ text: "secret", sender: { username: ada.username } });
  });
});

describe("a conversation's messages", () => {
  it("come newest page first, oldest first within a page, and page back to older ones", async () => {
    const [ada, bob] = await people(2);
    let conversationId = "";
    for (let i = 1; i <= 5; i++)
      conversationId = (await sent(i % 2 ? ada : bob, i % 2 ? bob : ada, `m${i}`))!.conversation.id;
    const page = async (vars: { last?: number; before?: string | null }) => {
      const response = await execute(
        server,
        ConversationMessages,
        { id: conversationId, ...vars },
        { token: ada.token },
      );
      const messages = (
        response.data!.node as {
          messages: {
            edges: { node: { text: string; fromViewer: boolean } }[];
            pageInfo: { hasPreviousPage: boolean; startCursor?: string | null };
          };
        }
      ).messages;
      return {
        texts: messages.edges.map((e) => `${e.node.text}${e.node.fromViewer ? " (me)" : ""}`),
        pageInfo: messages.pageInfo,
      };
    };
    const newest = await page({ last: 2 });
    expect(newest.texts).toEqual(["m4", "m5 (me)"]);
    expect(newest.pageInfo.hasPreviousPage).toBe(true);
    const older = await page({ last: 2, before: newest.pageInfo.startCursor });
    expect(older.texts).toEqual(["m2", "m3 (me)"]);
    const oldest = await page({ last: 2, before: older.pageInfo.startCursor });
    expect(oldest).toMatchObject({ texts: ["m1 (me)"], pageInfo: { hasPreviousPage: false } });
    const bad = await execute(
      server,
      ConversationMessages,
      { id: conversationId, last: 5, first: 5 },
      { token: ada.token },
    );
    expect(bad.errors).toEqual([
      expect.objectContaining({ extensions: { code: "BAD_USER_INPUT", reason: "PAGING_BOTH_WAYS", field: "last" } }),
    ]);
  });
});

describe("markConversationRead", () => {
  it("marks up to a message, leaving later ones unread, and answers the new counts", async () => {
    const [ada, bob] = await people(2);
    const first = await sent(bob, ada, "one");
    await sent(bob, ada, "two");
    const input = { conversationId: first!.conversation.id, upToMessageId: first!.sentMessage.id };
    const response = await execute(server, MarkConversationRead, { input }, { token: ada.token });
    expect(response.data!.markConversationRead).toEqual({
      __typename: "MarkConversationReadPayload",
      unreadMessageCount: 1,
      conversation: { id: first!.conversation.id, unreadCount: 1 },
    });
  });

  it("refuses someone else's conversation, and a message from elsewhere, as not found", async () => {
    const [ada, bob, eve] = await people(3);
    const message = await sent(ada, bob, "hi");
    const elsewhere = await sent(eve, bob, "other");
    const attempts = [
      [eve, { conversationId: message!.conversation.id, upToMessageId: message!.sentMessage.id }],
      [bob, { conversationId: message!.conversation.id, upToMessageId: elsewhere!.sentMessage.id }],
      [bob, { conversationId: "nope", upToMessageId: message!.sentMessage.id }],
      [bob, { conversationId: message!.sentMessage.id, upToMessageId: message!.sentMessage.id }],
    ] as const;
    for (const [who, input] of attempts)
      expect(
        (await execute(server, MarkConversationRead, { input }, { token: who.token })).data!.markConversationRead!
          .__typename,
      ).toBe("NotFoundError");
    expect(await server.prisma.message.count({ where: { receiverId: bob.id, readAt: { not: null } } })).toBe(0);
  });
});

describe("deleteMessage", () => {
  it("leaves a placeholder for both sides; only the sender may, strangers see nothing", async () => {
    const [ada, bob, eve] = await people(3);
    const { sentMessage } = await sent(ada, bob, "regret");
    const byBob = await execute(server, DeleteMessage, { input: { messageId: sentMessage.id } }, { token: bob.token });
    expect(byBob.data!.deleteMessage).toEqual({
      __typename: "ForbiddenError",
      code: "CANNOT_DELETE_MESSAGE",
      message: "Only the message's sender may delete it.",
    });
    const byEve = await execute(server, DeleteMessage, { input: { messageId: sentMessage.id } }, { token: eve.token });
    expect(byEve.data!.deleteMessage!.__typename).toBe("NotFoundError");
    const byAda = await execute(server, DeleteMessage, { input: { messageId: sentMessage.id } }, { token: ada.token });
    expect(byAda.data!.deleteMessage).toEqual({
      __typename: "DeleteMessagePayload",
      deletedMessage: { id: sentMessage.id, text: "", deleted: true },
      conversation: { lastMessage: { deleted: true, text: "" } },
    });
    const list = await execute(server, ChatList, {}, { token: bob.token });
    expect(list.data!.viewer!.unreadMessageCount).toBe(0);
  });
});

describe("setTyping", () => {
  it("accepts a signal to someone, refuses one to yourself or nobody", async () => {
    const [ada, bob] = await people(2);
    const to = async (userId: string) =>
      (await execute(server, SetTyping, { input: { userId, typing: true } }, { token: ada.token })).data!.setTyping!
        .__typename;
    expect(await to(bob.globalId)).toBe("SetTypingPayload");
    expect(await to(ada.globalId)).toBe("ValidationError");
    expect(await to(encodeGlobalID("User", "01900000-0000-7000-8000-00000000dead"))).toBe("NotFoundError");
  });
});
