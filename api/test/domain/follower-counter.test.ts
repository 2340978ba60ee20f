// A user's followerCount is a counter column kept by a database trigger on Follow (migration
// user_follower_count), not counted per read. Whatever changes the Follow rows, in the domain or by
// a cascade, and however many requests race, the column must equal the rows.
import { afterAll, beforeAll, expect, it } from "vitest";
import { execute } from "../support/graphql-client.ts";
import { createUsers, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { Profile } from "../graphql/social-operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function followerCount(user: TestUser) {
  const { followerCount } = await server.prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { followerCount: true },
  });
  expect(followerCount).toBe(await server.prisma.follow.count({ where: { followeeId: user.id } }));
  return followerCount;
}

const users = (n: number) => createUsers(server, n);

it("follows follows, unfollows, toggles and repeated follows", async () => {
  const [star, a, b] = await users(3);
  const { follows } = server.domain;
  expect(await followerCount(star!)).toBe(0);
  await follows.follow(a!.viewer, star!.id);
  await follows.follow(a!.viewer, star!.id); // idempotent: no second row, no second count
  await follows.toggle(b!.viewer, star!.id);
  expect(await followerCount(star!)).toBe(2);
  expect(await followerCount(a!)).toBe(0);

  await follows.unfollow(a!.viewer, star!.id);
  await follows.unfollow(a!.viewer, star!.id);
  await follows.toggle(b!.viewer, star!.id);
  expect(await followerCount(star!)).toBe(0);
});

it("is exact under concurrent follows and unfollows", async () => {
  const [star, ...fans] = await users(9);
  const { follows } = server.domain;
  await Promise.all(
    fans.flatMap((fan) => [follows.follow(fan.viewer, star!.id), follows.follow(fan.viewer, star!.id)]),
  );
  expect(await followerCount(star!)).toBe(8);
  await Promise.all(
    fans.slice(0, 5).flatMap((fan) => [follows.unfollow(fan.viewer, star!.id), follows.toggle(fan.viewer, star!.id)]),
  );
  await followerCount(star!);
});

it("drops the follows of a user removed from the database (cascade)", async () => {
  const [star, leaving, staying] = await users(3);
  for (const fan of [leaving!, staying!]) await server.domain.follows.follow(fan.viewer, star!.id);
  await server.domain.follows.follow(star!.viewer, leaving!.id);
  await server.prisma.user.delete({ where: { id: leaving!.id } });
  expect(await followerCount(star!)).toBe(1);
});

it("is the profile's follower count", async () => {
  const [star, fan] = await users(2);
  await server.domain.follows.follow(fan!.viewer, star!.id);
  const res = await execute(server, Profile, { id: star!.id }, { token: fan!.token });
  expect(res.data!.user).toMatchObject({ followerCount: 1, followingCount: 0 });
});
