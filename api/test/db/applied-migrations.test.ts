// A start skips the schema engine when _prisma_migrations already shows every migration of
// prisma/migrations applied, unchanged; anything else (a fresh database, a pending, edited or
// failed migration, one this checkout does not know) goes to the engine. On the test database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL), and on an embedded database reopened.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SqlDriverAdapter } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { allMigrationsApplied } from "../../src/db/applied-migrations.ts";
import { applyMigrations, MIGRATIONS_DIR, openDatabase, openPglite, parseDatabaseUrl } from "../../src/db/database.ts";
import { makePgAdapter } from "../../src/db/pg-adapter.ts";
import { makePgliteAdapter } from "../../src/db/pglite-adapter.ts";
import { temporaryDirs } from "../support/temporary-dirs.ts";

const temporaryDir = temporaryDirs("skysocial-migrations-");

/** prisma/migrations copied, for a checkout that differs from the database. */
function migrationsCopy(): string {
  const dir = temporaryDir();
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

const firstMigration = () =>
  fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => fs.statSync(path.join(MIGRATIONS_DIR, name)).isDirectory())
    .sort()[0]!;

describe("allMigrationsApplied, on the test database", () => {
  let connection: SqlDriverAdapter;
  let migrate: () => Promise<string[]>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL;
    if (base) {
      const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
      const url = new URL(base);
      url.searchParams.set("schema", schema);
      const target = parseDatabaseUrl(url.toString());
      if (target.kind !== "postgres") throw new Error("TEST_DATABASE_URL is not PostgreSQL");
      const factory = makePgAdapter(target);
      connection = await factory.connect();
      migrate = () => applyMigrations(target);
      close = async () => {
        await connection.dispose();
        await factory.end();
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      };
    } else {
      const pglite = await openPglite(undefined);
      const factory = makePgliteAdapter(pglite);
      connection = await factory.connect();
      migrate = () => applyMigrations({ kind: "pglite", dataDir: undefined }, factory);
      close = () => pglite.close();
    }
  });
  afterAll(() => close());

  const run = (sql: string) => connection.executeRaw({ sql, args: [], argTypes: [] });
  afterEach(() => run(`DELETE FROM _prisma_migrations WHERE migration_name LIKE 'test_%'`).catch(() => undefined));

  it("is false on a fresh database, true once the migrations are applied", async () => {
    expect(await allMigrationsApplied(connection, MIGRATIONS_DIR)).toBe(false);
    expect((await migrate()).length).toBeGreaterThan(0);
    expect(await allMigrationsApplied(connection, MIGRATIONS_DIR)).toBe(true);
  });

  it("is false when the checkout has a migration the database has not", async () => {
    const dir = migrationsCopy();
    fs.mkdirSync(path.join(dir, "29991231000000_pending"));
    fs.writeFileSync(path.join(dir, "29991231000000_pending", "migration.sql"), "SELECT 1;\n");
    expect(await allMigrationsApplied(connection, dir)).toBe(false);
  });

  it("is false when an applied migration was edited since", async () => {
    const dir = migrationsCopy();
    fs.appendFileSync(path.join(dir, firstMigration(), "migration.sql"), "\n-- edited\n");
    expect(await allMigrationsApplied(connection, dir)).toBe(false);
  });

  it("is false when the database records a failed attempt", async () => {
    await run(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES ('${crypto.randomUUID()}', 'x', 'test_failed', now(), 0)`,
    );
    expect(await allMigrationsApplied(connection, MIGRATIONS_DIR)).toBe(false);
  });

  it("is false when the database records a migration this checkout does not know", async () => {
    await run(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES ('${crypto.randomUUID()}', 'x', 'test_unknown', now(), now(), 1)`,
    );
    expect(await allMigrationsApplied(connection, MIGRATIONS_DIR)).toBe(false);
  });

  it("is true again when a failed attempt was rolled back", async () => {
    await run(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, rolled_back_at, applied_steps_count) VALUES ('${crypto.randomUUID()}', 'x', 'test_rolled_back', now(), now(), 0)`,
    );
    expect(await allMigrationsApplied(connection, MIGRATIONS_DIR)).toBe(true);
  });
});

describe("opening an embedded database", () => {
  it("never runs the schema engine while every migration is applied: a new database comes from the template, a reopened one as it is", async () => {
    const url = `pglite:${path.join(temporaryDir(), "pglite")}`;
    const first = await openDatabase(url);
    expect(first.created).toBe(true);
    expect(first.applied).toEqual([]);
    // the engine's statements would go through the adapter Prisma also uses, and be counted
    expect(first.statementCount).toBe(0);
    await first.prisma.user.count();
    await first.close();

    const second = await openDatabase(url);
    expect(second.created).toBe(false);
    expect(second.applied).toEqual([]);
    expect(second.statementCount).toBe(0);
    expect(await second.prisma.user.count()).toBe(0);
    await second.close();
  });
});
