// The followee set behind the live "new posts" subscription: current through follows and unfollows
// made while it runs (subscriptions.test.ts), and a database failure while it first reads the
// Follow rows is that subscription's error, never an unhandled rejection that stops the server.
import { expect, it } from "vitest";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { watchFollowees } from "../../src/domain/social/followee-watch.ts";
import { EventBus } from "../../src/events/event-bus.ts";
import { eventually } from "../support/eventually.ts";

it("answers a failed first read with that failure, whenever it is asked, and leaves nothing unhandled", async () => {
  let reads = 0;
  const findMany = () => {
    reads++;
    return Promise.reject(new Error("database unreachable"));
  };
  const failingDatabase = { follow: { findMany } } as unknown as PrismaClient;
  const watch = watchFollowees(
    { prisma: failingDatabase, bus: EventBus.inMemory() },
    "0190d7a2-7c51-7d7e-9b6a-1f2e3d4c5b6a",
  );
  // no post arrives before the read fails: nobody awaits it then. One turn of the event loop
  // after the read runs what follows from its failure (and Node's check for unhandled rejections).
  await eventually(() => expect(reads).toBe(1));
  await new Promise((resolve) => setImmediate(resolve));
  await expect(watch.follows("0190d7a2-7c51-7d7e-9b6a-1f2e3d4c5b6b")).rejects.toThrow("database unreachable");
  watch.close();
});
