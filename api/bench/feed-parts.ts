// Where a feed page's Node CPU goes (npm run bench:feed-parts -- [--rounds 8] [--n 300]).
//
// The real server in this process, on the feed benchmark's seeded schema, answers Fastify
// `inject` requests one at a time (no sockets, no load generator, no queueing) for a ladder of
// queries (feed-query.ts), each adding one part of the benchmark's page to the one before. The
// difference between two steps is what that part costs. Rounds go through every step in turn, so
// a machine that speeds up or slows down mid-run moves every step alike; the minimum over rounds
// is the least disturbed figure. CPU is this process's (process.cpuUsage), PostgreSQL's is not in it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { benchApiEnv } from "./api-env.ts";
import { FEED_PARTS } from "./feed-query.ts";
import { DEFAULT_DATABASE_URL, schemaUrl } from "./options.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string", default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
    schema: { type: "string", default: "bench_feed" },
    rounds: { type: "string", default: "8" },
    n: { type: "string", default: "300" },
  },
});
const rounds = Number(values.rounds);
const perRound = Number(values.n);
if (!(rounds >= 1 && perRound >= 1)) throw new Error("--rounds and --n must be numbers >= 1");
const schema = values.schema!;
if (!/^[a-z_][a-z0-9_]*$/i.test(schema)) throw new Error(`invalid schema name "${schema}"`);

const db = new pg.Client(values["database-url"]);
await db.connect();
const viewers = await db
  // suspended accounts cannot sign in (the seed suspends some)
  .query<{ id: string }>(
    `SELECT DISTINCT f."followerId" AS id FROM "${schema}"."Follow" f JOIN "${schema}"."User" u ON u.id = f."followerId" AND u."suspendedAt" IS NULL LIMIT 2000`,
  )
  .then((r) => r.rows.map((row) => row.id))
  .catch(() => []);
await db.end();
if (!viewers.length)
  throw new Error(`no seeded data in schema "${schema}": run \`npm run bench:feed -- --seed-only\` first`);

// as deployed, and as the feed benchmark runs it: libraries read NODE_ENV when they load
process.env.NODE_ENV = "production";
const { buildServer } = await import("../src/server.ts");
const { loadConfig } = await import("../src/config/env.ts");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-feed-parts-"));
const server = await buildServer(
  loadConfig(
    benchApiEnv({
      databaseUrl: schemaUrl(values["database-url"]!, schema),
      dataDir,
      publicUrl: "http://bench.skysocial.test",
    }),
  ),
);
await server.http.app.ready();
const tokens = await Promise.all(viewers.map((id) => server.domain.tokens.issue(id, 0)));

const steps = FEED_PARTS.map((part) => {
  const payload = part.query && JSON.stringify({ query: part.query });
  return {
    ...part,
    async send(i: number) {
      const res = payload
        ? await server.http.app.inject({
            method: "POST",
            url: "/graphql",
            headers: {
              "content-type": "application/json",
              "x-graphql-yoga-csrf": "1",
              ...(part.anonymous ? {} : { authorization: `Bearer ${tokens[i % tokens.length]}` }),
            },
            payload,
          })
        : await server.http.app.inject({ method: "GET", url: "/healthz" });
      if (res.statusCode !== 200 || res.body.includes('"errors"'))
        throw new Error(`${part.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    },
  };
});

try {
  for (const step of steps) for (let i = 0; i < 200; i++) await step.send(i); // JIT, prepared statements
  const cpu = steps.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, step] of steps.entries()) {
      const start = process.cpuUsage();
      for (let i = 0; i < perRound; i++) await step.send(round * perRound + i);
      const used = process.cpuUsage(start);
      cpu[index]!.push((used.user + used.system) / 1000 / perRound);
    }
  }
  const min = cpu.map((ms) => Math.min(...ms));
  const median = cpu.map((ms) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!);
  console.log(
    `Node CPU per request, in process, ${rounds} rounds x ${perRound} requests per step (ms; min is the least disturbed round)`,
  );
  console.log(`${"step".padEnd(66)}   min  median  +min vs previous`);
  steps.forEach((step, i) => {
    const delta = i === 0 ? "" : `${min[i]! - min[i - 1]! >= 0 ? "+" : ""}${(min[i]! - min[i - 1]!).toFixed(2)}`;
    console.log(
      `${step.name.padEnd(66)} ${min[i]!.toFixed(2).padStart(5)}  ${median[i]!.toFixed(2).padStart(6)}  ${delta.padStart(16)}`,
    );
  });
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
