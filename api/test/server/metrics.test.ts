// An operator scrapes /metrics (docs/operations.md): on the listener of METRICS_PORT, or on the
// public one with the METRICS_TOKEN bearer token only, and finds every figure the dashboard draws.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUsers, type TestUser } from "../support/fixtures.ts";
import { connectGraphQL } from "../support/graphql-ws.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { connectV1, listen, type V1Socket } from "../realtime/socket-client.ts";
import { eventually } from "../support/eventually.ts";
import { TooManyRequestsError } from "../../src/domain/errors.ts";
import { FIRST_PARTY_DOCUMENTS_FILE } from "../../src/graphql/persisted/first-party-documents.ts";
import { MAX_LABEL_LENGTH, MAX_SERIES, recorder } from "../../src/observability/metrics.ts";

const TOKEN = "metrics-token-for-the-scraper-0123";

let server: TestServer;
let baseUrl: string;
let metricsUrl: string;
let ada: TestUser;
let bob: TestUser;
let cyd: TestUser;
const closers: (() => unknown)[] = [];

beforeAll(async () => {
  // one write a minute: the second follow is refused (a rate-limit refusal to count)
  server = await createTestServer(
    { METRICS_PORT: "0", METRICS_TOKEN: TOKEN, WRITE_RATE_LIMIT_PER_MINUTE: "1" },
    { background: ["outboxCheck"] },
  );
  baseUrl = await listen(server);
  metricsUrl = `http://127.0.0.1:${server.metricsListener!.port}/metrics`;
  const users = await createUsers(server, 3);
  [ada, bob, cyd] = [users[0]!, users[1]!, users[2]!];
});
afterAll(async () => {
  for (const close of closers) await close();
  await server?.close();
});

const scrape = async () => {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};

/** The value of the sample `series` (name and labels as printed), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const graphql = (body: object) =>
  fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${ada.token}` },
    body: JSON.stringify(body),
  });

/** The web client's own document `name`, as the client sends it: by its hash. */
function firstParty(name: string): object {
  const documents = JSON.parse(fs.readFileSync(FIRST_PARTY_DOCUMENTS_FILE, "utf8")) as Record<string, string>;
  const [hash] = Object.entries(documents).find(([, text]) => text.startsWith(`query ${name} `))!;
  expect(createHash("sha256").update(documents[hash]!).digest("hex")).toBe(hash);
  return { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
}

async function openSse(): Promise<void> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", authorization: `Bearer ${ada.token}` },
    body: JSON.stringify({ query: "subscription { notificationAdded { id } }" }),
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  res.body!.pipeTo(new WritableStream()).catch(() => {}); // aborted at the end
  closers.push(() => controller.abort());
}

it("exposes every figure on the metrics listener", async () => {
  await graphql(firstParty("FeedEmptyStateQuery"));
  await graphql({ query: "query Viewer { viewer { username } }", operationName: "Viewer" });
  await graphql({ query: "{ viewer { id } }" });
  await graphql({ query: "query Broken { noSuchField }", operationName: "Broken" });
  const ws = await connectGraphQL(baseUrl, ada.token);
  closers.push(() => ws.dispose());
  const v1: V1Socket = await connectV1(baseUrl, { auth: { token: bob.token } });
  closers.push(() => v1.close());
  await openSse();
  await server.domain.follows.follow(ada.viewer, bob.id);
  await expect(server.domain.follows.follow(ada.viewer, cyd.id)).rejects.toBeInstanceOf(TooManyRequestsError);

  let text = "";
  await eventually(async () => {
    text = await scrape();
    // the follow's event went through the outbox relay and came back from the bus
    expect(sample(text, 'skysocial_events_consumed_total{type="user.followed"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'skysocial_realtime_connections{transport="sse"}')).toBe(1);
  });
  const atLeastOne = (n: number | undefined) => expect(n).toBeGreaterThanOrEqual(1);
  const exactlyOne = (n: number | undefined) => expect(n).toBe(1);
  const aFigure = (n: number | undefined) => expect(n).toBeGreaterThanOrEqual(0);
  const figures: [string, (value: number | undefined) => void][] = [
    // HTTP requests by route pattern and status, with a latency histogram
    [
      'skysocial_http_request_duration_seconds_count{method="POST",route="/graphql",status="200"}',
      (n) => expect(n).toBeGreaterThanOrEqual(3),
    ],
    ['skysocial_http_request_duration_seconds_bucket{le="0.05",method="POST",route="/graphql",status="200"}', aFigure],
    // GraphQL operations by name and outcome: the web client's by name, anyone else's as "other"
    [
      'skysocial_graphql_operation_duration_seconds_count{operation="FeedEmptyStateQuery",type="query",outcome="ok"}',
      exactlyOne,
    ],
    [
      'skysocial_graphql_operation_duration_seconds_count{operation="other",type="query",outcome="ok"}',
      (n) => expect(n).toBe(2),
    ],
    [
      'skysocial_graphql_operation_duration_seconds_count{operation="other",type="query",outcome="refused"}',
      exactlyOne,
    ],
    // open realtime connections
    ['skysocial_realtime_connections{transport="graphql-ws"}', exactlyOne],
    ['skysocial_realtime_connections{transport="socket.io"}', exactlyOne],
    // the outbox and live delivery
    ["skysocial_outbox_pending_events", aFigure],
    ["skysocial_outbox_oldest_event_age_seconds", aFigure],
    ['skysocial_live_delivery_lag_seconds_count{type="user.followed"}', atLeastOne],
    ['skysocial_events_published_total{type="user.followed"}', atLeastOne],
    // rate-limit refusals, by budget
    ['skysocial_rate_limit_refusals_total{budget="writes"}', exactlyOne],
    // the process: event-loop lag and memory
    ["nodejs_eventloop_lag_seconds", aFigure],
    ["process_resident_memory_bytes", atLeastOne],
    ["nodejs_heap_size_used_bytes", atLeastOne],
  ];
  for (const [series, check] of figures) {
    expect(text, series).toContain(`${series} `);
    check(sample(text, series));
  }
  expect(text).not.toMatch(/operation="(Viewer|Broken)"/);
  // the database pool: PostgreSQL's; embedded PGlite has none
  if (server.db.target.kind === "postgres") {
    expect(sample(text, 'skysocial_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'skysocial_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'skysocial_db_pool_connections{state="waiting"}')).toBe(0);
  } else expect(text).not.toMatch(/^skysocial_db_pool_connections\{/m);
  // Redis, each client of the node, with REDIS_URL
  if (server.config.redis)
    for (const client of ["event-bus", "presence", "rate-limits", "socket.io"])
      expect(sample(text, `skysocial_redis_connected{client="${client}"}`)).toBe(1);
  else expect(text).not.toMatch(/^skysocial_redis_connected\{/m);
});

it("labels no operation name a client makes up, so a scrape stays small however many it sends", async () => {
  const before = (await scrape()).length;
  // the review's attack: operation names up to the whole document, each a label of its own
  const junk = (i: number) => `Junk${i}_${"x".repeat(8_000)}`;
  for (let batch = 0; batch < 10; batch++)
    await Promise.all(
      Array.from({ length: 30 }, (_, j) => {
        const name = junk(batch * 30 + j);
        return graphql({ query: `query ${name} { viewer { id } }`, operationName: name });
      }),
    );
  const text = await scrape();
  expect(text).not.toContain("Junk");
  // the same series as before, with larger counts
  expect(text.length - before).toBeLessThan(5_000);
});

it("keeps at most MAX_SERIES series per figure, each label value at most MAX_LABEL_LENGTH characters", async () => {
  const metrics = recorder()!;
  metrics.consumed.inc({ type: `long.${"y".repeat(10_000)}` });
  for (let i = 0; i < MAX_SERIES + 500; i++) metrics.consumed.inc({ type: `made.up.${i}` });
  const lines = (await scrape()).split("\n").filter((line) => line.startsWith("skysocial_events_consumed_total{"));
  expect(lines).toHaveLength(MAX_SERIES + 1);
  expect(lines).toContain(`skysocial_events_consumed_total{type="long.${"y".repeat(MAX_LABEL_LENGTH - 5)}"} 1`);
  // past the limit, new series count together under "other"
  expect(sample(lines.join("\n"), 'skysocial_events_consumed_total{type="other"}')).toBeGreaterThanOrEqual(500);
});

it("exports every figure the shipped Grafana dashboard draws", async () => {
  const dashboard = fs.readFileSync(
    path.resolve(import.meta.dirname, "../../deploy/observability/grafana/dashboards/skysocial.json"),
    "utf8",
  );
  const drawn = new Set(
    [...dashboard.matchAll(/\b(?:skysocial|nodejs|process)_[a-z0-9_]+/g)].map(([name]) =>
      name.replace(/_(bucket|count|sum)$/, ""),
    ),
  );
  expect(drawn.size).toBeGreaterThanOrEqual(14);
  const text = await scrape();
  for (const name of drawn) expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, "m"));
});

it("answers /metrics on the public listener only with the METRICS_TOKEN bearer token", async () => {
  expect((await fetch(`${baseUrl}/metrics`)).status).toBe(401);
  const wrong = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: "Bearer metrics-token-for-the-scraper-0124" },
  });
  expect(wrong.status).toBe(401);
  expect(await wrong.text()).not.toContain("skysocial_");
  const right = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(right.status).toBe(200);
  expect(await right.text()).toContain("skysocial_http_request_duration_seconds_bucket");
});

it("serves nothing but /metrics on the metrics listener", async () => {
  expect((await fetch(metricsUrl.replace(/\/metrics$/, "/graphql"))).status).toBe(404);
});

// a server of its own: its start takes seconds on a loaded machine
it("has no /metrics on the public listener without METRICS_TOKEN", { timeout: 90_000 }, async () => {
  const portOnly = await createTestServer({ METRICS_PORT: "0" });
  try {
    const res = await portOnly.app.inject({ url: "/metrics" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("skysocial_");
  } finally {
    await portOnly.close();
  }
});
