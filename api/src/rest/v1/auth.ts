// Bearer authentication for every protected v1 route: one preHandler, v1's answers for a
// missing token, a JSON 401 (never a crash) for any token that does not name a live session.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Sessions, Viewer } from "../../domain/auth/sessions.ts";
import { v1Error } from "./errors.ts";

/** v1's text, odd space included: the client shows it as it is. */
export const NOT_LOGGED_IN = "please check , user is not logged in";
export const INVALID_SESSION = "Your session has expired or is invalid. Please log in again.";

/** The token in an Authorization header, read the way v1 read it; null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  if (!header?.startsWith("Bearer")) return null;
  const token = header.split(" ")[1];
  // With nothing stored, v1 clients send the literal "Bearer null" (or "undefined").
  if (!token || token === "null" || token === "undefined") return null;
  return token;
}

// Kept beside the request rather than decorated on it: no global FastifyRequest augmentation.
const viewers = new WeakMap<FastifyRequest, Viewer>();

/**
 * Only the Authorization header authenticates v1 REST calls (v1 clients never send cookies);
 * accepting the session cookie here would open these routes to cross-site request forgery.
 */
export function bearerAuth(sessions: Sessions) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request.headers.authorization);
    if (!token) return reply.status(400).send(v1Error(NOT_LOGGED_IN));
    const viewer = await sessions.fromToken(token);
    if (!viewer) return reply.status(401).send(v1Error(INVALID_SESSION));
    viewers.set(request, viewer);
  };
}

/** The caller of a route guarded by bearerAuth. */
export function viewerOf(request: FastifyRequest): Viewer {
  const viewer = viewers.get(request);
  if (!viewer) throw new Error(`${request.routeOptions.url} is missing the bearerAuth preHandler`);
  return viewer;
}
