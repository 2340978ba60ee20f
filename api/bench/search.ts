// `npm run bench:search`: what searches for a common word cost the searcher and everyone else.
// PostgreSQL gets 100,000 public posts that match "sunset" (and as many that do not; --scale sizes
// both), the real server runs in a child process, and the parent:
//   1. sends other users' simple requests (signed in, `{ viewer { ... } }`) at a steady pace, open
//      loop, on a quiet server: their p99 is the reference;
//   2. the same while visitors search for "sunset" without pause (--searchers of them, each
//      sending the next search once the last is answered, all from one address: the rate limit is
//      set out of the way, it is not what this measures), and prints the searches' p99 and the
//      other requests' p99 against the reference (ratios: machines differ, and other work on a
//      shared machine moves absolute times);
//   3. answers a few requests of each kind that finds posts (search for the common word and for a
//      rare one, the #sunset tag page with its count, explore) one at a time, against the simple
//      request's time in the same run;
//   4. prints the search statement's plan (EXPLAIN ANALYZE) with the rows it ranked.
// Searches refused because the node runs its most at once (SERVICE_UNAVAILABLE) are counted, not
// timed: answering them at once is what keeps the pool for everyone else. A refused visitor tries
// again after BUSY_RETRY_MS, as a client would, rather than flooding the node with requests (a
// flood of any request is the rate limits' to answer, and is not what this measures).
import http from "node:http";
import { parseArgs } from "node:util";
import pg from "pg";
import { SEARCH_CANDIDATES, SEARCHES_AT_ONCE, searchStatement } from "../src/domain/posts/post-search.ts";
import type { ApiServerRequest } from "./api-server-process.ts";
import { forkIpcChild } from "./ipc-child.ts";
import { DEFAULT_DATABASE_URL, numberOption, schemaUrl } from "./options.ts";
import {
  dataOf,
  paced,
  postGraphQL,
  seconds,
  summary,
  summaryHeader,
  summaryRow,
  type GraphQLAnswer,
  type LatencySummary,
} from "./open-loop.ts";
import { COMMON_WORD, ensureSearchData, RARE_WORD } from "./search/seed.ts";

const HELP = `Usage: npm run bench:search -- [options]
  --scale <n>          matching posts relative to 100,000 (and as many others; default 1)
  --database-url <u>   PostgreSQL URL (default $BENCH_DATABASE_URL or ${DEFAULT_DATABASE_URL})
  --schema <name>      schema to seed and read (default bench_search, bench_search_s<scale> below scale 1)
  --reseed             drop the schema and seed again even if the data matches
  --searchers <n>      visitors searching at once, each without pause (default 10)
  --rate <n>           other users' requests per second, quiet and under load (default 20)
  --seconds <s>        seconds of each measurement (default 20; 10 below scale 0.1)
  --each <n>           requests of each kind in the one-at-a-time comparison (default 30)`;

const { values } = parseArgs({
  options: {
    scale: { type: "string" },
    "database-url": { type: "string" },
    schema: { type: "string" },
    reseed: { type: "boolean", default: false },
    searchers: { type: "string" },
    rate: { type: "string" },
    seconds: { type: "string" },
    each: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const scale = numberOption("scale", values.scale, 1, 0.001);
const databaseUrl = values["database-url"] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
const schema = values.schema ?? (scale === 1 ? "bench_search" : `bench_search_s${String(scale).replace(/\W/g, "_")}`);
if (!/^[a-z_][a-z0-9_]*$/i.test(schema)) throw new Error(`invalid schema name "${schema}"`);
const searchers = Math.round(numberOption("searchers", values.searchers, 10, 1));
const rate = numberOption("rate", values.rate, 20, 1);
const measureSeconds = numberOption("seconds", values.seconds, scale < 0.1 ? 10 : 20, 1);
const each = Math.round(numberOption("each", values.each, 30, 1));
const log = (line: string) => console.log(line);
const BUSY_RETRY_MS = 100;

const { plan, userIds } = await ensureSearchData({ databaseUrl, schema, scale, reseed: values.reseed, log });
log(`data: ${plan.matchingPosts} posts match "${COMMON_WORD}", ${plan.otherPosts} others, ${plan.users} accounts`);

const server = await forkIpcChild<ApiServerRequest>("api server", new URL("./api-server-process.ts", import.meta.url), [
  schemaUrl(databaseUrl, schema),
  // searches all come from the bench's one address: the per-caller budget is not what it measures
  JSON.stringify({ SEARCH_RATE_LIMIT_PER_MINUTE: "100000000" }),
]);
process.on("exit", () => server.child.kill());
const url = `${(server.ready as { url: string }).url}/graphql`;
const tokens = await server.call<string[]>({ type: "tokens", userIds: userIds.slice(0, 50) });

/** Agents of their own: an other request never waits behind a search in the client. */
const otherAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const searchAgent = new http.Agent({ keepAlive: true, maxSockets: searchers });

const OTHER = `{ viewer { id username name } }`;
const SEARCH = `query ($query: String!) { searchPosts(query: $query, first: 1) { totalCount moreMatches edges { node { id caption } } } }`;
const TAG = `query ($name: String!) { tag(name: $name) { postCount posts(first: 20) { edges { node { id caption } } } } }`;
const EXPLORE = `{ explore(first: 20) { edges { node { id caption } } } }`;

const other = (i: number) => postGraphQL(url, otherAgent, OTHER, {}, tokens[i % tokens.length]).then(dataOf);

async function otherRequests(until: Promise<unknown>): Promise<LatencySummary & { failures: number }> {
  const { latencies, failures } = await paced(rate, until, other);
  return { ...summary(latencies), failures };
}

/** Visitors searching without pause until `until` resolves. */
async function searchLoad(until: Promise<unknown>) {
  const latencies: number[] = [];
  const refused = { busy: 0, other: 0 };
  let done = false;
  void until.then(() => (done = true));
  const visitor = async () => {
    while (!done) {
      const sent = performance.now();
      const answer = await postGraphQL<unknown>(url, searchAgent, SEARCH, { query: COMMON_WORD });
      const code = answer.errors?.[0]?.extensions?.code;
      if (!answer.errors) latencies.push(performance.now() - sent);
      else if (code === "SERVICE_UNAVAILABLE") {
        refused.busy++;
        await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
      } else refused.other++;
    }
  };
  await Promise.all(Array.from({ length: searchers }, visitor));
  return { ...summary(latencies), refused };
}

/** `count` requests one after the other; their latencies. */
async function oneAtATime(count: number, request: () => Promise<GraphQLAnswer<unknown>>) {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const sent = performance.now();
    dataOf(await request());
    latencies.push(performance.now() - sent);
  }
  return summary(latencies);
}

// warm-up: JIT, prepared statements, caches
await otherRequests(seconds(2));
await searchLoad(seconds(2));

log(`\nquiet: other users' requests at ${rate}/s for ${measureSeconds} s`);
const quiet = await otherRequests(seconds(measureSeconds));
log(`under load: the same while ${searchers} visitors search for "${COMMON_WORD}" without pause`);
const load = searchLoad(seconds(measureSeconds));
const during = await otherRequests(load);
const searches = await load;

log(`one at a time: ${each} requests of each kind`);
const single = {
  simple: await oneAtATime(each, () => postGraphQL(url, otherAgent, OTHER, {}, tokens[0])),
  common: await oneAtATime(each, () => postGraphQL(url, otherAgent, SEARCH, { query: COMMON_WORD })),
  rare: await oneAtATime(each, () => postGraphQL(url, otherAgent, SEARCH, { query: RARE_WORD })),
  tag: await oneAtATime(each, () => postGraphQL(url, otherAgent, TAG, { name: COMMON_WORD })),
  explore: await oneAtATime(each, () => postGraphQL(url, otherAgent, EXPLORE)),
};

const plans = await explainSearch();
await server.call({ type: "close" });
otherAgent.destroy();
searchAgent.destroy();

const ratio = (a: number, b: number) => (a / b).toFixed(2);
console.log(`
Search for a common word: ${plan.matchingPosts} public posts match "${COMMON_WORD}" (${plan.otherPosts} others); the node ranks the newest ${SEARCH_CANDIDATES} and runs ${SEARCHES_AT_ONCE} searches at once

${summaryHeader("requests", 34)}
${summaryRow("others, quiet", quiet, 34)}
${summaryRow(`others, while ${searchers} visitors search`, during, 34)}
${summaryRow("searches answered", searches, 34)}
other requests failed: ${quiet.failures} quiet, ${during.failures} under load
searches refused: ${searches.refused.busy} as the node was busy (SERVICE_UNAVAILABLE, answered at once; tried again after ${BUSY_RETRY_MS} ms), ${searches.refused.other} otherwise

others' p99 under load / quiet:        ${ratio(during.p99, quiet.p99)}
a search's p99 under load / others' quiet p99: ${ratio(searches.p99, quiet.p99)}

one at a time (p50 against the simple request's p50 in the same run):
${summaryHeader("request", 34)}
${summaryRow("simple (viewer)", single.simple, 34)}  1.00
${summaryRow(`search "${COMMON_WORD}"`, single.common, 34)}  ${ratio(single.common.p50, single.simple.p50)}
${summaryRow(`search "${RARE_WORD}" (one match)`, single.rare, 34)}  ${ratio(single.rare.p50, single.simple.p50)}
${summaryRow(`tag #${COMMON_WORD} with postCount`, single.tag, 34)}  ${ratio(single.tag.p50, single.simple.p50)}
${summaryRow("explore", single.explore, 34)}  ${ratio(single.explore.p50, single.simple.p50)}

${plans}`);

/** EXPLAIN (ANALYZE, BUFFERS) of a visitor's first page for the common and the rare word, as the server plans it. */
async function explainSearch(): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path="${schema}"` });
  await client.connect();
  try {
    const lines: string[] = [];
    for (const query of [COMMON_WORD, RARE_WORD]) {
      const statement = searchStatement({ query, viewerId: undefined, size: 1 });
      // Prisma's $1, $2 ... placeholders, as the server sends them (a custom plan, as it asks for)
      const { rows } = await client.query<{ "QUERY PLAN": string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
        statement.values,
      );
      lines.push(`EXPLAIN ANALYZE of a visitor's search for "${query}":`, ...rows.map((row) => row["QUERY PLAN"]), "");
    }
    return lines.join("\n");
  } finally {
    await client.end();
  }
}
