// Socket.IO on /socket.io for v1 clients. A socket proves who it is with a token in the
// handshake (auth.token or Authorization: Bearer) or the httpOnly session cookie that the v1
// REST login and signup responses set. A browser page from an origin that is not allowed cannot
// open a socket at all: the cookie would otherwise let any site act as the user over the
// websocket transport, which CORS does not cover. A password change ends the sockets of the
// older tokens (session-revocations.ts). This file composes the parts: the v1 events
// (legacy-bridge.ts), presence (in memory, or Redis with REDIS_URL), the Redis adapter that
// lets nodes reach each other's sockets, and notifications from the bus (legacy-notifications.ts).
import type http from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import { Server } from "socket.io";
import type { Config } from "../config/env.ts";
import type { Domain } from "../domain/domain.ts";
import { isAllowedOrigin, mayUseSessionCookie } from "../http/cors.ts";
import { SESSION_COOKIE, readCookie } from "../http/session-cookie.ts";
import { legacyBridge } from "./legacy-bridge.ts";
import { pushLegacyNotifications } from "./legacy-notifications.ts";
import { InMemoryPresence } from "./presence.ts";
import { RedisPresence } from "./redis-presence.ts";
import { SessionRevocations } from "./session-revocations.ts";
import type { LegacyServer } from "./socket-types.ts";

export interface SocketServerDeps {
  domain: Domain;
  config: Pick<Config, "corsOrigins" | "redisUrl" | "legacyTrustUserJoined">;
  logger: Logger;
  /** nodes of one deployment share Redis keys and channels under it, other deployments never meet */
  namespace: string;
}

function handshakeToken(handshake: { auth: Record<string, unknown>; headers: http.IncomingHttpHeaders }): string | undefined {
  if (typeof handshake.auth.token === "string") return handshake.auth.token;
  const header = handshake.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim();
  return readCookie(handshake.headers.cookie, SESSION_COOKIE);
}

/** The adapter needs a publishing and a subscribed connection; presence shares the first. */
function redisClients(url: string, log: Logger) {
  const pub = new Redis(url, { maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on("error", (err: unknown) => log.warn({ err }, "Socket.IO Redis connection error"));
  return { pub, sub };
}

export async function createSocketServer(httpServer: http.Server, { domain, config, logger, namespace }: SocketServerDeps) {
  const log = logger.child({ component: "socket.io" });
  const redisPrefix = `skysocial:${namespace}:`;
  const redis = config.redisUrl ? redisClients(config.redisUrl, log) : null;
  const io: LegacyServer = new Server(httpServer, {
    path: "/socket.io",
    serveClient: false,
    // Every handshake, websocket transport included (CORS below only guards long-polling).
    allowRequest: (req, cb) => cb(null, mayUseSessionCookie(config.corsOrigins, req.headers.origin, req.headers.host)),
    destroyUpgrade: false, // other paths (graphql-ws) share the HTTP server's upgrade event
    cors: {
      origin: (origin, cb) => cb(null, isAllowedOrigin(config.corsOrigins, origin)),
      credentials: true,
      methods: ["GET", "POST"],
      allowedHeaders: ["Content-Type", "Authorization"],
    },
    ...(redis && { adapter: createAdapter(redis.pub, redis.sub, { key: `${redisPrefix}socket.io` }) }),
  });
  io.use(async (socket, next) => {
    try {
      const session = await domain.sessions.sessionFromToken(handshakeToken(socket.handshake));
      socket.data.viewer = session?.viewer ?? null;
      socket.data.tokenVersion = session?.tokenVersion ?? null;
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  const presence = redis ? new RedisPresence(redis.pub, log, { prefix: `${redisPrefix}presence:` }) : new InMemoryPresence();
  if (config.legacyTrustUserJoined)
    log.warn("LEGACY_TRUST_USER_JOINED is on: Socket.IO user-joined binds unauthenticated sockets to any user id they name");
  io.on("connection", legacyBridge({ domain, presence, log, trustUserJoined: config.legacyTrustUserJoined }));
  // after the bridge: a socket ended at once (revoked while it connected) finds its presence handler in place
  const revocations = await SessionRevocations.start(domain.bus);
  io.on("connection", (socket) => {
    const { viewer, tokenVersion } = socket.data;
    if (!viewer || tokenVersion === null) return;
    const unwatch = revocations.watch(viewer.id, tokenVersion, () => {
      log.debug({ socketId: socket.id, userId: viewer.id }, "password changed: socket of an older token disconnected");
      socket.disconnect(true);
    });
    socket.once("disconnect", unwatch);
  });
  const stopNotifications = await pushLegacyNotifications(io, domain, log);

  return {
    io,
    /** Ends every socket (they would hold the HTTP server open) and leaves presence. */
    async close() {
      stopNotifications();
      revocations.stop();
      io.disconnectSockets(true);
      io.engine.close();
      try {
        await presence.close();
      } finally {
        if (redis) {
          await io.of("/").adapter.close();
          await Promise.all([redis.pub.quit(), redis.sub.quit()]);
        }
      }
    },
  };
}
