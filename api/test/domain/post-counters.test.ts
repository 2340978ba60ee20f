// A post's likeCount and commentCount are counter columns kept by database triggers (migration
// post_counters), not counted per read. Whatever changes the Like and Comment rows, in the domain
// or by a cascade, and however many requests race, the columns must equal the rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost, createUsers, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function counters(postId: string) {
  const post = await server.prisma.post.findUniqueOrThrow({
    where: { id: postId },
    select: { likeCount: true, commentCount: true },
  });
  const rows = {
    likeCount: await server.prisma.like.count({ where: { postId } }),
    commentCount: await server.prisma.comment.count({ where: { postId } }),
  };
  expect(post).toEqual(rows);
  return post;
}

const users = (n: number) => createUsers(server, n);

describe("post counters", () => {
  it("start at zero and follow likes, unlikes, toggles and repeated likes", async () => {
    const [author, a, b] = await users(3);
    const post = await createPost(server, author!);
    const { likes } = server.domain;
    expect(await counters(post.id)).toEqual({ likeCount: 0, commentCount: 0 });

    await likes.like(a!.viewer, post.id);
    await likes.like(a!.viewer, post.id); // idempotent: no second row, no second count
    await likes.toggle(b!.viewer, post.id);
    expect(await counters(post.id)).toMatchObject({ likeCount: 2 });

    await likes.unlike(a!.viewer, post.id);
    await likes.unlike(a!.viewer, post.id);
    await likes.toggle(b!.viewer, post.id);
    expect(await counters(post.id)).toMatchObject({ likeCount: 0 });
  });

  it("follow comments added and deleted by their author or the post's author", async () => {
    const [author, fan] = await users(2);
    const post = await createPost(server, author!);
    const { comments } = server.domain;
    const first = await comments.add(fan!.viewer, post.id, "Lovely");
    const second = await comments.add(fan!.viewer, post.id, "Really lovely");
    await comments.add(author!.viewer, post.id, "Thanks!");
    expect(await counters(post.id)).toMatchObject({ commentCount: 3 });

    await comments.delete(fan!.viewer, first.id);
    await comments.delete(author!.viewer, second.id);
    expect(await counters(post.id)).toMatchObject({ commentCount: 1 });
  });

  it("count only the post they belong to", async () => {
    const [author, fan] = await users(2);
    const [liked, other] = [await createPost(server, author!), await createPost(server, author!)];
    await server.domain.likes.like(fan!.viewer, liked.id);
    await server.domain.comments.add(fan!.viewer, liked.id, "Nice");
    expect(await counters(liked.id)).toEqual({ likeCount: 1, commentCount: 1 });
    expect(await counters(other.id)).toEqual({ likeCount: 0, commentCount: 0 });
  });

  it("are exact under concurrent likes, unlikes and comments", async () => {
    const [author, ...fans] = await users(9);
    const post = await createPost(server, author!);
    const { likes, comments } = server.domain;
    await Promise.all(
      fans.flatMap((fan) => [
        likes.like(fan.viewer, post.id),
        likes.like(fan.viewer, post.id),
        comments.add(fan.viewer, post.id, "First!"),
      ]),
    );
    expect(await counters(post.id)).toEqual({ likeCount: 8, commentCount: 8 });

    // whichever way each user's unlike and toggle interleave, the column equals the rows left
    await Promise.all(
      fans
        .slice(0, 5)
        .flatMap((fan: TestUser) => [likes.unlike(fan.viewer, post.id), likes.toggle(fan.viewer, post.id)]),
    );
    await counters(post.id);
  });

  it("let a liked and commented post be deleted", async () => {
    const [author, fan] = await users(2);
    const post = await createPost(server, author!);
    await server.domain.likes.like(fan!.viewer, post.id);
    await server.domain.comments.add(fan!.viewer, post.id, "Nice");
    await server.domain.posts.delete(author!.viewer, post.id);
    expect(await server.prisma.post.findUnique({ where: { id: post.id } })).toBeNull();
  });

  it("drop the likes and comments of a user removed from the database (cascade)", async () => {
    const [author, leaving, staying] = await users(3);
    const post = await createPost(server, author!);
    const ownPost = await createPost(server, leaving!);
    for (const fan of [leaving!, staying!]) {
      await server.domain.likes.like(fan.viewer, post.id);
      await server.domain.comments.add(fan.viewer, post.id, "Nice");
    }
    await server.domain.likes.like(staying!.viewer, ownPost.id);
    await server.prisma.user.delete({ where: { id: leaving!.id } });
    expect(await counters(post.id)).toEqual({ likeCount: 1, commentCount: 1 });
  });
});
