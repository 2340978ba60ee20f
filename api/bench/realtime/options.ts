// Command line of the realtime benchmark: `npm run bench:realtime -- [--scale 0.1] ...`.
import { parseArgs } from "node:util";
import { DEFAULT_DATABASE_URL, numberOption } from "../options.ts";

export interface RealtimeOptions {
  /** PostgreSQL server URL without a schema (the bench makes its own, dropped at the end) */
  databaseUrl: string;
  redisUrl: string;
  /** connected users, half graphql-ws, half v1 Socket.IO */
  users: number;
  /** messages per second, all senders together */
  rate: number;
  /** seconds of sending per target */
  duration: number;
}

const HELP = `Usage: npm run bench:realtime -- [options]
  --scale <n>          fraction of the full run (2,000 users, 200 messages/s, 30 s); 0.1 = a quick look
  --users <n>          connected users, half graphql-ws, half v1 Socket.IO (default 2000 x scale)
  --rate <n>           messages per second in total (default 200 x scale, at least 10)
  --duration <s>       seconds of sending per target (default 30, 10 below scale 0.5)
  --database-url <u>   PostgreSQL (default $BENCH_DATABASE_URL or ${DEFAULT_DATABASE_URL})
  --redis-url <u>      Redis for the two-node run (default $REDIS_URL or redis://127.0.0.1:6379)`;

export function parseRealtimeOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): RealtimeOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: "string" },
      users: { type: "string" },
      rate: { type: "string" },
      duration: { type: "string" },
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
  return {
    databaseUrl: values["database-url"] ?? env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    redisUrl: values["redis-url"] ?? env.REDIS_URL ?? "redis://127.0.0.1:6379",
    users,
    rate: numberOption("rate", values.rate, Math.max(10, 200 * scale), 1),
    duration: numberOption("duration", values.duration, scale < 0.5 ? 10 : 30, 1),
  };
}
