// userCountsChanged: a person's post, follower and following counts, live for anyone watching
// them, whoever changes them (domain/users/live-counts.ts decides whose counts an event changes).
import { print } from "graphql";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { createPost, createUser } from "../support/fixtures.ts";
import { subscribeLive, type LiveSubscription } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { UserCountsChanged } from "./subscription-operations.ts";

let server: TestServer;
let baseUrl: string;
const open: LiveSubscription[] = [];

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((subscription) => subscription.close()));
});
afterAll(() => server.close());

interface Counts {
  username: string;
  postCount: number;
  followerCount: number;
  followingCount: number;
}

async function watchCounts(token: string | undefined, userId: string) {
  const subscription = await subscribeLive(baseUrl, token, print(UserCountsChanged), { userId });
  open.push(subscription);
  return subscription;
}

const countsOf = (subscription: LiveSubscription) => subscription.values<Counts>("userCountsChanged");

it("tells anyone watching a person their counts after every follow, unfollow, post and deletion, whoever made it", async () => {
  const [bob, alice, dave, carol] = [
    await createUser(server),
    await createUser(server),
    await createUser(server),
    await createUser(server),
  ];
  const byCarol = await watchCounts(carol.token, bob.globalId);
  const byBob = await watchCounts(bob.token, bob.globalId);
  const counts = (posts: number, followers: number, following: number) => ({
    username: bob.username,
    postCount: posts,
    followerCount: followers,
    followingCount: following,
  });
  // first the counts as they are
  await expect.poll(() => countsOf(byCarol)).toEqual([counts(0, 0, 0)]);

  const steps: [() => Promise<unknown>, ReturnType<typeof counts>][] = [
    [() => server.domain.follows.follow(alice.viewer, bob.id), counts(0, 1, 0)],
    [() => server.domain.follows.follow(bob.viewer, dave.id), counts(0, 1, 1)],
    [() => createPost(server, bob), counts(1, 1, 1)],
    [() => server.domain.follows.unfollow(alice.viewer, bob.id), counts(1, 0, 1)],
    [() => server.domain.follows.unfollow(bob.viewer, dave.id), counts(1, 0, 0)],
  ];
  const expected = [counts(0, 0, 0)];
  for (const [change, after] of steps) {
    await change();
    expected.push(after);
    // one step at a time, so each change is its own delivery
    await expect.poll(() => countsOf(byCarol)).toEqual(expected);
  }
  const post = await server.prisma.post.findFirstOrThrow({ where: { authorId: bob.id } });
  await server.domain.posts.delete(bob.viewer, post.id);
  await expect.poll(() => countsOf(byCarol).at(-1)).toEqual(counts(0, 0, 0));
  // the person themself hears the same, their own counts included (the mini profile)
  await expect.poll(() => countsOf(byBob).at(-1)).toEqual(counts(0, 0, 0));
  expect(countsOf(byBob)).toContainEqual(counts(0, 1, 0));
});

it("says nothing about changes that touch other people", async () => {
  const [bob, alice, dave] = [await createUser(server), await createUser(server), await createUser(server)];
  const watching = await watchCounts(alice.token, bob.globalId);
  await expect.poll(() => countsOf(watching)).toHaveLength(1);
  await server.domain.follows.follow(alice.viewer, dave.id);
  await createPost(server, dave);
  await server.domain.follows.follow(dave.viewer, alice.id);
  // events are delivered in commit order: once this one is here, the ones before were passed over
  await server.domain.follows.follow(dave.viewer, bob.id);
  await expect.poll(() => countsOf(watching)).toHaveLength(2);
  expect(countsOf(watching)[1]).toMatchObject({ followerCount: 1, followingCount: 0, postCount: 0 });
});

it("refuses a visitor, and answers NOT_FOUND for nobody's id", async () => {
  const [bob, alice] = [await createUser(server), await createUser(server)];
  const visitor = await watchCounts(undefined, bob.globalId);
  const nobody = await watchCounts(alice.token, encodeGlobalID("User", "0190d7a2-7c51-7d7e-9b6a-1f2e3d4c5b6a"));
  const notAUser = await watchCounts(alice.token, encodeGlobalID("Post", bob.id));
  const codes = (subscription: LiveSubscription) => JSON.stringify(subscription.received);
  await expect.poll(() => codes(visitor)).toContain("UNAUTHENTICATED");
  await expect.poll(() => codes(nobody)).toContain("NOT_FOUND");
  await expect.poll(() => codes(notAUser)).toContain("NOT_FOUND");
});
