// Serves the built web client: hashed assets cached for a year, index.html revalidated, and
// every other GET that wants HTML gets index.html (client-side routes). The pages carry a
// content security policy and may not be framed by other sites (clickjacking a Follow or Like).
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

const API_PREFIXES = ["/api/", "/graphql", "/uploads/", "/socket.io", "/healthz"];

/**
 * Scripts only from this origin; images also from PUBLIC_URL's (upload URLs are absolute) and
 * blob: (the create-post preview); inline styles for emoji-mart's picker, which styles its shadow
 * DOM that way. GraphiQL (/graphql) is Yoga's page and not covered.
 */
function contentSecurityPolicy(publicUrl: string): string {
  const images = ["'self'", new URL(publicUrl).origin, "data:", "blob:"];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...new Set(images)].join(" ")}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export async function registerStaticWeb(app: FastifyInstance, distDir: string, publicUrl: string): Promise<boolean> {
  const index = path.join(distDir, "index.html");
  if (!fs.existsSync(index)) return false;
  const policy = contentSecurityPolicy(publicUrl);
  const secure = (reply: Pick<FastifyReply, "header">) =>
    reply
      .header("Content-Security-Policy", policy)
      .header("X-Frame-Options", "DENY")
      .header("X-Content-Type-Options", "nosniff")
      .header("Referrer-Policy", "strict-origin-when-cross-origin");
  await app.register(fastifyStatic, {
    root: distDir,
    // files are looked up per request, so a rebuilt web/dist is served without a restart
    wildcard: true,
    index: "index.html",
    // the web build writes .br and .gz copies beside its files (web/build/precompress.ts)
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      secure(reply).header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === "GET" && !API_PREFIXES.some((p) => req.url.startsWith(p)) && !path.extname(req.url.split("?")[0]!);
    if (wantsPage) return secure(reply).header("Cache-Control", "no-cache").sendFile("index.html");
    return reply.status(404).send({ status: "failed", message: "Not found" });
  });
  return true;
}
