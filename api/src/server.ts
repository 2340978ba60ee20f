// Starts everything from a validated Config: database (migrated), domain, HTTP server.
import path from "node:path";
import { Redis } from "ioredis";
import pino, { type Logger } from "pino";
import type { Config } from "./config/env.ts";
import { resolveJwtSecret } from "./config/jwt-secret.ts";
import { openDatabase, type DbTarget } from "./db/database.ts";
import { openerProviderFor } from "./ai/opener-provider-for.ts";
import { createDomain } from "./domain/domain.ts";
import { EventBus } from "./events/event-bus.ts";
import { createApp } from "./http/app.ts";
import { inMemoryRateLimits, redisRateLimits } from "./limits/rate-limit-store.ts";
import { MediaStore } from "./media/media-store.ts";
import { InMemoryPresence, type Presence } from "./realtime/presence.ts";
import { firstOf, reportOutages } from "./redis/outages.ts";
import { RedisPresence } from "./realtime/redis-presence.ts";

/** Nodes sharing a database share realtime channels (Redis), and only they do. */
export function deploymentNamespace(target: DbTarget): string {
  if (target.kind === "postgres") {
    const url = new URL(target.connectionString);
    return `${url.host}${url.pathname}:${target.schema ?? "public"}`;
  }
  return `pglite:${target.dataDir ?? crypto.randomUUID()}`;
}

/**
 * Presence for every realtime face, in memory or in Redis (its own connection). Each user's coming
 * online and going offline is published on the bus, as an ephemeral event (nothing to store).
 * Redis down, at start or later, blocks nothing: presence calls fail at once (the faces log it)
 * and the heartbeat rewrites this node's users once Redis is back.
 */
async function openPresence(config: Config, namespace: string, bus: EventBus, logger: Logger): Promise<{ presence: Presence; close: () => Promise<void> }> {
  const onChange = (userId: string, online: boolean) => void bus.publishEphemeral("presence.changed", { userId, online });
  if (!config.redisUrl) {
    const presence = new InMemoryPresence(onChange);
    return { presence, close: () => presence.close() };
  }
  const log = logger.child({ component: "presence" });
  const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, autoResendUnfulfilledCommands: false, commandTimeout: 1_000 });
  reportOutages(redis, log, { down: "presence: Redis unavailable; who is online is unknown until it is back", back: "presence: Redis is back" });
  await firstOf(redis, ["ready", "error"], 2_000);
  const presence = await RedisPresence.start(redis, log, { prefix: `skysocial:${namespace}:presence:`, onChange });
  return {
    presence,
    async close() {
      try {
        await presence.close();
      } catch (err) {
        log.warn({ err }, "presence: could not leave Redis (this node's users go offline when its entry expires)");
      } finally {
        redis.disconnect();
      }
    },
  };
}

/**
 * Closes what was opened, last first: on shutdown, or when a later step of the start fails (a
 * node that cannot start must not leave connections to Redis or the database behind).
 */
class OpenedResources {
  private readonly closers: (() => Promise<void>)[] = [];

  add<T>(resource: T, close: (resource: T) => Promise<void>): T {
    this.closers.push(() => close(resource));
    return resource;
  }

  async closeAll(): Promise<void> {
    for (const close of this.closers.splice(0).reverse()) await close();
  }
}

/** Everything wired, not yet listening (tests use this with app.inject / yoga.fetch). */
export async function buildServer(config: Config) {
  const logger = pino({ level: config.logLevel, base: undefined });
  const db = await openDatabase(config.databaseUrl, {
    onAvailabilityChange: (available) =>
      available
        ? logger.info("database answers again")
        : logger.error("database not answering: requests fail at once (503 / SERVICE_UNAVAILABLE) until it answers"),
  });
  if (db.applied.length) logger.info({ migrations: db.applied }, "applied database migrations");
  const opened = new OpenedResources();
  opened.add(db, (d) => d.close());
  try {
    const media = new MediaStore({
      uploadsDir: path.join(config.dataDir, "uploads"),
      publicUrl: config.publicUrl,
      maxUploadBytes: config.maxUploadBytes,
      maxImageSide: config.maxImageSide,
    });
    const namespace = deploymentNamespace(db.target);
    const busLog = logger.child({ component: "event-bus" });
    const bus = opened.add(
      await (config.redisUrl ? EventBus.redis(config.redisUrl, namespace, busLog) : EventBus.inMemory(busLog)),
      (b) => b.close(),
    );
    bus.relayOutbox(db.prisma);
    // closed after every connection has (they report who went offline) and before the bus, which carries it
    const online = opened.add(await openPresence(config, namespace, bus, logger), (o) => o.close());
    const rateLimits = opened.add(config.redisUrl ? await redisRateLimits(config.redisUrl, namespace, logger) : inMemoryRateLimits(), (r) => r.close());
    const domain = createDomain({
      prisma: db.prisma,
      media,
      bus,
      presence: online.presence,
      config,
      jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
      rateLimits,
      openerProvider: openerProviderFor(config, logger),
    });
    // every node sweeps for overdue turns and invitations (the conditional updates end each once)
    const clockLog = logger.child({ component: "game-clock" });
    opened.add(domain.gameClock.start((err) => clockLog.error({ err }, "game clock sweep failed (the next one retries)")), (clock) => clock.stop());
    const http = opened.add(await createApp({ config, db, domain, presence: online.presence, logger, namespace }), (h) => h.close());
    return { logger, db, domain, http, presence: online.presence, close: () => opened.closeAll() };
  } catch (error) {
    await opened.closeAll();
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
