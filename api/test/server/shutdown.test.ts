// `npm start`'s process: one line saying where it listens, and a clean exit on SIGTERM with the
// embedded database closed (it opens again afterwards).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { freePort } from "../support/free-port.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

async function startMain(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "info", WEB_DIST_DIR: path.join(dataDir, "none") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  // a start takes seconds, but minutes on a machine busy with other suites: wait for the line or the exit
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && !/listening at/.test(output) && child.exitCode === null) await new Promise((r) => setTimeout(r, 250));
  return { child, exited, output: () => output };
}

it("logs where it listens, and exits 0 on SIGTERM with the database closed", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-main-"));
  const port = await freePort();
  const first = await startMain(dataDir, port);
  expect(first.output()).toMatch(new RegExp(`SkySocial listening at http://[^ ]+:${port} `));
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain("SIGTERM: finishing in-flight requests and closing the database");

  // a cleanly closed PGlite directory opens again with its data
  const second = await startMain(dataDir, port);
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 360_000);
