// Parent side of node-process.ts: forks a server and calls it over IPC.
import { pathToFileURL } from "node:url";
import { ensureApiBuild } from "../../../scripts/build-api.mjs";
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
  | { type: "tokens"; userIds: string[] }
  | { type: "heap" }
  | { type: "stats" }
  | { type: "loop" }
  | { type: "snapshot"; file: string }
  | { type: "profile-start" }
  | { type: "profile-stop"; file: string }
  | { type: "close" }
);
export type { IpcReply as NodeReply } from "../ipc-child.ts";

export interface BenchNode {
  mode: NodeMode;
  /** e.g. "api-2-nodes-b" */
  name: string;
  url: string;
  pid: number;
  /** application_name of its database connections */
  applicationName: string;
  tokens(userIds: string[]): Promise<string[]>;
  /** heap in use after a full collection, in bytes */
  heap(): Promise<number>;
  /** RSS, after-GC heap and event-loop p99 (resets the loop's histogram) */
  stats(): Promise<NodeStats>;
  /** the event loop's delay p99 since the last stats or loop, in ms, without collecting (resets it) */
  loopP99Ms(): Promise<number>;
  /** starts sampling the node's CPU; profileStop writes what was sampled since to `file` */
  profileStart(): Promise<void>;
  profileStop(file: string): Promise<void>;
  /** writes a heap snapshot of what is live after full collections to `file` */
  snapshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * `name` (e.g. "api-2-nodes-b") names the node's CPU profiles, if any (measure.ts). `bundled`: the node runs from
 * one esbuild bundle, as `npm start` runs the api (scripts/build-api.mjs), with source maps on as
 * there, not from the sources through tsx's loader: what memory does over an hour is the
 * deployed server's.
 */
export async function startNode(
  mode: NodeMode,
  name: string,
  config: NodeConfig,
  { bundled = false }: { bundled?: boolean } = {},
): Promise<BenchNode> {
  const entry = bundled ? await bundledNodeProcess() : new URL("./node-process.ts", import.meta.url);
  const { child, ready, call, exit } = await forkIpcChild<NodeRequest>(
    `${mode} node`,
    entry,
    [mode, JSON.stringify(config)],
    ["--expose-gc", ...(bundled ? ["--enable-source-maps"] : [])],
    { loader: !bundled },
  );
  const { url } = ready as { url: string };
  return {
    mode,
    name,
    url,
    pid: child.pid!,
    applicationName: new URL(config.databaseUrl).searchParams.get("application_name") ?? "",
    tokens: (userIds) => call({ type: "tokens", userIds }),
    heap: () => call({ type: "heap" }),
    stats: () => call({ type: "stats" }),
    loopP99Ms: () => call({ type: "loop" }),
    snapshot: (file) => call({ type: "snapshot", file }),
    profileStart: () => call({ type: "profile-start" }),
    profileStop: (file) => call({ type: "profile-stop", file }),
    async close() {
      await call({ type: "close" }).catch(() => {});
      await Promise.race([exit(), new Promise((r) => setTimeout(r, 5_000))]);
      child.kill();
    },
  };
}

/** node-process.ts and the api as one bundle in api/dist/bench/, built unless current. */
async function bundledNodeProcess(): Promise<URL> {
  const outfile = new URL("../../dist/bench/node-process.mjs", import.meta.url);
  await ensureApiBuild({
    entry: new URL("./node-process.ts", import.meta.url).pathname,
    outfile: outfile.pathname,
  });
  return pathToFileURL(outfile.pathname);
}
