// What a v1 client sees of a private account (docs/v1-compatibility.md, "Private accounts"): its
// follow becomes a request ("Follow requested", which v1 reads as "not following"), pressing again
// keeps the one request, the profile shows no posts and no follow lists until the owner approves,
// and the owner's v1 socket hears of the request as of a follow.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost, createUsers, type TestUser } from "../support/fixtures.ts";
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

interface V1Profile {
  user: { username: string; posts: { _id: string }[]; followers: unknown[]; followings: unknown[] };
}

describe("v1 and a private account", () => {
  it("turns a follow into a request, shows the profile's header only, and everything once approved", async () => {
    const [bob, alice, carol] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
    await server.domain.follows.follow(carol.viewer, bob.id);
    const post = await createPost(server, bob, "bob's quiet post");
    await server.domain.accounts.updateProfile(bob.viewer, { isPrivate: true });
    const socket = await connectV1(baseUrl, { auth: { token: bob.token } });
    await socket.join(bob.id);
    const as = (who: TestUser, method: "GET" | "POST", path: string) => callV1(server, who.token, method, path);

    const asked = await as(alice, "POST", `/users/${bob.id}/follower`);
    expect([asked.statusCode, asked.json()]).toEqual([200, { message: "Follow requested" }]);
    expect((await as(alice, "POST", `/users/${bob.id}/follower`)).json()).toEqual({ message: "Follow requested" });
    expect(await server.prisma.followRequest.count({ where: { requesterId: alice.id, targetId: bob.id } })).toBe(1);
    expect(await server.prisma.follow.count({ where: { followerId: alice.id, followeeId: bob.id } })).toBe(0);
    await eventually(() =>
      expect(socket.notifications).toContainEqual({ type: "follow", message: `${alice.username} asked to follow you` }),
    );

    const outside = (await as(alice, "GET", `/users/${bob.id}`)).json() as V1Profile;
    expect(outside.user).toMatchObject({ username: bob.username, posts: [], followers: [], followings: [] });
    const follower = (await as(carol, "GET", `/users/${bob.id}`)).json() as V1Profile;
    expect(follower.user.posts.map((p) => p._id)).toEqual([post.id]);
    expect(follower.user.followers).toHaveLength(1);
    expect((await as(alice, "GET", `/posts/${post.id}/comments`)).statusCode).toBe(404);
    expect((await as(alice, "POST", `/posts/${post.id}/like`)).statusCode).toBe(404);

    await server.domain.followRequests.approve(bob.viewer, alice.id);
    const inside = (await as(alice, "GET", `/users/${bob.id}`)).json() as V1Profile;
    expect(inside.user.posts.map((p) => p._id)).toEqual([post.id]);
    expect((await as(alice, "POST", `/users/${bob.id}/follower`)).json()).toEqual({
      message: "Unfollowed successfully",
    });
    socket.close();
  });
});
