// Explore (domain/posts/explore.ts): recent posts from people the viewer does not follow, ranked
// by likes and comments decayed by age; pages ranked as of the first page, a fresh list taking in
// newer posts. Each test ranks as of its own moment far ahead, with its posts dated just before
// it, so no other test's posts (dated now) fall in its window.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPLORE_DAYS } from "../../src/domain/posts/explore.ts";
import { statementsOf } from "../rest/v1-client.ts";
import { createPost, createUser, createUsers, type TestUser } from "../support/fixtures.ts";
import { execute } from "../support/graphql-client.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { Explore } from "../graphql/discovery-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const HOUR = 3600 * 1000;
let window = 0;
/** A moment of this test's own, years ahead of the clock. */
const freshMoment = () => new Date(Date.now() + (++window * 40 + 400) * 24 * HOUR);

async function postAt(author: TestUser, caption: string, at: Date) {
  const post = await createPost(server, author, caption);
  await server.prisma.post.update({ where: { id: post.id }, data: { createdAt: at } });
  return post;
}

async function likedBy(fans: TestUser[], postId: string) {
  for (const fan of fans) await server.domain.likes.like(fan.viewer, postId);
}

async function captions(viewer: TestUser, now: Date, first = 20, after?: string) {
  const page = await server.domain.explore.page(viewer.viewer, { first, after }, {}, now);
  return { captions: page.nodes.map((hit) => hit.post.caption), page };
}

describe("Explore", () => {
  it("ranks strangers' recent posts by likes and comments, decayed by age; not the followed, not one's own, not older ones", async () => {
    const now = freshMoment();
    const [viewer, followed, stranger, other, ...fans] = await createUsers(server, 10);
    await server.domain.follows.follow(viewer!.viewer, followed!.id);
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);

    const popularOld = await postAt(stranger!, "a day old, 6 likes", hoursAgo(24));
    await likedBy(fans, popularOld.id);
    const talkedAbout = await postAt(other!, "2 hours old, 2 comments", hoursAgo(2));
    for (const fan of fans.slice(0, 2)) await server.domain.comments.add(fan.viewer, talkedAbout.id, "Nice!");
    await postAt(other!, "an hour old, nothing yet", hoursAgo(1));
    await postAt(stranger!, "three days old, nothing", hoursAgo(72));
    const followedPost = await postAt(followed!, "followed: never here", hoursAgo(1));
    await likedBy(fans, followedPost.id);
    await postAt(viewer!, "own: never here", hoursAgo(1));
    const tooOld = await postAt(stranger!, "older than the window", hoursAgo(EXPLORE_DAYS * 24 + 1));
    await likedBy(fans, tooOld.id);
    await postAt(stranger!, "after the moment ranked", new Date(now.getTime() + HOUR));

    // scores: (0 + 2 × 2 + 1) / 4^1.5 = 0.63; 1 / 3^1.5 = 0.19; (6 + 1) / 26^1.5 = 0.053; 1 / 74^1.5 = 0.0016
    expect((await captions(viewer!, now)).captions).toEqual([
      "2 hours old, 2 comments",
      "an hour old, nothing yet",
      "a day old, 6 likes",
      "three days old, nothing",
    ]);
    // a visitor sees everyone's
    const visitor = await server.domain.explore.page(null, {}, {}, now);
    expect(visitor.nodes.map((hit) => hit.post.caption)).toContain("followed: never here");
  });

  it("pages as the first page ranked, though the clock and new posts move on; a fresh list takes them in", async () => {
    const now = freshMoment();
    const [viewer, author, fan] = await createUsers(server, 3);
    const posted = [];
    for (let i = 0; i < 5; i++)
      posted.push(await postAt(author!, `post ${i}`, new Date(now.getTime() - (10 - i) * HOUR)));
    const first = await captions(viewer!, now, 2);
    expect(first.captions).toEqual(["post 4", "post 3"]);

    // meanwhile: a new post, a like on one already shown, and the clock runs on
    const later = new Date(now.getTime() + 3 * HOUR);
    await postAt(author!, "newer", new Date(now.getTime() + HOUR));
    await likedBy([fan!], posted[4]!.id);
    const rest: string[] = [];
    let after = first.page.nodes.at(-1)!.cursor;
    for (;;) {
      const next = await captions(viewer!, later, 2, after);
      rest.push(...next.captions);
      if (!next.page.hasNextPage) break;
      after = next.page.nodes.at(-1)!.cursor;
    }
    expect(rest).toEqual(["post 2", "post 1", "post 0"]);
    expect((await captions(viewer!, later, 2)).captions).toEqual(["newer", "post 4"]);
  });

  it("refuses a cursor it did not give and a bad page size, on GraphQL too", async () => {
    const viewer = await createUser(server);
    const searchCursor = Buffer.from(
      JSON.stringify(["search", "0.1", new Date().toISOString(), "0190a0b0-0000-7000-8000-000000000000"]),
    ).toString("base64url");
    for (const after of ["nope", searchCursor, Buffer.from('["explore","x","1","y"]').toString("base64url")]) {
      const refused = await execute(server, Explore, { after }, { token: viewer.token });
      expect(refused.errors).toEqual([expect.objectContaining({ message: "Invalid cursor.", path: ["explore"] })]);
    }
    expect((await execute(server, Explore, { first: 0 }, { token: viewer.token })).errors).toEqual([
      expect.objectContaining({ message: "first must be between 1 and 50." }),
    ]);
  });

  it("answers on GraphQL without the viewer's followed people, at the same statements for 1 post as for 20", async () => {
    const [viewer, followed, stranger] = await createUsers(server, 3);
    await server.domain.follows.follow(viewer!.viewer, followed!.id);
    await createPost(server, followed!, "followed one");
    for (let i = 0; i < 20; i++) await createPost(server, stranger!, `stranger ${i}`);
    const read = (first: number) => execute(server, Explore, { first }, { token: viewer!.token });
    const page = (await read(50)).data!.explore!;
    const shown = page.edges.map((edge) => edge.node.caption);
    expect(shown).toContain("stranger 19");
    expect(shown).not.toContain("followed one");
    const one = await statementsOf(server, () => read(1));
    expect(await statementsOf(server, () => read(20))).toBe(one);
    expect(one).toBeLessThanOrEqual(5);
  });
});
