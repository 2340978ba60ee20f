// Rate limits counted in Redis: the nodes of one deployment spend one budget; while Redis is
// down (nothing listening) or silent (connected, not answering), a check still answers at once
// or after the command timeout, and each node enforces the budget on its own.
import crypto from "node:crypto";
import net from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { RateLimit } from "../../src/domain/limits/rate-limit.ts";
import { TooManyRequestsError } from "../../src/domain/errors.ts";
import { eventually } from "../support/eventually.ts";
import { inMemoryRateLimits, type ClosableRateLimitStore } from "../../src/domain/limits/rate-limit-store.ts";
import { redisRateLimits } from "../../src/redis/rate-limits.ts";

const REDIS_URL = process.env.REDIS_URL;
const LIMIT = 4;
/** Far above what a check costs even on a loaded machine, far below what waiting on Redis costs. */
const ANSWERS_WITHIN_MS = 2_000;

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function logged() {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  return { lines, logger: pino({ level: "info" }, sink) };
}

/** A node's store: its own Redis connection, in a namespace the test's nodes share. */
async function node(url: string, namespace: string, logger = logged().logger): Promise<ClosableRateLimitStore> {
  const store = await redisRateLimits(url, namespace, logger);
  closers.push(() => store.close());
  return store;
}

const budget = { name: "test", limit: LIMIT, windowSeconds: 60 };

/** "ok" or "refused", and how long the check took. */
async function check(limit: RateLimit, key: string) {
  const started = performance.now();
  const outcome = await limit.take(key).then(
    () => "ok",
    (error: unknown) => {
      if (error instanceof TooManyRequestsError) return "refused";
      throw error;
    },
  );
  return { outcome, ms: performance.now() - started };
}

async function checks(limit: RateLimit, key: string, n: number) {
  const results = [];
  for (let i = 0; i < n; i++) results.push(await check(limit, key));
  return results;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Forwards to Redis (on `port`, or any free one) until frozen; frozen, it holds every byte in both directions (a hung Redis). */
async function freezableProxy(target: URL, port = 0) {
  const pairs: [net.Socket, net.Socket][] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    client.pipe(upstream).pipe(client);
    for (const socket of [client, upstream]) socket.on("error", () => {});
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  closers.push(() => {
    for (const socket of pairs.flat()) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  });
  return {
    url,
    freeze() {
      for (const socket of pairs.flat()) {
        socket.unpipe();
        socket.pause();
      }
    },
  };
}

describe("with Redis unreachable", () => {
  it("answers every check, holding each node to the budget on its own, and logs the outage once", async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const namespace = crypto.randomUUID();
    const log = logged();
    const limits = [(await node(url, namespace, log.logger)).limit(budget), (await node(url, namespace)).limit(budget)];

    for (const limit of limits) {
      const results = await checks(limit, "client-1", LIMIT + 2);
      expect(results.map((r) => r.outcome)).toEqual([...Array(LIMIT).fill("ok"), "refused", "refused"]);
      for (const { ms } of results) expect(ms).toBeLessThan(ANSWERS_WITHIN_MS);
    }
    // clearing works without Redis too
    await limits[0]!.clear("client-1");
    expect((await checks(limits[0]!, "client-1", LIMIT + 1)).map((r) => r.outcome)).toEqual([
      ...Array(LIMIT).fill("ok"),
      "refused",
    ]);

    expect(log.lines.filter((line) => line.msg.startsWith("Redis unavailable"))).toHaveLength(1);
  });

  it("reads what is left (Query.rateLimits) from the node's own count", async () => {
    const limit = (await node(`redis://127.0.0.1:${await closedPort()}`, crypto.randomUUID())).limit(budget);
    await checks(limit, "client-1", 2);
    expect(await limit.peek("client-1")).toEqual({ remaining: LIMIT - 2, resetAt: expect.any(Date) });
  });
});

const stores: [string, () => Promise<ClosableRateLimitStore>][] = [
  ["in memory", async () => inMemoryRateLimits()],
  ...(REDIS_URL
    ? [["in Redis", () => node(REDIS_URL, crypto.randomUUID())] as [string, () => Promise<ClosableRateLimitStore>]]
    : []),
];

describe.each(stores)("what is left of a budget, %s", (_where, store) => {
  it("is read without spending anything, until the window ends", async () => {
    const limit = (await store()).limit(budget);
    expect(await limit.peek("client-1")).toEqual({ remaining: LIMIT, resetAt: null });
    const started = Date.now();
    await checks(limit, "client-1", 3);
    const { remaining, resetAt } = await limit.peek("client-1");
    expect(remaining).toBe(LIMIT - 3);
    expect(resetAt!.getTime()).toBeGreaterThan(started);
    expect(resetAt!.getTime()).toBeLessThanOrEqual(Date.now() + budget.windowSeconds * 1000);
    expect((await limit.peek("client-1")).remaining).toBe(LIMIT - 3);
    await checks(limit, "client-1", 3);
    expect((await limit.peek("client-1")).remaining).toBe(0);
    expect(await limit.peek("client-2")).toEqual({ remaining: LIMIT, resetAt: null });
  });
});

describe.skipIf(!REDIS_URL)("with Redis", () => {
  it("gives two nodes one budget per key, and their own in another deployment", async () => {
    const namespace = crypto.randomUUID();
    const storeA = await node(REDIS_URL!, namespace);
    const [a, b] = [storeA.limit(budget), (await node(REDIS_URL!, namespace)).limit(budget)];
    const elsewhere = (await node(REDIS_URL!, crypto.randomUUID())).limit(budget);

    expect((await checks(a, "client-1", 2)).map((r) => r.outcome)).toEqual(["ok", "ok"]);
    expect((await checks(b, "client-1", 3)).map((r) => r.outcome)).toEqual(["ok", "ok", "refused"]);
    expect((await check(a, "client-1")).outcome).toBe("refused");

    const refusal = await a.take("client-1").catch((error: unknown) => error);
    expect((refusal as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(50);
    expect((refusal as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(60);

    // other keys, other budgets and other deployments count on their own
    expect((await check(a, "client-2")).outcome).toBe("ok");
    expect((await check(storeA.limit({ ...budget, name: "other" }), "client-1")).outcome).toBe("ok");
    expect((await check(elsewhere, "client-1")).outcome).toBe("ok");

    // clearing on one node clears for both
    await b.clear("client-1");
    expect((await check(a, "client-1")).outcome).toBe("ok");
  });

  it("does not replay into Redis what a node counted in memory while Redis was away, and shares again once it is back", async () => {
    const port = await closedPort();
    const namespace = crypto.randomUUID();
    const log = logged();
    const returning = (await node(`redis://127.0.0.1:${port}`, namespace, log.logger)).limit(budget);
    const healthy = (await node(REDIS_URL!, namespace)).limit(budget);
    const outage = await checks(returning, "client-1", LIMIT + 1);
    expect(outage.map((r) => r.outcome)).toEqual([...Array(LIMIT).fill("ok"), "refused"]);

    await freezableProxy(new URL(REDIS_URL!), port); // Redis appears where the node looks for it
    await eventually(() => expect(log.lines.some((line) => line.msg.startsWith("Redis is back"))).toBe(true));

    expect((await checks(healthy, "client-1", LIMIT)).map((r) => r.outcome)).toEqual(Array(LIMIT).fill("ok"));
    expect((await check(returning, "client-1")).outcome).toBe("refused");
  });

  it("answers within the command timeout while Redis hangs, holding the frozen node to the budget on its own", async () => {
    const proxy = await freezableProxy(new URL(REDIS_URL!));
    const namespace = crypto.randomUUID();
    const frozen = (await node(proxy.url, namespace)).limit(budget);
    const healthy = (await node(REDIS_URL!, namespace)).limit(budget);
    expect((await check(frozen, "client-1")).outcome).toBe("ok"); // through Redis

    proxy.freeze();
    const results = await checks(frozen, "client-1", LIMIT + 1);
    expect(results.map((r) => r.outcome)).toEqual([...Array(LIMIT).fill("ok"), "refused"]);
    for (const { ms } of results) expect(ms).toBeLessThan(ANSWERS_WITHIN_MS);

    // the other node still shares Redis: it saw the one attempt made before the freeze
    expect((await checks(healthy, "client-1", LIMIT)).map((r) => r.outcome)).toEqual([
      ...Array(LIMIT - 1).fill("ok"),
      "refused",
    ]);
  });
});
