// A post's page, live: whoever has it open hears its comments come, change and go, its edits and
// counts, and its removal; nobody else does, and a post one may not see cannot be watched.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { print } from "graphql";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createPost, createUsers, type TestUser } from "../support/fixtures.ts";
import { answered } from "../support/graphql-results.ts";
import { subscribeLive, type LiveSubscription } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import {
  CommentAdded,
  CommentRemoved,
  CommentUpdated,
  PostRemoved,
  PostUpdated,
} from "./post-subscription-operations.ts";

let server: TestServer;
let baseUrl: string;
const opened: LiveSubscription[] = [];

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await server.close();
});

async function watch(user: TestUser | null, query: string, variables: Record<string, unknown>) {
  const subscription = await subscribeLive(baseUrl, user?.token, query, variables);
  opened.push(subscription);
  return subscription;
}

it("tells whoever has the post open of each comment added, edited and removed; not a watcher of another post", async () => {
  const [author, reader, commenter] = await createUsers(server, 3);
  const [post, other] = [await createPost(server, author!), await createPost(server, author!)];
  const onPost = { postId: post.globalId };
  const [added, edited, removed] = [
    await watch(reader!, print(CommentAdded), onPost),
    await watch(reader!, print(CommentUpdated), onPost),
    await watch(reader!, print(CommentRemoved), onPost),
  ];
  const elsewhere = await watch(reader!, print(CommentAdded), { postId: other.globalId });

  const comment = await server.domain.comments.add(commenter!.viewer, post.id, "first!");
  await vi.waitFor(() =>
    expect(added.received).toEqual([
      answered({ commentAdded: { body: "first!", author: { username: commenter!.username } } }),
    ]),
  );
  await server.domain.comments.update(commenter!.viewer, comment.id, "first, edited");
  await vi.waitFor(() => expect(edited.received).toEqual([answered({ commentUpdated: { body: "first, edited" } })]));
  await server.domain.comments.delete(author!.viewer, comment.id);
  await vi.waitFor(() =>
    expect(removed.received).toEqual([
      answered({ commentRemoved: { commentId: encodeGlobalID("Comment", comment.id), postId: post.globalId } }),
    ]),
  );
  expect(elsewhere.received).toEqual([]);
});

it("tells the post's counts and edits as they change", async () => {
  const [author, reader, fan] = await createUsers(server, 3);
  const post = await createPost(server, author!, "before");
  const updates = await watch(reader!, print(PostUpdated), { id: post.globalId });
  const steps = [
    () => server.domain.likes.like(fan!.viewer, post.id),
    () => server.domain.comments.add(fan!.viewer, post.id, "hello"),
    () => server.domain.posts.update(author!.viewer, post.id, { caption: "after" }),
    () => server.domain.likes.unlike(fan!.viewer, post.id),
  ];
  // each update is read as it is delivered: the next step waits for it
  for (const [done, step] of steps.entries()) {
    await step();
    await vi.waitFor(() => expect(updates.received).toHaveLength(done + 1));
  }
  expect(updates.values("postUpdated")).toEqual([
    { caption: "before", likeCount: 1, commentCount: 0 },
    { caption: "before", likeCount: 1, commentCount: 1 },
    { caption: "after", likeCount: 1, commentCount: 1 },
    { caption: "after", likeCount: 0, commentCount: 1 },
  ]);
});

it("tells once when the post is deleted while open, or its author suspended", async () => {
  const [author, suspended, reader] = await createUsers(server, 3);
  const [deleted, hidden] = [await createPost(server, author!), await createPost(server, suspended!)];
  const onDeleted = await watch(reader!, print(PostRemoved), { id: deleted.globalId });
  const onHidden = await watch(reader!, print(PostRemoved), { id: hidden.globalId });
  await server.domain.posts.delete(author!.viewer, deleted.id);
  await vi.waitFor(() => expect(onDeleted.received).toEqual([answered({ postRemoved: { postId: deleted.globalId } })]));

  const [moderator] = await createUsers(server, 1);
  await server.prisma.user.update({ where: { id: moderator!.id }, data: { role: "MODERATOR" } });
  await server.domain.moderatorActions.suspend(moderator!.viewer, suspended!.id, { reason: "spam" });
  await vi.waitFor(() => expect(onHidden.received).toEqual([answered({ postRemoved: { postId: hidden.globalId } })]));
});

it("tells a watcher who lost access once: its author blocked them, or they blocked its author", async () => {
  const [author, reader, other] = await createUsers(server, 3);
  const [post, otherPost] = [await createPost(server, author!), await createPost(server, other!)];
  // opened before the blocks, on one socket each (an old subscription keeps its viewer)
  const blockedOne = await watch(reader!, print(PostRemoved), { id: post.globalId });
  const blockerOne = await watch(reader!, print(PostRemoved), { id: otherPost.globalId });
  const updates = await watch(reader!, print(PostUpdated), { id: post.globalId });
  await server.domain.follows.follow(reader!.viewer, author!.id);
  await server.domain.blocks.block(author!.viewer, reader!.id);
  await vi.waitFor(() => expect(blockedOne.received).toEqual([answered({ postRemoved: { postId: post.globalId } })]));
  await server.domain.blocks.block(reader!.viewer, other!.id);
  await vi.waitFor(() =>
    expect(blockerOne.received).toEqual([answered({ postRemoved: { postId: otherPost.globalId } })]),
  );
  // nothing more of the post reaches them: a like on it is not told
  const [fan] = await createUsers(server, 1);
  await server.domain.likes.like(fan!.viewer, post.id);
  const [bystander] = await createUsers(server, 1);
  const seen = await watch(bystander!, print(PostUpdated), { id: post.globalId });
  await server.domain.likes.unlike(fan!.viewer, post.id);
  await vi.waitFor(() => expect(seen.received).toHaveLength(1));
  expect(updates.received).toEqual([]);
  expect(blockedOne.received).toHaveLength(1);
});

it("keeps the author's own post open when they block someone", async () => {
  const [author, blocked, fan] = await createUsers(server, 3);
  const post = await createPost(server, author!);
  const removed = await watch(author!, print(PostRemoved), { id: post.globalId });
  const updates = await watch(author!, print(PostUpdated), { id: post.globalId });
  await server.domain.blocks.block(author!.viewer, blocked!.id);
  // the like is told after the block: by then a removal would have been told too
  await server.domain.likes.like(fan!.viewer, post.id);
  await vi.waitFor(() => expect(updates.received).toHaveLength(1));
  expect(removed.received).toEqual([]);
});

it("tells a watcher once when the author turns private or they stop following a private author", async () => {
  const [turning, reader, privately] = await createUsers(server, 3);
  const [turned, followed] = [await createPost(server, turning!), await createPost(server, privately!)];
  const [follower] = await createUsers(server, 1);
  await server.domain.follows.follow(reader!.viewer, privately!.id);
  await server.domain.follows.follow(follower!.viewer, turning!.id);
  await server.domain.accounts.updateProfile(privately!.viewer, { isPrivate: true });
  const onTurned = await watch(reader!, print(PostRemoved), { id: turned.globalId });
  const stillSees = await watch(follower!, print(PostRemoved), { id: turned.globalId });
  const onFollowed = await watch(reader!, print(PostRemoved), { id: followed.globalId });

  await server.domain.accounts.updateProfile(turning!.viewer, { isPrivate: true });
  await vi.waitFor(() => expect(onTurned.received).toEqual([answered({ postRemoved: { postId: turned.globalId } })]));
  await server.domain.follows.unfollow(reader!.viewer, privately!.id);
  await vi.waitFor(() =>
    expect(onFollowed.received).toEqual([answered({ postRemoved: { postId: followed.globalId } })]),
  );
  // the follower still sees it: it is not gone for them (told by the author deleting it)
  await server.domain.posts.delete(turning!.viewer, turned.id);
  await vi.waitFor(() => expect(stillSees.received).toEqual([answered({ postRemoved: { postId: turned.globalId } })]));
  expect(onTurned.received).toHaveLength(1);
});

it("takes a suspended account's comments off the post while it is open", async () => {
  const [author, reader, troll, moderator] = await createUsers(server, 4);
  await server.prisma.user.update({ where: { id: moderator!.id }, data: { role: "MODERATOR" } });
  const post = await createPost(server, author!);
  const [first, second] = [
    await server.domain.comments.add(troll!.viewer, post.id, "spam"),
    await server.domain.comments.add(troll!.viewer, post.id, "more spam"),
  ];
  await server.domain.comments.add(reader!.viewer, post.id, "fine");
  const removed = await watch(reader!, print(CommentRemoved), { postId: post.globalId });
  await server.domain.moderatorActions.suspend(moderator!.viewer, troll!.id, { reason: "spam" });
  await vi.waitFor(() => expect(removed.received).toHaveLength(2));
  expect(
    removed
      .values<{ commentId: string }>("commentRemoved")
      .map((r) => r.commentId)
      .sort(),
  ).toEqual([first, second].map((c) => encodeGlobalID("Comment", c.id)).sort());
});

it("refuses to watch a post that is gone, and anyone signed out", async () => {
  const [author, reader] = await createUsers(server, 2);
  const post = await createPost(server, author!);
  await server.domain.posts.delete(author!.viewer, post.id);
  const gone = await watch(reader!, print(CommentAdded), { postId: post.globalId });
  const signedOut = await watch(null, print(PostUpdated), { id: (await createPost(server, author!)).globalId });
  await vi.waitFor(() => expect(gone.received).toHaveLength(1));
  await vi.waitFor(() => expect(signedOut.received).toHaveLength(1));
  // an error result (or a refused operation), as graphql-ws delivers it
  expect(JSON.stringify(gone.received)).toContain('"code":"NOT_FOUND"');
  expect(JSON.stringify(signedOut.received)).toContain('"code":"UNAUTHENTICATED"');
});
