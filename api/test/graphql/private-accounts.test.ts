// Private accounts through GraphQL. A private account shows its header and counts to everyone;
// its posts (by id, by global id, search, tags, explore, feed), comments, likers and lists of
// people only to its followers and itself. Following it asks its owner, who approves or declines;
// the requester withdraws; going public approves every request. Then the attacks: old tokens
// after a block, races between requests, answers and the switch, someone else answering.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPost, createUsers, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { subscribeLive } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import {
  ApproveRequest,
  AskToFollow,
  CommentOnIt,
  DeclineRequest,
  LikeIt,
  MakePrivate,
  PendingRequests,
  PostComments,
  WhatOneReads,
  Withdraw,
} from "./private-account-operations.ts";
import { BlockUser } from "./safety-operations.ts";

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => server.close());

const setPrivate = (who: TestUser, isPrivate: boolean) =>
  execute(server, MakePrivate, { input: { isPrivate } }, { token: who.token });
const ask = (who: TestUser, whom: TestUser) =>
  execute(server, AskToFollow, { input: { userId: whom.globalId } }, { token: who.token }).then(
    (a) => a.data!.followUser,
  );
const withdraw = (who: TestUser, whom: TestUser) =>
  execute(server, Withdraw, { input: { userId: whom.globalId } }, { token: who.token }).then(
    (a) => a.data!.unfollowUser,
  );
const approve = (owner: TestUser, requester: TestUser) =>
  execute(server, ApproveRequest, { input: { userId: requester.globalId } }, { token: owner.token }).then(
    (a) => a.data!.approveFollowRequest,
  );
const decline = (owner: TestUser, requester: TestUser) =>
  execute(server, DeclineRequest, { input: { userId: requester.globalId } }, { token: owner.token }).then(
    (a) => a.data!.declineFollowRequest,
  );
const pending = (owner: TestUser) => execute(server, PendingRequests, {}, { token: owner.token }).then((a) => a.data!);
const follows = (follower: TestUser, followee: TestUser) =>
  server.prisma.follow.count({ where: { followerId: follower.id, followeeId: followee.id } });
const requests = (requester: TestUser, target: TestUser) =>
  server.prisma.followRequest.count({ where: { requesterId: requester.id, targetId: target.id } });

/** bob, private, with a tagged post that carol (his follower from before) liked and commented on. */
async function privateBob() {
  const [bob, alice, carol] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
  await server.domain.follows.follow(carol.viewer, bob.id);
  await server.domain.follows.follow(bob.viewer, carol.id);
  const tag = `quiet${bob.id.slice(-6)}`;
  const post = await createPost(server, bob, "privatetest by bob", `${tag},post`);
  await server.domain.likes.like(carol.viewer, post.id);
  const comment = await server.domain.comments.add(carol.viewer, post.id, "carol was here");
  expect((await setPrivate(bob, true)).data!.updateProfile).toEqual({
    __typename: "UpdateProfilePayload",
    user: { isPrivate: true },
  });
  return { bob, alice, carol, post, comment, tag };
}

type Setup = Awaited<ReturnType<typeof privateBob>>;
const reads = (viewer: TestUser | null, { bob, post, comment, tag }: Setup) =>
  execute(
    server,
    WhatOneReads,
    {
      userId: bob.globalId,
      username: bob.username,
      postId: post.id,
      postGlobalId: post.globalId,
      commentId: encodeGlobalID("Comment", comment.id),
      tag,
    },
    viewer ? { token: viewer.token } : {},
  ).then((a) => a.data!);

describe("a private account", () => {
  it("shows others its header and counts, and nothing it posted or whom it knows, by any way in", async () => {
    const setup = await privateBob();
    for (const outsider of [setup.alice, null]) {
      const seen = await reads(outsider, setup);
      expect(seen.user).toEqual({
        username: setup.bob.username,
        isPrivate: true,
        viewerCanSeePosts: false,
        viewerHasRequestedToFollow: false,
        postCount: 1,
        followerCount: 1,
        followingCount: 1,
        posts: { edges: [] },
        followers: { edges: [] },
        following: { edges: [] },
      });
      expect(seen).toMatchObject({
        userNode: { __typename: "User" },
        postNode: null,
        commentNode: null,
        post: null,
        // the shared link's page can say whose private post it is, and offer Follow
        privatePostAuthor: { username: setup.bob.username },
        tag: { posts: { edges: [] } },
      });
      for (const list of [seen.searchPosts!, seen.explore!])
        expect(list.edges.map((e) => e.node.databaseId)).not.toContain(setup.post.id);
    }
    expect((await reads(setup.alice, setup)).searchUsers!.map((u) => u.username)).toEqual([setup.bob.username]);
  });

  it("shows its follower and its owner everything", async () => {
    const setup = await privateBob();
    for (const reader of [setup.carol, setup.bob]) {
      const seen = await reads(reader, setup);
      expect(seen.user).toMatchObject({
        viewerCanSeePosts: true,
        posts: { edges: [{ node: { databaseId: setup.post.id } }] },
      });
      expect(seen).toMatchObject({
        postNode: { __typename: "Post" },
        commentNode: { __typename: "Comment" },
        privatePostAuthor: null,
        post: {
          likers: { edges: [{ node: { username: setup.carol.username } }] },
          comments: { edges: [{ node: { body: "carol was here" } }] },
        },
        tag: { posts: { edges: [{ node: { databaseId: setup.post.id } }] } },
      });
      expect(seen.searchPosts!.edges.map((e) => e.node.databaseId)).toContain(setup.post.id);
      expect(seen.feed!.edges.map((e) => e.node.databaseId)).toContain(setup.post.id);
    }
    expect((await reads(setup.carol, setup)).user!.followers!.edges).toEqual([
      { node: { username: setup.carol.username } },
    ]);
  });

  it("takes no like or comment from an outsider, and lets none watch its post live", async () => {
    const setup = await privateBob();
    const { alice, post } = setup;
    expect(
      (await execute(server, LikeIt, { input: { postId: post.globalId } }, { token: alice.token })).data!.likePost,
    ).toMatchObject({ __typename: "NotFoundError" });
    expect(
      (
        await execute(
          server,
          CommentOnIt,
          { input: { postId: post.globalId, body: "let me in" } },
          { token: alice.token },
        )
      ).data!.addComment,
    ).toMatchObject({
      __typename: "NotFoundError",
    });
    expect(await server.prisma.comment.count({ where: { body: "let me in" } })).toBe(0);
    const watch = await subscribeLive(baseUrl, alice.token, print(PostComments), { postId: post.globalId });
    try {
      await vi.waitFor(() => expect(JSON.stringify(watch.received)).toContain('"code":"NOT_FOUND"'));
    } finally {
      await watch.close();
    }
  });

  it("tells only the mentioned people who may read the post", async () => {
    const { bob, alice, carol } = await privateBob();
    await createPost(server, bob, `hello @${alice.username} and @${carol.username}`);
    const mentioned = await server.prisma.notification.findMany({
      where: { kind: "MENTION", actorId: bob.id },
      select: { recipientId: true },
    });
    expect(mentioned).toEqual([{ recipientId: carol.id }]);
  });
});

describe("follow requests", () => {
  it("asks instead of following: one request and one notification however often asked; approving makes the follow", async () => {
    const setup = await privateBob();
    const { bob, alice } = setup;
    expect(await ask(alice, bob)).toEqual({
      __typename: "FollowUserPayload",
      user: { viewerIsFollowing: false, viewerHasRequestedToFollow: true, viewerCanSeePosts: false },
    });
    await ask(alice, bob);
    const asked = await pending(bob);
    expect(asked.followRequests).toEqual({ totalCount: 1, edges: [{ node: { username: alice.username } }] });
    expect(asked.notifications!.edges.filter((e) => e.node.kind === "FOLLOW_REQUEST")).toEqual([
      {
        node: {
          kind: "FOLLOW_REQUEST",
          message: `${alice.username} asked to follow you`,
          actor: { username: alice.username },
        },
      },
    ]);
    expect(asked.notificationGroups!.edges.map((e) => e.node)).toContainEqual({
      kind: "FOLLOW_REQUEST",
      message: `${alice.username} asked to follow you`,
    });

    expect(await approve(bob, alice)).toEqual({
      __typename: "ApproveFollowRequestPayload",
      user: { username: alice.username, viewerIsFollowing: false },
      viewer: { followerCount: 2 },
    });
    const answered = await pending(bob);
    expect(answered.followRequests!.totalCount).toBe(0);
    expect(answered.notifications!.edges.map((e) => e.node.kind)).toContain("FOLLOW");
    expect(answered.notifications!.edges.map((e) => e.node.kind)).not.toContain("FOLLOW_REQUEST");
    expect((await pending(alice)).notifications!.edges.map((e) => e.node.message)).toContain(
      `${bob.username} approved your follow request`,
    );
    expect((await reads(alice, setup)).user).toMatchObject({
      viewerCanSeePosts: true,
      posts: { edges: [{ node: { databaseId: setup.post.id } }] },
    });
  });

  it("declines silently, and a declined, withdrawn or someone else's request is nothing to approve", async () => {
    const { bob, alice, carol } = await privateBob();
    await ask(alice, bob);
    expect(await decline(bob, alice)).toEqual({ __typename: "DeclineFollowRequestPayload" });
    expect(await decline(bob, alice)).toMatchObject({ __typename: "NotFoundError" });
    expect(await server.prisma.notification.count({ where: { recipientId: alice.id } })).toBe(0);
    expect(await approve(bob, alice)).toMatchObject({ __typename: "NotFoundError" });

    await ask(alice, bob);
    expect(await withdraw(alice, bob)).toEqual({
      __typename: "UnfollowUserPayload",
      user: { viewerHasRequestedToFollow: false },
    });
    expect((await pending(bob)).notifications!.edges.map((e) => e.node.kind)).not.toContain("FOLLOW_REQUEST");
    expect(await approve(bob, alice)).toMatchObject({ __typename: "NotFoundError" });

    await ask(alice, bob);
    expect(await approve(carol, alice)).toMatchObject({ __typename: "NotFoundError" });
    expect(await approve(alice, alice)).toMatchObject({ __typename: "NotFoundError" });
    expect(await follows(alice, bob)).toBe(0);
    expect(await requests(alice, bob)).toBe(1);
  });

  it("are all approved when the account turns public, each with its notifications", async () => {
    const { bob, alice } = await privateBob();
    const [dave] = (await createUsers(server, 1)) as [TestUser];
    await ask(alice, bob);
    await ask(dave, bob);
    await setPrivate(bob, false);
    expect([
      await follows(alice, bob),
      await follows(dave, bob),
      await requests(alice, bob),
      await requests(dave, bob),
    ]).toEqual([1, 1, 0, 0]);
    const kinds = (await pending(bob)).notifications!.edges.map((e) => e.node.kind);
    expect(kinds.filter((k) => k === "FOLLOW")).toHaveLength(3);
    expect(kinds).not.toContain("FOLLOW_REQUEST");
    expect(
      await server.prisma.notification.count({
        where: { recipientId: { in: [alice.id, dave.id] }, kind: "FOLLOW_REQUEST_APPROVED" },
      }),
    ).toBe(2);
  });
});

describe("a muted requester", () => {
  it("asks without a notification or a badge; the request waits in the list, to answer", async () => {
    const { bob } = await privateBob();
    const [mallory] = (await createUsers(server, 1)) as [TestUser];
    await server.domain.mutes.mute(bob.viewer, mallory.id);
    const before = await server.domain.notifications.unreadCount(bob.viewer);
    await ask(mallory, bob);
    const seen = await pending(bob);
    expect(seen.followRequests!.edges.map((e) => e.node.username)).toContain(mallory.username);
    expect(seen.notifications!.edges.filter((e) => e.node.kind === "FOLLOW_REQUEST")).toEqual([]);
    expect(seen.notificationGroups!.edges.filter((e) => e.node.kind === "FOLLOW_REQUEST")).toEqual([]);
    expect(await server.domain.notifications.unreadCount(bob.viewer)).toBe(before);
    expect(await approve(bob, mallory)).toMatchObject({ __typename: "ApproveFollowRequestPayload" });
    expect(await follows(mallory, bob)).toBe(1);
  });
});

describe("attacks", () => {
  it("a block removes pending requests both ways, and a token from before the block asks nothing", async () => {
    const setup = await privateBob();
    const { bob, alice } = setup;
    await ask(alice, bob);
    await setPrivate(alice, true);
    await ask(bob, alice);
    await execute(server, BlockUser, { input: { userId: alice.globalId } }, { token: bob.token });
    expect([await requests(alice, bob), await requests(bob, alice)]).toEqual([0, 0]);
    expect(
      await server.prisma.notification.count({
        where: { kind: "FOLLOW_REQUEST", OR: [{ recipientId: bob.id }, { recipientId: alice.id }] },
      }),
    ).toBe(0);
    expect(await ask(alice, bob)).toMatchObject({ __typename: "NotFoundError" });
    expect(await requests(alice, bob)).toBe(0);
    // nor does a link to bob's post tell alice whose it is
    expect((await reads(alice, setup)).privatePostAuthor).toBeNull();
  });

  it("requests racing the switch to public all end as follows", async () => {
    const { bob } = await privateBob();
    const askers = (await createUsers(server, 6)) as TestUser[];
    await Promise.all([...askers.map((a) => ask(a, bob)), setPrivate(bob, false)]);
    expect(await server.prisma.followRequest.count({ where: { targetId: bob.id } })).toBe(0);
    expect(
      await server.prisma.follow.count({ where: { followeeId: bob.id, followerId: { in: askers.map((a) => a.id) } } }),
    ).toBe(askers.length);
  });

  // the withdrawal is an unfollow: after an approval that won, it ends the follow it made
  it("an approval racing a withdrawal leaves no request, and a follow only with its notification", async () => {
    const { bob, alice } = await privateBob();
    for (let round = 0; round < 3; round++) {
      await ask(alice, bob);
      const [approved] = await Promise.all([approve(bob, alice), withdraw(alice, bob)]);
      expect(["ApproveFollowRequestPayload", "NotFoundError"]).toContain(approved?.__typename);
      const followed = await follows(alice, bob);
      expect(await requests(alice, bob)).toBe(0);
      expect(
        await server.prisma.notification.count({ where: { kind: "FOLLOW", actorId: alice.id, recipientId: bob.id } }),
      ).toBe(followed);
      if (followed) await server.domain.follows.unfollow(alice.viewer, bob.id);
    }
  });

  // the withdrawal is an unfollow: it ends a follow the switch made first, or the request before the switch sees it
  it("a withdrawal racing the switch to public leaves neither request nor follow", async () => {
    const { bob, alice } = await privateBob();
    await ask(alice, bob);
    await Promise.all([setPrivate(bob, false), withdraw(alice, bob)]);
    expect([await requests(alice, bob), await follows(alice, bob)]).toEqual([0, 0]);
  });

  it("an approval racing the switch to public makes one follow, told once each way", async () => {
    const { bob, alice } = await privateBob();
    await ask(alice, bob);
    await Promise.all([approve(bob, alice), setPrivate(bob, false)]);
    expect([await requests(alice, bob), await follows(alice, bob)]).toEqual([0, 1]);
    const told = (kind: "FOLLOW" | "FOLLOW_REQUEST_APPROVED") =>
      server.prisma.notification.count({ where: { kind, OR: [{ actorId: alice.id }, { recipientId: alice.id }] } });
    expect([await told("FOLLOW"), await told("FOLLOW_REQUEST_APPROVED")]).toEqual([1, 1]);
  });

  it("a request racing a block leaves no request and no follow", async () => {
    const { bob, alice } = await privateBob();
    await Promise.all([
      ask(alice, bob),
      execute(server, BlockUser, { input: { userId: alice.globalId } }, { token: bob.token }),
    ]);
    expect([await requests(alice, bob), await follows(alice, bob)]).toEqual([0, 0]);
  });
});
