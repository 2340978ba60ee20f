// Where Prometheus reads the figures (metrics.ts), kept from the public: the figures name routes,
// operations and load, which tell an attacker what hurts. Two ways, either or both:
//   METRICS_PORT: a listener of its own (METRICS_HOST, 127.0.0.1 by default: the machine only;
//     in a container, an interface only the scraper's network reaches), serving GET /metrics;
//   METRICS_TOKEN: GET /metrics on the public listener, for `Authorization: Bearer <token>` only.
// With neither, metrics are off and the public /metrics is not a route at all.
import { timingSafeEqual, createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { NodeMetrics } from "./metrics.ts";

export const METRICS_PATH = "/metrics";

async function scrape(metrics: NodeMetrics): Promise<{ body: string; contentType: string }> {
  return { body: await metrics.registry.metrics(), contentType: metrics.registry.contentType };
}

/** The listener of METRICS_PORT; resolves once it listens. */
export async function startMetricsListener(metrics: NodeMetrics, { port, host }: { port: number; host: string }) {
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (pathname !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found: the figures are at GET /metrics\n");
      return;
    }
    scrape(metrics).then(
      ({ body, contentType }) =>
        res.writeHead(200, { "content-type": contentType }).end(req.method === "HEAD" ? undefined : body),
      () => res.writeHead(500, { "content-type": "text/plain" }).end("The figures could not be collected\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    /** the bound port (METRICS_PORT=0 picks a free one) */
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Compared as hashes: the same length whatever the client sent, so the time taken tells nothing. */
function sameSecret(sent: string, token: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/** GET /metrics on the public listener, for the bearer of METRICS_TOKEN only. */
export function registerMetricsRoute(app: FastifyInstance, metrics: NodeMetrics, token: string): void {
  app.get(METRICS_PATH, async (req, reply) => {
    const header = req.headers.authorization ?? "";
    const sent = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!sent || !sameSecret(sent, token))
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ error: "The figures need the METRICS_TOKEN bearer token" });
    const { body, contentType } = await scrape(metrics);
    return reply.type(contentType).send(body);
  });
}
