// Chooses the database from DATABASE_URL and opens it through a Prisma driver adapter:
//   pglite:<dir>     embedded PGlite persisted in <dir> (the default, under DATA_DIR)
//   pglite:memory    in-memory PGlite (tests)
//   postgres://...   PostgreSQL; an optional ?schema=name puts every table in that schema
import "./steady-wasm-code.ts";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { SpanKind } from "@opentelemetry/api";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../generated/prisma/client.ts";
import { AvailabilityGate, gatedAdapter } from "./availability.ts";
import { makePgliteAdapter } from "./pglite-adapter.ts";
import { makePgAdapter, type PgTarget } from "./pg-adapter.ts";
import { allMigrationsApplied } from "./applied-migrations.ts";
import { migrateDeploy } from "./schema-engine.ts";
import { openPgliteFromTemplate } from "./pglite-template.ts";
import { openLocked } from "./pglite-folder-lock.ts";
import { recorder } from "../observability/metrics.ts";
import { inSpan, tracingEnabled } from "../observability/tracing.ts";
import { wrapStatements, type Around } from "./wrap-statements.ts";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "..", "..", "..", "prisma", "migrations");

export type DbTarget = ({ kind: "postgres" } & PgTarget) | { kind: "pglite"; dataDir: string | undefined };

export function parseDatabaseUrl(url: string): DbTarget {
  if (/^postgres(ql)?:\/\//i.test(url)) {
    const parsed = new URL(url);
    const schema = parsed.searchParams.get("schema") ?? undefined;
    parsed.searchParams.delete("schema");
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/i.test(schema))
      throw new Error(`DATABASE_URL: invalid schema name "${schema}"`);
    return { kind: "postgres", connectionString: parsed.toString(), schema };
  }
  const match = /^pglite:(.*)$/i.exec(url);
  if (!match) throw new Error(`Unsupported DATABASE_URL: ${url}`);
  const dir = match[1]!.replace(/^\/\//, "");
  return { kind: "pglite", dataDir: dir === "" || dir === "memory" ? undefined : path.resolve(dir) };
}

export interface Database {
  target: DbTarget;
  prisma: PrismaClient;
  /** SQL statements sent so far (tests use it to catch N+1 regressions) */
  readonly statementCount: number;
  /** runs a trivial query; false when the database does not answer within PING_TIMEOUT_MS */
  ping(): Promise<boolean>;
  /** false while statements fail at once because the database stopped answering (see AvailabilityGate) */
  readonly available: boolean;
  /**
   * Runs a read of the node's own monitoring (the outbox's backlog) on the ping's connection:
   * outside the gate, and not in statementCount, so the monitoring is never one of the app's figures.
   */
  probe(sql: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** A new, empty cluster (the server opens its database from a template: pglite-template.ts). PGlite creates only the leaf directory itself. */
export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  const open = async () => {
    const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
    await pglite.waitReady;
    return pglite;
  };
  if (!dataDir) return open();
  fs.mkdirSync(dataDir, { recursive: true });
  return openLocked(dataDir, open);
}

async function openAdapter(target: DbTarget) {
  if (target.kind === "postgres") {
    const adapter = makePgAdapter(target, { max: 10 });
    const unwatch = recorder()?.watchPool(() => adapter.poolFigures());
    return {
      adapter,
      close: () => {
        unwatch?.();
        return adapter.end();
      },
      created: false,
    };
  }
  const { pglite, created } = await openPgliteFromTemplate(target.dataDir, MIGRATIONS_DIR);
  return { adapter: makePgliteAdapter(pglite), close: () => pglite.close(), created };
}

/** Apply pending migrations from prisma/migrations (boot, `db:deploy`, tests). */
export async function applyMigrations(
  target: DbTarget,
  adapter?: SqlMigrationAwareDriverAdapterFactory,
): Promise<string[]> {
  if (target.kind === "pglite") {
    if (!adapter) throw new Error("PGlite migrations need the open adapter (one process owns the directory)");
    return migrateDeploy(adapter, MIGRATIONS_DIR);
  }
  // The schema engine holds a session advisory lock: give it one dedicated connection.
  const engineAdapter = makePgAdapter(target, { forSchemaEngine: true });
  try {
    await engineAdapter.ensureSchema();
    return await migrateDeploy(engineAdapter, MIGRATIONS_DIR);
  } finally {
    await engineAdapter.end();
  }
}

/** A health check (load balancer, /healthz) must answer in time even when the database does not. */
export const PING_TIMEOUT_MS = 2_000;
const SELECT_ONE = { sql: "SELECT 1", args: [], argTypes: [] };

export interface OpenOptions {
  migrate?: boolean;
  /** told when statements start failing fast (false) because the database stopped answering, and when it answers again */
  onAvailabilityChange?: (available: boolean) => void;
}

export async function openDatabase(
  url: string,
  opts: OpenOptions = {},
): Promise<Database & { applied: string[]; created: boolean }> {
  const target = parseDatabaseUrl(url);
  const { adapter: inner, close, created } = await openAdapter(target);
  // Outside the gate: the ping is what tells that the database answers again.
  const direct = await inner.connect();
  const ping = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(resolve, PING_TIMEOUT_MS, false)));
    const answered = direct.queryRaw(SELECT_ONE).then(
      () => true,
      () => false,
    );
    return Promise.race([answered, timedOut]).finally(() => clearTimeout(timer));
  };
  const gate = new AvailabilityGate(ping, opts.onAvailabilityChange);
  const counter = { statements: 0 };
  const counted = countingStatements(inner, counter);
  const adapter = gatedAdapter(tracingEnabled() ? tracingStatements(counted) : counted, gate);
  let applied: string[] = [];
  try {
    // the schema engine only when the migrations table does not already show every one applied
    if (opts.migrate !== false && !(await allMigrationsApplied(direct, MIGRATIONS_DIR)))
      applied = await applyMigrations(target, adapter);
  } catch (error) {
    gate.close();
    await close();
    throw error;
  }
  // "minimal": Prisma otherwise captures a stack trace (new Error) on every query, to point a
  // failed query's message at the calling line: the largest single function in a profile of an
  // authenticated request. Errors keep their code and message; our own code handles them by code.
  const prisma = new PrismaClient({ adapter, errorFormat: "minimal" });
  return {
    target,
    prisma,
    applied,
    /** a new embedded database, made from the template (every migration applied) */
    created,
    get statementCount() {
      return counter.statements;
    },
    ping,
    async probe(sql) {
      const { columnNames, rows } = await direct.queryRaw({ sql, args: [], argTypes: [] });
      return rows.map((row) => Object.fromEntries(columnNames.map((name, i) => [name, row[i]])));
    },
    get available() {
      return gate.available;
    },
    async close() {
      gate.close();
      await prisma.$disconnect();
      await close();
    },
  };
}

/** Counts every statement the client sends, in and out of transactions. Cheap: one increment. */
function countingStatements(
  factory: SqlMigrationAwareDriverAdapterFactory,
  counter: { statements: number },
): SqlMigrationAwareDriverAdapterFactory {
  const count: Around = (run) => (counter.statements++, run());
  return wrapStatements(factory, { statement: count, begin: (run) => run(), inTransaction: count });
}

/** A client span per statement (and BEGIN), named by its first word, with its SQL. */
function tracingStatements(factory: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory {
  const traced: Around = (run, sql) =>
    inSpan(
      `db ${sql?.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? "BEGIN"}`,
      { kind: SpanKind.CLIENT, attributes: { "db.system.name": "postgresql", ...(sql && { "db.query.text": sql }) } },
      () => run(),
    );
  return wrapStatements(factory, { statement: traced, begin: traced, inTransaction: traced });
}
