// The port is taken before anything else starts. Opening the database takes seconds (a first
// start makes it), and until now a new user's browser met "connection refused" meanwhile, and
// never the page saying SkySocial is getting ready. So `startServer` listens first, with this
// small handler: a page that reloads itself for a browser, 503 "starting" for /readyz and
// /healthz (a load balancer keeps the node out), 200 for /livez (a supervisor leaves it alone),
// 503 with Retry-After for API calls, and websocket upgrades refused. Once the app is built,
// Fastify takes over the same server (its serverFactory): there is no moment without a listener.
import http from "node:http";
import type { Duplex } from "node:stream";
import { pageSecurityHeaders } from "../browser/page-security-headers.ts";
import { securityHeaders } from "../browser/security-headers.ts";
import { GETTING_READY_POLICY, gettingReadyPage } from "./getting-ready-page.ts";
import { asksForPage } from "./page-requests.ts";

const STARTING_PAGE = gettingReadyPage("SkySocial is starting: its database is being opened (made, on a first start).");
const RETRY_AFTER_SECONDS = "2";
const STARTING_MESSAGE = "SkySocial is starting: try again in a moment.";

export interface StartingListener {
  server: http.Server;
  /** For Fastify's serverFactory: from now on the server's requests go to `handler`. */
  handOver(handler: http.RequestListener): http.Server;
  /** Closes the server when the start failed before the hand-over. */
  close(): Promise<void>;
}

export async function listenWhileStarting(port: number, host: string, publicUrl: string): Promise<StartingListener> {
  const common = Object.entries(securityHeaders(publicUrl));
  const starting: http.RequestListener = (req, res) => {
    for (const [name, value] of common) res.setHeader(name, value);
    res.setHeader("Cache-Control", "no-store");
    const url = req.url ?? "/";
    const send = (status: number, type: string, body: string) =>
      res.writeHead(status, { "Content-Type": type }).end(req.method === "HEAD" ? undefined : body);
    if (url === "/livez") return send(200, "application/json", JSON.stringify({ status: "ok" }));
    res.setHeader("Retry-After", RETRY_AFTER_SECONDS);
    if (url === "/readyz" || url === "/healthz")
      return send(503, "application/json", JSON.stringify({ status: "starting" }));
    if ((req.method === "GET" || req.method === "HEAD") && asksForPage(url)) {
      for (const [name, value] of Object.entries(pageSecurityHeaders(GETTING_READY_POLICY))) res.setHeader(name, value);
      return send(503, "text/html; charset=utf-8", STARTING_PAGE);
    }
    // a request body is not read: the connection closes with the answer
    res.setHeader("Connection", "close");
    if (url.startsWith("/graphql"))
      return send(
        503,
        "application/json",
        JSON.stringify({ errors: [{ message: STARTING_MESSAGE, extensions: { code: "SERVICE_UNAVAILABLE" } }] }),
      );
    return send(503, "application/json", JSON.stringify({ status: "failed", message: STARTING_MESSAGE }));
  };
  const refuseUpgrade = (_req: http.IncomingMessage, socket: Duplex) => {
    socket.end(`HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${RETRY_AFTER_SECONDS}\r\nConnection: close\r\n\r\n`);
  };
  let current = starting;
  const server = http.createServer((req, res) => current(req, res));
  server.on("upgrade", refuseUpgrade);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    server,
    handOver(handler) {
      current = handler;
      server.off("upgrade", refuseUpgrade);
      return server;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
