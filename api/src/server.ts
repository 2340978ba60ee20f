// Starts everything from a validated Config: database (migrated), domain, HTTP server.
import pino, { type Logger } from "pino";
import type { Config } from "./config/env.ts";
import { connectRedis } from "./config/redis-target.ts";
import { resolveJwtSecret } from "./config/jwt-secret.ts";
import { openDatabase, type DbTarget } from "./db/database.ts";
import { listenWhileStarting, type StartingListener } from "./http/starting-listener.ts";
import { fillMissingUsernameSkeletons } from "./domain/users/username-skeletons.ts";
import { openerProviderFor } from "./ai/opener-provider-for.ts";
import { createDomain } from "./domain/domain.ts";
import { EventBus } from "./events/event-bus.ts";
import { OutboxBacklog } from "./events/outbox-backlog.ts";
import { MailBacklog } from "./mail/mail-backlog.ts";
import { createMailSender } from "./mail/mail-transport.ts";
import { DeliveryHealth } from "./events/delivery-health.ts";
import { createApp } from "./http/app.ts";
import { zipArchive } from "./archive/zip-archive.ts";
import { inMemoryRateLimits } from "./domain/limits/rate-limit-store.ts";
import { inMemoryConnectionSlots } from "./domain/limits/connection-slots.ts";
import { redisConnectionSlots } from "./redis/connection-slots.ts";
import { redisRateLimits } from "./redis/rate-limits.ts";
import { MediaStore } from "./media/media-store.ts";
import { exportObjectsFor, mediaObjectsFor } from "./media/object-stores.ts";
import { startMetricsListener } from "./observability/metrics-endpoint.ts";
import { enableMetrics } from "./observability/metrics.ts";
import { startTracing, traceIdsForLog } from "./observability/tracing.ts";
import { InMemoryPresence, type Presence } from "./realtime/presence.ts";
import { firstOf, reportOutages } from "./events/redis-outages.ts";
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
async function openPresence(
  config: Config,
  namespace: string,
  bus: EventBus,
  logger: Logger,
): Promise<{ presence: Presence; close: () => Promise<void> }> {
  const onChange = (userId: string, online: boolean) =>
    void bus.publishEphemeral("presence.changed", { userId, online });
  if (!config.redis) {
    const presence = new InMemoryPresence(onChange);
    return { presence, close: () => presence.close() };
  }
  const log = logger.child({ component: "presence" });
  const redis = connectRedis(config.redis, {
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    commandTimeout: 1_000,
  });
  reportOutages(redis, log, {
    down: "presence: Redis unavailable; who is online is unknown until it is back",
    back: "presence: Redis is back",
  });
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
/** Work a node does on timers of its own, besides answering requests. */
export type BackgroundWork =
  | "gameClock"
  | "outboxCheck"
  | "outboxSweep"
  | "dataExports"
  | "mediaLeftovers"
  | "mail"
  | "mailCheck"
  | "idempotencyKeys";
export const ALL_BACKGROUND_WORK: ReadonlySet<BackgroundWork> = new Set([
  "gameClock",
  "outboxCheck",
  "outboxSweep",
  "dataExports",
  "mediaLeftovers",
  "mail",
  "mailCheck",
  "idempotencyKeys",
]);

/** How often a node deletes idempotency keys past their day: a key kept an hour longer does no harm. */
const IDEMPOTENCY_KEY_PRUNE_EVERY_MS = 60 * 60_000;
/** How often a node retries the removal of images no row uses (their removal failed after the change). */
const MEDIA_LEFTOVERS_EVERY_MS = 10 * 60_000;

export interface ServerOptions {
  /** the server startServer listened with while the node started: the app takes it over */
  starting?: StartingListener;
  /**
   * Which background work to start: all of it unless told otherwise, as every node needs each.
   * Tests start only what they exercise: each one queries the database on its own timer.
   */
  background?: ReadonlySet<BackgroundWork>;
}

export async function buildServer(config: Config, { background = ALL_BACKGROUND_WORK, starting }: ServerOptions = {}) {
  // first: the hooks that start spans are installed only when tracing is on
  const stopTracing = config.tracing ? await startTracing(config.tracing.endpoint, config.tracing.serviceName) : null;
  // each line logged within a traced request carries its trace_id (and Fastify's own, its reqId)
  const logger = pino({ level: config.logLevel, base: undefined, ...(stopTracing && { mixin: traceIdsForLog }) });
  // before anything records: the recorders stay no-ops without it
  const metrics = config.metrics ? enableMetrics() : null;
  const db = await openDatabase(config.databaseUrl, {
    onAvailabilityChange: (available) =>
      available
        ? logger.info("database answers again")
        : logger.error("database not answering: requests fail at once (503 / SERVICE_UNAVAILABLE) until it answers"),
  });
  if (db.created) logger.info("made a new embedded database from its template (every migration applied)");
  if (db.applied.length) logger.info({ migrations: db.applied }, "applied database migrations");
  // before any request: a sign-up must find every existing name's skeleton
  const lookAlikes = await fillMissingUsernameSkeletons(db.prisma).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  if (lookAlikes)
    logger.warn(
      { accounts: lookAlikes },
      "accounts whose username already looked like an older account's keep it (usernameSkeleton null)",
    );
  const opened = new OpenedResources();
  // closed last: flushes the spans of everything else's closing
  if (stopTracing) opened.add(stopTracing, (stop) => stop());
  opened.add(db, (d) => d.close());
  try {
    const objects = opened.add(await mediaObjectsFor(config), async (o) => o.close());
    const media = new MediaStore({
      objects,
      publicUrl: config.publicUrl,
      imagesUrl: config.mediaBucket?.publicUrl,
      maxUploadBytes: config.maxUploadBytes,
      maxImageSide: config.maxImageSide,
    });
    const namespace = deploymentNamespace(db.target);
    const busLog = logger.child({ component: "event-bus" });
    const bus = opened.add(
      await (config.redis ? EventBus.redis(config.redis, namespace, busLog) : EventBus.inMemory(busLog)),
      (b) => b.close(),
    );
    bus.relayOutbox(db.prisma, { sweeps: background.has("outboxSweep") });
    const outbox = new OutboxBacklog(db, logger.child({ component: "outbox" }));
    if (background.has("outboxCheck")) opened.add(await outbox.start(), (backlog) => backlog.stop());
    if (metrics)
      opened.add(
        metrics.watchOutbox(() => outbox.figures()),
        async (unwatch) => unwatch(),
      );
    const mailLog = logger.child({ component: "mail" });
    const mailBacklog = new MailBacklog(db, mailLog);
    if (background.has("mailCheck")) opened.add(await mailBacklog.start(), (backlog) => backlog.stop());
    if (metrics)
      opened.add(
        metrics.watchMail(() => mailBacklog.figures()),
        async (unwatch) => unwatch(),
      );
    // closed after every connection has (they report who went offline) and before the bus, which carries it
    const online = opened.add(await openPresence(config, namespace, bus, logger), (o) => o.close());
    const rateLimits = opened.add(
      config.redis ? await redisRateLimits(config.redis, namespace, logger) : inMemoryRateLimits(),
      (r) => r.close(),
    );
    // closed after every connection has given its slots back
    const connectionSlots = opened.add(
      config.redis ? await redisConnectionSlots(config.redis, namespace, logger) : inMemoryConnectionSlots(),
      (s) => s.close(),
    );
    const delivery = new DeliveryHealth(bus, outbox);
    const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
    const domain = createDomain({
      prisma: db.prisma,
      media,
      bus,
      presence: online.presence,
      config,
      jwtSecret,
      rateLimits,
      connectionSlots,
      openerProvider: openerProviderFor(config, logger),
      exportObjects: exportObjectsFor(config, objects, jwtSecret),
      writeArchive: zipArchive,
      mail: { sender: createMailSender(config.mail, { publicUrl: config.publicUrl }, mailLog), log: mailLog },
      delivery,
    });
    // stopped after every connection has (http closes first)
    const sessionLog = logger.child({ component: "session-liveness" });
    opened.add(
      domain.sessionLiveness.start((err) =>
        sessionLog.warn({ err }, "checking open connections' sessions failed (the next check retries)"),
      ),
      (stop) => stop(),
    );
    // the session cache watches delivery between requests too: an outage forgets what it trusted
    opened.add(domain.sessionCache.start(), async (stop) => stop());
    // every node sweeps for overdue turns and invitations (the conditional updates end each once)
    const clockLog = logger.child({ component: "game-clock" });
    if (background.has("gameClock"))
      opened.add(
        domain.gameClock.start((err) => clockLog.error({ err }, "game clock sweep failed (the next one retries)")),
        (clock) => clock.stop(),
      );
    // a rematch offer goes when its sender does (every node tries; the conditional update withdraws it once)
    opened.add(
      await domain.rematchOffers.watchDisconnects((err) =>
        clockLog.error({ err }, "withdrawing a rematch offer failed"),
      ),
      async (stop) => stop(),
    );
    // every node writes data exports: whichever claims a job does it
    const exportLog = logger.child({ component: "data-exports" });
    if (background.has("dataExports"))
      opened.add(
        await domain.dataExportWorker.start((err) =>
          exportLog.error(
            { err },
            "data export sweep failed (a job's own failure is tried again up to 3 times; the store's is waited out)",
          ),
        ),
        (stop) => stop(),
      );
    // every node sends mail: whichever claims a job sends it
    if (background.has("mail")) {
      logger.info(`mail goes to ${domain.mailWorker.description}`);
      opened.add(
        await domain.mailWorker.start((err) => mailLog.error({ err }, "mail: a round of sending failed (tried again)")),
        (stop) => stop(),
      );
    }
    // every node retries removing images a change stopped using while the store was down
    if (background.has("mediaLeftovers")) {
      const mediaLog = logger.child({ component: "media" });
      const release = () =>
        void media
          .releaseLeftovers(db.prisma)
          .catch((err: unknown) => mediaLog.warn({ err }, "removing unused images failed (tried again later)"));
      opened.add(setInterval(release, MEDIA_LEFTOVERS_EVERY_MS).unref(), async (timer) => clearInterval(timer));
    }
    // every node prunes expired idempotency keys (one DELETE: nodes doing it at once do not clash)
    if (background.has("idempotencyKeys")) {
      const keysLog = logger.child({ component: "idempotency-keys" });
      const prune = () =>
        void domain.idempotencyKeys
          .prune()
          .catch((err: unknown) => keysLog.warn({ err }, "pruning idempotency keys failed (tried again later)"));
      opened.add(setInterval(prune, IDEMPOTENCY_KEY_PRUNE_EVERY_MS).unref(), async (timer) => clearInterval(timer));
    }
    const http = opened.add(
      await createApp({
        config,
        db,
        domain,
        bus,
        media,
        presence: online.presence,
        backlogs: { outbox, mail: mailBacklog },
        delivery,
        logger,
        namespace,
        starting,
      }),
      (h) => h.close(),
    );
    const metricsPort = config.metrics?.port;
    const metricsListener =
      metrics && metricsPort !== undefined
        ? opened.add(await startMetricsListener(metrics, { port: metricsPort, host: config.metrics!.host }), (l) =>
            l.close(),
          )
        : null;
    if (metricsListener) logger.info(`metrics at http://${config.metrics!.host}:${metricsListener.port}/metrics`);
    return {
      logger,
      db,
      bus,
      media,
      outbox,
      mailBacklog,
      domain,
      http,
      presence: online.presence,
      metricsListener,
      close: () => opened.closeAll(),
    };
  } catch (error) {
    await opened.closeAll();
    throw error;
  }
}

/**
 * Listens on PORT first (a page saying SkySocial is getting ready, /readyz "starting": see
 * http/starting-listener.ts), then opens everything and hands the listening server to the app.
 * `describe` turns the bound address into the one log line saying where, once the app serves.
 */
export async function startServer(
  config: Config,
  describe: (address: string) => string = (a) => `listening at ${a}`,
  /** the listener main.ts opened before loading this module (startServer opens one otherwise) */
  listening?: StartingListener,
) {
  const starting = listening ?? (await listenWhileStarting(config.port, config.host, config.publicUrl));
  let server: Awaited<ReturnType<typeof buildServer>>;
  try {
    server = await buildServer(config, { starting });
  } catch (error) {
    await starting.close();
    throw error;
  }
  const { http } = server;
  try {
    await http.app.ready();
  } catch (error) {
    await server.close();
    throw error;
  }
  const address = http.app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = typeof address === "object" && address ? address.address : config.host;
  server.logger.info(describe(`http://${host.includes(":") ? `[${host}]` : host}:${port}`));
  return { ...server, port, url: `http://localhost:${port}` };
}
