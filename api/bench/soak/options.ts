// Command line of the soak benchmark: `npm run bench:soak -- [--minutes 60] [--rate 40] ...`.
import os from "node:os";
import { parseArgs } from "node:util";
import { DEFAULT_DATABASE_URL, numberOption } from "../options.ts";

export interface SoakOptions {
  /** PostgreSQL server URL without a schema */
  databaseUrl: string;
  /**
   * the schema the run seeds and works in, its own (dropped at the end): the api's Redis namespace
   * follows it, and a schema made again would restart the outbox's ids under markers an earlier
   * run left (redis-stream-transport.ts keeps them 20 minutes), which refuse those events as repeats
   */
  schema: string;
  redisUrl: string;
  minutes: number;
  /** requests per second, both nodes together */
  rate: number;
  /** seconds between two rows of figures */
  sampleEvery: number;
  /** users with live connections on every face */
  listeners: number;
  /** minutes of the load at which each node writes a heap snapshot (the load paused meanwhile) */
  heapSnapshots: number[];
  /** where the snapshots go */
  heapDir: string;
}

const HELP = `Usage: npm run bench:soak -- [options]
  --minutes <n>        how long the load runs (default 60)
  --rate <n>           requests per second over both nodes (default 40)
  --sample-every <s>   seconds between rows of figures (default 60)
  --listeners <n>      users connected live on graphql-ws, SSE and Socket.IO at once (default 8)
  --heap-snapshots <m,m,...>
                       minutes of the load at which each node writes a heap snapshot after full
                       collections; the load pauses meanwhile (compare two with api/bench/heap/heap-diff.ts)
  --heap-dir <dir>     where they go (default the system's temporary directory)
  --database-url <u>   PostgreSQL (default $BENCH_DATABASE_URL or ${DEFAULT_DATABASE_URL})
  --schema <name>      the schema seeded for the run and dropped after it (default bench_soak_<time>)
  --redis-url <u>      Redis the two nodes share (default $REDIS_URL or redis://127.0.0.1:6379)`;

export function parseSoakOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): SoakOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      minutes: { type: "string" },
      rate: { type: "string" },
      "sample-every": { type: "string" },
      listeners: { type: "string" },
      "heap-snapshots": { type: "string" },
      "heap-dir": { type: "string" },
      "database-url": { type: "string" },
      schema: { type: "string" },
      "redis-url": { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const schema = values.schema ?? `bench_soak_${Date.now()}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`--schema: "${schema}" is not a plain lower-case name`);
  return {
    databaseUrl: values["database-url"] ?? env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    schema,
    redisUrl: values["redis-url"] ?? env.REDIS_URL ?? "redis://127.0.0.1:6379",
    minutes: numberOption("minutes", values.minutes, 60, 1),
    rate: numberOption("rate", values.rate, 40, 1),
    sampleEvery: numberOption("sample-every", values["sample-every"], 60, 5),
    listeners: Math.round(numberOption("listeners", values.listeners, 8, 2)),
    heapSnapshots: (values["heap-snapshots"] ?? "")
      .split(",")
      .filter(Boolean)
      .map((minute) => numberOption("heap-snapshots", minute, 0, 0))
      .sort((x, y) => x - y),
    heapDir: values["heap-dir"] ?? os.tmpdir(),
  };
}
