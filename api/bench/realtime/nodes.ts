// Parent side of node-process.ts: forks a server and calls it over IPC.
import { forkIpcChild } from "../ipc-child.ts";

export interface NodeConfig {
  /** with the bench's schema */
  databaseUrl: string;
  redisUrl?: string;
  /** every api node signs and verifies with it (a token from node 1 works on node 2) */
  jwtSecret: string;
}

export type NodeRequest = { id: number } & ({ type: "seed"; count: number } | { type: "tokens"; userIds: string[] } | { type: "heap" } | { type: "close" });
export type { IpcReply as NodeReply } from "../ipc-child.ts";

export interface BenchNode {
  url: string;
  pid: number;
  /** creates `count` users (api: in the database) and returns every user id, in a stable order */
  seed(count: number): Promise<string[]>;
  tokens(userIds: string[]): Promise<string[]>;
  /** heap in use after a full collection, in bytes */
  heap(): Promise<number>;
  close(): Promise<void>;
}

export async function startNode(mode: "api" | "reference", config: NodeConfig): Promise<BenchNode> {
  // BENCH_CPU_PROF_DIR=<dir>: each node writes a V8 CPU profile there when it closes (open it in Chrome's DevTools)
  const profile = process.env.BENCH_CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const { child, ready, call, exit } = await forkIpcChild<NodeRequest>(`${mode} node`, new URL("./node-process.ts", import.meta.url), [mode, JSON.stringify(config)], [
    "--expose-gc",
    ...profile,
  ]);
  const { url } = ready as { url: string };
  return {
    url,
    pid: child.pid!,
    seed: (count) => call({ type: "seed", count }),
    tokens: (userIds) => call({ type: "tokens", userIds }),
    heap: () => call({ type: "heap" }),
    async close() {
      await call({ type: "close" }).catch(() => {});
      await Promise.race([exit(), new Promise((r) => setTimeout(r, 5_000))]);
      child.kill();
    },
  };
}
