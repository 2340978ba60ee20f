// Command line of the feed benchmark: `npm run bench:feed -- [--scale 0.02] [--database-url URL] ...`.
import path from "node:path";
import { parseArgs } from "node:util";

export const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

export interface BenchOptions {
  /** PostgreSQL server URL without the schema (the bench always works in its own schema) */
  databaseUrl: string;
  schema: string;
  scale: number;
  connections: number;
  /** seconds measured per target */
  duration: number;
  /** seconds of load before each measurement (JIT, prepared statements, caches); not counted */
  warmup: number;
  reseed: boolean;
  seedOnly: boolean;
  /** measure only one target (investigation); the ratio needs both */
  only: "api" | "floor" | undefined;
  /** api/src directory (a patched copy) to load the real server from instead of this checkout's */
  apiSrc: string | undefined;
  /** directory for V8 CPU profiles of each target process during its measurement */
  cpuProf: string | undefined;
  /** before each target: wait up to this many seconds for the machine to be quiet (others' work) */
  waitIdle: number;
}

const HELP = `Usage: npm run bench:feed -- [options]
  --scale <n>          dataset size relative to 20k users / 1M posts / 3M follows (default 1)
  --database-url <u>   PostgreSQL URL (default $BENCH_DATABASE_URL or ${DEFAULT_DATABASE_URL});
                       a ?schema=name in it picks the schema
  --schema <name>      schema to seed and read (default bench_feed, bench_feed_s<scale> below scale 1)
  --connections <n>    autocannon connections (default 10)
  --duration <s>       seconds measured per target (default 20; 10 below scale 0.1)
  --warmup <s>         seconds of unmeasured load before each measurement (default 5; 2 below scale 0.1)
  --reseed             drop the schema and seed again even if the data matches
  --seed-only          seed (or check) the data, then stop
  --only <api|floor>   measure one target only (no ratio)
  --api-src <dir>      load the API server from this api/src directory (a copy with a change to
                       try; its node_modules must resolve to this checkout's)
  --wait-idle <s>      before each target, wait up to <s> seconds for the machine to be >= 85% idle
                       (a shared machine: other work disturbs the figures; default 0 = don't wait)
  --cpu-prof <dir>     write a V8 CPU profile of each target during its measurement to <dir>
                       (summary: tsx api/bench/profile-summary.ts <file>)`;

/** A numeric option's value: `fallback` when absent, refused below `min`. */
export function numberOption(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number >= ${min} (got "${raw}")`);
  return n;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: "string" },
      "database-url": { type: "string" },
      schema: { type: "string" },
      connections: { type: "string" },
      duration: { type: "string" },
      warmup: { type: "string" },
      reseed: { type: "boolean", default: false },
      "seed-only": { type: "boolean", default: false },
      only: { type: "string" },
      "api-src": { type: "string" },
      "cpu-prof": { type: "string" },
      "wait-idle": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const scale = numberOption("scale", values.scale, 1, 0.0005);
  const url = new URL(values["database-url"] ?? env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL);
  if (!/^postgres(ql)?:$/.test(url.protocol)) throw new Error("--database-url must be a postgres:// URL");
  const schemaFromUrl = url.searchParams.get("schema");
  url.searchParams.delete("schema");
  const schema =
    values.schema ?? schemaFromUrl ?? (scale === 1 ? "bench_feed" : `bench_feed_s${String(scale).replace(/\W/g, "_")}`);
  if (!/^[a-z_][a-z0-9_]*$/i.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  return {
    databaseUrl: url.toString(),
    schema,
    scale,
    connections: Math.round(numberOption("connections", values.connections, 10, 1)),
    // a small --scale is a quick check: shorter runs unless asked otherwise (whole run < 1 min)
    duration: numberOption("duration", values.duration, scale < 0.1 ? 10 : 20, 1),
    warmup: numberOption("warmup", values.warmup, scale < 0.1 ? 2 : 5, 0),
    reseed: values.reseed!,
    seedOnly: values["seed-only"]!,
    only: only(values.only),
    apiSrc: values["api-src"] ? path.resolve(values["api-src"]) : undefined,
    cpuProf: values["cpu-prof"] ? path.resolve(values["cpu-prof"]) : undefined,
    waitIdle: numberOption("wait-idle", values["wait-idle"], 0, 0),
  };
}

function only(value: string | undefined): BenchOptions["only"] {
  if (value === undefined || value === "api" || value === "floor") return value;
  throw new Error(`--only must be api or floor (got "${value}")`);
}

/** The URL the app's parseDatabaseUrl understands: tables in `schema`. */
export function schemaUrl(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set("schema", schema);
  return url.toString();
}
