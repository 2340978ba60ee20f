// The watch behind userCountsChanged (graphql/live-counts.test.ts shows what clients get): a burst
// of changes while its subscriber is busy makes one more delivery, not one per change, and a
// closed watch stops listening.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** Settles after every microtask queued so far: a watch with a change to hand out has done so by then. */
const aTurnLater = () => new Promise((resolve) => setImmediate(resolve, "nothing yet"));

it("hands out one delivery for a burst of changes", async () => {
  const bob = await createUser(server);
  const fans = await Promise.all(Array.from({ length: 3 }, () => createUser(server)));
  const watcher = await createUser(server);
  const watch = await server.domain.liveCounts.watch(watcher.viewer, bob.id);
  expect(await watch.next()).toEqual({ done: false, value: bob.id }); // the counts as they are

  // the test hears each follow after the watch did (the bus calls its listeners in the order they subscribed)
  let delivered = 0;
  const stop = await server.bus.subscribe("user.followed", () => delivered++);
  for (const fan of fans) await server.domain.follows.follow(fan.viewer, bob.id);
  await expect.poll(() => delivered).toBe(3);
  stop();

  expect(await watch.next()).toEqual({ done: false, value: bob.id });
  const following = watch.next();
  expect(await Promise.race([following, aTurnLater()])).toBe("nothing yet");

  await watch.return!();
  expect(await following).toEqual({ done: true, value: undefined });
});

it("answers NOT_FOUND for an id nobody has", async () => {
  const watcher = await createUser(server);
  await expect(
    server.domain.liveCounts.watch(watcher.viewer, "0190d7a2-7c51-7d7e-9b6a-1f2e3d4c5b6a"),
  ).rejects.toMatchObject({ code: "NOT_FOUND" });
  await expect(server.domain.liveCounts.watch(watcher.viewer, "not-an-id")).rejects.toMatchObject({
    code: "NOT_FOUND",
  });
});

it("ends the blocked one's watch of the blocker when the block comes, and refuses a new one; the blocker's goes on", async () => {
  const [blocker, blocked] = [await createUser(server), await createUser(server)];
  const theirs = await server.domain.liveCounts.watch(blocked.viewer, blocker.id);
  const mine = await server.domain.liveCounts.watch(blocker.viewer, blocked.id);
  expect(await theirs.next()).toEqual({ done: false, value: blocker.id });
  expect(await mine.next()).toEqual({ done: false, value: blocked.id });

  await server.domain.blocks.block(blocker.viewer, blocked.id);
  expect(await theirs.next()).toEqual({ done: true, value: undefined });
  await expect(server.domain.liveCounts.watch(blocked.viewer, blocker.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  const stillMine = mine.next();
  expect(await Promise.race([stillMine, aTurnLater()])).toBe("nothing yet");
  await mine.return!();
});
