// Composes the HTTP server: one port for the web app, GraphQL (HTTP and graphql-ws), the v1
// REST shim, Socket.IO, uploaded media and the health check.
import type { RequestListener, Server } from "node:http";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger } from "fastify";
import type { Logger } from "pino";
import type { Config } from "../config/env.ts";
import type { Database } from "../db/database.ts";
import type { DeliveryHealth } from "../events/delivery-health.ts";
import type { EventBus } from "../events/event-bus.ts";
import type { MediaStore } from "../media/media-store.ts";
import type { Domain } from "../domain/domain.ts";
import type { QueueBacklog } from "../observability/queue-backlog.ts";
import type { Presence } from "../realtime/presence.ts";
import { registerUploadRoutes } from "../media/upload-routes.ts";
import { registerMetricsRoute } from "../observability/metrics-endpoint.ts";
import { recordHttpRequests } from "../observability/http-metrics.ts";
import { recorder } from "../observability/metrics.ts";
import { traceHttpRequests } from "../observability/http-tracing.ts";
import { tracingEnabled } from "../observability/tracing.ts";
import { registerDataExportRoutes } from "../rest/data-export-download.ts";
import { createPersistedDocuments } from "../graphql/persisted/persisted-documents.ts";
import { schema } from "../graphql/schema.ts";
import { createGraphQLServer, GRAPHQL_PATH } from "../graphql/yoga.ts";
import { createSocketServer } from "../realtime/socket-server.ts";
import { registerRestV1 } from "../rest/v1/routes.ts";
import { V1ChatCipher } from "../v1/chat-cipher.ts";
import { registerCors } from "./cors.ts";
import { addSecurityHeaders } from "../browser/security-headers.ts";
import { registerGraphQLHttp } from "./graphql-routes.ts";
import { createGraphQLWebSocketServer } from "../graphql/graphql-ws/graphql-ws-server.ts";
import { clientAddressOf, fastifyProxyTrust, peerIn } from "./client-address.ts";
import { registerStaticWeb } from "./static-web.ts";
import { discardUnreadBodies } from "./unread-body.ts";
import type { StartingListener } from "./starting-listener.ts";

/** JSON and url-encoded bodies; multipart forms are read as they stream, with their own limits */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  db: Database;
  domain: Domain;
  /** the event bus (/readyz asks it about Redis) */
  bus: EventBus;
  /** images (served at /uploads; /readyz asks about the bucket) */
  media: MediaStore;
  /** counts every realtime connection (Socket.IO and graphql-ws) */
  presence: Presence;
  /** how far the outbox's live events, and mail, are behind (/readyz) */
  backlogs: { outbox: QueueBacklog; mail: QueueBacklog };
  /** whether this node hears every event committed more than about a second ago (/readyz) */
  delivery: Pick<DeliveryHealth, "behindOnItsLink">;
  logger: Logger;
  /** this deployment's share of Redis (Socket.IO adapter, presence); see deploymentNamespace */
  namespace: string;
  /** the server already listening while the node started (startServer), which the app takes over */
  starting?: StartingListener;
}

export async function createApp({
  config,
  db,
  domain,
  bus,
  media,
  presence,
  backlogs,
  delivery,
  logger,
  namespace,
  starting,
}: AppDeps) {
  const app = Fastify({
    ...(starting && { serverFactory: (handler: RequestListener) => starting.handOver(handler) }),
    loggerInstance: logger as FastifyBaseLogger,
    // only behind a proxy that sets X-Forwarded-For: otherwise clients could pick their own IP
    // and walk around the rate limits
    trustProxy: fastifyProxyTrust(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: "idle",
  });
  // what a form of two images at the upload limit and its fields may hold: a client that sent a
  // little too much keeps its connection, one that sends far more has it closed
  discardUnreadBodies(app, 2 * config.maxUploadBytes + BODY_LIMIT_BYTES);
  const metrics = recorder();
  if (metrics) recordHttpRequests(app, metrics);
  if (tracingEnabled()) traceHttpRequests(app, peerIn(config.tracing?.traceparentFrom ?? []));
  await registerCors(app, config.corsOrigins);
  // also loads the cookie codec browser/session-cookie.ts serializes with
  await app.register(fastifyCookie);

  const persisted = createPersistedDocuments(schema, { rereadOnMiss: config.nodeEnv === "development" });
  if (persisted.retired > 0)
    logger.info(
      { retired: persisted.retired },
      "web client operations of earlier builds that no longer fit the schema are not served",
    );
  const yoga = createGraphQLServer({
    domain,
    relations: db.prisma,
    logger,
    maxUploadBytes: config.maxUploadBytes,
    persisted,
  });
  registerGraphQLHttp(app, yoga);
  const graphqlWs = await createGraphQLWebSocketServer(yoga, {
    domain,
    presence,
    logger,
    clientAddressOf: clientAddressOf(config.trustProxy),
    persisted,
  });
  app.server.on("upgrade", (req, socket, head) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (pathname === GRAPHQL_PATH)
      graphqlWs.upgrade(req, socket, head).catch((err: unknown) => {
        logger.error({ err }, "graphql-ws upgrade failed");
        socket.destroy();
      });
    else if (!pathname.startsWith("/socket.io/")) socket.destroy();
  });
  // one cipher for both v1 faces: what a v1 client sends over REST, its sockets read back alike
  const chatCipher = new V1ChatCipher(config.v1ChatPassphrase);
  const realtime = await createSocketServer(app.server, {
    domain,
    presence,
    config,
    chatCipher,
    logger,
    namespace,
    clientAddressOf: clientAddressOf(config.trustProxy),
  });
  const unwatch = [
    metrics?.watchConnections("graphql-ws", () => graphqlWs.wss.clients.size),
    metrics?.watchConnections("socket.io", () => realtime.io.engine.clientsCount),
  ];
  addSecurityHeaders(app.server, config.publicUrl);
  // Long-lived connections would hold the HTTP server open: end them before it closes.
  app.addHook("preClose", async () => {
    await graphqlWs.dispose();
    graphqlWs.wss.close();
    await realtime.close();
    for (const stop of unwatch) stop?.();
  });

  app.get("/healthz", async (_req, reply) => {
    const ok = await db.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? "ok" : "unavailable", database: ok });
  });
  // For a load balancer: route around a node that cannot serve (each check is bounded: 2 s for
  // the database, 1 s for Redis). A node without Redis still serves, but its writes' live events
  // wait in the outbox and its users see only this node's presence. An outbox behind (its oldest
  // event waiting past 5 s, outbox-backlog.ts) is "degraded", still 200: every node shares the
  // outbox, so a 503 would pull them all at once; the figures come from the last second's check.
  // Mail waiting past a minute (the SMTP server not taking it) is "degraded" alike.
  app.get("/readyz", async (_req, reply) => {
    const [database, redis, mediaStore] = await Promise.all([
      db.ping(),
      config.redis ? bus.ping() : undefined,
      config.mediaBucket ? media.objects.ping() : undefined,
    ]);
    const checks = { database, ...(redis === undefined ? {} : { redis }) };
    const down = Object.entries(checks).flatMap(([name, up]) => (up ? [] : [name]));
    const outbox = backlogs.outbox.figures();
    const mail = backlogs.mail.figures();
    // Degraded, not down: every node shares the bucket, so a 503 would have the balancer pull them
    // all at once, while everything but storing (and, through the api, serving) images still works.
    // Live delivery behind on this node while Redis answers: it is catching up (its link just came
    // back, or its reading connection is stuck) and its subscribers have not yet heard what others have.
    const degraded = [
      ...(redis !== false && delivery.behindOnItsLink() ? ["liveDelivery"] : []),
      ...(backlogs.outbox.behind() ? ["outbox"] : []),
      ...(backlogs.mail.behind() ? ["mail"] : []),
      ...(mediaStore === false ? ["mediaStore"] : []),
    ];
    return reply.status(down.length ? 503 : 200).send({
      status: down.length ? "unavailable" : degraded.length ? "degraded" : "ready",
      ...checks,
      ...(mediaStore === undefined ? {} : { mediaStore }),
      ...(outbox && { outbox }),
      ...(mail && { mail }),
      ...(down.length ? { down } : {}),
      ...(degraded.length ? { degraded } : {}),
    });
  });
  // For a supervisor: the process answers HTTP at all. No I/O, so a slow dependency never gets a live node restarted.
  app.get("/livez", async () => ({ status: "ok" }));
  if (metrics && config.metrics?.token) registerMetricsRoute(app, metrics, config.metrics.token);
  registerUploadRoutes(app, media);
  registerDataExportRoutes(app, domain.dataExports);
  await app.register(registerRestV1, { prefix: "/api/v1", domain, config, chatCipher });
  const webClient = await registerStaticWeb(app, config.webDistDir, config.publicUrl, config.mediaBucket?.publicUrl);

  return {
    app,
    io: realtime.io,
    yoga,
    webClient,
    /** stops accepting, lets in-flight requests finish, closes sockets */
    close: async () => {
      await app.close();
      // Fastify closes a server it was given only when it listened on it itself
      if (starting) await closeHandedOver(app.server);
    },
  };
}

/** What Fastify does for a server it listened on: idle keep-alive connections end, the rest finish. */
function closeHandedOver(server: Server): Promise<void> {
  server.closeIdleConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
