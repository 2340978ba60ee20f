// Parent side of node-process.ts: forks a server and calls it over IPC.
import { forkIpcChild } from "../ipc-child.ts";

/** "floor-lean": the floor of earlier runs, without per-action session checks and outbox (floor-server.ts) */
export type NodeMode = "api" | "floor" | "floor-lean" | "reference";

export interface NodeConfig {
  /** with the bench's schema and the node's own application_name (its PostgreSQL backends' CPU is counted) */
  databaseUrl: string;
  redisUrl?: string;
  /** the floor's Socket.IO adapter channels (its nodes of one run share them) */
  redisKey: string;
  /** every node of a target signs and verifies with it (a token from node 1 works on node 2) */
  jwtSecret: string;
  /** api nodes: more of the server's environment (over the bench's defaults) */
  env?: Record<string, string>;
}

export interface NodeStats {
  /** resident set size in bytes, read before any collection */
  rss: number;
  /** heap in use after full collections, in bytes */
  heap: number;
  /** the event loop's delay p99 since the last stats, in ms */
  loopP99Ms: number;
}

export type NodeRequest = { id: number } & (
  { type: "tokens"; userIds: string[] } | { type: "heap" } | { type: "stats" } | { type: "close" }
);
export type { IpcReply as NodeReply } from "../ipc-child.ts";

export interface BenchNode {
  mode: NodeMode;
  url: string;
  pid: number;
  /** application_name of its database connections */
  applicationName: string;
  tokens(userIds: string[]): Promise<string[]>;
  /** heap in use after a full collection, in bytes */
  heap(): Promise<number>;
  /** RSS, after-GC heap and event-loop p99 (resets the loop's histogram) */
  stats(): Promise<NodeStats>;
  close(): Promise<void>;
}

/** `name` (e.g. "api-2-nodes-b") names the node's CPU profile, if any. */
export async function startNode(mode: NodeMode, name: string, config: NodeConfig): Promise<BenchNode> {
  // BENCH_CPU_PROF_DIR=<dir>: each node writes a V8 CPU profile there when it closes (open it in Chrome's DevTools,
  // or npx tsx api/bench/profile-summary.ts <file>), named after the node: <name>-<pid>.cpuprofile
  const dir = process.env.BENCH_CPU_PROF_DIR;
  const profile = dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}-\${pid}.cpuprofile`] : [];
  const { child, ready, call, exit } = await forkIpcChild<NodeRequest>(
    `${mode} node`,
    new URL("./node-process.ts", import.meta.url),
    [mode, JSON.stringify(config)],
    ["--expose-gc", ...profile],
  );
  const { url } = ready as { url: string };
  return {
    mode,
    url,
    pid: child.pid!,
    applicationName: new URL(config.databaseUrl).searchParams.get("application_name") ?? "",
    tokens: (userIds) => call({ type: "tokens", userIds }),
    heap: () => call({ type: "heap" }),
    stats: () => call({ type: "stats" }),
    async close() {
      await call({ type: "close" }).catch(() => {});
      await Promise.race([exit(), new Promise((r) => setTimeout(r, 5_000))]);
      child.kill();
    },
  };
}
