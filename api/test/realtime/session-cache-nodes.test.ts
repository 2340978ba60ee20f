// The session cache across nodes (domain/auth/session-cache.ts): a node trusts a session it
// checked lately, and a revocation on another node refuses it there within a second, through the
// bus. While the bus is down or silent a node cannot hear revocations: it then checks the database
// on every request, so a revocation elsewhere is refused there at once all the same. (PostgreSQL
// and a Redis of the test's own: two nodes over one database.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { tokenAnswer } from "../support/graphql-client.ts";
import { startFreezableProxy } from "../support/freezable-proxy.ts";
import { RedisServer } from "../support/redis-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { statementsOf } from "../rest/v1-client.ts";

const TWO_NODES = Boolean(process.env.TEST_DATABASE_URL);

let redis: RedisServer;
let writer: TestServer;
let reader: TestServer;

/** A node over the writer's database, its bus on `redisUrl`; each node checks its outbox, as in production. */
const nodeOn = (redisUrl: string) =>
  createTestServer({ REDIS_URL: redisUrl, DATABASE_URL: writer.config.databaseUrl }, { background: ["outboxCheck"] });

beforeAll(async () => {
  if (!TWO_NODES) return;
  redis = await RedisServer.start();
  writer = await createTestServer({ REDIS_URL: redis.url }, { background: ["outboxCheck"] });
  reader = await nodeOn(redis.url);
});
afterAll(async () => {
  if (!TWO_NODES) return;
  if (!redis.running) await redis.start(); // closing waits for Redis (presence, the adapter)
  await reader?.close(); // first: the writer owns the database
  await writer?.close();
  await redis?.kill();
});

const ask = tokenAnswer;

/** `token` works on `node`, which trusts it from its cache: a request there reads nothing. */
async function trustedOn(node: TestServer, token: string): Promise<void> {
  expect(await ask(node, token)).toBe(200);
  expect(await statementsOf(node, () => ask(node, token))).toBe(0);
}

/** Until `node` no longer trusts its cache (its bus is not current): it then forgets it and caches nothing. */
async function distrusting(node: TestServer, token: string): Promise<void> {
  await eventually(
    async () => {
      expect(await ask(node, token)).toBe(200);
      expect(node.domain.sessionCache.size).toBe(0);
    },
    { timeout: 10_000, interval: 100 },
  );
}

const sessionOf = async (node: TestServer, token: string) => (await node.domain.sessions.sessionFromToken(token))!;

describe.skipIf(!TWO_NODES)("two nodes", () => {
  it("a revocation on one node refuses the token on the other within a second", async () => {
    const moderator = await createUser(writer);
    await writer.prisma.user.update({ where: { id: moderator.id }, data: { role: "MODERATOR" } });
    const [loggingOut, suspended] = [await createUser(writer), await createUser(writer)];
    const revocations: [string, () => Promise<unknown>][] = [
      [loggingOut.token, async () => writer.domain.accounts.logOut(await sessionOf(writer, loggingOut.token))],
      [
        suspended.token,
        () => writer.domain.moderatorActions.suspend(moderator.viewer, suspended.id, { reason: "spam" }),
      ],
    ];
    for (const [token, revoke] of revocations) {
      await trustedOn(reader, token);
      await revoke();
      const revokedAt = Date.now();
      await eventually(async () => expect(await ask(reader, token)).toBe("TOKEN_REVOKED"), { interval: 10 });
      expect(Date.now() - revokedAt).toBeLessThan(1_000);
    }
  });

  it(
    "while a node's Redis link is silent, a revocation on another is refused there at once",
    { timeout: 60_000 },
    async () => {
      const proxy = await startFreezableProxy({ host: "127.0.0.1", port: redis.port });
      const silent = await nodeOn(`redis://127.0.0.1:${proxy.port}`);
      try {
        const ada = await createUser(writer);
        await trustedOn(silent, ada.token);
        proxy.freeze();
        await distrusting(silent, ada.token);
        // every request reads the session while the node may miss revocations
        expect(await statementsOf(silent, () => ask(silent, ada.token))).toBe(1);
        await writer.domain.accounts.logOut(await sessionOf(writer, ada.token));
        // its event went out through Redis, which the silent node does not hear
        expect(await ask(silent, ada.token)).toBe("TOKEN_REVOKED");
      } finally {
        proxy.thaw();
        await silent.close();
        await proxy.close();
      }
    },
  );

  it("while Redis is down, a revocation is refused at once on every node", { timeout: 60_000 }, async () => {
    const ada = await createUser(writer);
    await trustedOn(reader, ada.token);
    await trustedOn(writer, ada.token);
    await redis.kill();
    await distrusting(reader, ada.token);
    await writer.domain.accounts.logOut(await sessionOf(writer, ada.token));
    // its event waits in the outbox for Redis: the other node hears nothing
    expect(await writer.prisma.outboxEvent.count({ where: { type: "session.ended" } })).toBe(1);
    expect(await ask(reader, ada.token)).toBe("TOKEN_REVOKED");
    expect(await ask(writer, ada.token)).toBe("TOKEN_REVOKED");
  });
});
