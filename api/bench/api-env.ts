// The environment the benchmarks give the real server: production as deployed, quiet logs, a
// fresh secret (tokens are issued in the same process; the feed's floor is given it too, to verify
// them), the seeded schema as its database.
// METRICS_PORT and METRICS_TOKEN pass through from the bench's own environment: metrics on or off
// is the server's configuration to measure (docs/operations.md, Overhead).
import crypto from "node:crypto";

export function benchApiEnv(opts: {
  databaseUrl: string;
  dataDir: string;
  publicUrl: string;
  /** given when a floor verifies the api's tokens */
  jwtSecret?: string;
}): Record<string, string> {
  return {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl,
    JWT_SECRET: opts.jwtSecret ?? crypto.randomBytes(32).toString("hex"),
    PUBLIC_URL: opts.publicUrl,
    HOST: "127.0.0.1",
    PORT: "0",
    ...Object.fromEntries(
      ["METRICS_PORT", "METRICS_TOKEN"].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
    ),
  };
}
