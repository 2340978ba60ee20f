// Serves the built web client: hashed assets cached for a year, index.html revalidated, and
// every other GET that wants HTML gets index.html (client-side routes).
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const API_PREFIXES = ["/api/", "/graphql", "/uploads/", "/socket.io", "/healthz"];

export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  const index = path.join(distDir, "index.html");
  if (!fs.existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    // files are looked up per request, so a rebuilt web/dist is served without a restart
    wildcard: true,
    index: "index.html",
    // the web build writes .br and .gz copies beside its files (web/build/precompress.ts)
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === "GET" && !API_PREFIXES.some((p) => req.url.startsWith(p)) && !path.extname(req.url.split("?")[0]!);
    if (wantsPage) return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    return reply.status(404).send({ status: "failed", message: "Not found" });
  });
  return true;
}
