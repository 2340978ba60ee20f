// Session liveness on its own: which connections a revocation the live path tells ends (a
// `user.passwordChanged`, a `session.ended`, an account deleted or suspended), including one
// that registers just after the event went by; and, while delivery is not current (the bus down
// or behind: revocations from other nodes do not arrive), the check of every open connection's
// session against the database, which ends each one that no longer holds, whatever ended it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Revocations } from "../../src/domain/auth/revocations.ts";
import { SessionLiveness } from "../../src/domain/auth/session-liveness.ts";
import type { Session } from "../../src/domain/auth/sessions.ts";
import type { GameAttendance } from "../../src/domain/game/attendance.ts";
import type { Games } from "../../src/domain/game/games.ts";
import type { Online } from "../../src/domain/presence/online.ts";
import type { Posts } from "../../src/domain/posts/posts.ts";
import type { Mutes } from "../../src/domain/safety/mutes.ts";
import type { Comments } from "../../src/domain/social/comments.ts";
import { Live } from "../../src/domain/live/live.ts";
import { EventBus } from "../../src/events/event-bus.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { createUser, createUsers, CHANGED_TEST_PASSWORD, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { eventually } from "../support/eventually.ts";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe("revocations the live path tells", () => {
  /** A connection of `userId` opened with a log-in token of `tokenVersion` (and jti `tokenId`). */
  const opened = (userId: string, tokenVersion: number, tokenId: string = crypto.randomUUID()): Session => ({
    viewer: { id: userId, username: userId },
    credential: "LOG_IN",
    scope: "READ_WRITE",
    tokenVersion,
    tokenId,
    expiresAt: null,
  });

  function start() {
    const bus = EventBus.inMemory();
    // revocations name their user, who hears them: no read, so the live path needs no database here
    const live = new Live({
      bus,
      prisma: {} as PrismaClient,
      games: {} as Games,
      attendance: {} as GameAttendance,
      posts: {} as Posts,
      online: {} as Online,
      comments: {} as Comments,
      mutes: {} as Mutes,
    });
    const revocations = new Revocations();
    revocations.listen(live);
    const liveness = new SessionLiveness({
      sessions: { holding: () => Promise.reject(new Error("delivery is current: nothing is checked")) },
      revocations,
      delivery: { current: () => true },
    });
    stops.push(liveness.start((error) => expect.fail(String(error))));
    return { bus, liveness, revocations };
  }

  it("ends the user's connections of older token versions, once; not newer ones, not other users'", async () => {
    const { bus, liveness } = start();
    const [old, current, other] = [vi.fn(), vi.fn(), vi.fn()];
    liveness.watch(opened("ada", 0), old);
    liveness.watch(opened("ada", 1), current);
    liveness.watch(opened("bob", 0), other);
    await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 1 });
    await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 1 }); // another node's copy, say
    expect(old).toHaveBeenCalledTimes(1);
    expect(current).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
  });

  it("ends at once a connection that registers with a token revoked moments ago", async () => {
    // it read the old version just before the change committed, and registers after its event
    const { bus, liveness } = start();
    await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 2 });
    const [late, fresh] = [vi.fn(), vi.fn()];
    liveness.watch(opened("ada", 1), late);
    liveness.watch(opened("ada", 2), fresh);
    expect(late).toHaveBeenCalledTimes(1);
    expect(fresh).not.toHaveBeenCalled();
  });

  it("forgets a connection that stopped watching", async () => {
    const { bus, liveness } = start();
    const end = vi.fn();
    liveness.watch(opened("ada", 0), end)();
    await bus.publish("user.passwordChanged", { userId: "ada", tokenVersion: 1 });
    expect(end).not.toHaveBeenCalled();
  });

  it("ends the connections of a logged-out token only, also one that registers moments later", async () => {
    const { bus, liveness } = start();
    const [loggedOut, otherDevice] = [vi.fn(), vi.fn()];
    const token = crypto.randomUUID();
    liveness.watch(opened("ada", 0, token), loggedOut);
    liveness.watch(opened("ada", 0), otherDevice);
    await bus.publish("session.ended", { userId: "ada", tokenId: token });
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(otherDevice).not.toHaveBeenCalled();
    const late = vi.fn();
    liveness.watch(opened("ada", 0, token), late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("ends them on the node that committed the revocation before the action answers", () => {
    const { liveness, revocations } = start();
    const [suspended, other] = [vi.fn(), vi.fn()];
    liveness.watch(opened("ada", 0), suspended);
    liveness.watch(opened("bob", 0), other);
    revocations.committed({ type: "account.suspended", payload: { userId: "ada" } });
    expect(suspended).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it("ends every connection of an account deleted or suspended", async () => {
    const { bus, liveness } = start();
    const [deleted, suspended, other] = [vi.fn(), vi.fn(), vi.fn()];
    liveness.watch(opened("ada", 0), deleted);
    liveness.watch(opened("bob", 3), suspended);
    liveness.watch(opened("cyd", 0), other);
    await bus.publish("account.deleted", { userId: "ada" });
    await bus.publish("account.suspended", { userId: "bob" });
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(suspended).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});

describe("while delivery is not current", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => vi.useRealTimers());

  const sessionOf = async (token: string) => (await server.domain.sessions.sessionFromToken(token))!;

  /** A node that hears no revocation at all (its bus is cut off), whose delivery the test sets. */
  function cutOffNode() {
    const delivery = { healthy: true, current: () => delivery.healthy };
    const checked: number[] = [];
    const liveness = new SessionLiveness({
      sessions: {
        holding: (sessions) => {
          checked.push(sessions.length);
          return server.domain.sessions.holding(sessions);
        },
      },
      revocations: new Revocations(),
      delivery,
    });
    stops.push(liveness.start((error) => expect.fail(String(error))));
    return { liveness, delivery, checked };
  }

  it("checks every open session against the database, in one read, and ends those that ended", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const moderator = await createUser(server);
    await server.prisma.user.update({ where: { id: moderator.id }, data: { role: "MODERATOR" } });
    const [loggingOut, changing, suspended, deleted, withAccessToken, untouched] = await createUsers(server, 6);
    const { secret, accessToken } = await server.domain.accessTokens.create(await sessionOf(withAccessToken!.token), {
      name: "a tool",
      scope: "READ",
    });
    const sessions = new Map<TestUser, Session>();
    for (const user of [loggingOut!, changing!, suspended!, deleted!, untouched!])
      sessions.set(user, await sessionOf(user.token));
    const accessTokenSession = (await server.domain.sessions.checkApiToken(secret)) as { session: Session };

    const { liveness, delivery, checked } = cutOffNode();
    const ended = new Set<string>();
    for (const [user, session] of sessions) liveness.watch(session, () => ended.add(user.username));
    liveness.watch(accessTokenSession.session, () => ended.add("access token"));

    // delivery current: revocations would be heard, nothing is read
    vi.advanceTimersByTime(5_000);
    expect(checked).toEqual([]);

    await server.domain.accounts.logOut(sessions.get(loggingOut!)!);
    await server.domain.accounts.changePassword(changing!.viewer, {
      oldPassword: TEST_PASSWORD,
      newPassword: CHANGED_TEST_PASSWORD,
      confirmPassword: CHANGED_TEST_PASSWORD,
    });
    await server.domain.moderatorActions.suspend(moderator.viewer, suspended!.id, { reason: "spam" });
    await server.domain.accountDeletion.delete(sessions.get(deleted!)!, {
      password: TEST_PASSWORD,
      username: deleted!.username,
    });
    await server.domain.accessTokens.revoke(await sessionOf(withAccessToken!.token), accessToken.id);

    delivery.healthy = false;
    await eventually(() =>
      expect([...ended].sort()).toEqual(
        [loggingOut!, changing!, suspended!, deleted!]
          .map((u) => u.username)
          .concat("access token")
          .sort(),
      ),
    );
    // one statement for all six open sessions
    expect(checked[0]).toBe(6);
    // the one still live is still watched: checked again, and kept, while delivery is not current
    await eventually(() => expect(checked.slice(1)).toContain(1));
    expect(ended.has(untouched!.username)).toBe(false);
  });
});
