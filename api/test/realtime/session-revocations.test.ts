// The revocation registry the realtime faces share, on its own: which connections a
// `user.passwordChanged` or a `session.ended` (logOut) ends, including one that registers just
// after the event went by.
import { afterEach, expect, it, vi } from "vitest";
import type { GameAttendance } from "../../src/domain/game/attendance.ts";
import type { Games } from "../../src/domain/game/games.ts";
import type { Posts } from "../../src/domain/posts/posts.ts";
import type { Mutes } from "../../src/domain/safety/mutes.ts";
import type { Comments } from "../../src/domain/social/comments.ts";
import { Live } from "../../src/domain/live/live.ts";
import { EventBus } from "../../src/events/event-bus.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { SessionRevocations } from "../../src/realtime/session-revocations.ts";

let revocations: SessionRevocations | undefined;
afterEach(() => revocations?.stop());

/** A connection of `userId` opened with a token of `tokenVersion` (and jti `tokenId`). */
const opened = (userId: string, tokenVersion: number, tokenId: string = crypto.randomUUID()) => ({
  viewer: { id: userId, username: userId },
  tokenVersion,
  tokenId,
});

async function start() {
  const bus = EventBus.inMemory();
  // revocations name their user, who hears them: no read, so the live path needs no database here
  revocations = SessionRevocations.start(
    new Live({
      bus,
      prisma: {} as PrismaClient,
      games: {} as Games,
      attendance: {} as GameAttendance,
      posts: {} as Posts,
      comments: {} as Comments,
      mutes: {} as Mutes,
    }),
  );
  return { bus, revocations };
}

it("ends the user's connections of older token versions, once; not newer ones, not other users'", async () => {
  const { bus, revocations } = await start();
  const [old, current, other] = [vi.fn(), vi.fn(), vi.fn()];
  revocations.watch(opened("ada", 0), old);
  revocations.watch(opened("ada", 1), current);
  revocations.watch(opened("bob", 0), other);
  await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 1 });
  await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 1 }); // another node's copy, say
  expect(old).toHaveBeenCalledTimes(1);
  expect(current).not.toHaveBeenCalled();
  expect(other).not.toHaveBeenCalled();
});

it("ends at once a connection that registers with a token revoked moments ago", async () => {
  // it read the old version just before the change committed, and registers after its event
  const { bus, revocations } = await start();
  await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 2 });
  const [late, fresh] = [vi.fn(), vi.fn()];
  revocations.watch(opened("ada", 1), late);
  revocations.watch(opened("ada", 2), fresh);
  expect(late).toHaveBeenCalledTimes(1);
  expect(fresh).not.toHaveBeenCalled();
});

it("forgets a connection that stopped watching", async () => {
  const { bus, revocations } = await start();
  const end = vi.fn();
  revocations.watch(opened("ada", 0), end)();
  await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 1 });
  expect(end).not.toHaveBeenCalled();
});

it("ends the connections of a logged-out token only, also one that registers moments later", async () => {
  const { bus, revocations } = await start();
  const [loggedOut, otherDevice] = [vi.fn(), vi.fn()];
  revocations.watch(opened("ada", 0, "token-1"), loggedOut);
  revocations.watch(opened("ada", 0, "token-2"), otherDevice);
  await bus.publish("session.ended", { userId: "ada", tokenId: "token-1" });
  expect(loggedOut).toHaveBeenCalledTimes(1);
  expect(otherDevice).not.toHaveBeenCalled();
  const late = vi.fn();
  revocations.watch(opened("ada", 0, "token-1"), late);
  expect(late).toHaveBeenCalledTimes(1);
});
