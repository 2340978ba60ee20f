// Block and mute through GraphQL. After a block, neither person sees the other anywhere (by id,
// by global id, search, lists, feed, explore, notifications) nor reaches them (follow, like,
// comment, message), with tokens issued before the block; the blocker alone still finds the
// blocked one's profile, to unblock them. A mute only quiets the muted person for the muter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createPost, createUsers, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import {
  AddComment,
  BlockUser,
  ChatList,
  FollowUser,
  LikePost,
  MuteUser,
  SafetyLists,
  SendMessage,
  SetConversationMuted,
  UnblockUser,
  UnmuteUser,
  WhatOneSees,
} from "./safety-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Post = Awaited<ReturnType<typeof createPost>>;

/** What `viewer` sees of `other`, their post, a comment, and the viewer's own post. */
const sees = (viewer: TestUser, other: TestUser, otherPost: Post, commentId: string, ownPost: Post) =>
  execute(
    server,
    WhatOneSees,
    {
      userId: other.globalId,
      username: other.username,
      postId: otherPost.id,
      postGlobalId: otherPost.globalId,
      commentId: encodeGlobalID("Comment", commentId),
      ownPostId: ownPost.id,
    },
    { token: viewer.token },
  ).then((answer) => answer.data!);

/** ada and mallory follow each other, each has a post, and each liked and commented on the other's. */
async function acquainted() {
  const [ada, mallory] = (await createUsers(server, 2)) as [TestUser, TestUser];
  await server.domain.follows.follow(ada.viewer, mallory.id);
  await server.domain.follows.follow(mallory.viewer, ada.id);
  const adaPost = await createPost(server, ada, "blocktest by ada");
  const malloryPost = await createPost(server, mallory, "blocktest by mallory");
  await server.domain.likes.like(mallory.viewer, adaPost.id);
  const malloryComment = await server.domain.comments.add(mallory.viewer, adaPost.id, "from mallory");
  await server.domain.likes.like(ada.viewer, malloryPost.id);
  const adaComment = await server.domain.comments.add(ada.viewer, malloryPost.id, "from ada");
  return { ada, mallory, adaPost, malloryPost, malloryComment, adaComment };
}

const block = (by: TestUser, whom: TestUser) =>
  execute(server, BlockUser, { input: { userId: whom.globalId } }, { token: by.token });

describe("blockUser", () => {
  it("ends follows both ways, and neither sees the other anywhere afterwards, with tokens from before", async () => {
    const { ada, mallory, adaPost, malloryPost, malloryComment, adaComment } = await acquainted();
    const before = await sees(mallory, ada, adaPost, adaComment.id, malloryPost);
    expect(before.user?.username).toBe(ada.username);
    expect(before.feed!.edges.map((e) => e.node.databaseId)).toContain(adaPost.id);

    expect((await block(ada, mallory)).data!.blockUser).toEqual({
      __typename: "BlockUserPayload",
      user: { username: mallory.username, viewerHasBlocked: true, viewerIsFollowing: false },
    });
    expect(
      await server.prisma.follow.count({
        where: {
          OR: [
            { followerId: ada.id, followeeId: mallory.id },
            { followerId: mallory.id, followeeId: ada.id },
          ],
        },
      }),
    ).toBe(0);

    // mallory: ada is nobody, and so is all she wrote
    const blocked = await sees(mallory, ada, adaPost, adaComment.id, malloryPost);
    expect(blocked).toMatchObject({
      user: null,
      byName: null,
      userNode: null,
      postNode: null,
      commentNode: null,
      post: null,
      searchUsers: [],
    });
    expect(blocked.own!.comments!.edges.map((e) => e.node.body)).not.toContain("from ada");
    expect(blocked.own!.likers!.edges.map((e) => e.node.username)).not.toContain(ada.username);
    for (const list of [blocked.searchPosts!, blocked.explore!, blocked.feed!])
      expect(list.edges.map((e) => e.node.databaseId)).not.toContain(adaPost.id);
    expect(blocked.notifications!.edges.map((e) => e.node.actor.username)).not.toContain(ada.username);
    expect(blocked.notificationGroups).toMatchObject({ totalCount: 0, unreadCount: 0 });

    // ada: mallory's profile is there (to unblock from), and nothing of what mallory wrote or did
    const blocker = await sees(ada, mallory, malloryPost, malloryComment.id, adaPost);
    expect(blocker).toMatchObject({
      user: { username: mallory.username, viewerHasBlocked: true, posts: { totalCount: 0, edges: [] } },
      userNode: { __typename: "User" },
      postNode: null,
      commentNode: null,
      post: null,
      searchUsers: [],
    });
    expect(blocker.own!.comments!.edges.map((e) => e.node.body)).not.toContain("from mallory");
    expect(blocker.own!.likers!.edges).toEqual([]);
    for (const list of [blocker.searchPosts!, blocker.explore!, blocker.feed!])
      expect(list.edges.map((e) => e.node.databaseId)).not.toContain(malloryPost.id);
    expect(blocker.notifications).toMatchObject({ totalCount: 0, unreadCount: 0, edges: [] });
    expect(blocker.notificationGroups).toMatchObject({ totalCount: 0, unreadCount: 0 });
  });

  it("leaves neither a way to reach the other: follow, like, comment, message; nothing is stored", async () => {
    const { ada, mallory, adaPost, malloryPost } = await acquainted();
    await block(ada, mallory);
    for (const [from, to, post] of [
      [mallory, ada, adaPost],
      [ada, mallory, malloryPost],
    ] as const) {
      expect(
        (await execute(server, FollowUser, { input: { userId: to.globalId } }, { token: from.token })).data!.followUser,
      ).toMatchObject({ __typename: "NotFoundError" });
      expect(
        (await execute(server, LikePost, { input: { postId: post.globalId } }, { token: from.token })).data!.likePost,
      ).toMatchObject({ __typename: "NotFoundError" });
      expect(
        (await execute(server, AddComment, { input: { postId: post.globalId, body: "again" } }, { token: from.token }))
          .data!.addComment,
      ).toMatchObject({ __typename: "NotFoundError" });
      expect(
        (await execute(server, SendMessage, { input: { receiverId: to.globalId, text: "hi" } }, { token: from.token }))
          .data!.sendMessage,
      ).toMatchObject({
        __typename: "ForbiddenError",
        code: "MESSAGES_NOT_ACCEPTED",
      });
    }
    expect(await server.prisma.follow.count({ where: { followerId: { in: [ada.id, mallory.id] } } })).toBe(0);
    expect(await server.prisma.comment.count({ where: { body: "again" } })).toBe(0);
    expect(await server.prisma.message.count({ where: { senderId: { in: [ada.id, mallory.id] } } })).toBe(0);
  });

  it("refuses blocking oneself; someone who blocked the viewer is nobody to block", async () => {
    const { ada, mallory } = await acquainted();
    expect((await block(ada, ada)).data!.blockUser).toMatchObject({
      __typename: "ValidationError",
      code: "CANNOT_BLOCK_SELF",
    });
    await block(ada, mallory);
    expect((await block(mallory, ada)).data!.blockUser).toMatchObject({ __typename: "NotFoundError" });
  });

  it("keeps the conversation for the blocker to read, hides it from the blocked one, and takes no new message", async () => {
    const { ada, mallory } = await acquainted();
    await server.domain.messages.send(mallory.viewer, ada.id, "before the block");
    await block(ada, mallory);
    const adaChat = (await execute(server, ChatList, {}, { token: ada.token })).data!.viewer!;
    expect(adaChat.unreadMessageCount).toBe(0);
    expect(adaChat.conversations!.edges.map((e) => e.node.messages!.edges.map((m) => m.node.text))).toEqual([
      ["before the block"],
    ]);
    const malloryChat = (await execute(server, ChatList, {}, { token: mallory.token })).data!.viewer!;
    expect(malloryChat.conversations!.edges).toEqual([]);
  });

  it("does not let a mention reach someone who blocked its author", async () => {
    const { ada, mallory } = await acquainted();
    await block(ada, mallory);
    await createPost(server, mallory, `hey @${ada.username}`);
    expect(
      await server.prisma.notification.count({ where: { recipientId: ada.id, actorId: mallory.id, kind: "MENTION" } }),
    ).toBe(0);
  });

  it("is listed in Blocked accounts until unblocked; follows it ended stay ended", async () => {
    const { ada, mallory, adaPost, adaComment, malloryPost } = await acquainted();
    await block(ada, mallory);
    expect((await execute(server, SafetyLists, {}, { token: ada.token })).data!.blockedAccounts!.edges).toEqual([
      { node: { username: mallory.username, viewerHasBlocked: true } },
    ]);
    expect(
      (await execute(server, UnblockUser, { input: { userId: mallory.globalId } }, { token: ada.token })).data!
        .unblockUser,
    ).toEqual({
      __typename: "UnblockUserPayload",
      user: { viewerHasBlocked: false },
    });
    expect((await execute(server, SafetyLists, {}, { token: ada.token })).data!.blockedAccounts!.edges).toEqual([]);
    expect((await sees(mallory, ada, adaPost, adaComment.id, malloryPost)).user?.username).toBe(ada.username);
    expect(await server.prisma.follow.count({ where: { followerId: { in: [ada.id, mallory.id] } } })).toBe(0);
  });
});

describe("muteUser", () => {
  it("hides their posts from the muter's feed and their doings from the muter's notifications, until unmuted", async () => {
    const { ada, mallory, adaPost, adaComment, malloryPost, malloryComment } = await acquainted();
    const muted = await execute(server, MuteUser, { input: { userId: mallory.globalId } }, { token: ada.token });
    expect(muted.data!.muteUser).toEqual({ __typename: "MuteUserPayload", user: { viewerHasMuted: true } });

    const quiet = await sees(ada, mallory, malloryPost, malloryComment.id, adaPost);
    expect(quiet.feed!.edges.map((e) => e.node.databaseId)).not.toContain(malloryPost.id);
    expect(quiet.notifications).toMatchObject({ totalCount: 0, unreadCount: 0 });
    expect(quiet.notificationGroups).toMatchObject({ totalCount: 0, unreadCount: 0 });
    // still there elsewhere: a mute is no block
    expect(quiet.user?.username).toBe(mallory.username);
    expect(quiet.post?.databaseId).toBe(malloryPost.id);
    // and mallory is not told, and sees ada as before
    const theirs = await sees(mallory, ada, adaPost, adaComment.id, malloryPost);
    expect(theirs.feed!.edges.map((e) => e.node.databaseId)).toContain(adaPost.id);
    expect((await execute(server, SafetyLists, {}, { token: ada.token })).data!.mutedAccounts!.edges).toEqual([
      { node: { username: mallory.username, viewerHasMuted: true } },
    ]);

    await execute(server, UnmuteUser, { input: { userId: mallory.globalId } }, { token: ada.token });
    const back = await sees(ada, mallory, malloryPost, malloryComment.id, adaPost);
    expect(back.feed!.edges.map((e) => e.node.databaseId)).toContain(malloryPost.id);
    expect(back.notifications!.totalCount).toBeGreaterThan(0);
    // a like, a comment and a follow: three groups, unread again
    expect(back.notificationGroups).toMatchObject({ totalCount: 3, unreadCount: 3 });
  });

  it("a muted conversation's messages arrive but count in no unread badge", async () => {
    const [ada, bob] = (await createUsers(server, 2)) as [TestUser, TestUser];
    const first = await server.domain.messages.send(bob.viewer, ada.id, "one");
    const conversationId = encodeGlobalID("Conversation", first.conversationId);
    const set = await execute(
      server,
      SetConversationMuted,
      { input: { conversationId, muted: true } },
      { token: ada.token },
    );
    expect(set.data!.setConversationMuted).toEqual({
      __typename: "SetConversationMutedPayload",
      conversation: { viewerHasMuted: true },
    });
    await server.domain.messages.send(bob.viewer, ada.id, "two");
    const chat = (await execute(server, ChatList, {}, { token: ada.token })).data!.viewer!;
    expect(chat.unreadMessageCount).toBe(0);
    expect(chat.conversations!.edges[0]!.node.messages!.edges.map((e) => e.node.text)).toEqual(["one", "two"]);
    // someone else's conversation is nobody's to mute
    expect(
      (
        await execute(
          server,
          SetConversationMuted,
          { input: { conversationId, muted: true } },
          { token: (await createUsers(server, 1))[0]!.token },
        )
      ).data!.setConversationMuted,
    ).toMatchObject({ __typename: "NotFoundError" });
    await execute(server, SetConversationMuted, { input: { conversationId, muted: false } }, { token: ada.token });
    expect((await execute(server, ChatList, {}, { token: ada.token })).data!.viewer!.unreadMessageCount).toBe(2);
  });
});
