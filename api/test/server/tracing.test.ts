// With OTEL_EXPORTER_OTLP_ENDPOINT set, a request's trace reaches the collector over OTLP/HTTP:
// the HTTP request, GraphQL's phases, its statements, and the outbox hop from the write to the bus
// in the same trace. The collector here is a tiny HTTP server taking OTLP/HTTP JSON.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUsers, type TestUser } from "../support/fixtures.ts";
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
  server = await createTestServer({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
  const users = await createUsers(server, 2);
  [ada, bob] = [users[0]!, users[1]!];
});
afterAll(async () => {
  await server?.close();
  collector.closeAllConnections();
  await new Promise((resolve) => collector.close(resolve));
});

it("exports a request's spans: HTTP, GraphQL parse/validate/execute, statements, and the outbox hop in the writer's trace", async () => {
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
  await expect.poll(() => server!.prisma.outboxEvent.count(), { timeout: 10_000 }).toBe(0);
  // closing flushes the spans still batched
  await server!.close();
  server = undefined;

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
