// @prisma/adapter-pg wrapper (from shared/reference/prisma-offline) fixing what matters for
// migrations, plus an optional schema per connection string:
//  1. executeScript() splits on ";" (breaks on ';' in strings, not atomic): send the whole
//     script as one simple-protocol query, like the native engine.
//  2. (schema engine only) "char" columns (oid 18) from pg_catalog cannot be deserialized:
//     report them as text.
//  3. (schema engine only) the engine takes a session advisory lock around applyMigrations;
//     through a pool lock and unlock can land on different connections: one connection only.
import crypto from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

export interface PgTarget {
  connectionString: string;
  /** tables live in this schema instead of public (a fresh one per CI run) */
  schema: string | undefined;
}

type QueryResultLike = { fields?: { dataTypeID: number }[] };
type Query = (...args: unknown[]) => Promise<QueryResultLike>;

function reportCharAsText(result: QueryResultLike) {
  for (const field of result?.fields ?? []) if (field.dataTypeID === 18) field.dataTypeID = 25;
  return result;
}

function patchCharOid(pool: pg.Pool) {
  const poolQuery = pool.query.bind(pool) as unknown as Query;
  (pool as unknown as { query: Query }).query = async (...args) => reportCharAsText(await poolQuery(...args));
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient & { charPatched?: boolean }>;
  (pool as unknown as { connect: unknown }).connect = (...args: unknown[]) => {
    if (typeof args[0] === "function") return connect(...args); // pool.query's internal callback path
    return connect().then((client) => {
      if (!client.charPatched) {
        const clientQuery = client.query.bind(client) as unknown as Query;
        (client as unknown as { query: Query }).query = async (...a) => reportCharAsText(await clientQuery(...a));
        client.charPatched = true;
      }
      return client;
    });
  };
}

function fixExecuteScript(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const withInternals = adapter as SqlDriverAdapter & { underlyingDriver(): pg.Pool; onError(e: unknown): never };
  adapter.executeScript = async (script: string) => {
    try {
      await withInternals.underlyingDriver().query(script);
    } catch (error) {
      withInternals.onError(error);
    }
  };
  return adapter;
}

/**
 * Same SQL, same name: each connection prepares a statement once and reuses its plan. The names
 * are remembered: a page's statement is kilobytes of SQL, hashed again on every run otherwise.
 * The SQL a running server sends comes from a bounded set of query shapes; the cap is for safety.
 */
const statementNames = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 2000;
function statementName(query: { sql: string }): string {
  let name = statementNames.get(query.sql);
  if (name === undefined) {
    if (statementNames.size >= MAX_REMEMBERED_NAMES) statementNames.clear();
    name = `p${crypto.createHash("sha1").update(query.sql).digest("base64url")}`;
    statementNames.set(query.sql, name);
  }
  return name;
}

export function makePgAdapter(target: PgTarget, opts: { forSchemaEngine?: boolean; max?: number } = {}) {
  const pool = new pg.Pool({
    connectionString: target.connectionString,
    max: opts.forSchemaEngine ? 1 : (opts.max ?? 10),
    ...(target.schema ? { options: `-c search_path="${target.schema}"` } : {}),
  });
  if (opts.forSchemaEngine) patchCharOid(pool);
  const inner = new PrismaPg(pool, {
    schema: target.schema,
    statementNameGenerator: opts.forSchemaEngine ? undefined : statementName,
  });
  const factory: SqlMigrationAwareDriverAdapterFactory & { end(): Promise<void>; ensureSchema(): Promise<void> } = {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => fixExecuteScript(await inner.connect()),
    connectToShadowDb: async () => fixExecuteScript(await inner.connectToShadowDb()),
    end: () => pool.end(),
    async ensureSchema() {
      if (target.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${target.schema}"`);
    },
  };
  return factory;
}
