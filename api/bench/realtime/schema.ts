// The realtime benchmark's database: its own schema, made with the project's migrations, the
// floor's tables copied from the api's (LIKE ... INCLUDING ALL: same columns, defaults, indexes
// and constraints but no foreign keys, so the floor's rows need no conversations or streams),
// the users every target shares, and the games the game workload plays.
import pg from "pg";
import { applyMigrations, parseDatabaseUrl } from "../../src/db/database.ts";
import { newId } from "../../src/domain/ids.ts";

/** A server URL with the bench's schema and an application_name (its backends are found by it). */
export function schemaUrl(serverUrl: string, schema: string, applicationName?: string): string {
  const url = new URL(serverUrl);
  url.searchParams.set("schema", schema);
  if (applicationName) url.searchParams.set("application_name", applicationName);
  return url.toString();
}

/** Applies the migrations, adds the floor's tables, creates `users` users; returns their ids in a stable order. */
export async function prepareSchema(serverUrl: string, schema: string, users: number): Promise<string[]> {
  await applyMigrations(parseDatabaseUrl(schemaUrl(serverUrl, schema)));
  const db = await connect(serverUrl, schema);
  try {
    await db.query(`
      CREATE TABLE "FloorMessage" (LIKE "Message" INCLUDING ALL);
      CREATE SEQUENCE "floor_message_seq" AS integer;
      CREATE TABLE "FloorGame" (LIKE "Game" INCLUDING ALL);
      CREATE TABLE "FloorOutbox" (LIKE "OutboxEvent" INCLUDING ALL);`);
    // what the api's sign-up stores, minus a real password hash (nobody logs in: tokens are issued)
    const ids = Array.from({ length: users }, () => newId());
    await db.query(
      `INSERT INTO "User" ("id", "name", "username", "usernameKey", "email", "passwordHash", "updatedAt")
       SELECT t.id, 'Bench ' || t.n, 'bench' || t.n, 'bench' || t.n, 'bench' || t.n || '@bench.skysocial.test', 'not-a-password-hash', now()
       FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`,
      [ids],
    );
    return ids;
  } finally {
    await db.end();
  }
}

export async function connect(serverUrl: string, schema: string): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: serverUrl, options: `-c search_path="${schema}"` });
  await db.connect();
  return db;
}

export type GameTable = "Game" | "FloorGame";

/**
 * A new game in progress between `x` (to move) and `o` in `table`, created now: the newest game
 * in progress of both, so the one a v1 player's box-clicked plays. Its turns last an hour: no turn
 * clock ends it while the bench paces its moves.
 */
export async function createGame(db: pg.Client | pg.Pool, table: GameTable, x: string, o: string): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO "${table}" ("id", "playerXId", "playerOId", "turnSeconds", "turnDeadline", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, 3600, now() + interval '1 hour', clock_timestamp(), now())`,
    [id, x, o],
  );
  return id;
}

/** Ends every game still in progress (a run stopped sending mid-game): the next run's games start alone. */
export async function endGamesInProgress(db: pg.Client | pg.Pool, table: GameTable): Promise<void> {
  await db.query(
    `UPDATE "${table}" SET "status" = 'DRAW', "endReason" = 'FULL_BOARD', "turnDeadline" = NULL, "endedAt" = now() WHERE "status" = 'IN_PROGRESS'`,
  );
}

export async function dropSchema(serverUrl: string, schema: string): Promise<void> {
  const db = new pg.Client({ connectionString: serverUrl });
  await db.connect();
  try {
    await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await db.end();
  }
}
