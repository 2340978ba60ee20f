// Socket.IO on /socket.io for v1 clients. A socket proves who it is with a token in the
// handshake (auth.token or Authorization: Bearer) or the httpOnly session cookie that the v1
// REST login and signup responses set. A browser page from an origin that is not allowed cannot
// open a socket at all: the cookie would otherwise let any site act as the user over the
// websocket transport, which CORS does not cover. A session that ends (logOut, a password change,
// the account suspended or deleted) ends its sockets (domain/auth/session-liveness.ts), and every
// event a socket sends is refused once its token no longer holds. This file composes the parts: the v1 events
// (v1-bridge.ts), presence (shared with graphql-ws; in memory, or Redis with REDIS_URL), the
// Redis adapter that lets nodes reach each other's sockets, and from the bus notifications
// (v1-notifications.ts), chat messages (v1-chat.ts) and the game (v1-game.ts).
import type http from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import { Server } from "socket.io";
import type { Config } from "../config/env.ts";
import { connectRedis, type RedisTarget } from "../config/redis-target.ts";
import type { Domain } from "../domain/domain.ts";
import { isAllowedOrigin, mayUseSessionCookie } from "../browser/origins.ts";
import { SESSION_COOKIE, readCookie } from "../browser/session-cookie.ts";
import { v1Bridge } from "./v1-bridge.ts";
import { pushV1Messages } from "./v1-chat.ts";
import { v1GameEvents, pushV1Game } from "./v1-game.ts";
import { pushV1Notifications } from "./v1-notifications.ts";
import { closeForRestart } from "./v1-restart.ts";
import type { Presence } from "./presence.ts";
import type { V1Server } from "./socket-types.ts";
import { reportOutages } from "../events/redis-outages.ts";
import type { SlotRefusal } from "../domain/limits/realtime-limits.ts";
import { holdWhileOpen, TOO_MANY_CONNECTIONS, tooManyConnectionsMessage } from "./connection-limits.ts";
import type { V1ChatCipher } from "../v1/chat-cipher.ts";

export interface SocketServerDeps {
  domain: Domain;
  /** the client's address, as the proxies in front (TRUST_PROXY) tell it */
  clientAddressOf: (request: http.IncomingMessage) => string;
  presence: Presence;
  config: Pick<Config, "corsOrigins" | "redis" | "v1TrustUserJoined">;
  /** chat text to v1 ciphertext, as the v1 REST API speaks it too */
  chatCipher: V1ChatCipher;
  logger: Logger;
  /** nodes of one deployment share Redis keys and channels under it, other deployments never meet */
  namespace: string;
}

function handshakeToken(handshake: {
  auth: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}): string | undefined {
  if (typeof handshake.auth.token === "string") return handshake.auth.token;
  const header = handshake.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim();
  return readCookie(handshake.headers.cookie, SESSION_COOKIE);
}

/**
 * A Redis client for the Socket.IO adapter, which leaves its commands' promises unhandled (a
 * rejection would end the process): each gets a handler here. What fails is the outage the
 * clients report.
 */
class AdapterRedis extends Redis {
  override sendCommand(...args: Parameters<Redis["sendCommand"]>): unknown {
    const sent = super.sendCommand(...args);
    args[0].promise.catch(() => {});
    return sent;
  }
}

/**
 * The adapter needs a publishing and a subscribed connection. Neither blocks anything while Redis
 * is down: publishing fails at once (nodes do not reach each other's sockets meanwhile), and the
 * subscriptions wait for Redis and are made again after each reconnection.
 */
function redisClients(target: RedisTarget, log: Logger) {
  const pub = connectRedis(target, { enableOfflineQueue: false, autoResendUnfulfilledCommands: false }, AdapterRedis);
  const sub = connectRedis(target, { maxRetriesPerRequest: null }, AdapterRedis);
  reportOutages(pub, log, {
    down: "Socket.IO: Redis unavailable; nodes cannot reach each other's sockets until it is back",
    back: "Socket.IO: Redis is back",
  });
  sub.on("error", () => {}); // the same outage, reported by `pub`
  return { pub, sub };
}

function isJsonpPolling(url: string | undefined): boolean {
  return new URL(url ?? "/", "http://localhost").searchParams.has("j");
}

export async function createSocketServer(
  httpServer: http.Server,
  { domain, presence, config, chatCipher, logger, namespace, clientAddressOf }: SocketServerDeps,
) {
  const log = logger.child({ component: "socket.io" });
  const redisPrefix = `skysocial:${namespace}:`;
  const redis = config.redis ? redisClients(config.redis, log) : null;
  const io: V1Server = new Server(httpServer, {
    path: "/socket.io",
    serveClient: false,
    // Every handshake, websocket transport included (CORS below only guards long-polling).
    // JSONP polling (`j` in the handshake's query: a <script> per poll, for browsers without
    // XHR) reads answers around CORS, session cookie included; no v1 client uses it, and
    // Engine.IO has no option to turn it off. Its transport is chosen at the handshake only.
    allowRequest: (req, cb) =>
      cb(
        null,
        !isJsonpPolling(req.url) && mayUseSessionCookie(config.corsOrigins, req.headers.origin, req.headers.host),
      ),
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
      socket.data.session = session;
      next();
    } catch (error) {
      next(error as Error);
    }
  });
  // last: a socket that passes every middleware connects, and its slots are held from here on
  io.use(async (socket, next) => {
    try {
      const taken = await domain.realtimeLimits.connection({
        address: clientAddressOf(socket.request),
        userId: socket.data.session?.viewer.id ?? null,
      });
      if ("refused" in taken) return next(tooManyConnections(taken.refused));
      holdWhileOpen(taken.slot, socket.conn, socket.conn.readyState !== "open");
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  if (config.v1TrustUserJoined)
    log.warn(
      "LEGACY_TRUST_USER_JOINED is on: Socket.IO user-joined binds unauthenticated sockets to any user id they name",
    );
  io.on("connection", v1Bridge({ domain, presence, log, trustUserJoined: config.v1TrustUserJoined }));
  io.on("connection", v1GameEvents(domain, log));
  // after the bridge: a socket ended at once (revoked while it connected) finds its presence handler in place
  io.on("connection", (socket) => {
    const { session } = socket.data;
    if (!session) return;
    const end = () => {
      log.debug(
        { socketId: socket.id, userId: session.viewer.id },
        "session ended (logged out, password changed, account suspended or deleted): socket disconnected",
      );
      socket.disconnect(true);
    };
    const unwatch = domain.sessionLiveness.watch(session, end);
    socket.once("disconnect", unwatch);
    // The broadcast above may be held up (Redis down, the outbox waiting): each action the
    // socket asks for first checks its session as a request's token is checked (the session
    // cache, which reads the database whenever this node may have missed a revocation), so a
    // revoked one does nothing.
    socket.use((_packet, next) => {
      domain.sessions.stillHolds(session).then(
        (holds) => (holds ? next() : end()),
        // the action would need the database too: dropped, as v1 events the rules refuse are
        (err: unknown) => log.warn({ err, socketId: socket.id }, "v1 event dropped: its token could not be checked"),
      );
    });
  });
  const stopNotifications = pushV1Notifications(io, domain, log);
  const stopMessages = pushV1Messages(io, domain, chatCipher, log);
  const stopGames = pushV1Game(io, domain, log);

  return {
    io,
    /** Ends every socket (they would hold the HTTP server open). */
    async close() {
      stopNotifications();
      stopMessages();
      stopGames();
      closeForRestart(io);
      if (redis) {
        await io.of("/").adapter.close();
        // not quit(): with Redis down it would wait for it
        redis.pub.disconnect();
        redis.sub.disconnect();
      }
    },
  };
}

/** Socket.IO's refusal: the client's connect_error, with the code and the limit in its `data`. */
function tooManyConnections(refusal: SlotRefusal): Error {
  return Object.assign(new Error(tooManyConnectionsMessage(refusal)), {
    data: { code: TOO_MANY_CONNECTIONS, per: refusal.per, limit: refusal.limit },
  });
}
