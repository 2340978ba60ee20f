// Traces with OpenTelemetry, exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set. The
// code records through @opentelemetry/api, whose tracer does nothing until an SDK registers: without
// the variable no SDK module is even loaded, and the hooks that would start spans are not installed
// (tracingEnabled() is false), so a node without tracing pays nothing per request.
//
// What is traced: each HTTP request (a W3C traceparent continues its trace only from a proxy named
// in TRUST_TRACEPARENT_FROM, http-tracing.ts), GraphQL
// parse, validate and execute, each PostgreSQL statement, the event bus's publish (Redis XADD with
// REDIS_URL), and the outbox hop: a write's trace context is stored with its events and the relay's
// "outbox deliver" span, from the write to the bus taking the event, continues that trace.
import {
  context,
  propagation,
  trace,
  SpanStatusCode,
  type Context,
  type Span,
  type SpanOptions,
} from "@opentelemetry/api";

export const tracer = trace.getTracer("skysocial-api");

let enabled = false;

/** Whether spans are recorded (and the hooks that start them installed). */
export function tracingEnabled(): boolean {
  return enabled;
}

/**
 * Registers the SDK (once per process) exporting to `endpoint` + /v1/traces; returns how to flush
 * and stop it, or null without an endpoint.
 */
export async function startTracing(
  endpoint: string | undefined,
  serviceName: string,
): Promise<(() => Promise<void>) | null> {
  if (!endpoint || enabled) return null;
  const [
    { TracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
  ] = await Promise.all([
    import("@opentelemetry/sdk-trace"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/context-async-hooks"),
    import("@opentelemetry/core"),
  ]);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` }) }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  enabled = true;
  return async () => {
    await provider.shutdown(); // exports what is still buffered
    trace.disable();
    propagation.disable();
    context.disable();
    enabled = false;
  };
}

/** Runs `work` in a span of its own (a child of the active one), ended however `work` ends. */
export async function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  const span = tracer.startSpan(name, options, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/** The active trace as a W3C traceparent (stored with a write's outbox events), or null. */
export function activeTraceparent(): string | null {
  if (!enabled) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The context a stored traceparent names (the outbox relay continues the write's trace in it). */
export function contextOf(traceparent: string): Context {
  return propagation.extract(context.active(), { traceparent });
}

/** trace_id and span_id of the active span for each log line (pino's mixin), when tracing. */
export function traceIdsForLog(): Record<string, string> {
  if (!enabled) return {};
  const span = trace.getActiveSpan()?.spanContext();
  return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
}
