import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// seconds on a quiet machine; minutes while other suites share its cores (the wait ends when it answers or exits)
const STARTUP_TIMEOUT_MS = 180_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

export const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** The server's signing secret, so a test can make a token the server would have issued (an expired one). */
export const E2E_JWT_SECRET = "e2e-secret-that-is-long-enough-for-hs256-0123456789";

export interface RunningApiServer {
  readonly baseUrl: string;
  readonly stop: () => Promise<void>;
}

/**
 * Starts the real API (which also serves web/dist) on a free port with a throwaway data directory.
 * `env` adds to (or overrides) its configuration: a test file with a server of its own (a model at
 * AI_BASE_URL, say) passes it here.
 */
export async function startApiServer(env: Readonly<Record<string, string>> = {}): Promise<RunningApiServer> {
  const server = await startRestartableApiServer(env);
  return { baseUrl: server.baseUrl, stop: server.stop };
}

export interface RestartableApiServer extends RunningApiServer {
  /** Stops the process as a deploy does (SIGTERM); its port and data directory stay for `restart`. */
  readonly halt: () => Promise<void>;
  /** Starts it again, on the same port and data directory; resolves once it is healthy. */
  readonly restart: () => Promise<void>;
}

/** startApiServer's server, which a test can stop and start again (a deploy, a crash) under open pages. */
export async function startRestartableApiServer(
  env: Readonly<Record<string, string>> = {},
): Promise<RestartableApiServer> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "skysocial-e2e-"));
  const baseUrl = `http://localhost:${port}`;
  let child: ChildProcess | null = null;
  let stopping = false;

  const halt = async () => {
    stopping = true;
    if (child) await stopProcess(child);
    child = null;
  };
  const restart = async () => {
    stopping = false;
    const started = spawnApiServer(port, dataDir, env);
    child = started.child;
    // A crash mid-run otherwise only shows up as refused connections in whichever test comes next.
    started.child.once("exit", (code, signal) => {
      if (!stopping) process.stderr.write(`[api] exited unexpectedly (code ${code}, signal ${signal})\n`);
    });
    try {
      await waitForHealthy(baseUrl, started.child);
    } catch (error) {
      await halt();
      throw new Error(`${(error as Error).message}\n--- server output ---\n${started.output()}`, { cause: error });
    }
  };
  const stop = async () => {
    await halt();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await restart();
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, halt, restart };
}

function spawnApiServer(port: number, dataDir: string, env: Readonly<Record<string, string>>) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("api", "src", "main.ts")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BCRYPT_ROUNDS: "4",
      // the journeys sign up many users from one address
      AUTH_RATE_LIMIT_PER_MINUTE: "10000",
      WRITE_RATE_LIMIT_PER_MINUTE: "10000",
      LOG_LEVEL: "warn",
      JWT_SECRET: E2E_JWT_SECRET,
      NODE_ENV: "test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  // Kept so a failed start can say why; the server's warnings are shown as they come.
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(`[api] ${chunk.toString()}`);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return { child, output: () => output };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited with code ${child.exitCode} while starting.`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${baseUrl}/healthz did not answer 200 within ${STARTUP_TIMEOUT_MS} ms.`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), SHUTDOWN_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
