// The per-node session cache (domain/auth/session-cache.ts): a session checked once is trusted
// again without a read while delivery is current; every way a session ends refuses its token on
// the node that ended it at once; while delivery is not current every request reads the database;
// and a check that read the database just before a revocation does not leave its answer behind.
// (One node; session-cache-nodes.test.ts has the other node and the Redis outages.)
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Revocations } from "../../src/domain/auth/revocations.ts";
import { SESSION_TRUSTED_MS, SessionCache } from "../../src/domain/auth/session-cache.ts";
import { Sessions } from "../../src/domain/auth/sessions.ts";
import { createUser, CHANGED_TEST_PASSWORD, TEST_PASSWORD } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { tokenAnswer } from "../support/graphql-client.ts";
import { whenQuiet } from "../support/quiet.ts";
import { statementsOf } from "../rest/v1-client.ts";
import { FIREFOX_LINUX, logInFrom } from "../support/sign-ins.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const ask = (token: string) => tokenAnswer(server, token);

/**
 * The statements `run` sends, the fewest of a few tries (the outbox relay's probe may fall into
 * one): for what costs the same each time it runs.
 */
const statementsEachTime = (run: () => Promise<unknown>) => statementsOf(server, run);

/** The statements `run` sends once, counted between quiet moments (a probe may add one). */
async function statementsOnce(run: () => Promise<unknown>): Promise<number> {
  const before = await whenQuiet(server);
  await run();
  return (await whenQuiet(server)) - before;
}

const sessionOf = async (token: string) => (await server.domain.sessions.sessionFromToken(token))!;

describe("on the node that checked it", () => {
  it("reads a session once for many requests", async () => {
    const ada = await createUser(server);
    expect(await statementsOnce(() => ask(ada.token))).toBeGreaterThanOrEqual(1);
    const tenMore = await statementsEachTime(async () => {
      for (let i = 0; i < 10; i++) expect(await ask(ada.token)).toBe(200);
    });
    expect(tenMore).toBe(0);
  });

  /**
   * `token`, trusted from the cache (a request reads nothing), then `end` (which only revokes):
   * forgotten before the action answered, and refused at once.
   */
  async function refusedAtOnceAfter(token: string, end: () => Promise<unknown>): Promise<void> {
    expect(await ask(token)).toBe(200);
    expect(await statementsEachTime(() => ask(token))).toBe(0);
    const trusted = server.domain.sessionCache.size;
    await end();
    // the action's event has not gone out yet (the relay publishes on a timer after the commit,
    // and this runs in the same turn of the event loop as the action's answer)
    expect(server.domain.sessionCache.size).toBeLessThan(trusted);
    expect(await ask(token)).toBe("TOKEN_REVOKED");
  }

  it("refuses a logged-out token at once", async () => {
    const ada = await createUser(server);
    const session = await sessionOf(ada.token);
    await refusedAtOnceAfter(ada.token, () => server.domain.accounts.logOut(session));
  });

  it("refuses at once a token a password change replaced, and trusts the new one", async () => {
    const ada = await createUser(server);
    let newToken = "";
    await refusedAtOnceAfter(ada.token, async () => {
      ({ token: newToken } = await server.domain.accounts.changePassword(ada.viewer, {
        oldPassword: TEST_PASSWORD,
        newPassword: CHANGED_TEST_PASSWORD,
        confirmPassword: CHANGED_TEST_PASSWORD,
      }));
    });
    expect(await ask(newToken)).toBe(200);
  });

  it("refuses at once a session ended from another device", async () => {
    const ada = await createUser(server);
    const otherToken = await logInFrom(server, ada, FIREFOX_LINUX);
    const [other, ended] = [await sessionOf(otherToken), await sessionOf(ada.token)];
    await refusedAtOnceAfter(ada.token, () => server.domain.signInSessions.end(other, ended.tokenId));
    expect(await ask(otherToken)).toBe(200);
  });

  it("refuses a revoked personal access token at once", async () => {
    const ada = await createUser(server);
    const session = await sessionOf(ada.token);
    const { secret, accessToken } = await server.domain.accessTokens.create(session, { name: "a tool", scope: "READ" });
    await refusedAtOnceAfter(secret, () => server.domain.accessTokens.revoke(session, accessToken.id));
  });

  it("refuses at once every token of an account suspended, and of one deleted", async () => {
    const moderator = await createUser(server);
    await server.prisma.user.update({ where: { id: moderator.id }, data: { role: "MODERATOR" } });
    const [suspended, deleted] = [await createUser(server), await createUser(server)];
    const { secret } = await server.domain.accessTokens.create(await sessionOf(suspended.token), {
      name: "a tool",
      scope: "READ",
    });
    expect(await ask(secret)).toBe(200);
    await refusedAtOnceAfter(suspended.token, () =>
      server.domain.moderatorActions.suspend(moderator.viewer, suspended.id, { reason: "spam" }),
    );
    expect(await ask(secret)).toBe("TOKEN_REVOKED");
    const leaving = await sessionOf(deleted.token);
    await refusedAtOnceAfter(deleted.token, () =>
      server.domain.accountDeletion.delete(leaving, { password: TEST_PASSWORD, username: deleted.username }),
    );
  });
});

describe("a node of its own over the same database", () => {
  /**
   * Another node's cache and sessions over this server's database and live path, whose delivery
   * the test sets, and whose next database check it may hold between its read and its answer.
   */
  function node() {
    const revocations = new Revocations();
    revocations.listen(server.domain.live);
    const delivery = { healthy: true, current: () => delivery.healthy };
    const cache = new SessionCache({ revocations, delivery });
    let held: { read: () => void; released: Promise<void> } | null = null;
    const sessions = new Sessions(
      server.prisma,
      server.domain.tokens,
      server.domain.accessTokens,
      server.domain.signInSessions,
      {
        check: (key, read) =>
          cache.check(key, async () => {
            const checked = await read();
            const hold = held;
            held = null;
            hold?.read();
            await hold?.released;
            return checked;
          }),
      },
    );
    /** Holds the next check once it has read the database: `read` resolves then, `release` lets it answer. */
    const holdNextCheck = () => {
      let release = () => {};
      const read = new Promise<void>((resolve) => {
        held = { read: resolve, released: new Promise((done) => (release = done)) };
      });
      return { read, release };
    };
    return { sessions, delivery, cache, revocations, holdNextCheck };
  }

  it("reads the database for every request while delivery is not current, and forgets what it knew", async () => {
    const ada = await createUser(server);
    const { sessions, delivery, cache } = node();
    const tenChecks = () => Promise.all(Array.from({ length: 10 }, () => sessions.checkApiToken(ada.token)));
    expect(await statementsOnce(() => sessions.checkApiToken(ada.token))).toBeGreaterThanOrEqual(1);
    expect(await statementsEachTime(tenChecks)).toBe(0);
    delivery.healthy = false;
    expect(await statementsEachTime(tenChecks)).toBe(10);
    expect(cache.size).toBe(0);
    // caught up: what was known before the outage is read again, then trusted
    delivery.healthy = true;
    expect(await statementsOnce(() => sessions.checkApiToken(ada.token))).toBeGreaterThanOrEqual(1);
    expect(await statementsEachTime(tenChecks)).toBe(0);
  });

  it("forgets what it knew when delivery is lost, with no request meanwhile to notice", async () => {
    const ada = await createUser(server);
    const { sessions, delivery, cache } = node();
    const stop = cache.start();
    try {
      await sessions.checkApiToken(ada.token);
      expect(cache.size).toBe(1);
      delivery.healthy = false;
      await eventually(() => expect(cache.size).toBe(0));
      delivery.healthy = true;
      expect(await statementsOnce(() => sessions.checkApiToken(ada.token))).toBeGreaterThanOrEqual(1);
    } finally {
      stop();
    }
  });

  it("does not trust a check that read the database before a revocation it heard while the check ran", async () => {
    const ada = await createUser(server);
    const { sessions, revocations, holdNextCheck } = node();
    const held = holdNextCheck();
    const checking = sessions.checkApiToken(ada.token);
    await held.read; // the session was live when it read
    // the revocation commits, and this node hears it, before that check answers
    const heardBefore = revocations.generation;
    await server.domain.accounts.logOut(await sessionOf(ada.token));
    await eventually(() => expect(revocations.generation).toBeGreaterThan(heardBefore));
    held.release();
    expect("session" in (await checking)).toBe(true);
    expect(await sessions.checkApiToken(ada.token)).toEqual({ rejected: "TOKEN_REVOKED" });
  });
});

describe("memory", () => {
  it("forgets sessions not used for a minute without being asked, so it holds the active ones only", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    try {
      const cache = new SessionCache({
        revocations: { onRevocation: () => () => {}, listening: true, generation: 0 },
        delivery: { current: () => true },
      });
      const stop = cache.start();
      const viewer = { id: "01900000-0000-7000-8000-000000000001", username: "ada" };
      for (const tokenId of ["a", "b", "c"])
        await cache.check(`log-in:${tokenId}`, async () => ({
          checked: {
            session: { viewer, credential: "LOG_IN", scope: "READ_WRITE", tokenVersion: 0, tokenId, expiresAt: null },
          },
        }));
      expect(cache.size).toBe(3);
      vi.advanceTimersByTime(SESSION_TRUSTED_MS + 10_000);
      expect(cache.size).toBe(0);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
