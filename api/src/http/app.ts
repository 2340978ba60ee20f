// Composes the HTTP server: one port for the web app, GraphQL (HTTP and graphql-ws), the v1
// REST shim, Socket.IO, uploaded media and the health check.
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger } from "fastify";
import type { Logger } from "pino";
import type { Config } from "../config/env.ts";
import type { Database } from "../db/database.ts";
import type { Domain } from "../domain/domain.ts";
import type { Presence } from "../realtime/presence.ts";
import { registerUploadRoutes } from "../media/upload-routes.ts";
import { createGraphQLServer, GRAPHQL_PATH } from "../graphql/yoga.ts";
import { createSocketServer } from "../realtime/socket-server.ts";
import { registerRestV1 } from "../rest/v1/routes.ts";
import { registerCors } from "./cors.ts";
import { createGraphQLWebSocketServer, registerGraphQLHttp } from "./graphql-routes.ts";
import { clientAddressOf, fastifyProxyTrust } from "./client-address.ts";
import { registerStaticWeb } from "./static-web.ts";
import { discardUnreadBodies } from "./unread-body.ts";

/** JSON and url-encoded bodies; multipart forms are read as they stream, with their own limits */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  db: Database;
  domain: Domain;
  /** counts every realtime connection (Socket.IO and graphql-ws) */
  presence: Presence;
  logger: Logger;
  /** this deployment's share of Redis (Socket.IO adapter, presence); see deploymentNamespace */
  namespace: string;
}

export async function createApp({ config, db, domain, presence, logger, namespace }: AppDeps) {
  const app = Fastify({
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
  await registerCors(app, config.corsOrigins);
  // also loads the cookie codec http/session-cookie.ts serializes with
  await app.register(fastifyCookie);

  const yoga = createGraphQLServer({ domain, logger, maxUploadBytes: config.maxUploadBytes });
  registerGraphQLHttp(app, yoga);
  const graphqlWs = await createGraphQLWebSocketServer(yoga, { domain, presence, logger, clientAddressOf: clientAddressOf(config.trustProxy) });
  app.server.on("upgrade", (req, socket, head) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (pathname === GRAPHQL_PATH)
      graphqlWs.wss.handleUpgrade(req, socket, head, (ws) => graphqlWs.wss.emit("connection", ws, req));
    else if (!pathname.startsWith("/socket.io/")) socket.destroy();
  });
  const realtime = await createSocketServer(app.server, { domain, presence, config, logger, namespace });
  // Long-lived connections would hold the HTTP server open: end them before it closes.
  app.addHook("preClose", async () => {
    await graphqlWs.dispose();
    graphqlWs.wss.close();
    await realtime.close();
  });

  app.get("/healthz", async (_req, reply) => {
    const ok = await db.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? "ok" : "unavailable", database: ok });
  });
  // For a load balancer: route around a node that cannot serve (each check is bounded: 2 s for
  // the database, 1 s for Redis). A node without Redis still serves, but its writes' live events
  // wait in the outbox and its users see only this node's presence.
  app.get("/readyz", async (_req, reply) => {
    const [database, redis] = await Promise.all([db.ping(), config.redisUrl ? domain.bus.ping() : undefined]);
    const checks = { database, ...(redis === undefined ? {} : { redis }) };
    const down = Object.entries(checks).flatMap(([name, up]) => (up ? [] : [name]));
    return reply.status(down.length ? 503 : 200).send({ status: down.length ? "unavailable" : "ready", ...checks, ...(down.length ? { down } : {}) });
  });
  // For a supervisor: the process answers HTTP at all. No I/O, so a slow dependency never gets a live node restarted.
  app.get("/livez", async () => ({ status: "ok" }));
  registerUploadRoutes(app, domain.media);
  await app.register(registerRestV1, { prefix: "/api/v1", domain, config });
  const webClient = await registerStaticWeb(app, config.webDistDir, config.publicUrl);

  return {
    app,
    io: realtime.io,
    yoga,
    webClient,
    /** stops accepting, lets in-flight requests finish, closes sockets */
    close: () => app.close(),
  };
}
