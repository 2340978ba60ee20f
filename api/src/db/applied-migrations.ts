// Whether the database already has every migration of prisma/migrations, read straight from
// Prisma's _prisma_migrations table. Asking the schema engine gives the same answer at a cost
// paid on every start: its WASM module compiled, its lock taken, the history read through it
// (half a second or more on a busy machine). So a start asks here first and runs the engine
// only when this cannot say yes: a fresh database, a pending, edited or failed migration, or a
// history this checkout does not know. The engine then applies, or refuses with its own error.
import crypto from "node:crypto";
import type { SqlQueryable } from "@prisma/driver-adapter-utils";
import { readMigrationsDir } from "./schema-engine.ts";

const query = (sql: string) => ({ sql, args: [], argTypes: [] });

/** Prisma's checksum of a migration: the SHA-256 of its migration.sql, in hex. */
const checksumOf = (script: string) => crypto.createHash("sha256").update(script).digest("hex");

/**
 * True when each migration in `migrationsDir` is recorded as finished with an unchanged checksum,
 * and the table records nothing else still standing (no failed attempt, no unknown migration).
 */
export async function allMigrationsApplied(db: SqlQueryable, migrationsDir: string): Promise<boolean> {
  // to_regclass: a database without the table answers null instead of an error
  const table = await db.queryRaw(query("SELECT to_regclass('_prisma_migrations')::text"));
  if (table.rows[0]?.[0] == null) return false;
  const recorded = await db.queryRaw(
    query(
      `SELECT migration_name, checksum, CASE WHEN finished_at IS NULL THEN 'failed' ELSE 'applied' END
         FROM _prisma_migrations WHERE rolled_back_at IS NULL`,
    ),
  );
  const applied = new Map<string, string>();
  for (const [name, checksum, state] of recorded.rows as [string, string, string][]) {
    if (state !== "applied" || applied.has(name)) return false;
    applied.set(name, checksum);
  }
  const local = readMigrationsDir(migrationsDir).migrationDirectories;
  if (local.length !== applied.size) return false;
  return local.every(
    ({ path: name, migrationFile }) =>
      migrationFile.content.tag === "ok" && applied.get(name) === checksumOf(migrationFile.content.value),
  );
}
