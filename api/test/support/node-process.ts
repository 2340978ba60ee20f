// A second api node for multi-node tests: api/src/main.ts in a process of its own (nothing in
// memory shared with the test's node), on the same database, Redis and JWT secret.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { captureOutput } from "./child-output.ts";
import { freePort } from "./free-port.ts";
import { TEST_JWT_SECRET } from "./test-server.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

/** Started and listening; `env` adds to (or overrides) the node's settings. */
export async function startNodeProcess(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL!,
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "none"),
      LOG_LEVEL: "info",
      BCRYPT_ROUNDS: "4",
      AUTH_RATE_LIMIT_PER_MINUTE: "10000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = captureOutput(child);
  if (!(await output.shows(/listening at/))) throw new Error(`node B did not start:\n${output.text()}`);
  return { child, url: `http://127.0.0.1:${port}` };
}

/** SIGTERM, and waits for the exit (unless it already ended). */
export async function stopNodeProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
