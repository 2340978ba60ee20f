// The realtime benchmark's printed report: every figure of every run, the capacity steps, and the
// targets' verdicts, each a ratio to the durable floor measured in the same run.
import { P99_LIMIT_MS, sustained, WINDOW_SECONDS, type RunFigures } from "./measure.ts";
import type { NodeMode } from "./nodes.ts";
import type { Workload } from "./options.ts";

export interface CapacityStep {
  rate: number;
  figures?: RunFigures;
  /** not measured, and why */
  skipped?: string;
}

export interface TargetResult {
  label: string;
  kind: NodeMode;
  nodes: number;
  workload: Workload;
  connections: number;
  heapPerConnectionKb: number;
  main: RunFigures;
  capacity?: CapacityStep[];
}

/** The highest rate sustained before the first step that was not; `atLeast` when no step failed. */
function capacityOf(steps: CapacityStep[]): { rate: number; atLeast: boolean } {
  let rate = 0;
  for (const step of steps) {
    if (!step.figures) return { rate, atLeast: true };
    if (!sustained(step.figures)) return { rate, atLeast: false };
    rate = step.rate;
  }
  return { rate, atLeast: true };
}

const TARGETS = { p99: 2, cpu: 2, capacity: 0.5, heapKb: 20 } as const;

const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

const RUN_HEADER = [
  "target",
  "rate/s",
  "sent",
  "delivered",
  "lost",
  "dup",
  "errors",
  "p50 ms",
  "p99 ms",
  "max ms",
  "send p99",
  "deliv/s",
  "CPU ms/msg node",
  "db",
  "total",
  "others' cores",
  "loop p99 node",
  "bench",
  "stream dup",
];
const runCells = (label: string, r: RunFigures) => [
  label,
  String(r.rate),
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
  f(r.cpuMs.node, 2),
  f(r.cpuMs.db, 2),
  f(r.cpuMs.total, 2),
  f(r.otherCores, 2),
  f(r.loopP99Ms.node),
  f(r.loopP99Ms.bench),
  r.stream ? `${r.stream.duplicates}/${r.stream.entries}` : "-",
];

const what = (workload: Workload) =>
  workload === "chat" ? "chat messages (send → the receiver's client)" : "game moves (move → the opponent's board)";

export function printReport(results: TargetResult[], workloads: Workload[]): void {
  for (const workload of workloads) {
    const of = results.filter((r) => r.workload === workload);
    if (!of.length) continue;
    console.log(`\n== ${what(workload)}`);
    console.log(
      table(
        ["target", "connections", "heap KB/conn"],
        of.map((r) => [r.label, String(r.connections), f(r.heapPerConnectionKb)]),
      ),
    );
    console.log();
    console.log(
      table(
        RUN_HEADER,
        of.map((r) => runCells(r.label, r.main)),
      ),
    );
    for (const r of of) if (r.main.firstError) console.log(`${r.label}: first error: ${r.main.firstError}`);
    console.log(
      `\np99 ms of each ${WINDOW_SECONDS} s of the run, by when the send was due (a stall shows in one window):`,
    );
    for (const r of of) console.log(`  ${r.label.padEnd(32)} ${r.main.p99ByWindow.map((p99) => f(p99)).join("  ")}`);

    const stepped = of.filter((r) => r.capacity);
    if (stepped.length) {
      console.log(
        `\ncapacity steps (sustained: p99 <= ${P99_LIMIT_MS} ms, nothing lost, no errors; the steps stop at the first that is not)`,
      );
      const rows = stepped.flatMap((r) =>
        r.capacity!.map((step) =>
          step.figures
            ? runCells(`${r.label}${sustained(step.figures) ? "" : " (not sustained)"}`, step.figures)
            : [`${r.label}: ${step.rate}/s not measured: ${step.skipped}`, ...RUN_HEADER.slice(1).map(() => "")],
        ),
      );
      console.log(table(RUN_HEADER, rows));
      for (const r of stepped) {
        const c = capacityOf(r.capacity!);
        console.log(`${r.label}: capacity ${c.atLeast ? ">= " : ""}${c.rate}/s`);
      }
    }

    const reference = of.find((r) => r.kind === "reference");
    if (reference)
      console.log(
        `\nthe transport's limit (bare Socket.IO relay, stores nothing): p99 ${f(reference.main.latency.p99)} ms, CPU ${f(reference.main.cpuMs.total, 2)} ms/msg`,
      );
    for (const nodes of [1, 2]) {
      const floor = of.find((r) => r.kind === "floor" && r.nodes === nodes);
      const api = of.find((r) => r.kind === "api" && r.nodes === nodes);
      if (floor && api) printVerdicts(workload, api, floor);
      const lean = of.find((r) => r.kind === "floor-lean" && r.nodes === nodes);
      if (lean && api)
        console.log(
          `  (against the floor without session checks and outbox, as earlier runs measured: p99 ${f(ratio(api.main.latency.p99, lean.main.latency.p99), 2)}x, CPU ${f(ratio(api.main.cpuMs.total, lean.main.cpuMs.total), 2)}x)`,
        );
    }
  }
  console.log(
    "\nFigures are from this machine at this moment: ratios within one run are what compare (others' cores: how busy the rest of the machine was meanwhile).",
  );
}

const ratio = (a: number, b: number) => a / b;

function printVerdicts(workload: Workload, api: TargetResult, floor: TargetResult): void {
  const unit = workload === "chat" ? "msg" : "move";
  const lines: [string, boolean | null][] = [];
  const p99 = ratio(api.main.latency.p99, floor.main.latency.p99);
  lines.push([
    `p99 delivery ${f(api.main.latency.p99)} ms vs the floor's ${f(floor.main.latency.p99)} ms: ${f(p99, 2)}x (target <= ${TARGETS.p99}x)`,
    p99 <= TARGETS.p99,
  ]);
  const cpu = ratio(api.main.cpuMs.total, floor.main.cpuMs.total);
  lines.push([
    `CPU ${f(api.main.cpuMs.total, 2)} ms/${unit} (node ${f(api.main.cpuMs.node, 2)} + db ${f(api.main.cpuMs.db, 2)}) vs the floor's ${f(floor.main.cpuMs.total, 2)} (node ${f(floor.main.cpuMs.node, 2)} + db ${f(floor.main.cpuMs.db, 2)}): ${f(cpu, 2)}x (target <= ${TARGETS.cpu}x)`,
    cpu <= TARGETS.cpu,
  ]);
  if (api.capacity && floor.capacity) {
    const [a, b] = [capacityOf(api.capacity), capacityOf(floor.capacity)];
    const c = ratio(a.rate, b.rate);
    const pass = c >= TARGETS.capacity;
    // a capacity the steps never reached ("at least") leaves the verdict open when it could change it
    const decided = b.rate === 0 || (a.atLeast && !pass) || (b.atLeast && pass) ? null : pass;
    lines.push([
      `capacity ${a.atLeast ? ">= " : ""}${a.rate}/s vs the floor's ${b.atLeast ? ">= " : ""}${b.rate}/s: ${f(c, 2)}x (target >= ${TARGETS.capacity}x)`,
      decided,
    ]);
  } else lines.push(["capacity: not measured (--capacity)", null]);
  lines.push([`lost ${api.main.lost} of ${api.main.sent} (target 0)`, api.main.lost === 0]);
  const streamDup = api.main.stream
    ? `; in the Redis stream ${api.main.stream.duplicates} of ${api.main.stream.entries} events twice`
    : "";
  lines.push([
    `duplicates ${api.main.duplicates} delivered twice${streamDup} (target 0)`,
    api.main.duplicates === 0 && (api.main.stream?.duplicates ?? 0) === 0,
  ]);
  lines.push([
    `heap ${f(api.heapPerConnectionKb)} KB per connection (target <= ${TARGETS.heapKb})`,
    api.heapPerConnectionKb <= TARGETS.heapKb,
  ]);
  console.log(`\n${api.label} against ${floor.label}, ${workload}:`);
  for (const [text, pass] of lines) console.log(`  ${pass === null ? "n/a " : pass ? "PASS" : "FAIL"}  ${text}`);
}
