// The counts beside a list agree with the list for every viewer: a post's likes and comments, a
// person's followers and follows leave out people the viewer may not see (a block either way, a
// suspended account), as the lists do. Before, "1 like" stood beside a likers list saying no one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost, createUsers, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { CountsAndLists } from "./shown-counts-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** What `viewer` (a visitor when null) reads of `post` and `person`: each count and its list. */
async function countsAndLists(viewer: TestUser | null, postId: string, person: TestUser) {
  const answer = await execute(
    server,
    CountsAndLists,
    { postId, userId: person.globalId },
    viewer ? { token: viewer.token } : {},
  );
  const { post, user } = answer.data!;
  return {
    likes: [post!.likeCount, post!.likers!.totalCount, post!.likers!.edges.length],
    comments: [post!.commentCount, post!.comments!.totalCount, post!.comments!.edges.length],
    followers: [user!.followerCount, user!.followers!.totalCount, user!.followers!.edges.length],
    following: [user!.followingCount, user!.following!.totalCount, user!.following!.edges.length],
  };
}

/** carol's post, liked and commented on by ada and mallory, who follow her and whom she follows. */
async function carolAndFans() {
  const [ada, mallory, carol] = (await createUsers(server, 3)) as [TestUser, TestUser, TestUser];
  const post = await createPost(server, carol, "counted as its list is shown");
  for (const fan of [ada, mallory]) {
    await server.domain.likes.like(fan.viewer, post.id);
    await server.domain.comments.add(fan.viewer, post.id, `from ${fan.username}`);
    await server.domain.follows.follow(fan.viewer, carol.id);
    await server.domain.follows.follow(carol.viewer, fan.id);
  }
  return { ada, mallory, carol, post };
}

describe("counts beside lists", () => {
  it("leave out a blocked person's like, comment and follows, for the blocker and the blocked", async () => {
    const { ada, mallory, carol, post } = await carolAndFans();
    expect(await countsAndLists(ada, post.id, carol)).toEqual({
      likes: [2, 2, 2],
      comments: [2, 2, 2],
      followers: [2, 2, 2],
      following: [2, 2, 2],
    });

    await server.domain.blocks.block(ada.viewer, mallory.id);

    const oneEach = { likes: [1, 1, 1], comments: [1, 1, 1], followers: [1, 1, 1], following: [1, 1, 1] };
    expect(await countsAndLists(ada, post.id, carol)).toEqual(oneEach);
    expect(await countsAndLists(mallory, post.id, carol)).toEqual(oneEach);
    // the feed's cards read their counts in the statement that finds them: the same rule
    const card = (await server.domain.postLists.feedCards(ada.viewer, { first: 10 })).nodes.find(
      (p) => p.id === post.id,
    );
    expect([card!.likeCount, card!.commentCount]).toEqual([1, 1]);
    // carol and visitors see both: the block is between ada and mallory only
    const both = { likes: [2, 2, 2], comments: [2, 2, 2], followers: [2, 2, 2], following: [2, 2, 2] };
    expect(await countsAndLists(carol, post.id, carol)).toEqual(both);
    expect(await countsAndLists(null, post.id, carol)).toEqual(both);
  });

  it("leave out a suspended account's like, comment and follows, for visitors too", async () => {
    const { ada, mallory, carol, post } = await carolAndFans();
    // a moderator's suspension, as domain/moderation records it (its audit trail is not what is tested here)
    await server.prisma.user.update({ where: { id: mallory.id }, data: { suspendedAt: new Date() } });

    const oneEach = { likes: [1, 1, 1], comments: [1, 1, 1], followers: [1, 1, 1], following: [1, 1, 1] };
    expect(await countsAndLists(null, post.id, carol)).toEqual(oneEach);
    expect(await countsAndLists(ada, post.id, carol)).toEqual(oneEach);
    expect(await countsAndLists(carol, post.id, carol)).toEqual(oneEach);
  });
});
