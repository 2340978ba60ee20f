// A new embedded database starts from a template (src/db/pglite-template.ts): a cluster with
// every migration applied, dumped once per PGlite version and set of migrations. A database made
// from it must be the one the migrations make from scratch, a changed migration must make a new
// template, and a folder that already holds a database is opened as it is.
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { allMigrationsApplied } from "../../src/db/applied-migrations.ts";
import { MIGRATIONS_DIR, openPglite } from "../../src/db/database.ts";
import { makePgliteAdapter } from "../../src/db/pglite-adapter.ts";
import { openPgliteFromTemplate, pgliteTemplateFile } from "../../src/db/pglite-template.ts";
import { migrateDeploy } from "../../src/db/schema-engine.ts";
import { temporaryDirs } from "../support/temporary-dirs.ts";

const temporaryDir = temporaryDirs("skysocial-template-");

/** Everything the migrations define, in an order that does not depend on how they were applied. */
async function schemaOf(pglite: PGlite) {
  const rows = async (sql: string) => (await pglite.query(sql)).rows;
  return {
    columns: await rows(`SELECT table_name, column_name, data_type, is_nullable, column_default
                           FROM information_schema.columns WHERE table_schema = 'public'
                          ORDER BY table_name, column_name`),
    indexes: await rows(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`),
    constraints: await rows(`SELECT conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
                              WHERE connamespace = 'public'::regnamespace ORDER BY conname`),
    functions: await rows(`SELECT proname, prosrc FROM pg_proc
                            WHERE pronamespace = 'public'::regnamespace ORDER BY proname`),
    migrations: await rows(`SELECT migration_name, checksum FROM _prisma_migrations ORDER BY migration_name`),
  };
}

describe("a new embedded database from the template", () => {
  it("is the database the migrations make from scratch", { timeout: 180_000 }, async () => {
    const scratch = await openPglite(undefined);
    await migrateDeploy(makePgliteAdapter(scratch), MIGRATIONS_DIR);
    const { pglite: fromTemplate, created } = await openPgliteFromTemplate(undefined, MIGRATIONS_DIR);
    expect(created).toBe(true);
    try {
      const expected = await schemaOf(scratch);
      expect(expected.migrations.length).toBeGreaterThan(0);
      expect(await schemaOf(fromTemplate)).toEqual(expected);
      const connection = await makePgliteAdapter(fromTemplate).connect();
      expect(await allMigrationsApplied(connection, MIGRATIONS_DIR)).toBe(true);
    } finally {
      await Promise.all([scratch.close(), fromTemplate.close()]);
    }
  });

  it("is named by every migration: a changed one makes a new template", () => {
    const dir = temporaryDir();
    fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const before = pgliteTemplateFile(dir);
    expect(before).toBe(pgliteTemplateFile(MIGRATIONS_DIR));
    const first = fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory())[0]!;
    fs.appendFileSync(path.join(dir, first, "migration.sql"), "\n-- edited\n");
    expect(pgliteTemplateFile(dir)).not.toBe(before);
  });

  it("is made only for an empty folder: one that holds a database opens as it is", { timeout: 120_000 }, async () => {
    const dataDir = path.join(temporaryDir(), "pglite");
    const { pglite: first } = await openPgliteFromTemplate(dataDir, MIGRATIONS_DIR);
    await first.exec(`CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')`);
    await first.close();
    const { pglite: again, created } = await openPgliteFromTemplate(dataDir, MIGRATIONS_DIR);
    expect(created).toBe(false);
    try {
      expect((await again.query("SELECT note FROM kept")).rows).toEqual([{ note: "still here" }]);
    } finally {
      await again.close();
    }
  });
});
