// Which browser pages may speak to this server with credentials: the CORS rule (http/cors.ts),
// the session cookie v1 sets (rest/v1/session-cookie.ts) and the Socket.IO handshake share it.

/** No Origin (not a browser) or one of CORS_ORIGINS */
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
