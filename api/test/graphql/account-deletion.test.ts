// Deleting an account (deleteAccount): only with the password and the username typed again,
// from a log-in session; everything of the person goes in one transaction and counters stay
// true; every token and connection of theirs ends; the other side of a conversation keeps its
// messages, shown as from a deleted account; the same email and username can sign up again.
import fs from "node:fs";
import path from "node:path";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost, createUser, createUsers, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { befriend, goOnline } from "../support/games.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { subscribeLive } from "../support/graphql-ws.ts";
import { connectV1 } from "../realtime/socket-client.ts";
import { eventually } from "../support/eventually.ts";
import { bearer } from "../rest/v1-client.ts";
import {
  DeleteAccount,
  PartnerConversations,
  SearchPeople,
  SendMessageTo,
  PersonLookup,
} from "./account-operations.ts";
import { CreateAccessToken } from "./access-token-operations.ts";

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => server.close());

const remove = (user: TestUser, input: { password?: string; username?: string } = {}, token = user.token) =>
  execute(
    server,
    DeleteAccount,
    { input: { password: input.password ?? TEST_PASSWORD, username: input.username ?? user.username } },
    { token },
  );

const stored = (sha256: string) => fs.existsSync(path.join(server.config.dataDir, "uploads", `${sha256}.webp`));

async function imageOf(postId: string) {
  const { media } = await server.prisma.postImage.findFirstOrThrow({
    where: { postId, position: 0 },
    select: { media: { select: { id: true, sha256: true } } },
  });
  return media;
}

describe("deleteAccount refuses", () => {
  it("a wrong password, a username that is not the account's, an access token and no session, changing nothing", async () => {
    const ada = await createUser(server);
    const wrongPassword = await remove(ada, { password: "not the password at all" });
    expect(wrongPassword.data!.deleteAccount).toMatchObject({
      __typename: "ValidationError",
      code: "WRONG_PASSWORD",
      fieldErrors: [{ field: "password" }],
    });
    const empty = await remove(ada, { password: "" });
    expect(empty.data!.deleteAccount).toMatchObject({ __typename: "ValidationError", code: "PASSWORD_REQUIRED" });
    const otherName = await remove(ada, { username: `${ada.username}x` });
    expect(otherName.data!.deleteAccount).toMatchObject({
      __typename: "ValidationError",
      code: "DELETION_NOT_CONFIRMED",
      fieldErrors: [{ field: "username" }],
    });

    const created = await execute(
      server,
      CreateAccessToken,
      { input: { name: "tool", scope: "READ_WRITE" } },
      { token: ada.token },
    );
    const pat = created.data!.createPersonalAccessToken!;
    if (pat.__typename !== "CreatePersonalAccessTokenPayload") throw new Error(pat.__typename);
    expect((await remove(ada, {}, pat.token)).data!.deleteAccount).toMatchObject({
      __typename: "ForbiddenError",
      code: "ACCESS_TOKEN_CANNOT_DELETE_ACCOUNT",
    });

    const anonymous = await execute(server, DeleteAccount, {
      input: { password: TEST_PASSWORD, username: ada.username },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await server.prisma.user.count({ where: { id: ada.id } })).toBe(1);
  });

  it("guessing the password past 10 tries in 15 minutes", async () => {
    const ada = await createUser(server);
    for (let i = 0; i < 10; i++)
      expect((await remove(ada, { password: `wrong guess number ${i}` })).data!.deleteAccount?.__typename).toBe(
        "ValidationError",
      );
    const refused = await remove(ada);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(await server.prisma.user.count({ where: { id: ada.id } })).toBe(1);
  });
});

describe("deleteAccount", () => {
  it("removes the profile, posts, images, comments, likes, saves, follows and notifications, and keeps everyone's counters true", async () => {
    const [ada, bob, carol] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const adaPost = await createPost(server, ada, "Ada's own", "mine,post", "#aa0000");
    const sharedLook = await createPost(server, ada, "Same picture as Bob's", "same,post", "#00aa00");
    const bobPost = await createPost(server, bob, "Bob's", "bob,post", "#00aa00");
    await server.domain.likes.like(ada.viewer, bobPost.id);
    await server.domain.likes.like(carol.viewer, bobPost.id);
    await server.domain.comments.add(ada.viewer, bobPost.id, "Nice one");
    await server.domain.comments.add(carol.viewer, bobPost.id, "Indeed");
    await server.domain.comments.add(bob.viewer, adaPost.id, "Thanks Ada");
    await server.domain.likes.like(bob.viewer, adaPost.id);
    await server.domain.saves.save(ada.viewer, bobPost.id);
    await server.domain.saves.save(bob.viewer, adaPost.id);
    await server.domain.follows.follow(ada.viewer, bob.id);
    await server.domain.follows.follow(carol.viewer, ada.id);
    await server.domain.follows.follow(carol.viewer, bob.id);
    const user = await server.prisma.user.findUniqueOrThrow({
      where: { id: ada.id },
      select: { profileImage: { select: { id: true, sha256: true } } },
    });
    const [ownImage, sharedImage] = [await imageOf(adaPost.id), await imageOf(sharedLook.id)];
    expect(sharedImage.id).toBe((await imageOf(bobPost.id)).id);
    expect(await server.prisma.notification.count({ where: { actorId: ada.id } })).toBe(3); // bob: like, comment, follow

    const result = await remove(ada);
    expect(result.data!.deleteAccount).toEqual({
      __typename: "DeleteAccountPayload",
      deletedUserId: encodeGlobalID("User", ada.id),
    });

    const { prisma } = server;
    expect(await prisma.user.count({ where: { id: ada.id } })).toBe(0);
    expect(await prisma.post.count({ where: { authorId: ada.id } })).toBe(0);
    expect(await prisma.comment.count({ where: { OR: [{ authorId: ada.id }, { postId: adaPost.id }] } })).toBe(0);
    expect(await prisma.like.count({ where: { OR: [{ userId: ada.id }, { postId: adaPost.id }] } })).toBe(0);
    expect(await prisma.save.count({ where: { OR: [{ userId: ada.id }, { postId: adaPost.id }] } })).toBe(0);
    expect(await prisma.follow.count({ where: { OR: [{ followerId: ada.id }, { followeeId: ada.id }] } })).toBe(0);
    expect(await prisma.notification.count({ where: { OR: [{ actorId: ada.id }, { recipientId: ada.id }] } })).toBe(0);
    // nothing of Ada's was shared: no stand-in either
    expect(await prisma.user.count({ where: { deletedAt: { not: null } } })).toBe(0);

    // others' counters: Bob's post lost Ada's like and comment, Bob a follower (Ada), Carol a followee
    expect(
      await prisma.post.findUniqueOrThrow({
        where: { id: bobPost.id },
        select: { likeCount: true, commentCount: true },
      }),
    ).toEqual({ likeCount: 1, commentCount: 1 });
    expect(await prisma.like.count({ where: { postId: bobPost.id } })).toBe(1);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: bob.id } })).followerCount).toBe(1);
    expect(await prisma.follow.count({ where: { followerId: carol.id } })).toBe(1);

    // images: Ada's own are gone (files too), the one Bob's post also shows stays
    expect(await prisma.media.count({ where: { id: ownImage.id } })).toBe(0);
    expect(stored(ownImage.sha256)).toBe(false);
    // a generated avatar is shared by everyone whose name and colour give the same picture
    const avatarStillShown = (await prisma.user.count({ where: { profileImageId: user.profileImage!.id } })) > 0;
    expect(stored(user.profileImage!.sha256)).toBe(avatarStillShown);
    expect(stored(sharedImage.sha256)).toBe(true);
  });

  it("ends every session: the old tokens are refused on every face, its connections close", async () => {
    const ada = await createUser(server);
    const laptop = (await server.domain.accounts.logIn({ username: ada.username, password: TEST_PASSWORD }, "laptop"))
      .token;
    const created = await execute(
      server,
      CreateAccessToken,
      { input: { name: "tool", scope: "READ" } },
      { token: ada.token },
    );
    const pat = created.data!.createPersonalAccessToken!;
    if (pat.__typename !== "CreatePersonalAccessTokenPayload") throw new Error(pat.__typename);
    const closed: number[] = [];
    const clients = await Promise.all(
      [ada.token, laptop, pat.token].map((token) => {
        const client = createClient({
          url: `${baseUrl.replace("http", "ws")}/graphql`,
          webSocketImpl: WebSocket,
          connectionParams: { authToken: token },
          lazy: false,
          retryAttempts: 0,
          onNonLazyError: () => {},
        });
        client.on("closed", (event) => closed.push((event as { code: number }).code));
        return new Promise<typeof client>((resolve) => client.on("connected", () => resolve(client)));
      }),
    );
    const socket = await connectV1(baseUrl, { auth: { token: laptop } });

    expect((await remove(ada)).data!.deleteAccount?.__typename).toBe("DeleteAccountPayload");

    await eventually(() => expect(closed).toEqual([4403, 4403, 4403]));
    await eventually(() => expect(socket.socket.connected).toBe(false));
    for (const [token, reason] of [
      [ada.token, "TOKEN_REVOKED"],
      [laptop, "TOKEN_REVOKED"],
      [pat.token, "TOKEN_INVALID"],
    ] as const) {
      const refused = await execute(server, PersonLookup, { id: encodeGlobalID("User", ada.id) }, { token });
      expect(refused.status).toBe(401);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "UNAUTHENTICATED", reason });
    }
    for (const url of ["/api/v1/users/suggested-people", `/api/v1/users/${ada.id}`]) {
      expect((await server.app.inject({ url, headers: bearer(laptop) })).statusCode).toBe(401);
    }
    await Promise.all(clients.map((client) => client.dispose()));
    socket.close();
  });

  it("frees the email and the username: the same person signs up again", async () => {
    const ada = await createUser(server);
    const email = (await server.prisma.user.findUniqueOrThrow({ where: { id: ada.id } })).email;
    expect((await remove(ada, { username: ada.username.toUpperCase() })).data!.deleteAccount?.__typename).toBe(
      "DeleteAccountPayload",
    );
    const again = await server.domain.accounts.signUp(
      { name: "Ada again", username: ada.username, email, password: TEST_PASSWORD },
      "test",
    );
    expect(again.user.id).not.toBe(ada.id);
    expect(again.user.username).toBe(ada.username);
  });
});

describe("what others have on screen", () => {
  it("is told live: the notifications the account caused go from their bell, their counts drop", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const post = await createPost(server, bob, "Bob's", "bob,post");
    await server.domain.likes.like(ada.viewer, post.id);
    await server.domain.follows.follow(ada.viewer, bob.id);
    const bell = await subscribeLive(
      baseUrl,
      bob.token,
      "subscription { notificationRemoved { notificationId unreadCount } }",
    );
    const counts = await subscribeLive(
      baseUrl,
      bob.token,
      "subscription ($id: ID!) { userCountsChanged(userId: $id) { followerCount } }",
      { id: bob.globalId },
    );
    await eventually(() =>
      expect(counts.values<{ followerCount: number }>("userCountsChanged")).toEqual([{ followerCount: 1 }]),
    );

    await remove(ada);

    await eventually(() => expect(bell.values<{ unreadCount: number }>("notificationRemoved")).toHaveLength(2));
    expect(bell.values<{ unreadCount: number }>("notificationRemoved").at(-1)!.unreadCount).toBe(0);
    await eventually(() =>
      expect(counts.values<{ followerCount: number }>("userCountsChanged").at(-1)).toEqual({ followerCount: 0 }),
    );
    await Promise.all([bell.close(), counts.close()]);
  });
});

describe("what others keep of a deleted account", () => {
  it("the other side of a conversation reads its messages, from a deleted account it cannot write to or find", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    await server.domain.messages.send(ada.viewer, bob.id, "Hi Bob");
    await server.domain.messages.send(bob.viewer, ada.id, "Hi Ada");
    await remove(ada);

    const read = await execute(server, PartnerConversations, {}, { token: bob.token });
    const conversation = read.data!.viewer!.conversations!.edges[0]!.node;
    expect(conversation.partner).toMatchObject({ name: "Deleted account", deleted: true });
    const standIn = conversation.partner;
    expect(standIn.databaseId).not.toBe(ada.id);
    expect(conversation.messages!.edges.map((e) => [e.node.text, e.node.fromViewer, e.node.sender.deleted])).toEqual([
      ["Hi Bob", false, true],
      ["Hi Ada", true, false],
    ]);

    const reply = await execute(
      server,
      SendMessageTo,
      { input: { receiverId: standIn.id, text: "Are you there?" } },
      { token: bob.token },
    );
    expect(reply.data!.sendMessage).toEqual({ __typename: "NotFoundError", code: "NOT_FOUND" });
    expect(
      await server.prisma.message.count({
        where: { conversation: { OR: [{ lowUserId: standIn.databaseId }, { highUserId: standIn.databaseId }] } },
      }),
    ).toBe(2);
    // Bob's chat opens it by id; to anyone else it is nobody
    const lookUp = await execute(server, PersonLookup, { id: standIn.id }, { token: bob.token });
    expect(lookUp.data).toEqual({ node: null, user: { username: "Deleted account" } });
    const stranger = await createUser(server);
    expect((await execute(server, PersonLookup, { id: standIn.id }, { token: stranger.token })).data).toEqual({
      node: null,
      user: null,
    });
    expect((await execute(server, SearchPeople, { query: "Deleted" }, { token: bob.token })).data!.searchUsers).toEqual(
      [],
    );
    await expect(server.domain.follows.follow(bob.viewer, standIn.databaseId)).rejects.toMatchObject({
      reason: "NOT_FOUND",
    });
    const logIn = server.domain.accounts.logIn({ username: `deleted:${standIn.databaseId}`, password: "" }, "test");
    await expect(logIn).rejects.toBeDefined();
  });

  it("v1 answers about a deleted account do not fail: the partner list names it, its conversation reads, writing to it is a 404", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    await server.domain.messages.send(ada.viewer, bob.id, "From Ada");
    await remove(ada);
    const standIn = await server.prisma.user.findFirstOrThrow({
      where: { messagesSent: { some: { receiverId: bob.id } } },
    });

    const list = await server.app.inject({ url: "/api/v1/users/listPeople", headers: bearer(bob.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json().users).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ _id: standIn.id, username: "Deleted account" }) }),
    ]);
    const history = await server.app.inject({ url: `/api/v1/users/${standIn.id}/message`, headers: bearer(bob.token) });
    expect(history.statusCode).toBe(201);
    expect(history.json().result.allMessages).toHaveLength(1);
    const write = await server.app.inject({
      method: "POST",
      url: `/api/v1/users/${standIn.id}/message`,
      headers: { ...bearer(bob.token), "content-type": "application/json" },
      payload: JSON.stringify({ message: "x" }),
    });
    expect(write.statusCode).toBe(404);
    for (const id of [ada.id, standIn.id]) {
      expect((await server.app.inject({ url: `/api/v1/users/${id}`, headers: bearer(bob.token) })).statusCode).toBe(
        404,
      );
      expect(
        (await server.app.inject({ url: `/api/v1/users/${id}/message`, headers: bearer(bob.token) })).statusCode,
      ).toBe(id === ada.id ? 404 : 201);
      expect(
        (await server.app.inject({ method: "POST", url: `/api/v1/users/${id}/follower`, headers: bearer(bob.token) }))
          .statusCode,
      ).toBe(404);
    }
  });

  it("a game in progress is forfeited to the opponent, an open invitation expires, finished games stay", async () => {
    const [ada, bob, carol] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    await befriend(server, ada, bob);
    await goOnline(server, ada);
    const invitation = await server.domain.gameInvitations.invite(ada.viewer, bob.id);
    const { game } = await server.domain.gameInvitations.accept(bob.viewer, invitation.id);
    await befriend(server, carol, ada);
    const open = await server.domain.gameInvitations.invite(carol.viewer, ada.id);

    await remove(ada);

    const ended = await server.prisma.game.findUniqueOrThrow({ where: { id: game.id }, include: { playerX: true } });
    expect(ended).toMatchObject({ status: "WON", endReason: "FORFEIT", winnerId: bob.id });
    expect(ended.playerX).toMatchObject({ name: "Deleted account" });
    expect(ended.playerX.deletedAt).not.toBeNull();
    expect(await server.prisma.playerStats.findUniqueOrThrow({ where: { userId: bob.id } })).toMatchObject({
      wins: 1,
      losses: 0,
    });
    expect(await server.prisma.gameInvitation.findUniqueOrThrow({ where: { id: open.id } })).toMatchObject({
      status: "EXPIRED",
      inviterId: carol.id,
    });
    expect(await server.prisma.playerStats.count({ where: { userId: ada.id } })).toBe(0);
  });

  it("a second deletion of the same account (another session's) finds nobody", async () => {
    const ada = await createUser(server);
    const other = (await server.domain.accounts.logIn({ username: ada.username, password: TEST_PASSWORD }, "phone"))
      .token;
    await remove(ada);
    const again = await remove(ada, {}, other);
    expect(again.status).toBe(401);
    expect(await server.prisma.user.count({ where: { usernameKey: ada.username.toLowerCase() } })).toBe(0);
  });
});

describe("a deleted account's posts and images", () => {
  it("removes an uploaded avatar's file, and a post's image that nothing else shows", async () => {
    const ada = await createUser(server);
    await server.domain.accounts.updateProfile(ada.viewer, { profileImage: [await pngImage(30, 30, "#123456")] });
    const avatar = (
      await server.prisma.user.findUniqueOrThrow({
        where: { id: ada.id },
        select: { profileImage: { select: { sha256: true } } },
      })
    ).profileImage!;
    expect(stored(avatar.sha256)).toBe(true);
    await remove(ada);
    expect(stored(avatar.sha256)).toBe(false);
  });
});
