// `npm run bench:redis-outage`: what a Redis outage costs writers and live clients, and what the
// transactional outbox costs a write. Ratios only (machines differ from run to run).
//
// 1. Outage: two nodes (in this process) share a fresh PostgreSQL schema and a redis-server of the
//    bench's own. Writes (GraphQL addComment on node A, one after another) are timed while Redis
//    runs, then while it is killed for --outage seconds; Redis is started again on the same port
//    and node B's bus must deliver every committed comment's event: delivered, lost, repeated,
//    out of order.
// 2. Outbox cost: the same write through the domain with the outbox (stored event, relay publishes
//    after the commit) and without (the event kept in memory and published after the commit, the
//    path before the outbox), in-memory bus, on PostgreSQL and on PGlite; sequential and with
//    concurrent writers; rounds alternate so both see the same machine.
import { IdempotencyKeys } from "../src/domain/idempotency-keys.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { encodeGlobalID } from "@pothos/plugin-relay";
import pg from "pg";
import type { PrismaClient } from "../src/generated/prisma/client.ts";
import { pngImage } from "../test/support/images.ts";
import { RedisServer } from "../test/support/redis-server.ts";
import { benchApiEnv } from "./api-env.ts";
import { DEFAULT_DATABASE_URL } from "./options.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string", default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
    outage: { type: "string", default: "10" },
    writes: { type: "string", default: "300" },
    concurrency: { type: "string", default: "8" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(`Usage: npm run bench:redis-outage -- [--database-url postgres://...] [--outage 10] [--writes 300] [--concurrency 8]
  --outage        seconds Redis stays down
  --writes        writes per variant and round in the outbox-cost part
  --concurrency   concurrent writers in the outbox-cost part's second measurement`);
  process.exit(0);
}
const OUTAGE_MS = Number(values.outage) * 1000;
const WRITES = Number(values.writes);
const CONCURRENCY = Number(values.concurrency);

process.env.NODE_ENV = "production"; // as deployed: libraries read it when they load
const { buildServer } = await import("../src/server.ts");
const { loadConfig } = await import("../src/config/env.ts");
const { Comments } = await import("../src/domain/social/comments.ts");
const { inMemoryRateLimits } = await import("../src/domain/limits/rate-limit-store.ts");

type Server = Awaited<ReturnType<typeof buildServer>>;
const opened: { close(): Promise<void> }[] = [];
let schemas = 0;

async function startNode(databaseUrl: string, redisUrl?: string): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-outage-bench-"));
  const env = {
    ...benchApiEnv({ databaseUrl, dataDir, publicUrl: "http://bench.skysocial.test" }),
    LOG_LEVEL: "error",
    WRITE_RATE_LIMIT_PER_MINUTE: "1000000",
  };
  const server = await buildServer(loadConfig({ ...env, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) }));
  await server.http.app.ready();
  opened.unshift(server);
  return server;
}

/** A fresh schema on the PostgreSQL server, dropped at the end. */
async function freshSchema(): Promise<string> {
  const schema = `bench_outage_${process.pid}_${++schemas}`;
  const url = new URL(values["database-url"]!);
  url.searchParams.set("schema", schema);
  opened.push({
    async close() {
      const client = new pg.Client(values["database-url"]);
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => client.end());
    },
  });
  return url.toString();
}

/** A post by one user and a commenter's token: each comment is a write with two events (comment, notification). */
async function stage(server: Server) {
  const signUp = (name: string) =>
    server.domain.accounts.signUp(
      { name, username: name, email: `${name}@bench.test`, password: "a bench passphrase" },
      "bench",
    );
  const [author, commenter] = [await signUp(`author${Date.now() % 1e6}`), await signUp(`commenter${Date.now() % 1e6}`)];
  const post = await server.domain.posts.create(
    { id: author.user.id, username: author.user.username },
    { caption: "bench", tags: "bench,outage", image: [await pngImage()] },
  );
  return { post, commenter: { id: commenter.user.id, username: commenter.user.username }, token: commenter.token };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};
const ratio = (a: number, b: number) => (a / b).toFixed(2);

async function outage() {
  const redis = await RedisServer.start();
  opened.push({ close: () => redis.kill() });
  const databaseUrl = await freshSchema();
  const writer = await startNode(databaseUrl, redis.url);
  const reader = await startNode(databaseUrl, redis.url);
  const { post, token } = await stage(writer);
  const delivered: string[] = [];
  await reader.bus.subscribe("comment.added", (event) => delivered.push(event.commentId));
  const committed: string[] = [];
  const payload = (i: number) =>
    JSON.stringify({
      query:
        "mutation ($input: AddCommentInput!) { addComment(input: $input) { __typename ... on AddCommentPayload { comment { id } } } }",
      variables: { input: { postId: encodeGlobalID("Post", post.id), body: `comment ${i}` } },
    });
  const write = async (i: number) => {
    const start = performance.now();
    const res = await writer.http.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", authorization: `Bearer ${token}` },
      payload: payload(i),
    });
    const ms = performance.now() - start;
    const id = (res.json() as { data?: { addComment?: { comment?: { id: string } } } }).data?.addComment?.comment?.id;
    if (!id) throw new Error(`write failed: ${res.body.slice(0, 300)}`);
    committed.push(Buffer.from(id, "base64").toString().split(":")[1]!);
    return ms;
  };
  for (let i = 0; i < 50; i++) await write(i); // warm-up
  const normal: number[] = [];
  for (let i = 0; i < 200; i++) normal.push(await write(i));
  await redis.kill();
  const down: number[] = [];
  const until = performance.now() + OUTAGE_MS;
  while (performance.now() < until) down.push(await write(down.length));
  await redis.start();
  const deadline = performance.now() + 60_000;
  while (new Set(delivered).size < committed.length && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 1000)); // a repeat would arrive by now
  const seen = new Set(delivered);
  const [n, d] = [summary(normal), summary(down)];
  console.log(`\nRedis outage (${OUTAGE_MS / 1000} s, PostgreSQL, two nodes)`);
  console.log(
    `  write latency, Redis up:   p50 ${n.p50.toFixed(1)} ms  p99 ${n.p99.toFixed(1)} ms  (${normal.length} writes)`,
  );
  console.log(
    `  write latency, Redis down: p50 ${d.p50.toFixed(1)} ms  p99 ${d.p99.toFixed(1)} ms  (${down.length} writes)`,
  );
  console.log(`  ratio down/up: p50 ${ratio(d.p50, n.p50)}  p99 ${ratio(d.p99, n.p99)}`);
  console.log(
    `  events on the other node: ${committed.filter((id) => seen.has(id)).length} of ${committed.length} committed delivered, ` +
      `${committed.filter((id) => !seen.has(id)).length} lost, ${delivered.length - seen.size} repeated, in commit order: ${JSON.stringify(delivered) === JSON.stringify(committed)}`,
  );
}

/** The write without the outbox: the transaction's events kept in memory and published after its commit. */
function withoutOutbox(server: Server) {
  const pending: { type: string; payload: unknown }[] = [];
  const prisma = server.db.prisma.$extends({
    query: { outboxEvent: { createMany: async ({ args }) => (pending.push(...[args.data].flat()), { count: 0 }) } },
  }) as unknown as PrismaClient;
  const comments = new Comments({
    prisma,
    bus: server.bus,
    writes: inMemoryRateLimits().limit({ name: "bench", limit: 1e9, windowSeconds: 60 }),
    keys: new IdempotencyKeys(prisma),
  });
  return async (...args: Parameters<typeof comments.add>) => {
    const comment = await comments.add(...args);
    for (const event of pending.splice(0))
      await server.bus.publish(event.type as "comment.added", event.payload as never);
    return comment;
  };
}

async function outboxCost(label: string, databaseUrl: string) {
  const server = await startNode(databaseUrl);
  const { post, commenter } = await stage(server);
  const variants = {
    outbox: () => (viewer: typeof commenter, id: string, body: string) => server.domain.comments.add(viewer, id, body),
    direct: () => withoutOutbox(server),
  };
  /** `writers` writers, WRITES in all; the outbox variant's time includes its relay publishing everything */
  const run = async (variant: keyof typeof variants, writers: number) => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        const add = variants[variant]();
        for (let i = w; i < WRITES; i += writers) await add(commenter, post.id, `${variant} ${i}`);
      }),
    );
    while (await server.db.prisma.outboxEvent.findFirst({ select: { id: true } }))
      await new Promise((r) => setTimeout(r, 5));
    const used = process.cpuUsage(cpu);
    return { ms: (performance.now() - start) / WRITES, cpu: (used.user + used.system) / 1000 / WRITES };
  };
  for (const writers of [1, CONCURRENCY]) {
    await run("outbox", writers); // warm-up
    await run("direct", writers);
    const totals = { outbox: { ms: 0, cpu: 0 }, direct: { ms: 0, cpu: 0 } };
    for (let round = 0; round < 3; round++)
      for (const variant of round % 2 ? (["direct", "outbox"] as const) : (["outbox", "direct"] as const)) {
        const r = await run(variant, writers);
        totals[variant].ms += r.ms;
        totals[variant].cpu += r.cpu;
      }
    console.log(
      `  ${label}, ${writers} writer${writers > 1 ? "s" : ""}: time per write outbox/direct ${ratio(totals.outbox.ms, totals.direct.ms)}, ` +
        `CPU per write outbox/direct ${ratio(totals.outbox.cpu, totals.direct.cpu)}`,
    );
  }
}

/** Closes what a part opened: the next part has the machine (and this process's event loop) to itself. */
async function closeOpened() {
  for (const resource of opened.splice(0)) await resource.close();
}

try {
  await outage();
  await closeOpened();
  console.log(`\nOutbox cost (in-memory bus, ${WRITES} comment writes per variant and round, 3 rounds)`);
  await outboxCost("PostgreSQL", await freshSchema());
  await closeOpened();
  await outboxCost("PGlite", "pglite:memory");
} finally {
  await closeOpened();
}
