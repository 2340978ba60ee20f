// The search benchmark's data: a schema made with the project's migrations, then public accounts
// and posts loaded with set-based SQL (generate_series + INSERT ... SELECT) inside the server:
// MATCHING posts whose caption holds "sunset" and which carry the tag #sunset, as many again that
// do not, over the last 100 days, and one post holding a rare word. A comment on the schema records
// the plan: a later run with the same plan reuses the data.
import pg from "pg";
import { applyMigrations, parseDatabaseUrl } from "../../src/db/database.ts";
import { schemaUrl } from "../options.ts";

/** The common word: every matching post's caption holds it, and its tag is #sunset. */
export const COMMON_WORD = "sunset";
/** A word one post holds: a search the index answers from one entry. */
export const RARE_WORD = "quetzalcoatl";

export interface SearchSeedPlan {
  users: number;
  matchingPosts: number;
  otherPosts: number;
}

const SEED_VERSION = 1;

export function searchSeedPlan(scale: number): SearchSeedPlan {
  const matchingPosts = Math.max(100, Math.round(100_000 * scale));
  return { users: Math.max(20, Math.round(2_000 * scale)), matchingPosts, otherPosts: matchingPosts };
}

/** User ids are a function of the user's number, so posts need no lookup table. */
const userId = (n: string) =>
  `uuid(overlay(overlay(md5('bench-search-user-' || (${n})) placing '4' from 13) placing '8' from 17))`;

async function connect(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path="${schema}"` });
  await client.connect();
  return client;
}

async function seededPlan(client: pg.Client, schema: string): Promise<string | null> {
  const { rows } = await client.query<{ comment: string | null }>(
    `SELECT obj_description(oid, 'pg_namespace') AS comment FROM pg_namespace WHERE nspname = $1`,
    [schema],
  );
  return rows[0]?.comment ?? null;
}

/** Seeds unless the schema holds this plan's data already; the ids of the accounts. */
export async function ensureSearchData(opts: {
  databaseUrl: string;
  schema: string;
  scale: number;
  reseed: boolean;
  log: (line: string) => void;
}): Promise<{ plan: SearchSeedPlan; userIds: string[] }> {
  const { databaseUrl, schema, log } = opts;
  const plan = searchSeedPlan(opts.scale);
  const marker = JSON.stringify({ version: SEED_VERSION, plan });
  const admin = await connect(databaseUrl, "public");
  try {
    if (opts.reseed || (await seededPlan(admin, schema)) !== marker) {
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      log(`creating schema "${schema}" with the project's migrations`);
      await applyMigrations(parseDatabaseUrl(schemaUrl(databaseUrl, schema)));
      const client = await connect(databaseUrl, schema);
      try {
        await load(client, plan, log);
        await client.query(`COMMENT ON SCHEMA "${schema}" IS '${marker}'`);
      } finally {
        await client.end();
      }
    } else log(`reusing the data already in schema "${schema}"`);
  } finally {
    await admin.end();
  }
  const client = await connect(databaseUrl, schema);
  try {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM "User" ORDER BY username`);
    return { plan, userIds: rows.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

async function load(client: pg.Client, plan: SearchSeedPlan, log: (line: string) => void) {
  const step = async (what: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now();
    const result = await client.query(sql, params);
    log(`  ${what}: ${result.rowCount ?? ""} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  };
  await client.query(`SET synchronous_commit = off`);
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await step(
    "public accounts",
    `INSERT INTO "User" (id, name, username, "usernameKey", email, "passwordHash", "createdAt", "updatedAt")
     SELECT ${userId("i")}, 'Search Bench ' || i, 'search_' || i, 'search_' || i, 'search_' || i || '@bench.invalid',
            'not-a-bcrypt-hash', now() - interval '400 days', now()
       FROM generate_series(0, $1::int - 1) i`,
    [plan.users],
  );
  // posts evenly over the last 100 days, every other one a match; the ids sort as the posts do
  await step(
    "posts",
    `INSERT INTO "Post" (id, "authorId", caption, "tagsText", "createdAt", "updatedAt")
     SELECT uuid(lpad(to_hex(floor(extract(epoch FROM ts) * 1000)::bigint), 12, '0') || '7' || substr(md5(n::text), 1, 3) || '8' || substr(md5(n::text), 4, 15)),
            ${userId("n % $2::int")},
            CASE WHEN n % 2 = 0 THEN 'Golden ${COMMON_WORD} over the bay, evening number ' || n
                 ELSE 'Morning coffee by the window, day number ' || n END,
            CASE WHEN n % 2 = 0 THEN '${COMMON_WORD} evening' ELSE 'coffee morning' END,
            ts, ts
       FROM (SELECT n, now() - interval '100 days' + n * (interval '100 days' / $1::int) AS ts
               FROM generate_series(1, $1::int) n) s`,
    [plan.matchingPosts + plan.otherPosts, plan.users],
  );
  await step(
    "a post with a rare word",
    `UPDATE "Post" SET caption = caption || ' and a ${RARE_WORD}' WHERE id = (SELECT id FROM "Post" ORDER BY "createdAt" LIMIT 1)`,
  );
  await step(
    "tags",
    `INSERT INTO "Tag" (id, name) VALUES (gen_random_uuid(), '${COMMON_WORD}'), (gen_random_uuid(), 'coffee')`,
  );
  await step(
    "post tags",
    `INSERT INTO "PostTag" ("postId", "tagId", position)
     SELECT p.id, t.id, 0 FROM "Post" p JOIN "Tag" t ON t.name = split_part(p."tagsText", ' ', 1)`,
  );
  const t0 = performance.now();
  for (const table of ["User", "Post", "Tag", "PostTag"]) await client.query(`VACUUM (ANALYZE) "${table}"`);
  log(`  vacuum analyze (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
