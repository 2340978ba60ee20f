// One target's turn: (optionally) wait for a quiet machine, warm up, then measure while
// accounting the CPU of the load generator, the target process and its PostgreSQL backends,
// and counting the SQL statements the target sends.
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import { cpuSnapshot, cpuUsage, machineBusy } from "./cpu.ts";
import { measure } from "./measure.ts";
import type { BenchOptions } from "./options.ts";
import type { Row } from "./report.ts";
import type { Target } from "./targets.ts";

export interface TargetRun extends Pick<BenchOptions, "connections" | "duration" | "warmup" | "waitIdle" | "cpuProf"> {
  /** a connection to the bench database (finds the target's backends in pg_stat_activity) */
  db: pg.Client;
  body: string;
  /** headers of the next request: a random viewer each time */
  headers: () => Record<string, string>;
  log: (message: string) => void;
}

const QUIET = 0.85;

export async function benchTarget(target: Target, label: string, opts: TargetRun): Promise<Row> {
  const run = (duration: number) =>
    measure({
      url: target.url,
      connections: opts.connections,
      duration,
      body: opts.body,
      headers: opts.headers,
      // a 200 carrying GraphQL errors, or an empty page, is not an answer
      verifyBody: (body) => body.includes('"edges":[{') && !body.includes('"errors"'),
    });
  if (opts.waitIdle > 0) {
    const until = performance.now() + opts.waitIdle * 1000;
    let idle = 1 - (await machineBusy(2000));
    while (idle < QUIET && performance.now() < until) idle = 1 - (await machineBusy(2000));
    opts.log(
      `${label}: machine ${(idle * 100).toFixed(0)}% idle${idle < QUIET ? ` (gave up waiting after ${opts.waitIdle} s)` : ""}`,
    );
  }
  if (opts.warmup > 0) {
    opts.log(`${label}: warm-up ${opts.warmup} s`);
    await run(opts.warmup);
  }
  const idleBefore = 1 - (await machineBusy(1000));
  opts.log(
    `${label}: measuring ${opts.duration} s at ${opts.connections} connections (machine ${(idleBefore * 100).toFixed(0)}% idle just before)`,
  );

  const backends = async () =>
    (
      await opts.db.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [
        target.applicationName,
      ])
    ).rows.map((r) => r.pid);
  const groups = (postgres: number[]) => ({
    loadgen: [process.pid],
    target: [target.pid],
    "target:sys": [target.pid],
    postgres,
  });
  const pidsBefore = await backends();
  const statementsBefore = await target.statements();
  const cpuBefore = cpuSnapshot(groups(pidsBefore));
  if (opts.cpuProf) await target.profile("start");

  const m = await run(opts.duration);

  if (opts.cpuProf) {
    fs.mkdirSync(opts.cpuProf, { recursive: true });
    const file = path.join(opts.cpuProf, `${target.kind}-${new Date().toISOString().replace(/[:.]/g, "-")}.cpuprofile`);
    await target.profile("stop", file);
    opts.log(`${label}: CPU profile in ${file}`);
  }
  const cpuAfter = cpuSnapshot(groups([...new Set([...pidsBefore, ...(await backends())])]));
  const statementsAfter = await target.statements();
  return {
    label,
    m,
    sqlPerRequest: m.requests ? (statementsAfter - statementsBefore) / m.requests : NaN,
    cpu: cpuUsage(cpuBefore, cpuAfter),
    idleBefore,
  };
}
