// A real server on a real database for integration tests: in-memory PGlite by default, a fresh
// PostgreSQL schema per test file when TEST_DATABASE_URL is set. Requests go in-process
// (app.inject), no port.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig, type Config } from "../../src/config/env.ts";
import type { StartingListener } from "../../src/http/starting-listener.ts";
import { buildServer, type BackgroundWork } from "../../src/server.ts";

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

function freshDatabaseUrl(): { url: string; drop?: () => Promise<void> } {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: "pglite:memory" };
  const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
  const url = new URL(base);
  url.searchParams.set("schema", schema);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestServerOptions {
  /**
   * The background work the test exercises (none by default): the game clock's sweeps and turn
   * timers, the outbox check behind /readyz's `outbox` and the metrics' backlog figures, the outbox
   * relay's sweep of events a node left unpublished, the data export worker, the retried removal
   * of unused images. Without them a test's statements are its
   * own and a loaded machine is spared; a test still sweeps the clock itself with
   * `domain.gameClock.sweep()`.
   */
  background?: BackgroundWork[];
  /** a server already listening (http/starting-listener.ts) for the app to take over, as startServer does */
  starting?: StartingListener;
}

/** `env.DATABASE_URL` (e.g. another test server's `config.databaseUrl`) shares that database: its owner drops it. */
export async function createTestServer(
  env: Record<string, string> = {},
  { background = [], starting }: TestServerOptions = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-test-"));
  const database: { url: string; drop?: () => Promise<void> } = env.DATABASE_URL
    ? { url: env.DATABASE_URL }
    : freshDatabaseUrl();
  const config: Config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    BCRYPT_ROUNDS: "4",
    // suites sign up many users from one address; the limit's own tests set a small one
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    WRITE_RATE_LIMIT_PER_MINUTE: "10000",
    CHAT_RATE_LIMIT_PER_MINUTE: "10000",
    SEARCH_RATE_LIMIT_PER_MINUTE: "10000",
    UPLOAD_MEGAPIXELS_PER_MINUTE: "100000",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: "http://skysocial.test",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    // a real Redis bus (and Socket.IO adapter) when the run provides one
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const server = await buildServer(config, { background: new Set(background), starting });
  await server.http.app.ready();
  return {
    ...server,
    config,
    app: server.http.app,
    prisma: server.db.prisma,
    async close() {
      await server.close();
      await database.drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
