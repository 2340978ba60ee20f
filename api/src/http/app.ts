// Composes the HTTP server: one port for the web app, GraphQL (HTTP and graphql-ws), the v1
// REST shim, Socket.IO, uploaded media and the health check.
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger } from "fastify";
import type { Logger } from "pino";
import type { Config } from "../config/env.ts";
import type { Database } from "../db/database.ts";
import type { Domain } from "../domain/domain.ts";
import { registerUploadRoutes } from "../media/upload-routes.ts";
import { createGraphQLServer, GRAPHQL_PATH } from "../graphql/yoga.ts";
import { createSocketServer } from "../realtime/socket-server.ts";
import { registerRestV1 } from "../rest/v1/routes.ts";
import { registerCors } from "./cors.ts";
import { createGraphQLWebSocketServer, registerGraphQLHttp } from "./graphql-routes.ts";
import { clientAddressOf, fastifyProxyTrust } from "./client-address.ts";
import { registerStaticWeb } from "./static-web.ts";

export interface AppDeps {
  config: Config;
  db: Database;
  domain: Domain;
  logger: Logger;
  /** this deployment's share of Redis (Socket.IO adapter, presence); see deploymentNamespace */
  namespace: string;
}

export async function createApp({ config, db, domain, logger, namespace }: AppDeps) {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // only behind a proxy that sets X-Forwarded-For: otherwise clients could pick their own IP
    // and walk around the rate limits
    trustProxy: fastifyProxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
  });
  await registerCors(app, config.corsOrigins);
  // also loads the cookie codec http/session-cookie.ts serializes with
  await app.register(fastifyCookie);

  const yoga = createGraphQLServer({ domain, logger, maxUploadBytes: config.maxUploadBytes });
  registerGraphQLHttp(app, yoga);
  const graphqlWs = createGraphQLWebSocketServer(yoga, clientAddressOf(config.trustProxy));
  app.server.on("upgrade", (req, socket, head) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (pathname === GRAPHQL_PATH)
      graphqlWs.wss.handleUpgrade(req, socket, head, (ws) => graphqlWs.wss.emit("connection", ws, req));
    else if (!pathname.startsWith("/socket.io/")) socket.destroy();
  });
  const realtime = await createSocketServer(app.server, { domain, config, logger, namespace });
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
  registerUploadRoutes(app, domain.media);
  await app.register(registerRestV1, { prefix: "/api/v1", domain, config });
  const servesWeb = await registerStaticWeb(app, config.webDistDir, config.publicUrl);

  return {
    app,
    io: realtime.io,
    yoga,
    servesWeb,
    /** stops accepting, lets in-flight requests finish, closes sockets */
    close: () => app.close(),
  };
}
