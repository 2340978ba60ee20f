// Feed benchmark (npm run bench:feed -- [--scale 0.02] [--database-url URL] ...).
//
// 1. seeds (or reuses) its own PostgreSQL schema: 20k users, 1M posts, ~3M follows, likes and
//    comments at --scale 1 (seed.ts);
// 2. forks the target processes (target-process.ts): (a) the real API server, (b) the floor, a
//    bare node:http + pg handler that verifies the api's bearer token, checks its session with one
//    indexed read and answers the same JSON from hand-written SQL (floor-server.ts), and, for one
//    release, (b0) the floor of earlier runs, which took the viewer from a header and checked nothing;
// 3. checks 20 pages before measuring: (a) answers 20 edges and the same data as (b), or the run
//    fails (a floor that answers other pages is no floor);
// 4. autocannon (in this process) against (a), then (b), then (b0): same connections, duration, body and
//    random-viewer distribution, each after an unmeasured warm-up (measure.ts);
// 5. prints req/s, p50/p90/p99, errors and SQL statements per request, the ratios a/b (and a/b0), and
//    EXPLAIN (ANALYZE, BUFFERS) of the SQL behind one page of (a) and of (b) (explain.ts).
import crypto from "node:crypto";
import os from "node:os";
import pg from "pg";
import { explainPage } from "./explain.ts";
import { FEED_QUERY } from "./feed-query.ts";
import { FLOOR_PAGE_SIZE, FLOOR_SQL } from "./floor-server.ts";
import { parseOptions } from "./options.ts";
import { formatCpu, formatTable, formatVerdict } from "./report.ts";
import { benchTarget } from "./run-target.ts";
import { ensureSeeded } from "./seed.ts";
import { startTarget, type Target } from "./targets.ts";

const BODY = JSON.stringify({ query: FEED_QUERY, operationName: "Feed" });
const PUBLIC_URL = "http://bench.skysocial.test";

const log = (message: string) => console.log(`[bench:feed] ${message}`);

interface FeedAnswer {
  data?: { feed?: { edges: { node: { id: string; images: unknown[] } }[] } };
  errors?: unknown[];
}

/** Both answers around their first difference (pages are long: the start is usually the same). */
function whereTheyDiffer(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const from = Math.max(0, at - 200);
  return `  a: ...${a.slice(from, at + 200)}\n  b: ...${b.slice(from, at + 200)}`;
}

/** Posts of a page with several images: the pages compared must hold some, or the images went untested. */
const carousels = (body: string) =>
  (JSON.parse(body) as FeedAnswer).data!.feed!.edges.filter((edge) => edge.node.images.length > 1).length;

const fullPage = (body: string) => {
  try {
    const answer = JSON.parse(body) as FeedAnswer;
    return !answer.errors && answer.data?.feed?.edges.length === FLOOR_PAGE_SIZE;
  } catch {
    return false;
  }
};

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  log(
    `scale ${opts.scale}, schema "${opts.schema}" on ${new URL(opts.databaseUrl).host}${new URL(opts.databaseUrl).pathname}`,
  );
  const seed = await ensureSeeded({ ...opts, log });
  const { counts } = seed;
  log(
    `data: ${counts.users} users, ${counts.posts} posts, ${counts.follows} follows (${(counts.follows / counts.users).toFixed(1)}/user), ` +
      `${counts.likes} likes, ${counts.comments} comments`,
  );
  if (opts.seedOnly) return;

  const db = new pg.Client({ connectionString: opts.databaseUrl, options: `-c search_path="${opts.schema}"` });
  await db.connect();
  const targets: Target[] = [];
  try {
    const server = (await db.query(`SELECT version() AS v, current_setting('shared_buffers') AS sb`)).rows[0] as {
      v: string;
      sb: string;
    };
    // a suspended account cannot sign in: it reads no feed
    const viewerIds = (
      await db.query<{ id: string }>(`SELECT id FROM "User" WHERE "suspendedAt" IS NULL ORDER BY id`)
    ).rows.map((r) => r.id);

    // one secret for the api and the floor, which verifies the api's tokens
    const jwtSecret = crypto.randomBytes(32).toString("hex");
    const config = {
      databaseUrl: opts.databaseUrl,
      schema: opts.schema,
      publicUrl: PUBLIC_URL,
      apiSrc: opts.apiSrc,
      jwtSecret,
    };
    if (opts.apiSrc) log(`(a) loads the API from ${opts.apiSrc}`);
    const api = await startTarget("api", { ...config, applicationName: `skysocial_bench_api_${process.pid}` });
    targets.push(api);
    const floor = await startTarget("floor", { ...config, applicationName: `skysocial_bench_floor_${process.pid}` });
    targets.push(floor);
    const leanFloor = await startTarget("floor-lean", {
      ...config,
      applicationName: `skysocial_bench_floor_lean_${process.pid}`,
    });
    targets.push(leanFloor);
    const tokens = await api.tokens(viewerIds);
    log(
      `targets up: (a) ${api.url} [pid ${api.pid}], (b) ${floor.url} [pid ${floor.pid}]; ${viewerIds.length} viewers`,
    );

    const headersFor = {
      api: (i: number) => ({
        "content-type": "application/json",
        "x-graphql-yoga-csrf": "1",
        authorization: `Bearer ${tokens[i]}`,
      }),
      floor: (i: number) => ({ "content-type": "application/json", authorization: `Bearer ${tokens[i]}` }),
      "floor-lean": (i: number) => ({ "content-type": "application/json", "x-viewer-id": viewerIds[i]! }),
    };
    const randomViewer = () => Math.floor(Math.random() * viewerIds.length);

    // Sanity: (a) gives full pages, and the same pages as (b)
    let same = 0;
    let severalImages = 0;
    const samples = Math.min(20, viewerIds.length);
    for (let k = 0; k < samples; k++) {
      const i = randomViewer();
      const [a, b] = await Promise.all(
        (["api", "floor"] as const).map(async (kind) => {
          const target = kind === "api" ? api : floor;
          const response = await fetch(target.url, { method: "POST", headers: headersFor[kind](i), body: BODY });
          return { status: response.status, body: await response.text() };
        }),
      );
      if (a!.status !== 200 || !fullPage(a!.body))
        throw new Error(
          `(a) did not answer a full page for viewer ${viewerIds[i]}: ${a!.status} ${a!.body.slice(0, 500)}`,
        );
      if (b!.status !== 200 || !fullPage(b!.body))
        throw new Error(
          `(b) did not answer a full page for viewer ${viewerIds[i]}: ${b!.status} ${b!.body.slice(0, 500)}`,
        );
      severalImages += carousels(a!.body);
      // the pages themselves: (a) adds `extensions` (the operation's cost), which is about the request
      const [pageA, pageB] = [a!, b!].map((answer) => JSON.stringify((JSON.parse(answer.body) as FeedAnswer).data));
      if (pageA !== pageB)
        throw new Error(
          `(a) and (b) answered different pages for viewer ${viewerIds[i]}:\n${whereTheyDiffer(pageA!, pageB!)}`,
        );
      same++;
    }
    log(
      `sample pages: ${samples} x 20 edges from (a), ${severalImages} of them several-image posts; identical to (b) for ${same}/${samples}`,
    );
    if (!severalImages)
      throw new Error("no sampled page held a several-image post: the seed should give every fourth post three images");

    const bench = (target: Target, label: string) =>
      benchTarget(target, label, {
        ...opts,
        db,
        body: BODY,
        headers: () => headersFor[target.kind](randomViewer()),
        log,
      });
    const rowA = opts.only === "floor" ? undefined : await bench(api, "(a) GraphQL feed (real API)");
    const rowB = opts.only === "api" ? undefined : await bench(floor, "(b) hand-written SQL floor");
    const rowLean = opts.only ? undefined : await bench(leanFloor, "(b0) floor without session check");

    // The SQL behind one page of (a), recorded in its process, and the floor's statement
    const viewer = randomViewer();
    const page = await explainPage(db, api, headersFor.api(viewer), BODY, {
      text: FLOOR_SQL,
      values: [viewerIds[viewer], FLOOR_PAGE_SIZE + 1],
    });
    console.log(`\n===== EXPLAIN (ANALYZE, BUFFERS): one feed page, viewer ${viewerIds[viewer]} =====\n`);
    console.log(page.plans.join("\n\n"));

    console.log(`\n===== feed benchmark =====`);
    console.log(
      `machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB; node ${process.version}; ` +
        `${server.v.split(" on ")[0]} (shared_buffers ${server.sb})`,
    );
    console.log(
      `data (schema "${opts.schema}", scale ${opts.scale}${seed.seeded ? `, seeded in ${seed.seconds.toFixed(0)} s` : ", reused"}): ` +
        `${counts.users} users, ${counts.posts} posts, ${counts.follows} follows, ${counts.likes} likes, ${counts.comments} comments`,
    );
    console.log(
      `load: autocannon (parent process), ${opts.connections} connections, ${opts.duration} s each after ${opts.warmup} s warm-up; ` +
        `each target in its own child process; random viewer per request out of ${viewerIds.length}`,
    );
    console.log(`(a) statements for one page: ${page.statements}; sample pages identical to (b): ${same}/${samples}\n`);
    const rows = [rowA, rowB, rowLean].filter((row) => row !== undefined);
    console.log(formatTable(rows));
    console.log();
    console.log(formatCpu(rows));
    console.log();
    if (rowA && rowB) {
      const verdict = formatVerdict(rowA, rowB);
      console.log(verdict.text);
      console.log(verdict.pass ? "all targets met" : "target missed");
    }
    if (rowA && rowLean) {
      // for one release: the ratios against the floor earlier runs measured, which checked no session
      console.log("\nagainst (b0), the floor without session check, as earlier runs measured:");
      console.log(formatVerdict(rowA, rowLean).text.replaceAll("(a)/(b)", "(a)/(b0)"));
    }
  } finally {
    for (const target of targets) await target.close();
    await db.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
