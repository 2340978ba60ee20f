// Headers every response carries, whoever answers it (pages, GraphQL, v1 JSON, images, errors,
// 404s, Socket.IO's long-polling): browsers take the declared content type as it is, use none of
// the powerful features but passkeys (the app needs no other, so a script that got in still
// cannot), and,
// once the public URL is https, remember to come back over https only.
import type { IncomingMessage, Server, ServerResponse } from "node:http";

/**
 * Features a page could ask the browser for that SkySocial does not use (pictures come from a
 * file input, the access-token page's Copy writes the clipboard, which is not among them). Only
 * names Chromium knows: an unknown one prints a warning in every page's console.
 */
const FEATURES_OFF = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** Passkeys (WebAuthn) are used, by the app's own pages alone: never by a frame of another site. */
const FEATURES_OWN_PAGES_ONLY = ["publickey-credentials-create", "publickey-credentials-get"];

export const PERMISSIONS_POLICY = [
  ...FEATURES_OFF.map((feature) => `${feature}=()`),
  ...FEATURES_OWN_PAGES_ONLY.map((feature) => `${feature}=(self)`),
].join(", ");

/**
 * A year, the usual minimum for preload lists. No includeSubDomains: other hosts under the same
 * domain are not this server's to promise https for.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

export function securityHeaders(publicUrl: string): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": PERMISSIONS_POLICY,
    // behind a TLS-terminating proxy the request arrives over http: PUBLIC_URL says what browsers use
    ...(new URL(publicUrl).protocol === "https:" && { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY }),
  };
}

/**
 * Set on the raw response as the request arrives, before Fastify or Socket.IO (which answers its
 * long-polling requests, and refuses handshakes, past Fastify's hooks) writes anything: their
 * own headers join these. Call once Socket.IO is attached: it moves the listeners it finds
 * behind its own, and this one must come first for every request.
 */
export function addSecurityHeaders(server: Server, publicUrl: string): void {
  const headers = Object.entries(securityHeaders(publicUrl));
  server.prependListener("request", (_request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of headers) response.setHeader(name, value);
  });
}
