// Redis Sentinels of a test's own (Debian's redis-sentinel), on ports of their own, watching one
// master group: each writes its config (sentinels rewrite it as they learn) in a temporary folder.
// Quick to judge, as a test needs: a primary silent for a second is down, and a failover that
// stalls is retried after three.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { expect } from "vitest";
import { eventually } from "./eventually.ts";
import { freePort } from "./free-port.ts";

/** Whether Debian's redis-sentinel is installed (the failover tests need it). */
export function sentinelInstalled(): boolean {
  return spawnSync("redis-sentinel", ["--version"], { stdio: "ignore" }).status === 0;
}

export interface Sentinels {
  /** REDIS_SENTINELS for the nodes: "127.0.0.1:port,…" */
  addresses: string;
  /** the port of the server the sentinels name the group's primary now */
  primaryPort(): Promise<number>;
  /** Stops every sentinel (SIGKILL) and removes their folder. */
  stop(): Promise<void>;
}

/**
 * `count` sentinels watching the primary at 127.0.0.1:`primaryPort` as group `name`, quorum 2;
 * resolves once each knows the others and `replicas` replicas.
 */
export async function startSentinels(
  name: string,
  primaryPort: number,
  { count = 3, replicas = 1 }: { count?: number; replicas?: number } = {},
): Promise<Sentinels> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-sentinels-"));
  const ports: number[] = [];
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const file = path.join(dir, `sentinel-${port}.conf`);
    fs.writeFileSync(
      file,
      [
        `port ${port}`,
        "bind 127.0.0.1",
        `dir ${dir}`,
        `sentinel monitor ${name} 127.0.0.1 ${primaryPort} 2`,
        `sentinel down-after-milliseconds ${name} 1000`,
        `sentinel failover-timeout ${name} 3000`,
        `sentinel parallel-syncs ${name} 1`,
        "",
      ].join("\n"),
    );
    ports.push(port);
    children.push(spawn("redis-sentinel", [file], { stdio: "ignore" }));
  }
  const ask = async <T>(port: number, question: (sentinel: Redis) => Promise<T>): Promise<T> => {
    const sentinel = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0 });
    sentinel.on("error", () => {});
    try {
      await sentinel.connect();
      return await question(sentinel);
    } finally {
      sentinel.disconnect();
    }
  };
  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGKILL");
        await exited;
      }),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // the sentinels find each other and the replicas through the primary: seconds
    await eventually(
      async () => {
        for (const port of ports) {
          const fields = await ask(port, (s) => s.call("SENTINEL", "MASTER", name) as Promise<string[]>);
          const master = new Map<string, string>();
          for (let i = 0; i + 1 < fields.length; i += 2) master.set(fields[i]!, fields[i + 1]!);
          expect({
            sentinels: Number(master.get("num-other-sentinels")),
            replicas: Number(master.get("num-slaves")),
          }).toEqual({ sentinels: count - 1, replicas });
        }
      },
      { timeout: 30_000, interval: 200 },
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    addresses: ports.map((port) => `127.0.0.1:${port}`).join(","),
    async primaryPort() {
      const [, port] = await ask(
        ports[0]!,
        (s) => s.call("SENTINEL", "GET-MASTER-ADDR-BY-NAME", name) as Promise<[string, string]>,
      );
      return Number(port);
    },
    stop,
  };
}
