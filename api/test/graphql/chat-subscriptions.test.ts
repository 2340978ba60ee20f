// Chat live over graphql-ws: messages to both people (every tab), catching up after a reconnect,
// reads and deletions, friends coming and going, typing.
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { subscribeLive, type LiveSubscription } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { eventually, listen, sleep } from "../realtime/socket-client.ts";
import { ConversationUpdated, FriendPresenceChanged, MessageAdded, SetTyping, TypingIndicator } from "./chat-operations.ts";

let server: TestServer;
let baseUrl: string;
const subscriptions: LiveSubscription[] = [];

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await listen(server);
});
afterAll(async () => {
  await Promise.all(subscriptions.map((s) => s.close()));
  await server.close();
});

/** Subscribes as `user` over its own connection; resolves once the server has registered it. */
async function subscribe(user: TestUser, query: string, variables: Record<string, unknown> = {}): Promise<LiveSubscription> {
  const subscription = await subscribeLive(baseUrl, user.token, query, variables);
  subscriptions.push(subscription);
  return subscription;
}

const people = async (n: number) => (await Promise.all(Array.from({ length: n }, () => createUser(server)))) as [TestUser, TestUser, TestUser];
const send = (from: TestUser, to: TestUser, text: string) => server.domain.messages.send(from.viewer, to.id, text);

describe("messageAdded", () => {
  it("delivers each message to both people, in every tab of theirs, in order; nobody else hears it", async () => {
    const [ada, bob, eve] = await people(3);
    const [adaTab1, adaTab2, bobTab, eveTab] = [
      await subscribe(ada, print(MessageAdded)),
      await subscribe(ada, print(MessageAdded)),
      await subscribe(bob, print(MessageAdded)),
      await subscribe(eve, print(MessageAdded)),
    ];
    await send(ada, bob, "hi bob");
    await send(bob, ada, "hi ada");
    await send(ada, bob, "how are you?");
    type Added = { text: string; fromViewer: boolean; conversation: { unreadCount: number } };
    const seen = (tab: LiveSubscription) => tab.values<Added>("messageAdded").map((m) => `${m.fromViewer ? ">" : "<"} ${m.text}`);
    await eventually(() => expect(seen(bobTab)).toEqual(["< hi bob", "> hi ada", "< how are you?"]));
    for (const tab of [adaTab1, adaTab2]) await eventually(() => expect(seen(tab)).toEqual(["> hi bob", "< hi ada", "> how are you?"]));
    expect(bobTab.values<Added>("messageAdded").at(-1)!.conversation.unreadCount).toBe(2);
    await sleep(100);
    expect(eveTab.received).toEqual([]);
  });

  it("catches up from the newest message a client has, then goes live, without gaps or repeats", async () => {
    const [ada, bob] = await people(2);
    const had = await send(bob, ada, "seen before the reconnect");
    await send(bob, ada, "missed 1");
    await send(ada, bob, "missed 2 (from another tab)");
    const tab = await subscribe(ada, print(MessageAdded), { after: (await import("@pothos/plugin-relay")).encodeGlobalID("Message", had.id) });
    await send(bob, ada, "live");
    const texts = () => tab.values<{ text: string }>("messageAdded").map((m) => m.text);
    await eventually(() => expect(texts()).toEqual(["missed 1", "missed 2 (from another tab)", "live"]));
    await sleep(100);
    expect(texts()).toHaveLength(3);
  });

  it("refuses to catch up from someone else's message, or without a viewer", async () => {
    const [ada, bob, eve] = await people(3);
    const theirs = await send(ada, bob, "private");
    const { encodeGlobalID } = await import("@pothos/plugin-relay");
    const eveTab = await subscribe(eve, print(MessageAdded), { after: encodeGlobalID("Message", theirs.id) });
    await eventually(() => expect(JSON.stringify(eveTab.received)).toContain("NOT_FOUND"));
    const anonymous = await subscribe({ token: undefined } as unknown as TestUser, print(MessageAdded));
    await eventually(() => expect(JSON.stringify(anonymous.received)).toContain("UNAUTHENTICATED"));
  });
});

describe("conversationUpdated", () => {
  it("tells both people about a read and a deletion, with the conversation as it is now", async () => {
    const [ada, bob] = await people(2);
    const first = await send(ada, bob, "one");
    const second = await send(ada, bob, "two");
    const [adaTab, bobTab] = [await subscribe(ada, print(ConversationUpdated)), await subscribe(bob, print(ConversationUpdated))];
    await server.domain.conversations.markRead(bob.viewer, first.conversationId, first.id);
    await eventually(() => expect(bobTab.received).toHaveLength(1));
    await server.domain.messages.delete(ada.viewer, second.id);
    type Update = { kind: string; actor: { username: string }; message: { text: string; deleted: boolean; read: boolean }; conversation: { unreadCount: number } };
    const summary = (tab: LiveSubscription) => tab.values<Update>("conversationUpdated").map((u) => [u.kind, u.actor.username, u.message.deleted ? "(deleted)" : u.message.text, u.message.read]);
    const expected = [
      ["READ", bob.username, "one", true],
      ["MESSAGE_DELETED", ada.username, "(deleted)", false],
    ];
    await eventually(() => expect(summary(adaTab)).toEqual(expected));
    await eventually(() => expect(summary(bobTab)).toEqual(expected));
    // bob read "one" ("two" still unread); then "two" was deleted, which leaves nothing unread
    expect(bobTab.values<Update>("conversationUpdated").map((u) => u.conversation.unreadCount)).toEqual([1, 0]);
  });
});

describe("friendPresenceChanged", () => {
  it("tells the viewer when someone they follow connects and when their last connection closes", async () => {
    const [ada, bob, cyd] = await people(3);
    await server.domain.follows.follow(ada.viewer, bob.id);
    const adaTab = await subscribe(ada, print(FriendPresenceChanged));
    const cydConnection = await subscribe(cyd, "{ __typename }"); // not followed: no news of cyd
    const bobConnection = await subscribe(bob, "{ __typename }");
    type Change = { online: boolean; user: { username: string } };
    const changes = () => adaTab.values<Change>("friendPresenceChanged").map((c) => `${c.user.username} ${c.online ? "on" : "off"}`);
    await eventually(() => expect(changes()).toEqual([`${bob.username} on`]));
    await bobConnection.close();
    await eventually(() => expect(changes()).toEqual([`${bob.username} on`, `${bob.username} off`]));
    await cydConnection.close();
    await sleep(100);
    expect(changes()).toHaveLength(2);
  });
});

describe("typingIndicator", () => {
  it("shows the receiver who is typing to them, and nobody else", async () => {
    const [ada, bob, eve] = await people(3);
    const [adaTab, eveTab] = [await subscribe(ada, print(TypingIndicator)), await subscribe(eve, print(TypingIndicator))];
    for (const typing of [true, false]) await execute(server, SetTyping, { input: { userId: ada.globalId, typing } }, { token: bob.token });
    await eventually(() =>
      expect(adaTab.values("typingIndicator")).toEqual([
        { typing: true, user: { username: bob.username } },
        { typing: false, user: { username: bob.username } },
      ]),
    );
    expect(eveTab.received).toEqual([]);
  });
});
