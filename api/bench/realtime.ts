// Realtime benchmark (npm run bench:realtime -- [--scale 0.1] ...): chat delivery end to end.
//
// 2,000 connected users (half graphql-ws subscribed to messageAdded, half v1 Socket.IO clients),
// 200 messages per second between random pairs for 30 s (each sender's own face: GraphQL
// sendMessage, or v1 REST with ciphertext), through
//   1. the reference: a bare Socket.IO server relaying the same traffic (no auth, no storage);
//   2. one api node (PostgreSQL, in-memory bus);
//   3. two api nodes sharing PostgreSQL and Redis (users and senders spread over both).
// Prints delivery latency (send → receipt) p50/p99, deliveries/s, lost, errors, heap per
// connection and server CPU per message; targets: p99 ≤ 2 × the reference's, zero lost, ≤ 20 KB
// heap per connection.
import crypto from "node:crypto";
import pg from "pg";
import { startNode, type BenchNode } from "./realtime/nodes.ts";
import { parseRealtimeOptions } from "./realtime/options.ts";
import { measureRun, type RunPlan, type RunResult } from "./realtime/run.ts";

const log = (line: string) => console.log(`[bench:realtime] ${line}`);
const opts = parseRealtimeOptions(process.argv.slice(2));
const schema = `bench_realtime_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(opts.databaseUrl);
  url.searchParams.set("schema", schema);
  return url.toString();
})();
const jwtSecret = crypto.randomBytes(32).toString("hex");

async function withNodes(modes: { mode: "api" | "reference"; redis: boolean }[], body: (nodes: BenchNode[]) => Promise<RunResult>): Promise<RunResult> {
  const nodes: BenchNode[] = [];
  try {
    for (const { mode, redis } of modes) nodes.push(await startNode(mode, { databaseUrl, jwtSecret, ...(redis && { redisUrl: opts.redisUrl }) }));
    return await body(nodes);
  } finally {
    await Promise.all(nodes.map((node) => node.close()));
  }
}

async function run(label: string, kind: RunPlan["kind"], nodes: BenchNode[]): Promise<RunResult> {
  const userIds = (await nodes[0]!.seed(opts.users)).slice(0, opts.users);
  const tokens = await nodes[0]!.tokens(userIds);
  const result = await measureRun({ label, kind, nodes, userIds, tokens, rate: opts.rate, duration: opts.duration }, log);
  log(`${label}: done (${result.delivered}/${result.sent} delivered)`);
  return result;
}

const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

function report(results: RunResult[]) {
  const header = ["target", "conns", "sent", "delivered", "lost", "dup", "errors", "p50 ms", "p99 ms", "max ms", "send p99", "deliv/s", "heap KB/conn", "CPU ms/msg"];
  const rows = results.map((r) => [
    r.label,
    String(r.connections),
    String(r.sent),
    String(r.delivered),
    String(r.lost),
    String(r.duplicates),
    String(r.errors),
    f(r.latency.p50),
    f(r.latency.p99),
    f(r.latency.max),
    f(r.sendLatency.p99),
    f(r.deliveriesPerSecond),
    f(r.heapPerConnectionKb),
    f(r.cpuMsPerMessage, 2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\n${line(header)}\n${rows.map(line).join("\n")}\n`);
  for (const r of results) if (r.firstError) console.log(`${r.label}: first error: ${r.firstError}`);
  const reference = results[0]!;
  for (const r of results.slice(1)) {
    const ratio = r.latency.p99 / reference.latency.p99;
    const pass = ratio <= 2 && r.lost === 0 && r.errors === 0 && r.heapPerConnectionKb <= 20;
    console.log(
      `${r.label}: p99 ${f(ratio, 2)}x the reference's (target <= 2), ${r.lost} lost, ${r.errors} errors, ` +
        `${f(r.heapPerConnectionKb)} KB heap/conn (target <= 20): ${pass ? "PASS" : "FAIL"}`,
    );
  }
}

async function main() {
  log(`${opts.users} users, ${opts.rate} messages/s for ${opts.duration} s per target; schema "${schema}"`);
  const results: RunResult[] = [];
  try {
    results.push(await withNodes([{ mode: "reference", redis: false }], (nodes) => run("reference (bare Socket.IO)", "reference", nodes)));
    results.push(await withNodes([{ mode: "api", redis: false }], (nodes) => run("api, one node", "api", nodes)));
    results.push(
      await withNodes(
        [
          { mode: "api", redis: true },
          { mode: "api", redis: true },
        ],
        (nodes) => run("api, two nodes + Redis", "api", nodes),
      ),
    );
    report(results);
  } finally {
    const db = new pg.Client({ connectionString: opts.databaseUrl });
    await db.connect();
    await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.end();
  }
}

await main();
