// Seeds the benchmark schema with the project's own migrations, then bulk-loads users, follows,
// posts, likes and comments with set-based SQL (generate_series + INSERT ... SELECT) inside the
// server. Secondary indexes are dropped during the load and rebuilt after; FK and counter
// triggers are off for the load (session_replication_role = replica) because the generator keeps
// every reference valid, and the counters are set in one pass after. A comment on the schema
// records what was loaded: a later run with the same counts reuses the data instead of seeding again.
import pg from "pg";
import { applyMigrations, parseDatabaseUrl } from "../src/db/database.ts";
import { schemaUrl } from "./options.ts";

export interface SeedPlan {
  users: number;
  followsPerUser: number;
  posts: number;
  /** targets: duplicates (same user, same post) are dropped, so the loaded count is a bit lower */
  likes: number;
  comments: number;
}

export interface SeedCounts {
  users: number;
  follows: number;
  posts: number;
  likes: number;
  comments: number;
}

export const SEED_VERSION = 4;
/** the one Media row every user (profile and cover image) and every post points at */
export const SHARED_MEDIA_ID = "00000000-0000-4000-8000-00000000beef";
export const SHARED_MEDIA_SHA = "be".repeat(32);

export function seedPlan(scale: number): SeedPlan {
  const users = Math.max(2, Math.round(20_000 * scale));
  return {
    users,
    followsPerUser: Math.min(150, users - 1),
    posts: Math.max(1, Math.round(1_000_000 * scale)),
    likes: Math.round(2_000_000 * scale),
    comments: Math.round(500_000 * scale),
  };
}

const TABLES = ["User", "Follow", "Post", "PostImage", "Like", "Comment"] as const;

/** User ids are a pure function of the user's number, so follows and posts need no lookup table. */
const userId = (n: string) =>
  `uuid(overlay(overlay(md5('bench-user-' || (${n})) placing '4' from 13) placing '8' from 17))`;

/** A UUIDv7-like id (48-bit Unix ms, version 7, variant 8, random rest) for a timestamp. */
const uuidV7 = (ts: string) =>
  `uuid(lpad(to_hex(floor(extract(epoch from ${ts}) * 1000)::bigint), 12, '0') || '7' || substr(md5(random()::text), 1, 3) || '8' || substr(md5(random()::text), 1, 15))`;

type Log = (message: string) => void;

interface Marker extends SeedCounts {
  version: number;
  plan: SeedPlan;
}

async function readMarker(client: pg.Client, schema: string): Promise<Marker | null> {
  const { rows } = await client.query<{ comment: string | null }>(
    `SELECT obj_description(oid, 'pg_namespace') AS comment FROM pg_namespace WHERE nspname = $1`,
    [schema],
  );
  try {
    return rows[0]?.comment ? (JSON.parse(rows[0].comment) as Marker) : null;
  } catch {
    return null;
  }
}

export async function countRows(client: pg.Client): Promise<SeedCounts> {
  const count = async (table: string) => Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n);
  return {
    users: await count("User"),
    follows: await count("Follow"),
    posts: await count("Post"),
    likes: await count("Like"),
    comments: await count("Comment"),
  };
}

async function connect(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path="${schema}"` });
  await client.connect();
  return client;
}

/** Seeds unless the schema already holds this plan's data; returns the row counts. */
export async function ensureSeeded(opts: {
  databaseUrl: string;
  schema: string;
  scale: number;
  reseed: boolean;
  log: Log;
}) {
  const { databaseUrl, schema, log } = opts;
  const plan = seedPlan(opts.scale);
  const target = parseDatabaseUrl(schemaUrl(databaseUrl, schema));

  if (!opts.reseed) {
    await applyMigrations(target); // creates the schema on a first run; a no-op afterwards
    const client = await connect(databaseUrl, schema);
    try {
      const marker = await readMarker(client, schema);
      if (marker?.version === SEED_VERSION && JSON.stringify(marker.plan) === JSON.stringify(plan)) {
        const counts = await countRows(client);
        if (counts.users === marker.users && counts.posts === marker.posts && counts.follows === marker.follows) {
          log(`reusing the data already in schema "${schema}"`);
          return { counts, plan, seeded: false, seconds: 0 };
        }
      }
    } finally {
      await client.end();
    }
  }

  const started = performance.now();
  {
    const admin = await connect(databaseUrl, "public");
    try {
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    } finally {
      await admin.end();
    }
  }
  log(`creating schema "${schema}" with the project's migrations`);
  await applyMigrations(target);
  const client = await connect(databaseUrl, schema);
  try {
    await bulkLoad(client, schema, plan, log);
    const counts = await countRows(client);
    const marker: Marker = { version: SEED_VERSION, plan, ...counts };
    await client.query(`COMMENT ON SCHEMA "${schema}" IS '${JSON.stringify(marker)}'`);
    const seconds = (performance.now() - started) / 1000;
    log(`seeded in ${seconds.toFixed(1)} s`);
    return { counts, plan, seeded: true, seconds };
  } finally {
    await client.end();
  }
}

async function bulkLoad(client: pg.Client, schema: string, plan: SeedPlan, log: Log) {
  const step = async (what: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now();
    const result = await client.query(sql, params);
    log(`  ${what}: ${result.rowCount ?? ""} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  };
  await client.query(`SET synchronous_commit = off`);
  await client.query(`SET session_replication_role = replica`);
  await client.query(`SET maintenance_work_mem = '1GB'`);
  await client.query(`SET work_mem = '256MB'`);

  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = $1 AND i.tablename = ANY($2)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = $1::regnamespace)`,
    [schema, [...TABLES]],
  );
  for (const index of indexes) await client.query(`DROP INDEX "${index.indexname}"`);
  // primary keys no foreign key points at (Follow, Like) are rebuilt after the load as well
  const { rows: primaryKeys } = await client.query<{ table: string; name: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c
      WHERE c.contype = 'p' AND c.connamespace = $1::regnamespace AND c.conrelid::regclass::text = ANY($2)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.confrelid = c.conrelid)`,
    [schema, TABLES.map((t) => `"${t}"`)],
  );
  for (const pk of primaryKeys) await client.query(`ALTER TABLE ${pk.table} DROP CONSTRAINT "${pk.name}"`);

  const { users, followsPerUser, posts, likes, comments } = plan;
  // follow j of user f lands in its own bucket of the ring of users: distinct, never f itself
  const bucket = Math.floor((users - 1) / followsPerUser);

  await step(
    "media",
    `INSERT INTO "Media" (id, sha256, "mimeType", "byteSize", width, height) VALUES ($1, $2, 'image/webp', 48213, 1080, 1080)`,
    [SHARED_MEDIA_ID, SHARED_MEDIA_SHA],
  );
  await step(
    "users",
    `INSERT INTO "User" (id, name, username, "usernameKey", email, "passwordHash", bio, "profileImageId", "coverImageId", "createdAt", "updatedAt")
     SELECT ${userId("i")}, 'Bench User ' || i, 'bench_' || i, 'bench_' || i, 'bench_' || i || '@bench.invalid',
            'not-a-bcrypt-hash', 'Benchmark account', $2::uuid, $2::uuid,
            now() - interval '400 days' + i * interval '1 second', now()
       FROM generate_series(0, $1::int - 1) i`,
    [users, SHARED_MEDIA_ID],
  );
  await step(
    "follows",
    `INSERT INTO "Follow" (id, "followerId", "followeeId", "createdAt")
     SELECT gen_random_uuid(), ${userId("f")}, ${userId(`(f + 1 + j * $3::int + floor(random() * $3::int)::int) % $1::int`)},
            now() - random() * interval '365 days'
       FROM generate_series(0, $1::int - 1) f, generate_series(0, $2::int - 1) j`,
    [users, followsPerUser, bucket],
  );
  // what the feed leaves out (PostLists.feed): someone muted (about 2 in 100 follows), a suspended
  // account (1 user in 100), and a block, which ends the follows both ways (as Blocks.block does:
  // 1 follow in 100 became a block)
  await step(
    "mutes",
    `INSERT INTO "Mute" (id, "muterId", "mutedId") SELECT gen_random_uuid(), "followerId", "followeeId" FROM "Follow" WHERE random() < 0.02`,
  );
  await step(
    "suspended accounts",
    `UPDATE "User" SET "suspendedAt" = now(), "suspensionReason" = 'bench' WHERE substr(username, 7)::int % 100 = 7`,
  );
  await step(
    "blocks",
    `INSERT INTO "Block" (id, "blockerId", "blockedId") SELECT gen_random_uuid(), "followerId", "followeeId" FROM "Follow" WHERE random() < 0.01`,
  );
  // two equality joins (hashed) rather than one OR, which would compare every follow with every block
  for (const [from, to] of [
    ["blockerId", "blockedId"],
    ["blockedId", "blockerId"],
  ])
    await step(
      `follows the blocks ended (${from} → ${to})`,
      `DELETE FROM "Follow" f USING "Block" b WHERE f."followerId" = b."${from}" AND f."followeeId" = b."${to}"`,
    );
  // posts evenly over the last year (newest last, as they would have been inserted), random authors
  await client.query(
    `CREATE TEMP TABLE bench_post (n int PRIMARY KEY, id uuid NOT NULL, created timestamptz NOT NULL)`,
  );
  await step(
    "posts (ids)",
    `INSERT INTO bench_post (n, id, created)
     SELECT n, ${uuidV7("ts")}, ts
       FROM (SELECT n, now() - interval '365 days' + (n + random() * 0.9) * (interval '365 days' / $1::int) AS ts
               FROM generate_series(1, $1::int) n) s`,
    [posts],
  );
  await step(
    "posts",
    `INSERT INTO "Post" (id, "authorId", caption, "createdAt", "updatedAt")
     SELECT id, ${userId("floor(random() * $1::int)::int")},
            'Bench post #' || n || ': golden hour over the bay, shot on film', created, created
       FROM bench_post ORDER BY n`,
    [users],
  );
  // one image per post, and three on every fourth (a carousel), some with alt text
  await step(
    "post images",
    `INSERT INTO "PostImage" (id, "postId", position, "mediaId", "altText")
     SELECT gen_random_uuid(), id, k, $1::uuid, CASE WHEN k = 0 THEN 'The bay at golden hour, post #' || n ELSE '' END
       FROM bench_post, generate_series(0, CASE WHEN n % 4 = 0 THEN 2 ELSE 0 END) k`,
    [SHARED_MEDIA_ID],
  );
  // likes and comments favour recent posts (post number drawn as posts - posts * u^3), as in
  // real life, so the posts a feed shows carry non-trivial counts
  await step(
    "likes",
    `INSERT INTO "Like" (id, "userId", "postId", "createdAt")
     SELECT gen_random_uuid(), ${userId("pick.u")}, p.id, least(now(), p.created + random() * interval '2 days')
       FROM (SELECT DISTINCT u, n
               FROM (SELECT floor(random() * $1::int)::int AS u, $2::int - floor($2::int * random() ^ 3)::int AS n
                       FROM generate_series(1, $3::int)) s) pick
       JOIN bench_post p USING (n)`,
    [users, posts, likes],
  );
  await step(
    "comments",
    `INSERT INTO "Comment" (id, "postId", "authorId", body, "createdAt")
     SELECT gen_random_uuid(), p.id, ${userId("floor(random() * $1::int)::int")}, 'Lovely light in this one! #' || k,
            least(now(), p.created + random() * interval '3 days')
       FROM (SELECT k, $2::int - floor($2::int * random() ^ 3)::int AS n FROM generate_series(1, $3::int) k) pick
       JOIN bench_post p USING (n)`,
    [users, posts, comments],
  );
  // replica mode skipped the counter triggers too: the counts are set in one pass each, as the
  // post_counters and user_follower_count migrations do
  await step(
    "post counters",
    `UPDATE "Post" p
        SET "likeCount" = coalesce(l.n, 0), "commentCount" = coalesce(c.n, 0)
       FROM bench_post b
       LEFT JOIN (SELECT "postId", count(*)::int AS n FROM "Like" GROUP BY 1) l ON l."postId" = b.id
       LEFT JOIN (SELECT "postId", count(*)::int AS n FROM "Comment" GROUP BY 1) c ON c."postId" = b.id
      WHERE p.id = b.id AND (l.n IS NOT NULL OR c.n IS NOT NULL)`,
  );
  await step(
    "follower counters",
    `UPDATE "User" u SET "followerCount" = n.count
       FROM (SELECT "followeeId", count(*)::int AS count FROM "Follow" GROUP BY 1) n
      WHERE n."followeeId" = u.id`,
  );
  await client.query(`DROP TABLE bench_post`);
  await client.query(`RESET session_replication_role`);

  const t0 = performance.now();
  for (const index of indexes) await client.query(index.indexdef);
  for (const pk of primaryKeys) await client.query(`ALTER TABLE ${pk.table} ADD CONSTRAINT "${pk.name}" ${pk.def}`);
  log(`  ${indexes.length + primaryKeys.length} indexes rebuilt (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  // VACUUM sets the visibility map (index-only scans), ANALYZE the planner statistics
  const t1 = performance.now();
  for (const table of ["Media", "Mute", "Block", ...TABLES]) await client.query(`VACUUM (ANALYZE) "${table}"`);
  log(`  vacuum analyze (${((performance.now() - t1) / 1000).toFixed(1)} s)`);
}
