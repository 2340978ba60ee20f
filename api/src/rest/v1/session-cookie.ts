// The httpOnly session cookie set beside every token v1 issues (signup, login, updatePassword),
// so a v1 client served from the API's origin can authenticate its Socket.IO connection.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/env.ts";
import { mayUseSessionCookie } from "../../browser/origins.ts";
import { sessionCookie } from "../../browser/session-cookie.ts";

const SECONDS_PER_UNIT = { s: 1, m: 60, h: 60 * 60, d: 24 * 60 * 60 } as const;

/** "15m", "12h", "7d" (the ACCESS_TOKEN_TTL forms config accepts) in seconds. */
export function durationSeconds(duration: string): number {
  const match = /^(\d+)(s|m|h|d)$/.exec(duration);
  if (!match) throw new Error(`Unsupported duration "${duration}"`);
  return Number(match[1]) * SECONDS_PER_UNIT[match[2] as keyof typeof SECONDS_PER_UNIT];
}

/**
 * The cookie lives as long as the token it carries; Secure whenever the API is served over https.
 * Not for a page of a foreign origin: a form it posts to login would otherwise plant the
 * attacker's session in the visitor's browser (login CSRF), and their v1 socket would then speak
 * as the attacker. Such a caller still gets its answer (it cannot read it anyway).
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  config: Pick<Config, "publicUrl" | "accessTokenTtl" | "corsOrigins">,
) {
  if (!mayUseSessionCookie(config.corsOrigins, request.headers.origin, request.headers.host)) return;
  const secure = new URL(config.publicUrl).protocol === "https:";
  reply.header("set-cookie", sessionCookie(token, { secure, maxAgeSeconds: durationSeconds(config.accessTokenTtl) }));
}
