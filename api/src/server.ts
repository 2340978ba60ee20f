// Starts everything from a validated Config: database (migrated), domain, HTTP server.
import path from "node:path";
import pino from "pino";
import type { Config } from "./config/env.ts";
import { resolveJwtSecret } from "./config/jwt-secret.ts";
import { openDatabase, type DbTarget } from "./db/database.ts";
import { createDomain } from "./domain/domain.ts";
import { EventBus } from "./events/event-bus.ts";
import { createApp } from "./http/app.ts";
import { MediaStore } from "./media/media-store.ts";

/** Nodes sharing a database share realtime channels (Redis), and only they do. */
export function deploymentNamespace(target: DbTarget): string {
  if (target.kind === "postgres") {
    const url = new URL(target.connectionString);
    return `${url.host}${url.pathname}:${target.schema ?? "public"}`;
  }
  return `pglite:${target.dataDir ?? crypto.randomUUID()}`;
}

/** Everything wired, not yet listening (tests use this with app.inject / yoga.fetch). */
export async function buildServer(config: Config) {
  const logger = pino({ level: config.logLevel, base: undefined });
  const db = await openDatabase(config.databaseUrl);
  if (db.applied.length) logger.info({ migrations: db.applied }, "applied database migrations");
  const media = new MediaStore({
    uploadsDir: path.join(config.dataDir, "uploads"),
    publicUrl: config.publicUrl,
    maxUploadBytes: config.maxUploadBytes,
    maxImageSide: config.maxImageSide,
  });
  const namespace = deploymentNamespace(db.target);
  const bus = await (config.redisUrl ? EventBus.redis(config.redisUrl, namespace, (error) => logger.error({ err: error }, "event bus: Redis error")) : Promise.resolve(EventBus.inMemory())).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const domain = createDomain({
    prisma: db.prisma,
    media,
    bus,
    config,
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  });
  try {
    const http = await createApp({ config, db, domain, logger, namespace });
    return {
      logger,
      db,
      domain,
      http,
      async close() {
        await http.close();
        await bus.close();
        await db.close();
      },
    };
  } catch (error) {
    await bus.close();
    await db.close();
    throw error;
  }
}

/** Listens on PORT; `describe` turns the bound address into the one log line saying where. */
export async function startServer(config: Config, describe: (address: string) => string = (a) => `listening at ${a}`) {
  const server = await buildServer(config);
  const { http } = server;
  try {
    await http.app.listen({ port: config.port, host: config.host, listenTextResolver: describe });
  } catch (error) {
    await server.close();
    throw error;
  }
  const address = http.app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  return { ...server, port, url: `http://localhost:${port}` };
}
