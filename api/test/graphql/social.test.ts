// Two people find each other, follow, post, like, comment, save, and get notified.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute, UPLOADED_FILE } from "../support/graphql-client.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import {
  AddComment,
  ClearNotifications,
  CreatePost,
  Feed,
  FollowUser,
  LikePost,
  MarkNotificationsRead,
  Notifications,
  PostComments,
  Profile,
  SavePost,
  UnfollowUser,
  UnlikePost,
} from "./social-operations.ts";

let server: TestServer;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  ada = await createUser(server, "ada");
  bob = await createUser(server, "bob");
});
afterAll(() => server.close());

const as = (user: TestUser) => ({ token: user.token });

describe("a social journey", () => {
  let postId: string;

  it("shows the empty feed until the viewer follows someone", async () => {
    await createPost(server, bob, "before following");
    const feed = await execute(server, Feed, {}, as(ada));
    expect(feed.data!.feed!.edges).toEqual([]);
  });

  it("follows, and the followed person's posts fill the feed, newest first", async () => {
    const follow = await execute(server, FollowUser, { input: { userId: bob.globalId } }, as(ada));
    expect(follow.data!.followUser).toEqual({
      __typename: "FollowUserPayload",
      user: { followerCount: 1, viewerIsFollowing: true },
      viewer: { followingCount: 1 },
    });
    const created = await execute(
      server,
      CreatePost,
      { input: { caption: "  Hello world ", tags: ["code", " post", "code"], image: UPLOADED_FILE } },
      { ...as(bob), files: { "input.image": { content: await pngImage(), name: "p.png" } } },
    );
    const result = created.data!.createPost;
    if (result!.__typename !== "CreatePostPayload") throw new Error(JSON.stringify(created));
    expect(result!.post).toMatchObject({ caption: "Hello world", tags: ["code", "post"], author: { username: "bob" } });
    postId = result!.post.id;
    const feed = await execute(server, Feed, {}, as(ada));
    expect(feed.data!.feed!.edges.map((e) => e.node.caption)).toEqual(["Hello world", "before following"]);
    expect(feed.data!.feed!.edges[0]!.node).toMatchObject({
      likeCount: 0,
      commentCount: 0,
      viewerHasLiked: false,
      viewerCanEdit: false,
      author: { username: "bob" },
    });
    // bob follows nobody: his home feed holds his own posts
    const ownFeed = await execute(server, Feed, {}, as(bob));
    expect(ownFeed.data!.feed!.edges.map((e) => e.node.caption)).toEqual(["Hello world", "before following"]);
  });

  it("likes idempotently, notifies the author once, and an unlike retracts that notification", async () => {
    const likes = await Promise.all(
      [1, 2, 3, 4, 5].map(() => execute(server, LikePost, { input: { postId } }, as(ada))),
    );
    expect(likes.at(-1)!.data!.likePost).toMatchObject({ post: { likeCount: 1, viewerHasLiked: true } });
    let bell = await execute(server, Notifications, {}, as(bob));
    expect(bell.data!.notifications!.edges.map((e) => e.node.message)).toEqual([
      "ada liked your post",
      "ada followed you",
    ]);
    expect(bell.data!.notifications!.unreadCount).toBe(2);
    const unlike = await execute(server, UnlikePost, { input: { postId } }, as(ada));
    expect(unlike.data!.unlikePost).toMatchObject({ post: { likeCount: 0, viewerHasLiked: false } });
    bell = await execute(server, Notifications, {}, as(bob));
    expect(bell.data!.notifications!.edges.map((e) => e.node.kind)).toEqual(["FOLLOW"]);
  });

  it("comments, lists comments in either order, and notifies the author", async () => {
    for (const body of ["first!", "second"]) {
      const res = await execute(server, AddComment, { input: { postId, body } }, as(ada));
      expect(res.data!.addComment).toMatchObject({
        __typename: "AddCommentPayload",
        comment: { body, viewerCanDelete: true, author: { username: "ada" } },
      });
    }
    const newest = await execute(server, PostComments, { id: postId }, as(bob));
    expect(newest.data!.node).toEqual({
      comments: {
        edges: [
          { node: { body: "second", viewerCanDelete: true, author: { username: "ada" } } },
          { node: { body: "first!", viewerCanDelete: true, author: { username: "ada" } } },
        ],
      },
    });
    const oldest = await execute(server, PostComments, { id: postId, order: "OLDEST_FIRST" }, as(ada));
    expect(
      (oldest.data!.node as { comments: { edges: { node: { body: string } }[] } }).comments.edges.map(
        (e) => e.node.body,
      ),
    ).toEqual(["first!", "second"]);
    const empty = await execute(server, AddComment, { input: { postId, body: "   " } }, as(ada));
    expect(empty.data!.addComment).toMatchObject({
      __typename: "ValidationError",
      code: "COMMENT_EMPTY",
      message: "body must not be empty.",
    });
    const bell = await execute(server, Notifications, {}, as(bob));
    expect(bell.data!.notifications!.edges.filter((e) => e.node.kind === "COMMENT")).toHaveLength(2);
  });

  it("keeps saves private to the saver", async () => {
    expect((await execute(server, SavePost, { input: { postId } }, as(ada))).data!.savePost).toMatchObject({
      post: { viewerHasSaved: true },
    });
    const mine = await execute(server, Profile, { id: ada.id }, as(ada));
    expect(mine.data!.user).toMatchObject({
      isViewer: true,
      followingCount: 1,
      savedPosts: { edges: [{ node: { caption: "Hello world" } }] },
    });
    const theirs = await execute(server, Profile, { id: ada.id }, as(bob));
    expect(theirs.data!.user).toMatchObject({ isViewer: false, savedPosts: null });
    const bobsProfile = await execute(server, Profile, { id: bob.id }, as(ada));
    expect(bobsProfile.data!.user).toMatchObject({
      postCount: 2,
      followerCount: 1,
      viewerIsFollowing: true,
      posts: { edges: [{ node: { caption: "Hello world" } }, { node: { caption: "before following" } }] },
    });
  });

  it("marks notifications read and clears them", async () => {
    expect((await execute(server, MarkNotificationsRead, {}, as(bob))).data!.markNotificationsRead!.unreadCount).toBe(
      0,
    );
    const bell = await execute(server, Notifications, {}, as(bob));
    expect(bell.data!.notifications!.edges.every((e) => e.node.read)).toBe(true);
    const cleared = await execute(server, ClearNotifications, {}, as(bob));
    expect(cleared.data!.clearNotifications!.clearedNotificationIds.length).toBeGreaterThan(0);
    expect((await execute(server, Notifications, {}, as(bob))).data!.notifications!.edges).toEqual([]);
  });

  it("unfollows, which empties the feed again and retracts an unread follow notification", async () => {
    const carol = await createUser(server, "carol");
    await execute(server, FollowUser, { input: { userId: carol.globalId } }, as(ada));
    await execute(server, UnfollowUser, { input: { userId: carol.globalId } }, as(ada));
    expect((await execute(server, Notifications, {}, as(carol))).data!.notifications!.edges).toEqual([]);
    const unfollow = await execute(server, UnfollowUser, { input: { userId: bob.globalId } }, as(ada));
    expect(unfollow.data!.unfollowUser).toMatchObject({ user: { followerCount: 0, viewerIsFollowing: false } });
    expect((await execute(server, Feed, {}, as(ada))).data!.feed!.edges).toEqual([]);
  });
});

describe("refusals", () => {
  it("refuses following oneself and unknown people, liking unknown posts, and bad post input", async () => {
    const self = await execute(server, FollowUser, { input: { userId: ada.globalId } }, as(ada));
    expect(self.data!.followUser).toEqual({
      __typename: "ValidationError",
      code: "CANNOT_FOLLOW_SELF",
      message: "userId is the viewer's own id: no one can follow themselves.",
    });
    const unknown = await execute(server, FollowUser, { input: { userId: "VXNlcjpub3BlCg==" } }, as(ada));
    expect(unknown.data!.followUser).toEqual({
      __typename: "NotFoundError",
      code: "NOT_FOUND",
      message: "User not found.",
    });
    const noPost = await execute(server, LikePost, { input: { postId: ada.globalId } }, as(ada));
    expect(noPost.data!.likePost).toEqual({
      __typename: "NotFoundError",
      code: "NOT_FOUND",
      message: "Post not found.",
    });
    const bad = await execute(
      server,
      CreatePost,
      { input: { caption: " ", tags: ["one tag"], image: UPLOADED_FILE } },
      { ...as(ada), files: { "input.image": { content: await pngImage(), name: "p.png" } } },
    );
    expect(bad.data!.createPost).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [
        { field: "caption", code: "CAPTION_REQUIRED", message: "caption must not be empty." },
        {
          field: "tags",
          code: "TAGS_INVALID",
          message: expect.stringMatching(/^tags must be tags without spaces or commas/),
        },
      ],
    });
  });

  it("needs a signed-in viewer for the feed and every action", async () => {
    const feed = await execute(server, Feed, {});
    expect(feed.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const like = await execute(server, LikePost, { input: { postId: ada.globalId } });
    expect(like.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
