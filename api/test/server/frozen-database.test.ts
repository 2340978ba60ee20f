// A PostgreSQL that stops answering (frozen, as SIGSTOP leaves it: connections open, nothing
// answered) must not hold requests for as long as it lasts. Simulated with a proxy that stops
// forwarding bytes, in front of the shared PostgreSQL (which itself is never paused).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startServerBehindProxy, type FreezableProxy } from "../support/freezable-proxy.ts";
import { answered as resultWithCost } from "../support/graphql-results.ts";
import type { TestServer } from "../support/test-server.ts";
import { bearer, signUp, type SignedUp } from "../rest/v1-client.ts";
import { eventually, letTimePass } from "../support/eventually.ts";
import { newGame } from "../support/games.ts";

const BASE_URL = process.env.TEST_DATABASE_URL;
const VIEWER_QUERY = JSON.stringify({ query: "{ viewer { username } }" });
/** Generous: with the timeouts every request answers within PG_TIMEOUTS.queryMs; without them, not before the thaw. */
const ANSWER_WITHIN_MS = 20_000;
const recovered = (assertion: () => unknown) => eventually(assertion);

describe.skipIf(!BASE_URL)("a frozen database", () => {
  let behindProxy: Awaited<ReturnType<typeof startServerBehindProxy>>;
  let proxy: FreezableProxy;
  let server: TestServer;
  let user: SignedUp;

  beforeAll(async () => {
    behindProxy = await startServerBehindProxy({ background: ["gameClock"] });
    ({ proxy, server } = behindProxy);
    user = await signUp(server);
  });
  afterAll(() => behindProxy?.close());
  beforeEach(async () => {
    proxy.thaw();
    await recovered(() => expect(server.db.available).toBe(true));
  });

  const healthz = () => server.app.inject({ url: "/healthz" });
  const graphqlViewer = () =>
    server.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", ...bearer(user.token) },
      payload: VIEWER_QUERY,
    });
  const v1Request = () => server.app.inject({ url: "/api/v1/users/suggested-people", headers: bearer(user.token) });

  /** The answer, or a failure naming `what` when none comes in time (the proxy stays frozen meanwhile). */
  async function answered<T>(what: string, request: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer while frozen`)), ANSWER_WITHIN_MS)),
    );
    return Promise.race([request, late]).finally(() => clearTimeout(timer));
  }

  it("answers /healthz 503, GraphQL SERVICE_UNAVAILABLE and v1 503 while frozen, then recovers by itself", async () => {
    expect((await healthz()).statusCode).toBe(200);
    proxy.freeze();

    const health = await answered("/healthz", healthz());
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: "unavailable", database: false });

    // the first requests wait for their timeouts, all at once rather than one after another
    const [graphql, v1] = await answered("requests", Promise.all([graphqlViewer(), v1Request()]));
    expect(graphql.json().errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
    expect(v1.statusCode).toBe(503);
    expect(v1.json()).toEqual({ status: "failed", message: expect.stringMatching(/temporarily unavailable/) });

    // from then on requests fail at once, sending nothing, instead of piling up behind the frozen connections
    expect(server.db.available).toBe(false);
    const sent = server.db.statementCount;
    const burst = await answered(
      "burst",
      Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? graphqlViewer() : v1Request()))),
    );
    expect(server.db.statementCount).toBe(sent);
    for (const response of burst)
      expect(response.statusCode === 503 || response.json().errors?.[0].extensions.code === "SERVICE_UNAVAILABLE").toBe(
        true,
      );

    proxy.thaw();
    await recovered(async () => {
      expect((await healthz()).statusCode).toBe(200);
      expect((await graphqlViewer()).json()).toEqual(resultWithCost({ viewer: { username: user.account.username } }));
      expect((await v1Request()).statusCode).toBe(200);
    });
  });

  it("answers /healthz before the requests that were waiting on the frozen database", async () => {
    proxy.freeze();
    const order: string[] = [];
    const pending = Array.from({ length: 12 }, () => graphqlViewer().then(() => order.push("request"))); // more than the pool has connections
    const health = await answered("/healthz", healthz());
    order.push("healthz");
    expect(health.statusCode).toBe(503);
    await answered("requests", Promise.all(pending));
    expect(order[0]).toBe("healthz");
  });

  it("never commits a write whose transaction timed out, once the database answers again", async () => {
    const before = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const failed = server.prisma
      .$transaction(async (tx) => {
        await tx.user.findUniqueOrThrow({ where: { id: user.id } });
        proxy.freeze(); // mid-transaction: the update goes out and nothing comes back
        await tx.user.update({ where: { id: user.id }, data: { bio: "written by a request that was told it failed" } });
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(await answered("transaction", failed)).toMatchObject({ code: "DATABASE_UNAVAILABLE" });

    proxy.thaw();
    await recovered(() => expect(server.db.available).toBe(true));
    // as many transactions at once as the pool has connections: each takes one, so a connection
    // left mid-transaction by the timed-out one would commit its update with theirs
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.prisma.$transaction(async (tx) => {
          await tx.$executeRaw`SELECT pg_sleep(0.05)`;
          await tx.user.update({ where: { id: user.id }, data: { name: `Renamed ${i}` } });
        }),
      ),
    );
    const after = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.bio).toBe(before.bio);
  });

  it("does not end a game on time for a turn the outage took: the player to move gets a whole turn", async () => {
    const { game } = await newGame(server);
    await server.prisma
      .$executeRaw`UPDATE "Game" SET "turnDeadline" = clock_timestamp() + interval '2 seconds' WHERE "id" = ${game.id}::uuid`;
    proxy.freeze();
    // the background sweeps fail (the first once its statement times out), and the turn runs out meanwhile
    await eventually(() => expect(server.db.available).toBe(false), { timeout: ANSWER_WITHIN_MS, interval: 100 });
    // on purpose: the clock is what is tested. The sweeps keep failing for a while after the outage
    // is known (it is known only once a statement timed out, past the 2 s deadline), as in a real one
    await letTimePass(2_500);

    proxy.thaw();
    await recovered(async () => {
      const after = await server.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
      expect(after.status).toBe("IN_PROGRESS");
      expect(after.turnDeadline!.getTime() - Date.now()).toBeGreaterThan(20_000);
    });
  });
});
