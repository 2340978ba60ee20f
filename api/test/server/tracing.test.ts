// With OTEL_EXPORTER_OTLP_ENDPOINT set, a request's trace reaches the collector over OTLP/HTTP:
// the HTTP request, GraphQL's phases, its statements, and the outbox hop from the write to the bus
// in the same trace. A request's traceparent is believed only from the proxies named in
// TRUST_TRACEPARENT_FROM. The collector here is a tiny HTTP server taking OTLP/HTTP JSON; the
// spans are read once the server has closed (which flushes them), after every request was made.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUsers, type TestUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

interface ReceivedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
}

const received: ReceivedSpan[] = [];
let collector: http.Server;
let server: TestServer | undefined;
let ada: TestUser;
let bob: TestUser;

/** The proxies whose trace context is believed; requests come from inside or outside them. */
const PROXIES = "10.0.0.0/8";
const PROXY = "10.1.2.3";
const CLIENT = "203.0.113.7";
/** Trace ids a request asks to join, each flagged "not sampled" (00) or sampled (01). */
const FROM_CLIENT = { traceId: "11".repeat(16), parentId: "22".repeat(8), flags: "00" };
const FROM_PROXY = { traceId: "33".repeat(16), parentId: "44".repeat(8), flags: "01" };
const traceparent = (t: typeof FROM_CLIENT) => `00-${t.traceId}-${t.parentId}-${t.flags}`;

/** The requests whose spans the tests read: a follow, and a traceparent from a client and from a proxy. */
async function followAndTraceparents() {
  const res = await server!.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", authorization: `Bearer ${ada.token}` },
    payload: {
      query: "mutation Follow($id: ID!) { followUser(input: { userId: $id }) { __typename } }",
      variables: { id: bob.globalId },
      operationName: "Follow",
    },
  });
  expect(res.json()).toMatchObject({ data: { followUser: { __typename: "FollowUserPayload" } } });
  // the relay has published the follow's event once the outbox is empty
  await eventually(async () => expect(await server!.prisma.outboxEvent.count()).toBe(0));
  for (const [remoteAddress, asked] of [
    [CLIENT, FROM_CLIENT],
    [PROXY, FROM_PROXY],
  ] as const) {
    const answer = await server!.app.inject({
      url: "/livez",
      remoteAddress,
      headers: { traceparent: traceparent(asked) },
    });
    expect(answer.statusCode).toBe(200);
  }
}

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      expect(req.url).toBe("/v1/traces");
      const request = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[] };
      for (const resource of request.resourceSpans)
        for (const scope of resource.scopeSpans) received.push(...scope.spans);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  server = await createTestServer({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, TRUST_TRACEPARENT_FROM: PROXIES });
  const users = await createUsers(server, 2);
  [ada, bob] = [users[0]!, users[1]!];
  await followAndTraceparents();
  // closing flushes the spans still batched
  await server.close();
  server = undefined;
});
afterAll(async () => {
  await server?.close();
  collector.closeAllConnections();
  await new Promise((resolve) => collector.close(resolve));
});

it("exports a request's spans: HTTP, GraphQL parse/validate/execute, statements, and the outbox hop in the writer's trace", () => {
  const names = received.map((s) => s.name);
  for (const name of [
    "POST /graphql",
    "graphql.parse",
    "graphql.validate",
    "graphql.execute Follow",
    "outbox deliver user.followed",
  ])
    expect(names).toContain(name);
  // the relay hands the bus a batch (one Redis pipeline): one span for the batch
  expect(names.some((n) => /^event-bus publish \d+ events?$/.test(n))).toBe(true);
  expect(names.some((n) => /^db (SELECT|INSERT|BEGIN)/.test(n))).toBe(true);

  const request = received.find((s) => s.name === "POST /graphql")!;
  const execute = received.find((s) => s.name === "graphql.execute Follow")!;
  const delivery = received.find((s) => s.name === "outbox deliver user.followed")!;
  // one trace from the request to the delivery of its event
  expect(execute.traceId).toBe(request.traceId);
  expect(delivery.traceId).toBe(request.traceId);
  // the statements of the execution are its children
  expect(received.some((s) => s.name.startsWith("db ") && s.parentSpanId === execute.spanId)).toBe(true);
});

it("continues a named proxy's trace, and starts its own for anyone else's traceparent, sampled or not", () => {
  const livez = received.filter((s) => s.name === "GET /livez");
  expect(livez).toHaveLength(2);
  const fromProxy = livez.find((s) => s.traceId === FROM_PROXY.traceId);
  expect(fromProxy?.parentSpanId).toBe(FROM_PROXY.parentId);
  // the client's "not sampled" did not keep it out, nor did it pick the trace
  const fromClient = livez.find((s) => s !== fromProxy)!;
  expect(fromClient.traceId).not.toBe(FROM_CLIENT.traceId);
  expect(fromClient.parentSpanId ?? "").toBe("");
});
