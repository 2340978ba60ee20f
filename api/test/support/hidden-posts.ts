// Posts a viewer may not read, each made so by one cause: the table the write tests walk on every
// face (a like, a comment or a save of one must be refused as for a post that does not exist,
// writing and notifying nothing). The first row is the control: a post the viewer may read.
import { createPost, createUsers, type TestUser } from "./fixtures.ts";
import type { TestServer } from "./test-server.ts";

type Post = Awaited<ReturnType<typeof createPost>>;

export interface PostCase {
  viewer: TestUser;
  author: TestUser;
  post: Post;
}

type Hide = (server: TestServer, made: PostCase) => Promise<unknown>;

export const READABLE_POST: [string, Hide] = ["a post the viewer may read", async () => undefined];

export const HIDDEN_POSTS: [string, Hide][] = [
  [
    "a post whose author is suspended",
    (server, { author }) => server.prisma.user.update({ where: { id: author.id }, data: { suspendedAt: new Date() } }),
  ],
  [
    "a post of someone who blocked the viewer",
    (server, { author, viewer }) => server.domain.blocks.block(author.viewer, viewer.id),
  ],
  [
    "a post of someone the viewer blocked",
    (server, { author, viewer }) => server.domain.blocks.block(viewer.viewer, author.id),
  ],
  [
    "a post of a private account the viewer does not follow",
    (server, { author }) => server.prisma.user.update({ where: { id: author.id }, data: { isPrivate: true } }),
  ],
  ["a post a moderator removed", (server, { post }) => server.domain.posts.remove(post)],
];

/** A fresh viewer and author, the author's post, and `hide` applied to them. */
export async function postCase(server: TestServer, hide: Hide): Promise<PostCase> {
  const [viewer, author] = (await createUsers(server, 2)) as [TestUser, TestUser];
  const made = { viewer, author, post: await createPost(server, author) };
  await hide(server, made);
  return made;
}

/**
 * postCase, the viewer having liked, saved and commented on the post while they could read it,
 * before `hide`: what they might try to take back or edit afterwards.
 */
export async function touchedPostCase(server: TestServer, hide: Hide) {
  const made = await postCase(server, READABLE_POST[1]);
  await server.domain.likes.like(made.viewer.viewer, made.post.id);
  await server.domain.saves.save(made.viewer.viewer, made.post.id);
  const comment = await server.domain.comments.add(made.viewer.viewer, made.post.id, "before");
  await hide(server, made);
  return { ...made, comment };
}

/** What the viewer's write left behind on the post: their likes, comments and saves, and the notifications they caused. */
export async function writesLeft(server: TestServer, { viewer, post }: PostCase) {
  const mine = { userId: viewer.id, postId: post.id };
  return {
    likes: await server.prisma.like.count({ where: mine }),
    comments: await server.prisma.comment.count({ where: { authorId: viewer.id, postId: post.id } }),
    saves: await server.prisma.save.count({ where: mine }),
    notifications: await server.prisma.notification.count({ where: { actorId: viewer.id } }),
  };
}

export const NOTHING_WRITTEN = { likes: 0, comments: 0, saves: 0, notifications: 0 };
