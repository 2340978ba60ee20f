// A backlog in the outbox shows before users notice: /readyz gives the pending count and the
// oldest event's age, and says "degraded" (still 200) once the oldest waits past 5 s; the log gets
// one warning when delivery falls behind and one when it has caught up, not one per check.
import pino from "pino";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { eventually } from "../support/eventually.ts";
import { OutboxBacklog } from "../../src/events/outbox-backlog.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { background: ["outboxCheck"] });
  // nothing publishes the outbox from now on: what is stored stays, as behind a relay that is stuck
  await server.bus.close();
  // and no other poller sends statements meanwhile (the test counts them)
  await server.domain.gameClock.stop();
});
afterEach(() => server.prisma.outboxEvent.deleteMany());
afterAll(() => server?.close());

const readyz = async () => {
  const res = await server.app.inject({ url: "/readyz" });
  return { statusCode: res.statusCode, body: res.json() };
};
/** Events stored `secondsAgo` seconds ago and still waiting. */
const storeOldEvents = (count: number, secondsAgo: number) =>
  server.prisma.$executeRaw`
    INSERT INTO "OutboxEvent" ("type", "payload", "createdAt")
    SELECT 'post.created', '{}'::jsonb, clock_timestamp() - make_interval(secs => ${secondsAgo}::int) FROM generate_series(1, ${count}::int)`;

/** The node checks once a second. */
const nextChecks = { interval: 100 };

function capturedLog() {
  const lines: { level: number; msg: string; outbox?: unknown }[] = [];
  const log = pino({ level: "debug" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, warnings: () => lines.filter((l) => l.level === 40).map((l) => l.msg) };
}

it("reports the backlog in /readyz, degraded (200) once the oldest event waits past 5 s, ready again once drained", async () => {
  const withRedis = server.config.redis ? { redis: false } : {};
  expect(await readyz()).toMatchObject({ body: { outbox: { pending: 0, oldestMs: null } } });

  await storeOldEvents(3, 0);
  await storeOldEvents(1, 60);
  await eventually(async () => expect((await readyz()).body.outbox.pending).toBe(4), nextChecks);
  const behind = await readyz();
  expect(behind.body).toMatchObject({ database: true, ...withRedis, degraded: ["outbox"] });
  // the bus was closed: with Redis set, the node is also not ready for that reason
  expect(behind).toMatchObject(
    server.config.redis
      ? { statusCode: 503, body: { status: "unavailable" } }
      : { statusCode: 200, body: { status: "degraded" } },
  );
  // the oldest, wherever it stands in publishing order (a transaction that began long before it committed)
  expect(behind.body.outbox.oldestMs).toBeGreaterThanOrEqual(60_000);

  await server.prisma.outboxEvent.deleteMany();
  await eventually(
    async () => expect((await readyz()).body.outbox).toEqual({ pending: 0, oldestMs: null }),
    nextChecks,
  );
  expect((await readyz()).body.degraded).toBeUndefined();
});

it("logs one warning when delivery falls behind and one when it caught up, not one per check", async () => {
  const { log, warnings } = capturedLog();
  const backlog = new OutboxBacklog(server.db, log);
  const statements = server.db.statementCount;
  expect(await backlog.check()).toEqual({ pending: 0, oldestMs: null });
  // the node's monitoring is not one of the app's statements (tests count those)
  expect(server.db.statementCount).toBe(statements);
  await storeOldEvents(1, 0);
  expect((await backlog.check()).oldestMs).toBeLessThan(5_000);
  expect(backlog.behind()).toBe(false);

  await storeOldEvents(1, 30);
  const figures = await backlog.check();
  expect(backlog.behind()).toBe(true);
  expect(figures.pending).toBe(2);
  expect(figures.oldestMs).toBeGreaterThanOrEqual(30_000);
  await backlog.check();
  await backlog.check();
  expect(warnings()).toEqual([
    expect.stringMatching(/^outbox: live delivery is behind: 2 events pending, the oldest 3\d\.\d s old$/),
  ]);

  await server.prisma.outboxEvent.deleteMany();
  await backlog.check();
  await backlog.check();
  expect(warnings()).toHaveLength(2);
  expect(warnings()[1]).toMatch(/^outbox: live delivery caught up/);
});
