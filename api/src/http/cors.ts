import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/** Echo allowed origins (never "*"), with credentials: the v1 client and Socket.IO need both. */
export function isAllowedOrigin(allowed: string[], origin: string | undefined): boolean {
  return !origin || allowed.includes(origin.replace(/\/+$/, ""));
}

/**
 * Whether a browser page of `origin` may use the session cookie here: an allowed origin, or a
 * page of this very host (served by the API under a name other than PUBLIC_URL's). No Origin at
 * all is a non-browser client, which carries no victim's cookie.
 */
export function mayUseSessionCookie(allowed: string[], origin: string | undefined, host: string | undefined): boolean {
  if (isAllowedOrigin(allowed, origin)) return true;
  try {
    return new URL(origin ?? "").host === host;
  } catch {
    return false; // an Origin that is no URL (e.g. "null", sent by sandboxed pages)
  }
}

export async function registerCors(app: FastifyInstance, allowed: string[]) {
  await app.register(cors, {
    origin: (origin, cb) => cb(null, isAllowedOrigin(allowed, origin)),
    credentials: true,
    methods: ["GET", "HEAD", "PUT", "PATCH", "POST", "DELETE"],
    allowedHeaders: ["authorization", "content-type", "x-graphql-yoga-csrf"],
    optionsSuccessStatus: 200,
    maxAge: 600,
  });
}
