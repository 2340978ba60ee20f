// A server span per HTTP request Fastify answers, continuing the client's trace (W3C traceparent)
// and named by the route pattern. The rest of the request (hooks, handler, GraphQL, statements)
// runs in its context, so their spans are its children and log lines carry its trace id.
import { context, propagation, trace, SpanKind, SpanStatusCode, type Span } from "@opentelemetry/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tracer } from "./tracing.ts";

const spans = new WeakMap<FastifyRequest, Span>();

export function traceHttpRequests(app: FastifyInstance): void {
  app.addHook("onRequest", (req, _reply, done) => {
    const parent = propagation.extract(context.active(), req.headers);
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
