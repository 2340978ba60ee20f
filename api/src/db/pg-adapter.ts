// @prisma/adapter-pg wrapper fixing what matters for
// migrations, plus an optional schema per connection string:
//  1. executeScript() splits on ";" (breaks on ';' in strings, not atomic): send the whole
//     script as one simple-protocol query, like the native engine.
//  2. (schema engine only) "char" columns (oid 18) from pg_catalog cannot be deserialized:
//     report them as text.
//  3. (schema engine only) the engine takes a session advisory lock around applyMigrations;
//     through a pool lock and unlock can land on different connections: one connection only.
// and bounding how long anything may wait for the database (PG_TIMEOUTS).
import crypto from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { PoolFigures } from "../observability/metrics.ts";

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

/**
 * How long the app waits for PostgreSQL. Without limits a database that stops answering (frozen,
 * cut off) held every request for as long as it lasted. Migrations (the schema engine's pool)
 * keep no statement limit: building an index on a big table may rightly take minutes.
 */
export const PG_TIMEOUTS = {
  /** opening a connection, and waiting for a free one of the pool's */
  connectMs: 5_000,
  /** server side: a statement running longer is cancelled (57014); the app's take milliseconds */
  statementMs: 5_000,
  /**
   * client side: no answer at all this long after the server should have cancelled the
   * statement itself means the server is not answering; the connection is dropped (see below)
   */
  queryMs: 6_000,
  /** server side: a transaction its node stopped driving (hung, cut off) gives up its locks; above Prisma's 20 s transaction timeout */
  idleInTransactionMs: 30_000,
  /** TCP keepalive probes on idle pooled connections find a peer that is gone (not one that is frozen) */
  keepAliveDelayMs: 10_000,
} as const;

/** pg's error for a query that passed query_timeout */
export const QUERY_READ_TIMEOUT = "Query read timeout";

/**
 * pg rejects a query that passed query_timeout but leaves its client waiting for the reply
 * (node-postgres#3399): every later query on that client would queue behind it, and the pool
 * hands the client out again. This client ends itself instead, which drops the socket (the server
 * rolls back what it had open when it notices), and the pool opens a fresh connection next time.
 */
class ClientEndingOnQueryTimeout extends pg.Client {}
const pgQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
ClientEndingOnQueryTimeout.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const endOnTimeout = (error: unknown) => {
    if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) this.end().catch(() => {});
  };
  // pg-pool's pool.query passes a callback; a checked-out client (transactions) gets a promise
  const callback = args.at(-1);
  if (typeof callback === "function")
    args[args.length - 1] = (error: unknown, result: unknown) => {
      endOnTimeout(error);
      callback(error, result);
    };
  const result = pgQuery.apply(this, args);
  if (result instanceof Promise) result.catch(endOnTimeout);
  return result;
} as pg.Client["query"];

export function makePgAdapter(target: PgTarget, opts: { forSchemaEngine?: boolean; max?: number } = {}) {
  const limits: pg.PoolConfig = opts.forSchemaEngine
    ? {}
    : {
        Client: ClientEndingOnQueryTimeout,
        statement_timeout: PG_TIMEOUTS.statementMs,
        query_timeout: PG_TIMEOUTS.queryMs,
        idle_in_transaction_session_timeout: PG_TIMEOUTS.idleInTransactionMs,
      };
  const pool = new pg.Pool({
    connectionString: target.connectionString,
    max: opts.forSchemaEngine ? 1 : (opts.max ?? 10),
    ...(target.schema ? { options: `-c search_path="${target.schema}"` } : {}),
    connectionTimeoutMillis: PG_TIMEOUTS.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: PG_TIMEOUTS.keepAliveDelayMs,
    ...limits,
  });
  if (opts.forSchemaEngine) patchCharOid(pool);
  const inner = new PrismaPg(pool, {
    schema: target.schema,
    statementNameGenerator: opts.forSchemaEngine ? undefined : statementName,
  });
  const factory: SqlMigrationAwareDriverAdapterFactory & {
    end(): Promise<void>;
    ensureSchema(): Promise<void>;
    poolFigures(): PoolFigures;
  } = {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => fixExecuteScript(await inner.connect()),
    connectToShadowDb: async () => fixExecuteScript(await inner.connectToShadowDb()),
    end: () => pool.end(),
    poolFigures: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async ensureSchema() {
      if (target.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${target.schema}"`);
    },
  };
  return factory;
}
