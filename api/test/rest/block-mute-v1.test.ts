// What a v1 client sees of a block and a mute (docs/v1-compatibility.md). The blocked one, with
// the token and the socket they had before the block, cannot reach the blocker through any v1
// path: the profile, search and follow answer as for nobody, a like or comment as for a missing
// post, a message with v1's refusal, a socket invitation is dropped. A muted person's doings
// push no receiveNotification to the muter's socket. A third person's follow lists leave out
// whom a block hides from the viewer, as GraphQL's do.
import CryptoJS from "crypto-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost, createUsers, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { Followers, Following } from "../graphql/read-operations.ts";
import { befriend } from "../support/games.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { connectV1 } from "../realtime/socket-client.ts";
import { eventually } from "../support/eventually.ts";
import { callV1 } from "./v1-client.ts";

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => server.close());

const encrypted = (text: string) => CryptoJS.AES.encrypt(text, "your-secret-base-key").toString();

describe("v1 after a block", () => {
  it("gives the blocked one, with an old token and an old socket, no way to the blocker", async () => {
    const [ada, mallory] = (await createUsers(server, 2)) as [TestUser, TestUser];
    await befriend(server, mallory, ada);
    await server.domain.follows.follow(ada.viewer, mallory.id);
    const adaPost = await createPost(server, ada, "ada's post");
    const socket = await connectV1(baseUrl, { auth: { token: mallory.token } });
    await socket.join(mallory.id);

    await server.domain.blocks.block(ada.viewer, mallory.id);

    const as = (method: "GET" | "POST", path: string, payload?: object) =>
      callV1(server, mallory.token, method, path, payload);
    expect((await as("GET", `/users/${ada.id}`)).statusCode).toBe(404);
    expect((await as("POST", "/users/search-user", { username: ada.username })).statusCode).toBe(404);
    expect((await as("POST", `/users/${ada.id}/follower`)).statusCode).toBe(404);
    expect((await as("POST", `/posts/${adaPost.id}/like`)).statusCode).toBe(404);
    expect((await as("POST", `/posts/${adaPost.id}/comments`, { message: "still here" })).statusCode).toBe(404);
    expect((await as("GET", `/posts/${adaPost.id}/comments`)).statusCode).toBe(404);
    const sent = await as("POST", `/users/${ada.id}/message`, { message: encrypted("hi") });
    expect(sent.statusCode).toBe(403);
    expect(sent.json()).toEqual({ status: "failed", message: "This user does not accept messages from you." });
    const feed = (await as("GET", "/posts")).json() as { result: { posts: { _id: string }[] } };
    expect(feed.result.posts.map((post) => post._id)).not.toContain(adaPost.id);
    const suggested = (await as("GET", "/users/suggested-people")).json() as { _id: string }[];
    expect(suggested.map((user) => user._id)).not.toContain(ada.id);

    // the socket opened before the block: an invitation to ada stores nothing; one to carol, sent
    // after it, shows the socket's events were handled
    const [carol] = (await createUsers(server, 1)) as [TestUser];
    await befriend(server, mallory, carol);
    socket.socket.emit("accept-invite", { _id: ada.id, currentUserId: mallory.id });
    socket.socket.emit("accept-invite", { _id: carol.id, currentUserId: mallory.id });
    await eventually(async () =>
      expect(await server.prisma.gameInvitation.count({ where: { inviterId: mallory.id, inviteeId: carol.id } })).toBe(
        1,
      ),
    );
    expect(await server.prisma.gameInvitation.count({ where: { inviterId: mallory.id, inviteeId: ada.id } })).toBe(0);
    expect(await server.prisma.message.count({ where: { senderId: mallory.id } })).toBe(0);
    expect(await server.prisma.comment.count({ where: { authorId: mallory.id } })).toBe(0);
    expect(await server.prisma.follow.count({ where: { followerId: mallory.id, followeeId: ada.id } })).toBe(0);
    socket.close();
  });
});

describe("v1 after a mute", () => {
  it("pushes the muter no notification of the muted one; others' still arrive", async () => {
    const [ada, muted, bob] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    const adaPost = await createPost(server, ada, "ada's post");
    const socket = await connectV1(baseUrl, { auth: { token: ada.token } });
    await socket.join(ada.id);
    await server.domain.mutes.mute(ada.viewer, muted.id);
    await server.domain.likes.like(muted.viewer, adaPost.id);
    await server.domain.likes.like(bob.viewer, adaPost.id);
    await eventually(() =>
      expect(socket.notifications).toContainEqual({ type: "like", message: `${bob.username} liked your post` }),
    );
    expect(socket.notifications.map((n) => n.message)).toEqual([`${bob.username} liked your post`]);
    socket.close();
  });
});

describe("a third person's follow lists in v1", () => {
  it("leave out whom the viewer blocked, who blocked the viewer and a suspended account, as GraphQL's do", async () => {
    const [viewer, owner, blockedByViewer, blockerOfViewer, suspended, shown] = (await createUsers(server, 6)) as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    for (const person of [blockedByViewer, blockerOfViewer, suspended, shown]) {
      await server.domain.follows.follow(person.viewer, owner.id);
      await server.domain.follows.follow(owner.viewer, person.id);
    }
    await server.domain.blocks.block(viewer.viewer, blockedByViewer.id);
    await server.domain.blocks.block(blockerOfViewer.viewer, viewer.id);
    await server.prisma.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });

    const profile = await callV1(server, viewer.token, "GET", `/users/${owner.id}`);
    expect(profile.statusCode).toBe(200);
    const { user } = profile.json() as {
      user: { followers: { follower: string; user: string }[]; followings: { following: string; user: string }[] };
    };
    expect(user.followers).toEqual([{ _id: expect.any(String), follower: shown.id, user: owner.id, __v: 0 }]);
    expect(user.followings).toEqual([{ _id: expect.any(String), following: shown.id, user: owner.id, __v: 0 }]);

    const graphql = { id: owner.globalId, first: 10 };
    const usernames = (connection: { edges: { node: { username: string } }[] } | null | undefined) =>
      connection?.edges.map(({ node }) => node.username);
    const followers = await execute(server, Followers, graphql, { token: viewer.token });
    const following = await execute(server, Following, graphql, { token: viewer.token });
    expect(usernames(followers.data?.user?.followers)).toEqual([shown.username]);
    expect(usernames(following.data?.user?.following)).toEqual([shown.username]);
  });
});
