// Serves the built web client: hashed assets cached for a year, index.html revalidated, and
// every other GET that wants HTML gets index.html (client-side routes). The pages carry a
// content security policy and may not be framed by other sites (clickjacking a Follow or Like).
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { PAGE_POLICY_CLOSING, pageSecurityHeaders } from "../browser/page-security-headers.ts";
import { gettingReadyPage } from "./getting-ready-page.ts";
import { asksForPage } from "./page-requests.ts";

/**
 * Scripts only from this origin; images also from PUBLIC_URL's (upload URLs are absolute), from
 * S3_PUBLIC_URL's when images are served from there, and blob: (the create-post preview); inline styles for emoji-mart's picker, which styles its shadow
 * DOM that way. GraphiQL (/graphql) has its own (graphql/graphiql-page.ts).
 */
function contentSecurityPolicy(publicUrl: string, imagesUrl: string | undefined): string {
  const images = [
    "'self'",
    new URL(publicUrl).origin,
    ...(imagesUrl ? [new URL(imagesUrl).origin] : []),
    "data:",
    "blob:",
  ];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...new Set(images)].join(" ")}`,
    "connect-src 'self'",
    ...PAGE_POLICY_CLOSING,
  ].join("; ");
}

/**
 * Beside the build's directory while `npm start` builds the web client (scripts/start.mjs): the
 * server answers at once, and pages say the client is on its way until the build is there.
 */
export const webBuildingMarker = (distDir: string) => `${distDir}.building`;

/** served: the built client; building: a page saying so until it is built; absent: neither */
export type WebClientState = "served" | "building" | "absent";

const GETTING_READY = gettingReadyPage("The web client is being built for its first start (about a minute).");

export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  publicUrl: string,
  imagesUrl?: string,
): Promise<WebClientState> {
  const index = path.join(distDir, "index.html");
  const building = fs.existsSync(webBuildingMarker(distDir));
  if (!fs.existsSync(index) && !building) return "absent";
  // the build creates it too; @fastify/static wants a root that exists
  fs.mkdirSync(distDir, { recursive: true });
  const headers = pageSecurityHeaders(contentSecurityPolicy(publicUrl, imagesUrl));
  const secure = (reply: Pick<FastifyReply, "headers">) => reply.headers(headers);
  await app.register(fastifyStatic, {
    root: distDir,
    // files are looked up per request, so a rebuilt web/dist is served without a restart
    wildcard: true,
    index: "index.html",
    // the web build writes .br and .gz copies beside its files (web/build/precompress.ts); the
    // plugin then answers with Vary: Accept-Encoding, so a shared cache keys on the encoding
    preCompressed: true,
    // runs after the plugin set its headers, so this Cache-Control is the one sent
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      secure(reply).header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === "GET" && asksForPage(req.url);
    if (wantsPage && !fs.existsSync(index)) {
      return secure(reply)
        .status(503)
        .header("Retry-After", "3")
        .header("Cache-Control", "no-store")
        .type("text/html; charset=utf-8")
        .send(GETTING_READY);
    }
    if (wantsPage) return secure(reply).header("Cache-Control", "no-cache").sendFile("index.html");
    return reply.status(404).send({ status: "failed", message: "Not found" });
  });
  return building && !fs.existsSync(index) ? "building" : "served";
}
