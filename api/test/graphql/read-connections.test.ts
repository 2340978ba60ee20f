// Reading lists a third-party client needs: who follows whom and who liked a post (Relay
// connections, newest first), totalCount on the lists, notifications(unreadOnly:), and user(id:)
// by global id. The lists of people are public like the profile and post they belong to, and a
// list of users each with their lists costs a fixed number of SQL statements.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_OPERATION_COST, operationCost } from "../../src/graphql/limits/operation-cost.ts";
import { schema } from "../../src/graphql/schema.ts";
import { statementsOf } from "../rest/v1-client.ts";
import { createPost, createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import {
  FollowAndReadFollowers,
  Followers,
  FollowersOfFollowers,
  Following,
  Likers,
  ListTotals,
  NodeFollowers,
  NotificationList,
  PostsWithLikers,
  ProfileWithFollowers,
  UserById,
} from "./read-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const as = (user: TestUser) => ({ token: user.token });
const SECOND = 1000;

/** `fans` follow `star` in this order, a second apart (so "newest first" is theirs to see, not the clock's). */
async function followInOrder(fans: TestUser[], star: TestUser) {
  const start = Date.now() - fans.length * SECOND;
  for (const [i, fan] of fans.entries()) {
    await server.domain.follows.follow(fan.viewer, star.id);
    await server.prisma.follow.update({
      where: { followerId_followeeId: { followerId: fan.id, followeeId: star.id } },
      data: { createdAt: new Date(start + i * SECOND) },
    });
  }
}

/** Every page of a list, `first` at a time, following endCursor. */
async function allPages(
  read: (after: string | null) => Promise<{
    edges: { node: { username: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  }>,
) {
  const pages: string[][] = [];
  let after: string | null = null;
  for (;;) {
    const page = await read(after);
    pages.push(page.edges.map((edge) => edge.node.username));
    if (!page.pageInfo.hasNextPage) return pages;
    after = page.pageInfo.endCursor ?? null;
  }
}

describe("User.followers and User.following", () => {
  it("list people the most recent follow first, in pages, with totalCount, for anyone signed out too", async () => {
    const [star, ...fans] = await createUsers(server, 6);
    await followInOrder(fans, star!);
    const newestFirst = fans.map((fan) => fan.username).reverse();

    const pages = await allPages(
      async (after) => (await execute(server, Followers, { id: star!.id, first: 2, after })).data!.user!.followers!,
    );
    expect(pages).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4)]);
    const whole = await execute(server, Followers, { id: star!.globalId }, as(fans[0]!));
    expect(whole.data!.user!.followers!.totalCount).toBe(5);
    expect(whole.data!.user!.followers!.edges.map((edge) => edge.node.username)).toEqual(newestFirst);

    // one of them follows others too: their following list, most recent first
    const [early, late] = await createUsers(server, 2);
    await followInOrder([fans[0]!], early!);
    await followInOrder([fans[0]!], late!);
    const following = (await execute(server, Following, { id: fans[0]!.id, first: 2 })).data!.user!.following;
    expect(following!.edges.map((edge) => edge.node.username)).toEqual([late!.username, early!.username]);
    expect(following!.totalCount).toBe(3);
    expect(following!.pageInfo.hasNextPage).toBe(true);
    const rest = (await execute(server, Following, { id: fans[0]!.id, first: 2, after: following!.pageInfo.endCursor }))
      .data!.user!.following;
    expect(rest!.edges.map((edge) => edge.node.username)).toEqual([star!.username]);
    expect(rest!.pageInfo.hasNextPage).toBe(false);
  });

  it("keep paging right when someone follows or unfollows between pages", async () => {
    const [star, ...fans] = await createUsers(server, 5);
    await followInOrder(fans, star!);
    const first = (await execute(server, Followers, { id: star!.id, first: 2 })).data!.user!.followers;
    const newcomer = await createUser(server);
    await server.domain.follows.follow(newcomer.viewer, star!.id);
    await server.domain.follows.unfollow(fans[3]!.viewer, star!.id); // on the first page already
    const next = (await execute(server, Followers, { id: star!.id, first: 2, after: first!.pageInfo.endCursor })).data!
      .user!.followers;
    expect(next!.edges.map((edge) => edge.node.username)).toEqual([fans[1]!.username, fans[0]!.username]);
    expect(next!.totalCount).toBe(4);
  });

  it("refuse a bad page size or cursor on that list alone", async () => {
    const [star, fan] = await createUsers(server, 2);
    await server.domain.follows.follow(fan!.viewer, star!.id);
    const tooMany = await execute(server, ProfileWithFollowers, { id: star!.id, first: 51 }, as(fan!));
    expect(tooMany.errors).toEqual([
      expect.objectContaining({ message: "first must be between 1 and 50.", path: ["user", "followers"] }),
    ]);
    const badCursor = await execute(server, ProfileWithFollowers, { id: star!.id, after: "not-a-cursor" }, as(fan!));
    expect(badCursor.errors).toEqual([
      expect.objectContaining({ message: "Invalid cursor.", path: ["user", "followers"] }),
    ]);
    // the same list with good arguments answers (the rest of the document is unaffected)
    const fine = await execute(server, ProfileWithFollowers, { id: star!.id, first: 50 }, as(fan!));
    expect(fine.errors).toBeUndefined();
    expect(fine.data).toEqual({
      viewer: { username: fan!.username },
      user: { username: star!.username, following: { totalCount: 0 }, followers: { totalCount: 1 } },
    });
  });
});

describe("Post.likers", () => {
  it("lists who liked the post, the most recent like first, with totalCount = likeCount, signed out too", async () => {
    const [author, ...fans] = await createUsers(server, 4);
    const post = await createPost(server, author!);
    const start = Date.now() - 10 * SECOND;
    for (const [i, fan] of fans.entries()) {
      await server.domain.likes.like(fan.viewer, post.id);
      await server.prisma.like.update({
        where: { userId_postId: { userId: fan.id, postId: post.id } },
        data: { createdAt: new Date(start + i * SECOND) },
      });
    }
    const pages = await allPages(
      async (after) => (await execute(server, Likers, { id: post.globalId, first: 2, after })).data!.post!.likers!,
    );
    expect(pages).toEqual([[fans[2]!.username, fans[1]!.username], [fans[0]!.username]]);

    await server.domain.likes.unlike(fans[1]!.viewer, post.id);
    const after = (await execute(server, Likers, { id: post.id }, as(author!))).data!.post!;
    expect(after.likers!.edges.map((edge) => edge.node.username)).toEqual([fans[2]!.username, fans[0]!.username]);
    expect(after.likers!.totalCount).toBe(2);
    expect(after.likeCount).toBe(2);
  });
});

describe("the lists beside the viewer's own state", () => {
  it("answer both right where the user or post comes from node(id:) or a mutation's payload", async () => {
    const [star, fan, me] = await createUsers(server, 3);
    await server.domain.follows.follow(fan!.viewer, star!.id);
    const followed = await execute(server, FollowAndReadFollowers, { input: { userId: star!.globalId } }, as(me!));
    expect(followed.data!.followUser).toEqual({
      __typename: "FollowUserPayload",
      user: {
        viewerIsFollowing: true,
        followers: {
          totalCount: 2,
          edges: [
            { node: { username: me!.username, viewerIsFollowing: false } },
            { node: { username: fan!.username, viewerIsFollowing: false } },
          ],
        },
      },
    });

    const post = await createPost(server, star!);
    await server.domain.likes.like(fan!.viewer, post.id);
    const user = (await execute(server, NodeFollowers, { id: star!.globalId }, as(fan!))).data!.node;
    expect(user).toEqual({
      viewerIsFollowing: true,
      followers: {
        totalCount: 2,
        edges: [{ node: { username: me!.username } }, { node: { username: fan!.username } }],
      },
    });
    const liked = (await execute(server, NodeFollowers, { id: post.globalId }, as(fan!))).data!.node;
    expect(liked).toEqual({
      viewerHasLiked: true,
      likers: { totalCount: 1, edges: [{ node: { username: fan!.username } }] },
    });
    const signedOut = (await execute(server, NodeFollowers, { id: post.globalId })).data!.node;
    expect(signedOut).toEqual({
      viewerHasLiked: false,
      likers: { totalCount: 1, edges: [{ node: { username: fan!.username } }] },
    });
  });
});

describe("a list of users with their lists", () => {
  it("costs the same number of SQL statements for 1 user as for 20", async () => {
    const [star, ...fans] = await createUsers(server, 21);
    await followInOrder(fans, star!);
    // each fan has followers and followings of their own
    const others = await createUsers(server, 3);
    for (const fan of fans) for (const other of others) await server.domain.follows.follow(other.viewer, fan.id);
    for (const fan of fans.slice(0, 3))
      for (const other of others) await server.domain.follows.follow(fan.viewer, other.id);

    const read = (first: number) => execute(server, FollowersOfFollowers, { id: star!.id, first });
    const twenty = (await read(20)).data!.user!.followers!.edges;
    expect(twenty).toHaveLength(20);
    expect(twenty.every(({ node }) => node.followers!.totalCount === 3 && node.followers!.edges.length === 3)).toBe(
      true,
    );
    const earliest = twenty.at(-1)!.node; // fans[0]: the first to follow star, and follows the three others
    expect(earliest.username).toBe(fans[0]!.username);
    expect(earliest.following!.totalCount).toBe(4);
    expect(earliest.following!.edges.map((edge) => edge.node.username).sort()).toEqual(
      [...others.map((o) => o.username), star!.username].sort(),
    );

    const forOne = await statementsOf(server, () => read(1));
    const forTwenty = await statementsOf(server, () => read(20));
    expect(forTwenty).toBe(forOne);
    expect(forOne).toBeLessThanOrEqual(3);
  });

  it("costs the same for the likers of 1 post as of 10", async () => {
    const [author, ...fans] = await createUsers(server, 4);
    for (let i = 0; i < 10; i++) {
      const post = await createPost(server, author!, `post ${i}`);
      for (const fan of fans) await server.domain.likes.like(fan.viewer, post.id);
    }
    const read = (first: number) => execute(server, PostsWithLikers, { id: author!.id, first });
    const ten = (await read(10)).data!.user!.posts!.edges;
    expect(ten.map(({ node }) => [node.likers!.totalCount, node.likers!.edges.length])).toEqual(Array(10).fill([3, 3]));
    expect(await statementsOf(server, () => read(10))).toBe(await statementsOf(server, () => read(1)));
  });
});

describe("totalCount", () => {
  it("counts a user's posts, a post's comments, saved posts, conversations and a conversation's messages", async () => {
    const [ada, bob] = await createUsers(server, 2);
    const posts = [
      await createPost(server, ada!, "one"),
      await createPost(server, ada!, "two"),
      await createPost(server, ada!, "three"),
    ];
    for (const body of ["a", "b"]) await server.domain.comments.add(bob!.viewer, posts[2]!.id, body);
    for (const post of posts.slice(0, 2)) await server.domain.saves.save(ada!.viewer, post.id);
    await server.domain.messages.send(bob!.viewer, ada!.id, "hi");
    await server.domain.messages.send(ada!.viewer, bob!.id, "hello");

    const totals = await execute(server, ListTotals, { id: ada!.id }, as(ada!));
    expect(totals.errors).toBeUndefined();
    expect(totals.data!.user).toEqual({
      posts: { totalCount: 3, edges: [{ node: { comments: { totalCount: 2 } } }] },
      savedPosts: { totalCount: 2 },
      conversations: { totalCount: 1, edges: [{ node: { messages: { totalCount: 2 } } }] },
    });
    // someone else sees the posts' count, and no saved posts or conversations of ada's at all
    const asBob = await execute(server, ListTotals, { id: ada!.id }, as(bob!));
    expect(asBob.data!.user).toEqual({
      posts: { totalCount: 3, edges: [{ node: { comments: { totalCount: 2 } } }] },
      savedPosts: null,
      conversations: null,
    });
  });

  it("is not offered on the feed, which would pay for it on every page", () => {
    const fields = (name: string) => Object.keys((schema.getType(name) as { getFields(): object }).getFields());
    expect(fields("FeedConnection")).not.toContain("totalCount");
    expect(fields("PostConnection")).toContain("totalCount");
  });
});

describe("notifications(unreadOnly:)", () => {
  it("lists only unread notifications when asked, all of them by default, each with its totalCount", async () => {
    const [me, ...fans] = await createUsers(server, 4);
    await server.domain.follows.follow(fans[0]!.viewer, me!.id);
    await server.domain.notifications.markRead(me!.viewer);
    await server.domain.follows.follow(fans[1]!.viewer, me!.id);
    await server.domain.follows.follow(fans[2]!.viewer, me!.id);

    const all = (await execute(server, NotificationList, {}, as(me!))).data!.notifications;
    expect(all!.edges.map(({ node }) => [node.message, node.read])).toEqual([
      [`${fans[2]!.username} followed you`, false],
      [`${fans[1]!.username} followed you`, false],
      [`${fans[0]!.username} followed you`, true],
    ]);
    expect([all!.totalCount, all!.unreadCount]).toEqual([3, 2]);

    const unread = (await execute(server, NotificationList, { unreadOnly: true, first: 1 }, as(me!))).data!
      .notifications;
    expect(unread!.edges.map(({ node }) => node.message)).toEqual([`${fans[2]!.username} followed you`]);
    expect([unread!.totalCount, unread!.unreadCount, unread!.pageInfo.hasNextPage]).toEqual([2, 2, true]);
    const next = (
      await execute(
        server,
        NotificationList,
        { unreadOnly: true, first: 5, after: unread!.pageInfo.endCursor },
        as(me!),
      )
    ).data!.notifications;
    expect(next!.edges.map(({ node }) => node.message)).toEqual([`${fans[1]!.username} followed you`]);
    expect(next!.pageInfo.hasNextPage).toBe(false);

    const explicitFalse = (await execute(server, NotificationList, { unreadOnly: false }, as(me!))).data!.notifications;
    expect(explicitFalse!.totalCount).toBe(3);
    const signedOut = await execute(server, NotificationList, { unreadOnly: true }, {});
    expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("user(id:)", () => {
  it("takes the global id as well as the databaseId; an id of another type or of no one finds no one", async () => {
    const ada = await createUser(server);
    const expected = { id: ada.globalId, databaseId: ada.id, username: ada.username };
    expect((await execute(server, UserById, { id: ada.globalId })).data!.user).toEqual(expected);
    expect((await execute(server, UserById, { id: ada.id })).data!.user).toEqual(expected);
    expect((await execute(server, UserById, { id: ada.id.toUpperCase() })).data!.user).toEqual(expected);
    const post = await createPost(server, ada);
    for (const id of [
      post.globalId,
      post.id,
      encodeGlobalID("User", "not-a-uuid"),
      encodeGlobalID("User", "01900000-0000-7000-8000-00000000dead"),
      "garbage",
    ]) {
      const res = await execute(server, UserById, { id });
      expect(res.errors).toBeUndefined();
      expect(res.data!.user).toBeNull();
    }
  });
});

it("costs the new lists like every other page: by first (20 when omitted), through their nesting", () => {
  const cost = (query: string) => operationCost({ schema, document: parse(query) });
  const page = (list: string) => `{ user(id: 1) { ${list} { edges { node { id } } } } }`;
  const postsPage = cost(page("posts(first: 10)"));
  expect(cost(page("followers(first: 10)"))).toBe(postsPage);
  expect(cost(page("following(first: 10)"))).toBe(postsPage);
  expect(cost("{ post(id: 1) { likers(first: 10) { edges { node { id } } } } }")).toBe(postsPage);
  expect(cost(page("followers"))).toBe(cost(page("posts(first: 20)")));
  const nested =
    "{ user(id: 1) { followers(first: 50) { edges { node { following(first: 50) { edges { node { id } } } } } } } }";
  expect(cost(nested)).toBeGreaterThan(MAX_OPERATION_COST);
});
