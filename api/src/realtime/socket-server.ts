// Socket.IO on /socket.io for v1 clients. A socket proves who it is with a token in the
// handshake (auth.token or Authorization: Bearer) or the httpOnly session cookie that the v1
// REST login and signup responses set; the v1 events are bridged onto the domain elsewhere.
import type http from "node:http";
import { Server } from "socket.io";
import type { Domain } from "../domain/domain.ts";
import type { Viewer } from "../domain/auth/sessions.ts";
import { isAllowedOrigin } from "../http/cors.ts";
import { SESSION_COOKIE, readCookie } from "../http/session-cookie.ts";

export interface SocketData {
  /** set when the handshake carried a valid token or session cookie */
  viewer: Viewer | null;
}

function handshakeToken(handshake: { auth: Record<string, unknown>; headers: http.IncomingHttpHeaders }): string | undefined {
  if (typeof handshake.auth.token === "string") return handshake.auth.token;
  const header = handshake.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim();
  return readCookie(handshake.headers.cookie, SESSION_COOKIE);
}

export function createSocketServer(httpServer: http.Server, domain: Domain, allowedOrigins: string[]) {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(httpServer, {
    path: "/socket.io",
    serveClient: false,
    destroyUpgrade: false, // other paths (graphql-ws) share the HTTP server's upgrade event
    cors: {
      origin: (origin, cb) => cb(null, isAllowedOrigin(allowedOrigins, origin)),
      credentials: true,
      methods: ["GET", "POST"],
      allowedHeaders: ["Content-Type", "Authorization"],
    },
  });
  io.use(async (socket, next) => {
    try {
      socket.data.viewer = await domain.sessions.fromToken(handshakeToken(socket.handshake));
      next();
    } catch (error) {
      next(error as Error);
    }
  });
  return io;
}
