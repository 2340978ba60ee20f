// Mentions (domain/social/mentions.ts): "@username" in a caption or comment notifies that person
// once, not the writer, not unknown names, not the post's author twice; deleting the text takes
// its mentions along.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MENTIONS_MAX, mentionedUsernames } from "../../src/domain/social/mentions.ts";
import { createPost, createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const mentionsOf = (user: TestUser) =>
  server.prisma.notification.findMany({
    where: { recipientId: user.id, kind: "MENTION" },
    select: { actorId: true, postId: true, commentId: true },
  });

describe("mentionedUsernames", () => {
  it("reads @names outside words and addresses, without a sentence's dots, each once", () => {
    expect(mentionedUsernames("Thanks @Ada. and @bob_2, @ada again; mail ada@example.com, @@eve, @x, (@Zoë)!")).toEqual(
      ["ada", "bob_2", "zoë"],
    );
    expect(mentionedUsernames("no one here")).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => `@person${i}`).join(" ");
    expect(mentionedUsernames(many)).toHaveLength(MENTIONS_MAX);
  });
});

describe("mentions in captions and comments", () => {
  it("notify each person named once per post, not the writer, not unknown names", async () => {
    const [author, ada, bob] = await createUsers(server, 3);
    const post = await createPost(
      server,
      author!,
      `With @${ada!.username} and @${ada!.username.toUpperCase()}, @${author!.username} and @nobody_by_that_name`,
    );
    expect(await mentionsOf(ada!)).toEqual([{ actorId: author!.id, postId: post.id, commentId: null }]);
    expect(await mentionsOf(author!)).toEqual([]);
    expect(await mentionsOf(bob!)).toEqual([]);
    // the message the bell shows
    const [notification] = await server.prisma.notification.findMany({
      where: { recipientId: ada!.id, kind: "MENTION" },
      include: { actor: true },
    });
    expect(notification!.actor.username).toBe(author!.username);
  });

  it("in a comment: notify who is named with the comment, the post's author only of the comment", async () => {
    const [author, commenter, ada] = await createUsers(server, 3);
    const post = await createPost(server, author!, "A quiet post");
    const comment = await server.domain.comments.add(
      commenter!.viewer,
      post.id,
      `@${author!.username} look, @${ada!.username} is here`,
    );
    expect(await mentionsOf(ada!)).toEqual([{ actorId: commenter!.id, postId: post.id, commentId: comment.id }]);
    expect(await mentionsOf(author!)).toEqual([]);
    expect(await server.prisma.notification.count({ where: { recipientId: author!.id, kind: "COMMENT" } })).toBe(1);

    // a second comment naming her again is its own mention; deleting one takes its mention along
    const again = await server.domain.comments.add(commenter!.viewer, post.id, `@${ada!.username} again`);
    expect(await mentionsOf(ada!)).toHaveLength(2);
    await server.domain.comments.delete(commenter!.viewer, again.id);
    expect(await mentionsOf(ada!)).toEqual([{ actorId: commenter!.id, postId: post.id, commentId: comment.id }]);
    await server.domain.posts.delete(author!.viewer, post.id);
    expect(await mentionsOf(ada!)).toEqual([]);
  });

  it("editing a caption tells nobody new", async () => {
    const [author, ada] = await createUsers(server, 2);
    const post = await createPost(server, author!, "Before");
    await server.domain.posts.update(author!.viewer, post.id, { caption: `After, with @${ada!.username}` });
    expect(await mentionsOf(ada!)).toEqual([]);
  });

  it("an unknown name tells nobody", async () => {
    const author = await createUser(server);
    const post = await createPost(server, author, "@ghost_account_never was here");
    expect(await server.prisma.notification.count({ where: { postId: post.id } })).toBe(0);
  });
});
