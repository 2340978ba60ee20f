// The followee set behind the live "new posts" subscription: current through follows and unfollows
// made while it runs (subscriptions.test.ts), and a database failure while it first reads the
// Follow rows is that subscription's error, never an unhandled rejection that stops the server.
import { expect, it } from "vitest";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { watchFollowees } from "../../src/domain/social/followee-watch.ts";
import { EventBus } from "../../src/events/event-bus.ts";

it("answers a failed first read with that failure, whenever it is asked, and leaves nothing unhandled", async () => {
  const failingDatabase = { follow: { findMany: () => Promise.reject(new Error("database unreachable")) } } as unknown as PrismaClient;
  const watch = watchFollowees({ prisma: failingDatabase, bus: EventBus.inMemory() }, "0190d7a2-7c51-7d7e-9b6a-1f2e3d4c5b6a");
  // no post arrives for a while: nobody awaits the read when it fails
  await new Promise((resolve) => setTimeout(resolve, 20));
  await expect(watch.follows("0190d7a2-7c51-7d7e-9b6a-1f2e3d4c5b6b")).rejects.toThrow("database unreachable");
  watch.close();
});
