// Who may message me, who may invite me to play: everyone, people I follow, or nobody. A refused
// attempt gets a clear error on every face (GraphQL, v1 REST, the v1 socket's invitation) and
// stores and delivers nothing: no message, no conversation, no invitation, no notification.
import CryptoJS from "crypto-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { befriend } from "../support/games.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { connectV1 } from "../realtime/socket-client.ts";
import { eventually } from "../support/eventually.ts";
import { callV1 } from "../rest/v1-client.ts";
import {
  ContactSettingsOf,
  InviteTo,
  MessageTo,
  MessagingWith,
  UpdateContactSettings,
} from "./moderation-operations.ts";

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => server.close());

const settle = (
  user: TestUser,
  input: { messagesFrom?: "EVERYONE" | "FOLLOWED" | "NOBODY"; invitationsFrom?: "EVERYONE" | "FOLLOWED" | "NOBODY" },
) => execute(server, UpdateContactSettings, { input }, { token: user.token });
const message = (from: TestUser, to: TestUser) =>
  execute(server, MessageTo, { input: { receiverId: to.globalId, text: "hello" } }, { token: from.token });
const invite = (from: TestUser, to: TestUser) =>
  execute(server, InviteTo, { input: { inviteeId: to.globalId } }, { token: from.token });
const storedBetween = async (a: TestUser, b: TestUser) => ({
  messages: await server.prisma.message.count({ where: { senderId: a.id, receiverId: b.id } }),
  invitations: await server.prisma.gameInvitation.count({ where: { inviterId: a.id, inviteeId: b.id } }),
  notifications: await server.prisma.notification.count({
    where: { actorId: a.id, recipientId: b.id, kind: "GAME_INVITATION" },
  }),
});

describe("updateContactSettings", () => {
  it("saves the settings, which only their owner sees, and refuses a value not offered", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    expect((await settle(ada, { messagesFrom: "FOLLOWED" })).data!.updateContactSettings).toEqual({
      __typename: "UpdateContactSettingsPayload",
      viewer: { messagesFrom: "FOLLOWED", invitationsFrom: "EVERYONE" },
    });
    expect((await settle(ada, { invitationsFrom: "NOBODY" })).data!.updateContactSettings).toMatchObject({
      viewer: { messagesFrom: "FOLLOWED", invitationsFrom: "NOBODY" },
    });
    const read = await execute(server, ContactSettingsOf, { id: ada.globalId }, { token: bob.token });
    expect(read.data).toEqual({
      viewer: { messagesFrom: "EVERYONE", invitationsFrom: "EVERYONE", isModerator: false },
      user: { messagesFrom: null, invitationsFrom: null, isModerator: false },
    });
    const wrong = await server.domain.contactSettings
      .update(ada.viewer, { messagesFrom: "FRIENDS" })
      .catch((error: unknown) => error);
    expect(wrong).toMatchObject({ reason: "CONTACT_POLICY_INVALID", fieldErrors: [{ field: "messagesFrom" }] });
  });
});

describe("messages", () => {
  it("from nobody: refused on GraphQL and v1, nothing stored", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    await settle(bob, { messagesFrom: "NOBODY" });
    expect((await message(ada, bob)).data!.sendMessage).toEqual({
      __typename: "ForbiddenError",
      code: "MESSAGES_NOT_ACCEPTED",
      message: expect.any(String),
    });
    const v1 = await callV1(server, ada.token, "POST", `/users/${bob.id}/message`, {
      message: CryptoJS.AES.encrypt("hi", "your-secret-base-key").toString(),
    });
    expect(v1.statusCode).toBe(403);
    expect(v1.json()).toEqual({ status: "failed", message: "This user does not accept messages from you." });
    expect(await storedBetween(ada, bob)).toMatchObject({ messages: 0 });
    expect(
      await server.prisma.conversation.count({ where: { OR: [{ lowUserId: ada.id }, { highUserId: ada.id }] } }),
    ).toBe(0);
  });

  it("from people they follow: only those", async () => {
    const [ada, bob, carol] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    await settle(bob, { messagesFrom: "FOLLOWED" });
    await server.domain.follows.follow(bob.viewer, carol.id);
    await server.domain.follows.follow(ada.viewer, bob.id); // ada following bob does not count
    expect((await message(ada, bob)).data!.sendMessage).toMatchObject({ code: "MESSAGES_NOT_ACCEPTED" });
    expect((await message(carol, bob)).data!.sendMessage?.__typename).toBe("SendMessagePayload");
    await settle(bob, { messagesFrom: "EVERYONE" });
    expect((await message(ada, bob)).data!.sendMessage?.__typename).toBe("SendMessagePayload");
  });
});

describe("viewerCanMessage and viewerMessageRefusal", () => {
  const messaging = async (from: TestUser, to: TestUser) =>
    (await execute(server, MessagingWith, { id: to.globalId }, { token: from.token })).data!.user;

  it("tell before anyone types what the send would answer, a setting and a block alike to the blocked one", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    expect(await messaging(ada, bob)).toEqual({ viewerCanMessage: true, viewerMessageRefusal: null });

    await settle(bob, { messagesFrom: "FOLLOWED" });
    expect(await messaging(ada, bob)).toEqual({ viewerCanMessage: false, viewerMessageRefusal: "NOT_ACCEPTED" });
    expect((await message(ada, bob)).data!.sendMessage).toMatchObject({ code: "MESSAGES_NOT_ACCEPTED" });

    await server.domain.follows.follow(bob.viewer, ada.id);
    expect(await messaging(ada, bob)).toEqual({ viewerCanMessage: true, viewerMessageRefusal: null });
    expect((await message(ada, bob)).data!.sendMessage?.__typename).toBe("SendMessagePayload");

    // the blocker is told it is their block; the blocked one, only what a setting would tell
    await server.domain.blocks.block(ada.viewer, bob.id);
    expect(await messaging(ada, bob)).toEqual({ viewerCanMessage: false, viewerMessageRefusal: "VIEWER_BLOCKED" });
    const adaAsBobFinds = { id: ada.id, deletedAt: null };
    expect((await server.domain.contactSettings.messageStanding(bob.viewer, adaAsBobFinds)).refusal).toBe(
      "NOT_ACCEPTED",
    );
    expect((await message(bob, ada)).data!.sendMessage).toMatchObject({ code: "MESSAGES_NOT_ACCEPTED" });

    expect(await messaging(ada, ada)).toEqual({ viewerCanMessage: false, viewerMessageRefusal: null });
  });
});

describe("game invitations", () => {
  it("from nobody or only people they follow: refused on GraphQL and the v1 socket, nothing stored or sent", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    await befriend(server, ada, bob);
    await settle(bob, { invitationsFrom: "NOBODY" });
    expect((await invite(ada, bob)).data!.inviteToGame).toMatchObject({
      __typename: "GameRefusal",
      code: "INVITATIONS_NOT_ACCEPTED",
      message: "They do not accept game invitations from you.",
    });
    await settle(bob, { invitationsFrom: "FOLLOWED" });
    expect((await invite(ada, bob)).data!.inviteToGame).toMatchObject({ code: "INVITATIONS_NOT_ACCEPTED" });

    // v1 has no refusal event for invitations: the refused one is dropped (logged), as every game
    // refusal is. One to carol sent after it shows the socket's events were handled.
    const carol = await createUser(server);
    await befriend(server, ada, carol);
    const v1 = await connectV1(baseUrl, { auth: { token: ada.token } });
    v1.socket.emit("accept-invite", { _id: bob.id, currentUserId: ada.id });
    v1.socket.emit("accept-invite", { _id: carol.id, currentUserId: ada.id });
    await eventually(async () => expect(await storedBetween(ada, carol)).toMatchObject({ invitations: 1 }));
    expect(await storedBetween(ada, bob)).toEqual({ messages: 0, invitations: 0, notifications: 0 });

    await server.domain.follows.follow(bob.viewer, ada.id);
    expect((await invite(ada, bob)).data!.inviteToGame?.__typename).toBe("InviteToGamePayload");
    v1.close();
  });
});

describe("a user's own settings", () => {
  it("do not stop them writing to or inviting others", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    await settle(ada, { messagesFrom: "NOBODY", invitationsFrom: "NOBODY" });
    expect((await message(ada, bob)).data!.sendMessage?.__typename).toBe("SendMessagePayload");
    const carol = await createUser(server);
    await befriend(server, ada, carol);
    expect((await invite(ada, carol)).data!.inviteToGame?.__typename).toBe("InviteToGamePayload");
  });
});
