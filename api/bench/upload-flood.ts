// `npm run bench:upload-flood`: what a flood of costly images from a few new accounts costs
// everyone else's uploads. The real server runs in a child process on a fresh PostgreSQL schema;
// the parent signs up --flooders accounts and one other, then:
//   1. the other account posts a small photo a second (one at a time), on a quiet server: the reference;
//   2. the same while every flooder posts ten 16-megapixel GIFs (a few KB each: one colour)
//      without pause, each sending its next post once the last is answered;
// and prints the other account's answers (posted, refused) and p50/p99 against the reference, and
// what the flooders got (posted, refused by their pixel budget, refused otherwise). Ratios, not
// times: machines differ (run it when `uptime` shows a load below the core count).
import { parseArgs } from "node:util";
import pg from "pg";
import sharp from "sharp";
import { applyMigrations, parseDatabaseUrl } from "../src/db/database.ts";
import type { ApiServerRequest } from "./api-server-process.ts";
import { forkIpcChild } from "./ipc-child.ts";
import { seconds, summary, summaryHeader, summaryRow } from "./open-loop.ts";
import { DEFAULT_DATABASE_URL, numberOption, schemaUrl } from "./options.ts";

const HELP = `Usage: npm run bench:upload-flood -- [options]
  --database-url <u>   PostgreSQL URL (default $BENCH_DATABASE_URL or ${DEFAULT_DATABASE_URL})
  --flooders <n>       accounts posting ten 16-megapixel GIFs without pause (default 8)
  --seconds <s>        seconds of each measurement (default 30)`;

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    flooders: { type: "string" },
    seconds: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const databaseUrl = values["database-url"] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
const flooderCount = numberOption("flooders", values.flooders, 8, 1);
const duration = numberOption("seconds", values.seconds, 30, 5);
const SCHEMA = "bench_upload_flood";

const CREATE_POST = `mutation ($input: CreatePostInput!) {
  createPost(input: $input) { __typename ... on UserError { code } }
}`;
const SIGN_UP = `mutation ($input: SignUpInput!) {
  signUp(input: $input) { __typename ... on SessionPayload { token } ... on UserError { code } }
}`;

/** What one post request came to: posted, or the refusal's code (or HTTP status), and how long it took. */
interface Outcome {
  result: string;
  ms: number;
}

async function freshSchema(): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
  await client.end();
  const url = schemaUrl(databaseUrl, SCHEMA);
  await applyMigrations(parseDatabaseUrl(url));
  return url;
}

async function graphQL(url: string, body: BodyInit, token?: string, json = false): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    body,
    headers: {
      "x-graphql-yoga-csrf": "1",
      ...(json && { "content-type": "application/json" }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
  });
  const answer = (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
  const field = answer.data ? Object.values(answer.data)[0] : undefined;
  if (field) return field;
  const error = answer.errors?.[0] as { message?: string; extensions?: { code?: string } } | undefined;
  // the code, and what was too much (a rate limit's message names it: "Too many images' pixels")
  const what = error?.message?.split(". ")[0];
  return { __typename: `${error?.extensions?.code ?? `HTTP ${response.status}`}${what ? ` (${what})` : ""}` };
}

async function signUp(url: string, n: number): Promise<string> {
  const suffix = `${Date.now().toString(36)}${n}`;
  const input = { name: `Bench ${n}`, username: `flood_${suffix}`, email: `flood_${suffix}@example.com` };
  const answer = await graphQL(
    url,
    JSON.stringify({ query: SIGN_UP, variables: { input: { ...input, password: "correct horse battery staple" } } }),
    undefined,
    true,
  );
  if (typeof answer.token !== "string") throw new Error(`signUp answered ${JSON.stringify(answer)}`);
  return answer.token;
}

/** One createPost with `images`, as a multipart request (the GraphQL multipart request spec). */
async function post(url: string, token: string, images: { bytes: Buffer; type: string }[]): Promise<Outcome> {
  const form = new FormData();
  const input = { caption: "flood", tags: ["bench", "flood"], images: images.map(() => ({ file: null })) };
  form.append("operations", JSON.stringify({ query: CREATE_POST, variables: { input } }));
  form.append(
    "map",
    JSON.stringify(Object.fromEntries(images.map((_, i) => [i, [`variables.input.images.${i}.file`]]))),
  );
  images.forEach((image, i) =>
    form.append(String(i), new Blob([new Uint8Array(image.bytes)], { type: image.type }), `${i}`),
  );
  const started = performance.now();
  const answer: Record<string, unknown> = await graphQL(url, form, token).catch((error: unknown) => ({
    __typename: String(error),
  }));
  const ms = performance.now() - started;
  const result = answer.__typename === "CreatePostPayload" ? "posted" : String(answer.code ?? answer.__typename);
  return { result, ms };
}

/**
 * The other account's small photo, a post a second for `duration` seconds, one at a time as a
 * person posts (the next once the last is answered; the node refuses an account's third upload in
 * flight, which a person never sends).
 */
async function otherPosts(url: string, token: string, photo: Buffer): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const end = performance.now() + duration * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    outcomes.push(await post(url, token, [{ bytes: photo, type: "image/png" }]));
    await seconds(Math.max(0, 1 - (performance.now() - started) / 1000));
  }
  return outcomes;
}

function counts(outcomes: Outcome[]): string {
  const byResult = new Map<string, number>();
  for (const { result } of outcomes) byResult.set(result, (byResult.get(result) ?? 0) + 1);
  return [...byResult].map(([result, n]) => `${result} ${n}`).join(", ");
}

const url = await freshSchema();
const server = await forkIpcChild<ApiServerRequest>("api server", new URL("./api-server-process.ts", import.meta.url), [
  url,
  // signing up this many accounts from one address, and the other account's steady posting (a post
  // a second through both measurements), are the bench's set-up, not what it measures: the pixel
  // budget and the image slots are
  JSON.stringify({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", WRITE_RATE_LIMIT_PER_MINUTE: "1000" }),
]);
const { url: apiUrl } = (await server.ready) as { url: string };
try {
  const tokens = [];
  for (let n = 0; n <= flooderCount; n++) tokens.push(await signUp(apiUrl, n));
  const other = tokens.pop()!;
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  const gif = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: "#a35" } })
    .gif()
    .toBuffer();
  console.log(`16-megapixel GIF: ${gif.length} bytes; the other account's photo: ${photo.length} bytes`);

  const quiet = await otherPosts(apiUrl, other, photo);
  let flooding = true;
  const flood = tokens.map(async (token) => {
    const outcomes: Outcome[] = [];
    while (flooding)
      outcomes.push(
        await post(
          apiUrl,
          token,
          Array.from({ length: 10 }, () => ({ bytes: gif, type: "image/gif" })),
        ),
      );
    return outcomes;
  });
  const loaded = await otherPosts(apiUrl, other, photo);
  flooding = false;
  const flooded = (await Promise.all(flood)).flat();

  const ms = (outcomes: Outcome[]) => outcomes.filter((o) => o.result === "posted").map((o) => o.ms);
  const [quietSummary, loadedSummary] = [summary(ms(quiet)), summary(ms(loaded))];
  console.log(`\n${summaryHeader("the other account's posts")}`);
  console.log(summaryRow("quiet", quietSummary));
  console.log(summaryRow(`${flooderCount} flooding`, loadedSummary));
  console.log(`\nthe other account, quiet: ${counts(quiet)}; during the flood: ${counts(loaded)}`);
  console.log(`the flooders' posts of ten GIFs: ${counts(flooded)}`);
  console.log(
    `ratios: the other account's p99 under the flood to quiet ${(loadedSummary.p99 / quietSummary.p99).toFixed(2)}, ` +
      `p50 ${(loadedSummary.p50 / quietSummary.p50).toFixed(2)}`,
  );
} finally {
  await server.call({ type: "close" });
}
