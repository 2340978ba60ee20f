// `npm start`'s process: one line saying how long the start took and where it listens, and a
// clean exit on SIGTERM with the embedded database closed (it opens again afterwards).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { captureOutput } from "../support/child-output.ts";
import { freePort } from "../support/free-port.ts";
import { singleNodeEnv } from "../support/single-node-env.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

async function startMain(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], {
    cwd: root,
    env: {
      ...singleNodeEnv(process.env),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      WEB_DIST_DIR: path.join(dataDir, "none"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = captureOutput(child);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await output.shows(/listening at/);
  return { child, exited, output: output.text };
}

it("logs how long its start took and where it listens, and exits 0 on SIGTERM with the database closed", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-main-"));
  const port = await freePort();
  const first = await startMain(dataDir, port);
  expect(first.output()).toMatch(new RegExp(`SkySocial ready in \\d+\\.\\d s: listening at http://[^ ]+:${port} `));
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
