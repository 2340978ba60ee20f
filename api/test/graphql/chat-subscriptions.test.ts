// Chat live over graphql-ws: messages to both people (every tab), catching up after a reconnect,
// reads and deletions, friends coming and going, typing.
import { print } from "graphql";
import { describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import type { LiveSubscription } from "../support/graphql-ws.ts";
import { liveTestServerPerFile } from "../support/live-server.ts";
import { eventually } from "../support/eventually.ts";
import {
  ConversationUpdated,
  FriendPresenceChanged,
  MessageAdded,
  SetTyping,
  TypingIndicator,
} from "./chat-operations.ts";

const { server, subscribe } = liveTestServerPerFile();

const people = async (n: number) =>
  (await Promise.all(Array.from({ length: n }, () => createUser(server())))) as [TestUser, TestUser, TestUser];
const send = (from: TestUser, to: TestUser, text: string) => server().domain.messages.send(from.viewer, to.id, text);

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
    const seen = (tab: LiveSubscription) =>
      tab.values<Added>("messageAdded").map((m) => `${m.fromViewer ? ">" : "<"} ${m.text}`);
    await eventually(() => expect(seen(bobTab)).toEqual(["< hi bob", "> hi ada", "< how are you?"]));
    for (const tab of [adaTab1, adaTab2])
      await eventually(() => expect(seen(tab)).toEqual(["> hi bob", "< hi ada", "> how are you?"]));
    expect(bobTab.values<Added>("messageAdded").at(-1)!.conversation.unreadCount).toBe(2);
    // A message to Eve, after the others on the same path (the bus hands events over in commit
    // order): once it reaches her, any of theirs sent her way would have arrived before it.
    await send(ada, eve, "hi eve");
    await eventually(() => expect(eveTab.received).toHaveLength(1));
    expect(seen(eveTab)).toEqual(["< hi eve"]);
  });

  it("catches up from the newest message a client has, then goes live, without gaps or repeats", async () => {
    const [ada, bob] = await people(2);
    const had = await send(bob, ada, "seen before the reconnect");
    await send(bob, ada, "missed 1");
    await send(ada, bob, "missed 2 (from another tab)");
    const tab = await subscribe(ada, print(MessageAdded), {
      after: (await import("@pothos/plugin-relay")).encodeGlobalID("Message", had.id),
    });
    await send(bob, ada, "live");
    const texts = () => tab.values<{ text: string }>("messageAdded").map((m) => m.text);
    await eventually(() => expect(texts()).toEqual(["missed 1", "missed 2 (from another tab)", "live"]));
    // a later message: once it arrives, a repeat of any before it would already be in the list
    await send(ada, bob, "live 2");
    await eventually(() => expect(texts()).toHaveLength(4));
    expect(texts()).toEqual(["missed 1", "missed 2 (from another tab)", "live", "live 2"]);
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
    const [adaTab, bobTab] = [
      await subscribe(ada, print(ConversationUpdated)),
      await subscribe(bob, print(ConversationUpdated)),
    ];
    await server().domain.conversations.markRead(bob.viewer, first.conversationId, first.id);
    await eventually(() => expect(bobTab.received).toHaveLength(1));
    await server().domain.messages.delete(ada.viewer, second.id);
    type Update = {
      kind: string;
      actor: { username: string };
      message: { text: string; deleted: boolean; read: boolean };
      conversation: { unreadCount: number };
    };
    const summary = (tab: LiveSubscription) =>
      tab
        .values<Update>("conversationUpdated")
        .map((u) => [u.kind, u.actor.username, u.message.deleted ? "(deleted)" : u.message.text, u.message.read]);
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
    await server().domain.follows.follow(ada.viewer, bob.id);
    const adaTab = await subscribe(ada, print(FriendPresenceChanged));
    const cydConnection = await subscribe(cyd, "{ __typename }"); // not followed: no news of cyd
    const bobConnection = await subscribe(bob, "{ __typename }");
    type Change = { online: boolean; user: { username: string } };
    const changes = () =>
      adaTab.values<Change>("friendPresenceChanged").map((c) => `${c.user.username} ${c.online ? "on" : "off"}`);
    await eventually(() => expect(changes()).toEqual([`${bob.username} on`]));
    await bobConnection.close();
    await eventually(() => expect(changes()).toEqual([`${bob.username} on`, `${bob.username} off`]));
    await cydConnection.close();
    // Once the server has Cyd offline, the change is published; Bob coming back is published
    // after it, so once Ada hears of Bob any news of Cyd would have reached her before.
    await eventually(async () => expect(await server().domain.online.isOnline(cyd.id)).toBe(false));
    const bobAgain = await subscribe(bob, "{ __typename }");
    await eventually(() => expect(changes()).toHaveLength(3));
    expect(changes()).toEqual([`${bob.username} on`, `${bob.username} off`, `${bob.username} on`]);
    await bobAgain.close();
  });
});

describe("friendPresenceChanged, opened while friends are online", () => {
  it("starts with the friends online now: one who connected before the subscription is not missed", async () => {
    const [ada, bob, cyd] = await people(3);
    await server().domain.follows.follow(ada.viewer, bob.id);
    // Bob (followed) and Cyd (not) are online before Ada's lobby subscribes, as after a reload
    const bobConnection = await subscribe(bob, "{ __typename }");
    const cydConnection = await subscribe(cyd, "{ __typename }");
    await eventually(async () => expect(await server().domain.online.isOnline(bob.id)).toBe(true));
    await eventually(async () => expect(await server().domain.online.isOnline(cyd.id)).toBe(true));
    const adaTab = await subscribe(ada, print(FriendPresenceChanged));
    type Change = { online: boolean; user: { username: string } };
    const changes = () =>
      adaTab.values<Change>("friendPresenceChanged").map((c) => `${c.user.username} ${c.online ? "on" : "off"}`);
    await eventually(() => expect(changes()).toEqual([`${bob.username} on`]));
    await bobConnection.close();
    await eventually(() => expect(changes()).toEqual([`${bob.username} on`, `${bob.username} off`]));
    await cydConnection.close();
  });
});

describe("typingIndicator", () => {
  it("shows the receiver who is typing to them, and nobody else", async () => {
    const [ada, bob, eve] = await people(3);
    const [adaTab, eveTab] = [
      await subscribe(ada, print(TypingIndicator)),
      await subscribe(eve, print(TypingIndicator)),
    ];
    for (const typing of [true, false])
      await execute(server(), SetTyping, { input: { userId: ada.globalId, typing } }, { token: bob.token });
    await eventually(() =>
      expect(adaTab.values("typingIndicator")).toEqual([
        { typing: true, user: { username: bob.username } },
        { typing: false, user: { username: bob.username } },
      ]),
    );
    expect(eveTab.received).toEqual([]);
  });
});
