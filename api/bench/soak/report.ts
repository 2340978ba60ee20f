// The soak's printed figures: a row per node per sample while it runs, then the summary.
import { spread } from "../realtime/measure.ts";
import type { Counts } from "./ledger.ts";
import { KINDS, type Kind } from "./load.ts";

export interface Sample {
  /** minutes since the load started; "end": after it, the last deliveries waited for */
  minute: number | "end";
  node: number;
  rssMb: number;
  heapMb: number;
  loopP99Ms: number;
  requests: number;
  errors: number;
  counts: Counts;
  load1: number;
}

const MB = 1024 * 1024;
export const mb = (bytes: number) => bytes / MB;
const nodeName = (node: number) => "ab"[node]!;

export const ROW_HEADER =
  " min node   RSS MB  heap MB  loop p99 ms  requests  errors  delivered  dup  lost  ended  load1";

export function row(s: Sample): string {
  return [
    String(s.minute).padStart(4),
    nodeName(s.node).padStart(4),
    s.rssMb.toFixed(1).padStart(8),
    s.heapMb.toFixed(1).padStart(8),
    s.loopP99Ms.toFixed(1).padStart(12),
    String(s.requests).padStart(9),
    String(s.errors).padStart(7),
    String(s.counts.delivered).padStart(10),
    String(s.counts.duplicates).padStart(4),
    String(s.counts.lost).padStart(5),
    String(s.counts.lostEnded).padStart(6),
    s.load1.toFixed(2).padStart(6),
  ].join(" ");
}

const nearest = (values: number[], to: number) =>
  values.reduce((best, v) => (Math.abs(v - to) < Math.abs(best - to) ? v : best), values[0] ?? to);

/** a slope to print: none from fewer than two samples */
const slope = (mbPerHour: number) => (Number.isFinite(mbPerHour) ? mbPerHour.toFixed(1) : "-");

/** Least-squares slope of y over x, per hour when x is in minutes. */
function slopePerHour(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxx ? (sxy / sxx) * 60 : NaN;
}

export interface Summary {
  seconds: number;
  rate: number;
  samples: Sample[];
  latencies: Map<Kind, number[]>;
  errorsByKind: Map<Kind, number>;
  firstErrors: string[];
  connectionFailures: string[];
  final: Counts;
  stream: { events: number; repeated: number; notifications: number };
  unmatched: string[];
  byFaceAndStream: Map<string, Counts>;
  /** the run was stopped before its time (SIGINT, SIGTERM) */
  stoppedEarly: boolean;
}

export function printSummary(s: Summary, log: (line: string) => void): { clean: boolean } {
  const requests = [...s.latencies.values()].reduce((n, l) => n + l.length, 0);
  const errors = [...s.errorsByKind.values()].reduce((n, e) => n + e, 0);
  log("");
  log(
    `Summary: ${(s.seconds / 60).toFixed(1)} min of load at ${s.rate}/s${s.stoppedEarly ? " (stopped before its time)" : ""}`,
  );
  log(
    `  requests ${requests + errors} (${((requests + errors) / s.seconds).toFixed(1)}/s), errors ${errors}, live connections failed ${s.connectionFailures.length}`,
  );
  log(
    `  deliveries ${s.final.delivered}, duplicates ${s.final.duplicates}, lost ${s.final.lost} on open streams and ${s.final.lostEnded} after their stream ended, unexpected ${s.final.unexpected}; ` +
      `stored events in the stream ${s.stream.events} (${s.stream.notifications} notifications of listeners), outbox identities read twice ${s.stream.repeated}`,
  );

  log("  by face and stream:");
  for (const [key, c] of [...s.byFaceAndStream].sort(([a], [b]) => a.localeCompare(b)))
    log(
      `    ${key.padEnd(30)} delivered ${c.delivered}, duplicates ${c.duplicates}, lost ${c.lost} (+${c.lostEnded} after it ended), unexpected ${c.unexpected}`,
    );

  log("");
  log("  memory per node (MB): RSS / heap after full GC");
  const minutes = s.samples.map((x) => x.minute as number);
  const last = Math.max(0, ...minutes);
  // the samples nearest to minutes 1, 10, 30, 60 (within the run), and the last
  const marks = [...new Set([1, 10, 30, 60, last].filter((m) => m <= last).map((m) => nearest(minutes, m)))];
  log(`  node ${marks.map((m) => `min ${m}`.padStart(15)).join("")}   slope RSS  slope heap (MB/h)`);
  const fitFrom = last >= 10 ? 5 : 0;
  for (const node of [...new Set(s.samples.map((x) => x.node))]) {
    const mine = s.samples.filter((x) => x.node === node) as (Sample & { minute: number })[];
    const at = (m: number) => mine.find((x) => x.minute === m);
    const cells = marks.map((m) => {
      const x = at(m);
      return (x ? `${x.rssMb.toFixed(1)} / ${x.heapMb.toFixed(1)}` : "-").padStart(15);
    });
    const fit = mine.filter((x) => x.minute >= fitFrom);
    const rss = slopePerHour(fit.map((x) => ({ x: x.minute, y: x.rssMb })));
    const heap = slopePerHour(fit.map((x) => ({ x: x.minute, y: x.heapMb })));
    log(`  ${nodeName(node).padStart(4)} ${cells.join("")}   ${slope(rss).padStart(9)}  ${slope(heap).padStart(10)}`);
  }
  log(`  (slopes: least squares over the samples of minutes ${fitFrom}..${last})`);

  log("");
  log("  kind            count  errors  p50 ms  p99 ms  max ms");
  for (const kind of KINDS) {
    const l = s.latencies.get(kind) ?? [];
    const e = s.errorsByKind.get(kind) ?? 0;
    if (!l.length && !e) continue;
    const { p50, p99, max } = spread(l);
    log(
      `  ${kind.padEnd(14)} ${String(l.length).padStart(6)} ${String(e).padStart(7)} ${p50.toFixed(1).padStart(7)} ${p99.toFixed(1).padStart(7)} ${max.toFixed(1).padStart(7)}`,
    );
  }
  const all = spread([...s.latencies.values()].flat());
  log(
    `  ${"all".padEnd(14)} ${String(requests).padStart(6)} ${String(errors).padStart(7)} ${all.p50.toFixed(1).padStart(7)} ${all.p99.toFixed(1).padStart(7)} ${all.max.toFixed(1).padStart(7)}`,
  );

  for (const e of s.firstErrors) log(`  error: ${e}`);
  for (const f of s.connectionFailures.slice(0, 10)) log(`  connection: ${f}`);
  for (const u of s.unmatched) log(`  not matched: ${u}`);

  const verdict = (ok: boolean, what: string) => log(`  ${ok ? "PASS" : "FAIL"}  ${what}`);
  log("");
  verdict(
    errors === 0 && s.connectionFailures.length === 0,
    `0 errors (${errors} requests, ${s.connectionFailures.length} connections)`,
  );
  verdict(
    s.final.duplicates === 0 && s.stream.repeated === 0,
    `0 duplicates (${s.final.duplicates} delivered twice, ${s.stream.repeated} events twice in the stream)`,
  );
  verdict(
    s.final.lost + s.final.lostEnded === 0 && s.final.unexpected === 0,
    `0 lost (${s.final.lost} on open streams, ${s.final.lostEnded} after their stream ended, ${s.final.unexpected} received but never expected)`,
  );
  return { clean: errors === 0 && s.final.duplicates === 0 && s.final.lost + s.final.lostEnded === 0 };
}
