// The feed reads only the authors (followees and the viewer) whose newest post can reach the page
// (PostLists.feed). Whatever the page size, cursor, ties in createdAt and spread of posts over
// authors, walking its pages must give exactly every followee's post and the viewer's own, newest
// first by (createdAt, id), each once, and never a stranger's.
import { afterAll, beforeAll, expect, it } from "vitest";
import { encodeCursor } from "../../src/domain/pagination.ts";
import { createPost, createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
let viewer: TestUser;
let expected: string[];

/** deterministic, so a failure can be replayed */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

beforeAll(async () => {
  server = await createTestServer();
  viewer = await createUser(server, "feedviewer");
  const followees = await Promise.all(Array.from({ length: 14 }, (_, i) => createUser(server, `followee${i}`)));
  const stranger = await createUser(server, "stranger");
  for (const followee of followees) await server.domain.follows.follow(viewer.viewer, followee.id);
  const { imageId } = await createPost(server, stranger, "a stranger's post");
  const own = await createPost(server, viewer, "the viewer's own post");

  // Few distinct timestamps, so many posts tie on createdAt and the id decides. Followee 0 has the
  // most recent burst (a page may be all theirs); the last two never post.
  const next = random(7);
  const base = Date.parse("2026-01-01T00:00:00Z");
  const rows: { id: string; createdAt: Date }[] = [{ id: own.id, createdAt: own.createdAt }];
  for (const [i, followee] of followees.slice(0, -2).entries()) {
    const count = i === 0 ? 12 : 1 + Math.floor(next() * 6);
    for (let n = 0; n < count; n++) {
      const minutes = i === 0 && n < 8 ? 100 : Math.floor(next() * 12);
      const post = await server.prisma.post.create({
        data: {
          authorId: followee.id,
          images: { create: { position: 0, mediaId: imageId } },
          caption: `${followee.username} #${n}`,
          createdAt: new Date(base + minutes * 60_000),
        },
        select: { id: true, createdAt: true },
      });
      rows.push(post);
    }
  }
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  expected = rows.map((row) => row.id);
});
afterAll(() => server.close());

async function walk(first: number) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page = await server.domain.postLists.feed(viewer.viewer, { first, after });
    seen.push(...page.nodes.map((post) => post.id));
    if (!page.hasNextPage) return seen;
    expect(page.nodes).toHaveLength(first);
    after = encodeCursor(page.nodes.at(-1)!);
  }
  throw new Error("the feed never ended");
}

it.each([1, 2, 3, 5, 8, 20, 50])(
  "pages of %i give every followee's post and the viewer's own once, newest first",
  async (first) => {
    expect(expected.length).toBeGreaterThan(30);
    expect(await walk(first)).toEqual(expected);
  },
);
