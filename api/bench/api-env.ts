// The environment the benchmarks give the real server: production as deployed, quiet logs, a
// fresh secret (tokens are issued in the same process), the seeded schema as its database.
import crypto from "node:crypto";

export function benchApiEnv(opts: { databaseUrl: string; dataDir: string; publicUrl: string }): Record<string, string> {
  return {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl,
    JWT_SECRET: crypto.randomBytes(32).toString("hex"),
    PUBLIC_URL: opts.publicUrl,
    HOST: "127.0.0.1",
    PORT: "0",
  };
}
