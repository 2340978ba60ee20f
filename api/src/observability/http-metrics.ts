// Every HTTP request Fastify answers, timed from its arrival to the last byte of the answer. The
// route is Fastify's pattern (/api/v1/users/:id, not each id), and a request no route matched is
// "unmatched": the label's values are the app's routes, whatever clients ask for. Socket.IO's
// long-polling requests are Engine.IO's, not Fastify's: its sockets show in realtime_connections.
import type { FastifyInstance } from "fastify";
import type { NodeMetrics } from "./metrics.ts";

export function recordHttpRequests(app: FastifyInstance, metrics: NodeMetrics): void {
  app.addHook("onResponse", async (req, reply) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? "unmatched", status: String(reply.statusCode) };
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
