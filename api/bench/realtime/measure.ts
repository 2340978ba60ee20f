// What every run of the realtime benchmark measures the same way, whatever the workload: the
// pacing of sends, latency percentiles, and the CPU the target spent (its Node processes and
// their PostgreSQL backends, found by application_name).
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type pg from "pg";
import { cpuSnapshot, cpuUsage, type CpuSnapshot } from "../cpu.ts";
import type { BenchNode } from "./nodes.ts";

/** What one run at one rate measured. Latencies in ms, from when the send was due to its receipt. */
export interface RunFigures {
  rate: number;
  seconds: number;
  sent: number;
  delivered: number;
  lost: number;
  duplicates: number;
  errors: number;
  firstError?: string;
  latency: { p50: number; p99: number; max: number };
  /**
   * the latency p99 of each WINDOW_SECONDS of the run, by when the send was due: a stall of a
   * process or of PostgreSQL shows as one high window, a cost every send pays as all of them
   */
  p99ByWindow: number[];
  /** the sender's request until its answer (HTTP sends only) */
  sendLatency: { p50: number; p99: number };
  deliveriesPerSecond: number;
  /** per message (or move): the target's Node processes, their PostgreSQL backends */
  cpuMs: { node: number; db: number; total: number };
  /** cores the rest of the machine used meanwhile (the load generator included): how disturbed the run was */
  otherCores: number;
  /**
   * the event loop's delay p99 in the run, ms: the target's slowest node, and the bench's own
   * process (its clients): a late client loop shows in every latency it measures
   */
  loopP99Ms: { node: number; bench: number };
  /** api with Redis: the run's stored events in the Redis stream, and how many of them were there twice */
  stream?: { entries: number; duplicates: number };
}

/** A run that capacity counts as sustained. */
export const P99_LIMIT_MS = 250;
export const sustained = (r: RunFigures) => r.latency.p99 <= P99_LIMIT_MS && r.lost === 0 && r.errors === 0;

const STRAGGLER_WAIT_MS = 10_000;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/** One delivery: when its send was due (performance.now()), and how long it took to arrive (ms). */
export interface Delivery {
  dueAt: number;
  ms: number;
}

export const WINDOW_SECONDS = 5;

/** The p99 latency of each WINDOW_SECONDS from the first send due, in order (NaN: none delivered in it). */
export function p99ByWindow(deliveries: Delivery[]): number[] {
  const begin = Math.min(...deliveries.map((d) => d.dueAt));
  const windows: number[][] = [];
  for (const { dueAt, ms } of deliveries)
    (windows[Math.floor((dueAt - begin) / 1000 / WINDOW_SECONDS)] ??= []).push(ms);
  return Array.from(windows, (window) => spread(window ?? []).p99);
}

export function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

/** Calls `fire(dueAt)` `rate` times a second for `seconds` (open loop: a slow target does not slow the sends). */
export async function pace(rate: number, seconds: number, fire: (dueAt: number) => void): Promise<number> {
  const total = Math.round(rate * seconds);
  const begin = performance.now();
  for (let n = 0; n < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - begin) / 1000) * rate) + 1);
    for (; n < due; n++) fire(begin + (n / rate) * 1000);
    await sleep(2);
  }
  return (performance.now() - begin) / 1000;
}

/**
 * Waits (up to 30 s) until the target's processes are idle, e.g. after its clients went away all at
 * once: what they do about it is not the next run's work.
 */
export async function settle(nodes: BenchNode[]): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 500) {
    const before = cpuSnapshot({ node: nodes.map((n) => n.pid) });
    await sleep(500);
    if (cpuUsage(before, cpuSnapshot({ node: nodes.map((n) => n.pid) })).groups.node! < 0.05 * nodes.length) return;
  }
}

/** Waits until `done()` or STRAGGLER_WAIT_MS. */
export async function waitForStragglers(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < STRAGGLER_WAIT_MS; waited += 50) await sleep(50);
}

let profilesWritten = 0;

/**
 * The target's CPU from now until `stop()`: its nodes' processes and their database backends.
 * BENCH_CPU_PROF_DIR=<dir>: each node also samples its CPU over the same window, and writes it
 * there as <node>-<workload>-<n>.cpuprofile (npx tsx api/bench/profile-summary.ts <file>), so a
 * profile holds what the figures measured, not the connecting of the users or the start.
 */
/** The bench process's own event loop (its clients'), as node-process.ts samples a node's. */
const benchLoop = monitorEventLoopDelay({ resolution: 10 });
benchLoop.enable();

export async function targetCpu(nodes: BenchNode[], db: pg.Client, workload: string) {
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  if (profileDir) await Promise.all(nodes.map((node) => node.profileStart()));
  const names = nodes.map((n) => n.applicationName).filter(Boolean);
  const backends = async () =>
    names.length
      ? (
          await db.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = ANY($1)`, [names])
        ).rows.map((r) => r.pid)
      : [];
  const groups = (pids: number[]) => ({ node: nodes.map((n) => n.pid), db: pids });
  const pidsBefore = await backends();
  await Promise.all(nodes.map((node) => node.loopP99Ms()));
  benchLoop.reset();
  const before: CpuSnapshot = cpuSnapshot(groups(pidsBefore));
  return {
    /** CPU ms per `count` messages, and the cores others used */
    async stop(count: number) {
      const after = cpuSnapshot(groups([...new Set([...pidsBefore, ...(await backends())])]));
      if (profileDir)
        await Promise.all(
          nodes.map((node) =>
            node.profileStop(path.join(profileDir, `${node.name}-${workload}-${++profilesWritten}.cpuprofile`)),
          ),
        );
      const usage = cpuUsage(before, after);
      const perMessage = (cores: number) => (cores * usage.seconds * 1000) / Math.max(1, count);
      const node = perMessage(usage.groups.node!);
      const database = perMessage(usage.groups.db!);
      const loopP99Ms = {
        node: Math.max(...(await Promise.all(nodes.map((n) => n.loopP99Ms())))),
        bench: benchLoop.percentile(99) / 1e6,
      };
      return { cpuMs: { node, db: database, total: node + database }, otherCores: usage.other, loopP99Ms };
    },
  };
}
