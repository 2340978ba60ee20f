// Suggested people cost the same whoever asks (Discovery.suggestions): friends of friends are
// counted over the viewer's FOF_FOLLOWEES most recent follows and the FOF_EACH most recent follows
// of each; the rest of the list is the most followed, from the followerCount counter.
import { afterAll, beforeAll, expect, it } from "vitest";
import { FOF_EACH, FOF_FOLLOWEES, SUGGESTIONS_MAX } from "../../src/domain/users/discovery.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { letTimePass } from "../support/eventually.ts";

let server: TestServer;
let viewer: TestUser;
let oldFriendsPick: string;
let oldestPickOfNewestFriend: string;
let newestFriendsPicks: string[];

const base = Date.parse("2026-01-01T00:00:00Z");
/** On purpose: ids (uuid v7) carry the millisecond of creation, so rows made after it sort after. */
const settle = () => letTimePass(5);

async function people(prefix: string, n: number) {
  const rows = Array.from({ length: n }, (_, i) => {
    const username = `${prefix}${i}_${Date.now() % 100000}`;
    return {
      name: username,
      username,
      usernameKey: username.toLowerCase(),
      email: `${username.toLowerCase()}@example.com`,
      passwordHash: "-",
    };
  });
  const users = await server.prisma.user.createManyAndReturn({ data: rows, select: { id: true } });
  await settle();
  return users.map((u) => u.id);
}

/** follows made `at` seconds apart in the given order: the last is the most recent */
async function follows(followerId: string, followeeIds: string[]) {
  await server.prisma.follow.createMany({
    data: followeeIds.map((followeeId, i) => ({ followerId, followeeId, createdAt: new Date(base + i * 1000) })),
  });
}

beforeAll(async () => {
  server = await createTestServer();
  viewer = await createUser(server, "suggestee");
  // the viewer follows one more than the sample: friends[0] is the follow left out
  const friends = await people("friend", FOF_FOLLOWEES + 1);
  await follows(viewer.id, friends);
  // the newest friend follows one more than its sample: the oldest of those is left out
  oldestPickOfNewestFriend = (await people("oldpick", 1))[0]!;
  newestFriendsPicks = await people("pick", FOF_EACH);
  await follows(friends.at(-1)!, [oldestPickOfNewestFriend, ...newestFriendsPicks]);
  // followed by the left-out friend and by one in the sample: counted once, not twice
  oldFriendsPick = (await people("both", 1))[0]!;
  await follows(friends[0]!, [oldFriendsPick]);
  await follows(friends[1]!, [oldFriendsPick]);
});
afterAll(() => server.close());

it("count friends of friends over the viewer's most recent follows and theirs", async () => {
  const ids = (await server.domain.discovery.suggestions(viewer.viewer, SUGGESTIONS_MAX)).map((u) => u.id);
  expect(ids).toHaveLength(SUGGESTIONS_MAX);
  // all tie at one follower among friends
  for (const id of ids) expect(newestFriendsPicks).toContain(id);
  // counted over every follow, these would lead: two friends for the one, the smallest id for the other
  expect(ids).not.toContain(oldFriendsPick);
  expect(ids).not.toContain(oldestPickOfNewestFriend);
});

it("fill up with the most followed, from the follower counter", async () => {
  const newcomer = await createUser(server, "newcomer");
  const suggested = await server.domain.discovery.suggestions(newcomer.viewer, 10);
  expect(suggested[0]!.id).toBe(oldFriendsPick); // the only one with two followers
  const counts = await Promise.all(suggested.map((u) => server.prisma.follow.count({ where: { followeeId: u.id } })));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(suggested.map((u) => u.id)).not.toContain(newcomer.id);
});
