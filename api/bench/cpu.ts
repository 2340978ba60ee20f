// Where the CPU went during a run (Linux /proc): the whole machine, and named processes (the load
// generator, the target's Node process, the target's PostgreSQL backends). On a shared machine
// the rest ("other") tells how much a measurement was disturbed; per-request CPU of the target
// and of its backends tells where a request's time goes, however busy the machine was.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function machineTicks(): { busy: number; total: number } {
  const line = fs.readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!;
  // user nice system idle iowait irq softirq steal
  const f = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - f[3]! - f[4]!, total };
}

function processTicks(pid: number, which: "all" | "sys" = "all"): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return which === "sys" ? stime : utime + stime;
  } catch {
    return NaN; // gone
  }
}

export interface CpuSnapshot {
  at: number;
  machine: { busy: number; total: number };
  groups: Record<string, Map<number, number>>;
}

/** each group's processes' CPU ticks; a group named "<name>:sys" counts kernel time only */
export function cpuSnapshot(groups: Record<string, number[]>): CpuSnapshot {
  return {
    at: performance.now(),
    machine: machineTicks(),
    groups: Object.fromEntries(
      Object.entries(groups).map(([name, pids]) => [
        name,
        new Map(pids.map((pid) => [pid, processTicks(pid, name.endsWith(":sys") ? "sys" : "all")])),
      ]),
    ),
  };
}

export interface CpuUsage {
  seconds: number;
  /** cores busy on average (machine and per group), and "other" = machine - groups */
  machine: number;
  groups: Record<string, number>;
  other: number;
  cores: number;
}

/** Cores used between two snapshots; a process seen in only one of them counts from/to zero. */
export function cpuUsage(before: CpuSnapshot, after: CpuSnapshot): CpuUsage {
  const seconds = (after.at - before.at) / 1000;
  const cores = os.cpus().length;
  const machineTotal = after.machine.total - before.machine.total;
  const machine = machineTotal > 0 ? ((after.machine.busy - before.machine.busy) / machineTotal) * cores : NaN;
  const groups: Record<string, number> = {};
  for (const [name, end] of Object.entries(after.groups)) {
    const start = before.groups[name] ?? new Map<number, number>();
    let ticks = 0;
    for (const pid of new Set([...start.keys(), ...end.keys()])) {
      const b = start.get(pid);
      const a = end.get(pid);
      ticks += (Number.isFinite(a) ? a! : Number.isFinite(b) ? b! : 0) - (Number.isFinite(b) ? b! : 0);
    }
    groups[name] = ticks / TICKS_PER_SECOND / seconds;
  }
  const other =
    machine - Object.entries(groups).reduce((sum, [name, cores]) => (name.endsWith(":sys") ? sum : sum + cores), 0);
  return { seconds, machine, groups, other, cores };
}

/** Share of the machine busy over `ms` (a quick look before measuring). */
export async function machineBusy(ms = 1000): Promise<number> {
  const a = machineTicks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = machineTicks();
  return (b.busy - a.busy) / Math.max(1, b.total - a.total);
}
