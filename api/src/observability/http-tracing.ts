// A server span per HTTP request Fastify answers, named by the route pattern. The rest of the
// request (hooks, handler, GraphQL, statements) runs in its context, so their spans are its
// children and log lines carry its trace id.
//
// A W3C traceparent is believed only from a proxy the operator named (TRUST_TRACEPARENT_FROM):
// from anyone else it would pick the trace id (joining, or spoiling, someone else's trace) and,
// flagged "not sampled", keep the request out of tracing. Their requests start traces of their own.
import { context, propagation, trace, ROOT_CONTEXT, SpanKind, SpanStatusCode, type Span } from "@opentelemetry/api";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tracer } from "./tracing.ts";

const spans = new WeakMap<FastifyRequest, Span>();

/** `tracesFrom`: whether the request comes from a proxy whose trace context is believed. */
export function traceHttpRequests(app: FastifyInstance, tracesFrom: (request: IncomingMessage) => boolean): void {
  app.addHook("onRequest", (req, _reply, done) => {
    const parent = tracesFrom(req.raw) ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
    const route = req.routeOptions.url ?? "unmatched";
    const span = tracer.startSpan(
      `${req.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          "http.request.method": req.method,
          "http.route": route,
          "url.path": req.url.split("?")[0],
          "skysocial.request_id": req.id,
        },
      },
      parent,
    );
    spans.set(req, span);
    // what follows `done` (the next hooks, the handler) is called from within it: it inherits the context
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook("onResponse", async (req, reply) => {
    const span = spans.get(req);
    if (!span) return;
    span.setAttribute("http.response.status_code", reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}
