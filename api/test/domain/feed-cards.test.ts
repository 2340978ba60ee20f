// The feed's one-statement page (PostLists.feedCards) holds what Prisma itself loads with the
// card's selection for the same posts: same posts in the same order, authors, avatars, counts,
// images and tags in order, and the viewer's marks; and the same page as the feed loaded by shape.
import { afterAll, beforeAll, expect, it } from "vitest";
import { encodeCursor } from "../../src/domain/pagination.ts";
import { feedCardSelect } from "../../src/domain/posts/feed-cards.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { pngImage } from "../support/images.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
let viewer: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  viewer = await createUser(server, "cardviewer");
  const [friend, noAvatar, muted, suspended, stranger, blocker] = await Promise.all(
    ["cardfriend", "cardplain", "cardmuted", "cardsuspended", "cardstranger", "cardblocker"].map((name) =>
      createUser(server, name),
    ),
  );
  for (const followee of [friend!, noAvatar!, muted!, suspended!, blocker!])
    await server.domain.follows.follow(viewer.viewer, followee.id);
  await server.prisma.user.update({ where: { id: noAvatar!.id }, data: { profileImageId: null, bio: "no face" } });
  const carousel = await server.domain.posts.create(friend!.viewer, {
    caption: "three of them",
    tags: "sea,sky,sand",
    images: [
      { file: [await pngImage(40, 30, "#ff0000")], altText: "red" },
      { file: [await pngImage(30, 40, "#00ff00")] },
      { file: [await pngImage(20, 20, "#0000ff")], altText: "blue" },
    ],
  });
  await server.domain.likes.like(viewer.viewer, carousel.id);
  await server.domain.saves.save(viewer.viewer, carousel.id);
  const own = await createPost(server, viewer, "mine");
  await server.domain.likes.like(friend!.viewer, own.id);
  await createPost(server, noAvatar!, "plain");
  await createPost(server, muted!, "muted one's");
  await createPost(server, suspended!, "suspended one's");
  await createPost(server, stranger!, "a stranger's");
  await server.domain.mutes.mute(viewer.viewer, muted!.id);
  await server.prisma.user.update({ where: { id: suspended!.id }, data: { suspendedAt: new Date() } });
  await createPost(server, blocker!, "a blocker's");
  await server.domain.blocks.block(blocker!.viewer, viewer.id);
  // the block ended the follow; one left over all the same (older data, a race) must not bring
  // the blocker's posts back: the feed reads by the read policy, not by the follows alone
  await server.prisma.follow.create({ data: { followerId: viewer.id, followeeId: blocker!.id } });
});
afterAll(() => server.close());

it("holds what Prisma loads with the card's selection, for the feed's posts only", async () => {
  const cards = await server.domain.postLists.feedCards(viewer.viewer, { first: 10 });
  expect(cards.nodes.map((card) => card.caption)).toEqual(["plain", "mine", "three of them"]);
  const loaded = await server.prisma.post.findMany({
    select: feedCardSelect(viewer.id),
    where: { id: { in: cards.nodes.map((card) => card.id) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  expect(cards.nodes).toEqual(loaded);
  const carousel = cards.nodes[2]!;
  expect(carousel.images.map((image) => [image.position, image.media.width])).toEqual([
    [0, 40],
    [1, 30],
    [2, 20],
  ]);
  expect(carousel.tags.map((tag) => tag.tag.name)).toEqual(["sea", "sky", "sand"]);
  expect([carousel.likes.length, carousel.saves.length, carousel.author.followers.length]).toEqual([1, 1, 1]);
  expect(cards.nodes[0]!.author.profileImage).toBeNull();
});

it("pages with the same cursors as the feed loaded by shape", async () => {
  const walk = async (load: (after: string | null) => Promise<{ ids: string[]; next: string | null }>) => {
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const page = await load(after);
      ids.push(...page.ids);
      after = page.next;
    } while (after);
    return ids;
  };
  const lastCursor = (page: { nodes: { id: string; createdAt: Date }[]; hasNextPage: boolean }) =>
    page.hasNextPage ? encodeCursor(page.nodes.at(-1)!) : null;
  const byCards = await walk(async (after) => {
    const page = await server.domain.postLists.feedCards(viewer.viewer, { first: 1, after });
    return { ids: page.nodes.map((post) => post.id), next: lastCursor(page) };
  });
  const byShape = await walk(async (after) => {
    const page = await server.domain.postLists.feed(viewer.viewer, { first: 1, after });
    return { ids: page.nodes.map((post) => post.id), next: lastCursor(page) };
  });
  expect(byCards).toHaveLength(3);
  expect(byCards).toEqual(byShape);
});
