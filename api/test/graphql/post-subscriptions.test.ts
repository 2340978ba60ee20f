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
