// The printed result: one row per target, the ratio, the targets of the issue.
import type { CpuUsage } from "./cpu.ts";
import type { Measurement } from "./measure.ts";

/** The targets, all against the floor measured in the same run (never absolute times). */
const TARGETS = { throughput: 0.5, p99: 2, nodeCpu: 3 } as const;

export interface Row {
  label: string;
  m: Measurement;
  /** SQL statements the target's process sent per request during the measurement */
  sqlPerRequest: number;
  cpu: CpuUsage;
  /** share of the machine idle in the second before the measurement */
  idleBefore: number;
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : "-");

export function formatTable(rows: Row[]): string {
  const header = [
    "target",
    "req/s",
    "p50 ms",
    "p90 ms",
    "p99 ms",
    "max ms",
    "requests",
    "errors",
    "timeouts",
    "non-2xx",
    "bad body",
    "SQL/req",
  ];
  const lines = rows.map(({ label, m, sqlPerRequest }) => [
    label,
    m.rps.toFixed(1),
    ms(m.p50),
    ms(m.p90),
    ms(m.p99),
    ms(m.max),
    String(m.requests),
    String(m.errors),
    String(m.timeouts),
    String(m.non2xx),
    String(m.mismatches),
    sqlPerRequest.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(fmt)].join("\n");
}

/** ms of CPU per answered request of a group that kept `cores` busy on average during the measurement. */
const cpuMsPerRequest = (cores: number, row: Row) => (cores * row.cpu.seconds * 1000) / Math.max(1, row.m.requests);

/**
 * CPU per request of the target's Node process and of its PostgreSQL backends (where a request's
 * time goes), and how busy the machine was, split by who (load generator, target, its backends,
 * everything else: other work on the machine disturbs the figures).
 */
export function formatCpu(rows: Row[]): string {
  const perRequest = (cores: number, row: Row) => cpuMsPerRequest(cores, row).toFixed(2);
  const header = [
    "target",
    "node CPU ms/req",
    "of which kernel",
    "postgres CPU ms/req",
    "machine busy",
    "loadgen",
    "target node",
    "its postgres",
    "other",
    "idle before",
  ];
  const cores = (v: number, of: number) => `${v.toFixed(2)}/${of}`;
  const lines = rows.map((row) => [
    row.label,
    perRequest(row.cpu.groups.target ?? NaN, row),
    perRequest(row.cpu.groups["target:sys"] ?? NaN, row),
    perRequest(row.cpu.groups.postgres ?? NaN, row),
    cores(row.cpu.machine, row.cpu.cores),
    (row.cpu.groups.loadgen ?? NaN).toFixed(2),
    (row.cpu.groups.target ?? NaN).toFixed(2),
    (row.cpu.groups.postgres ?? NaN).toFixed(2),
    row.cpu.other.toFixed(2),
    `${(row.idleBefore * 100).toFixed(0)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [
    "CPU (cores busy on average during the measurement; ms/req = CPU time per answered request)",
    fmt(header),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...lines.map(fmt),
  ].join("\n");
}

export function formatVerdict(api: Row, floor: Row): { text: string; pass: boolean } {
  const throughput = api.m.rps / floor.m.rps;
  const p99 = api.m.p99 / floor.m.p99;
  const nodeCpu =
    cpuMsPerRequest(api.cpu.groups.target ?? NaN, api) / cpuMsPerRequest(floor.cpu.groups.target ?? NaN, floor);
  const verdicts: [string, boolean][] = [
    [
      `throughput (a)/(b):   ${throughput.toFixed(3)}   target >= ${TARGETS.throughput.toFixed(2)}`,
      throughput >= TARGETS.throughput,
    ],
    [`p99 (a)/(b):          ${p99.toFixed(3)}   target <= ${TARGETS.p99}`, p99 <= TARGETS.p99],
    [`Node CPU/page (a)/(b): ${nodeCpu.toFixed(3)}   target <= ${TARGETS.nodeCpu}`, nodeCpu <= TARGETS.nodeCpu],
    [
      `(a) answered every request with a full page`,
      api.m.errors + api.m.timeouts + api.m.non2xx + api.m.mismatches === 0,
    ],
  ];
  return {
    text: verdicts.map(([line, ok]) => `${line.padEnd(48)} ${ok ? "PASS" : "FAIL"}`).join("\n"),
    pass: verdicts.every(([, ok]) => ok),
  };
}
