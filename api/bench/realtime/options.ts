// Command line of the realtime benchmark: `npm run bench:realtime -- [--scale 0.1] ...`.
import { parseArgs } from "node:util";
import { DEFAULT_DATABASE_URL, numberOption } from "../options.ts";

export type Workload = "chat" | "game";
export const TARGET_KEYS = ["relay", "lean-1", "floor-1", "api-1", "lean-2", "floor-2", "api-2"] as const;
export type TargetKey = (typeof TARGET_KEYS)[number];

export interface RealtimeOptions {
  /** PostgreSQL server URL without a schema (the bench makes its own, dropped at the end) */
  databaseUrl: string;
  redisUrl: string;
  /** connected users, half graphql-ws, half v1 Socket.IO */
  users: number;
  /** messages (chat) or moves (game) per second, all senders together */
  rate: number;
  /** seconds of sending per target */
  duration: number;
  /** seconds of sending before each measurement, not counted (JIT, prepared statements, pools) */
  warmup: number;
  workloads: Workload[];
  targets: TargetKey[];
  /** null: no capacity steps */
  capacity: { rates: number[]; stepSeconds: number } | null;
}

const CAPACITY_RATES = [50, 100, 200, 400, 800, 1600];

const HELP = `Usage: npm run bench:realtime -- [options]
  --scale <n>          fraction of the full run (2,000 users, 200 messages/s, 30 s); 0.1 = a quick look
  --users <n>          connected users, half graphql-ws, half v1 Socket.IO (default 2000 x scale)
  --rate <n>           messages (or moves) per second in total (default 200 x scale, at least 10)
  --duration <s>       seconds of sending per target (default 30, 10 below scale 0.5)
  --warmup <s>         seconds of sending before each measurement, not counted (default 3, 1 below scale 0.5)
  --only <chat|game>   one workload (default both: chat messages, then game moves)
  --targets <list>     some of ${TARGET_KEYS.join(",")} (default all; the verdicts need floor-N and api-N)
  --capacity           after the runs at --rate, raise the rate step by step for each floor and api
                       target, until p99 > 250 ms, a loss or an error (the highest passing rate is its capacity)
  --rates <list>       the capacity steps, messages (moves) per second (default ${CAPACITY_RATES.join(",")})
  --step-seconds <s>   seconds of sending per capacity step (default 20)
  --database-url <u>   PostgreSQL (default $BENCH_DATABASE_URL or ${DEFAULT_DATABASE_URL})
  --redis-url <u>      Redis for the two-node runs (default $REDIS_URL or redis://127.0.0.1:6379)
Environment: BENCH_CPU_PROF_DIR=<dir> makes every node write a V8 CPU profile there of each measured run;
BENCH_HEAP_SNAPSHOT_DIR=<dir> a heap snapshot at each heap measurement.`;

export function parseRealtimeOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): RealtimeOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: "string" },
      users: { type: "string" },
      rate: { type: "string" },
      duration: { type: "string" },
      warmup: { type: "string" },
      only: { type: "string" },
      targets: { type: "string" },
      capacity: { type: "boolean", default: false },
      rates: { type: "string" },
      "step-seconds": { type: "string" },
      "database-url": { type: "string" },
      "redis-url": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const scale = numberOption("scale", values.scale, 1, 0.001);
  const users = Math.round(numberOption("users", values.users, Math.max(4, 2000 * scale), 4) / 2) * 2;
  if (values.only !== undefined && values.only !== "chat" && values.only !== "game")
    throw new Error(`--only: "chat" or "game", not "${values.only}"`);
  const targets = (values.targets?.split(",").map((t) => t.trim()) ?? [...TARGET_KEYS]) as TargetKey[];
  for (const t of targets)
    if (!TARGET_KEYS.includes(t)) throw new Error(`--targets: ${t} is not one of ${TARGET_KEYS.join(", ")}`);
  const rates = values.rates?.split(",").map((r, i) => numberOption(`rates[${i}]`, r.trim(), 0, 1)) ?? CAPACITY_RATES;
  return {
    databaseUrl: values["database-url"] ?? env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    redisUrl: values["redis-url"] ?? env.REDIS_URL ?? "redis://127.0.0.1:6379",
    users,
    rate: numberOption("rate", values.rate, Math.max(10, 200 * scale), 1),
    duration: numberOption("duration", values.duration, scale < 0.5 ? 10 : 30, 1),
    warmup: numberOption("warmup", values.warmup, scale < 0.5 ? 1 : 3, 0),
    workloads: values.only ? [values.only] : ["chat", "game"],
    targets,
    capacity: values.capacity
      ? { rates, stepSeconds: numberOption("step-seconds", values["step-seconds"], 20, 1) }
      : null,
  };
}
