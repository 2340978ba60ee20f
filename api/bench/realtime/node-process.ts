// Child process entry of the realtime benchmark: ONE server, answering the parent over IPC.
//   api        the real server (buildServer + loadConfig, as main.ts does), REDIS_URL optional
//   floor      the durable floor (floor-server.ts): token verified, its session checked live per
//              message or move, one INSERT (chat) or UPDATE (game) with its outbox event per
//              message through pg, then emit, a relay deleting what went; Redis adapter optional
//   floor-lean the floor of earlier runs: no per-action session check, no outbox
//   reference  a bare Socket.IO server: a POST /send relays its body to the receiver's room,
//              no authentication, no storage, no bus (the transport's limit)
// Run with --expose-gc so `heap` measures what is live, not what awaits collection.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Session } from "node:inspector/promises";
import { monitorEventLoopDelay } from "node:perf_hooks";
import v8 from "node:v8";
import { Server } from "socket.io";
import { loadConfig } from "../../src/config/env.ts";
import { buildServer } from "../../src/server.ts";
import { startFloor } from "./floor-server.ts";
import type { NodeConfig, NodeReply, NodeRequest, NodeStats } from "./nodes.ts";

const [mode, configJson] = process.argv.slice(2);
const config = JSON.parse(configJson ?? "{}") as NodeConfig;

interface Running {
  url: string;
  tokens(userIds: string[]): Promise<string[]>;
  close(): Promise<void>;
}

async function startApi(): Promise<Running> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-bench-rt-"));
  const server = await buildServer(
    loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: config.databaseUrl,
      ...(config.redisUrl && { REDIS_URL: config.redisUrl }),
      JWT_SECRET: config.jwtSecret,
      PUBLIC_URL: "http://bench.skysocial.test",
      HOST: "127.0.0.1",
      PORT: "0",
      // the benchmark's senders are a few accounts at 200 messages/s: budgets are not what it measures
      CHAT_RATE_LIMIT_PER_MINUTE: "1000000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
      // every simulated user connects from this machine's one address
      REALTIME_CONNECTIONS_PER_ADDRESS: "1000000",
      ...config.env,
    }),
  );
  await server.http.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = server.http.app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens: (userIds) => Promise.all(userIds.map((id) => server.domain.tokens.issue(id, 0))),
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startReference(): Promise<Running> {
  const httpServer = http.createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/send") return void res.writeHead(404).end();
    let body = "";
    req.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const { senderId, receiverId, message } = JSON.parse(body) as {
        senderId: string;
        receiverId: string;
        message: string;
      };
      io.to(receiverId).emit("receive-message", { senderId, message });
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  const io = new Server(httpServer, { serveClient: false, transports: ["websocket"] });
  io.on("connection", (socket) => {
    socket.on("user-joined", (userId: unknown) => {
      if (typeof userId === "string") void socket.join(userId);
      socket.emit("active-people", { people: [] });
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens: async (userIds) => userIds.map(() => ""),
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}

let heapSnapshots = 0;

/**
 * BENCH_HEAP_SNAPSHOT_DIR=<dir>: each measurement also writes a heap snapshot there
 * (<mode>-<pid>-<n>.heapsnapshot; open two in Chrome's DevTools, Comparison view, to see what a
 * connection holds).
 */
function liveHeap(): number {
  for (let i = 0; i < 3; i++) globalThis.gc?.();
  const used = process.memoryUsage().heapUsed;
  const dir = process.env.BENCH_HEAP_SNAPSHOT_DIR;
  if (dir) v8.writeHeapSnapshot(path.join(dir, `${mode}-${process.pid}-${++heapSnapshots}.heapsnapshot`));
  return used;
}

let profiler: Session | null = null;

/** Starts sampling this node's CPU (a measured run's window: profile-stop writes it). */
async function startProfile(): Promise<null> {
  profiler = new Session();
  profiler.connect();
  await profiler.post("Profiler.enable");
  await profiler.post("Profiler.start");
  return null;
}

async function stopProfile(file: string): Promise<null> {
  if (!profiler) return null;
  const { profile } = await profiler.post("Profiler.stop");
  fs.writeFileSync(file, JSON.stringify(profile));
  profiler.disconnect();
  profiler = null;
  return null;
}

const floorConfig = {
  databaseUrl: config.databaseUrl,
  jwtSecret: config.jwtSecret,
  redisUrl: config.redisUrl,
  redisKey: config.redisKey,
};

/** event-loop delay since the last `stats` (sampled every 10 ms: cheap enough to leave on) */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

/** The event loop's delay p99 since the last call, in ms (and starts counting again). */
function loopP99Ms(): number {
  const p99 = loopDelay.percentile(99) / 1e6;
  loopDelay.reset();
  return p99;
}

/** RSS as it is (before any collection), the live heap after full ones, the event loop's p99 since the last call. */
function stats(): NodeStats {
  const rss = process.memoryUsage.rss();
  const loopP99 = loopP99Ms();
  return { rss, heap: liveHeap(), loopP99Ms: loopP99 };
}

const starts: Record<string, () => Promise<Running>> = {
  api: startApi,
  floor: () => startFloor({ ...floorConfig, ownersRules: true }),
  "floor-lean": () => startFloor({ ...floorConfig, ownersRules: false }),
  reference: startReference,
};
const running = await starts[mode ?? ""]?.();
if (!running) throw new Error(`unknown mode "${mode}"`);
const reply = (message: NodeReply) => process.send!(message);

process.on("message", async (message: NodeRequest) => {
  try {
    switch (message.type) {
      case "tokens":
        return reply({ id: message.id, result: await running.tokens(message.userIds) });
      case "heap":
        return reply({ id: message.id, result: liveHeap() });
      case "stats":
        return reply({ id: message.id, result: stats() });
      case "loop":
        return reply({ id: message.id, result: loopP99Ms() });
      case "profile-start":
        return reply({ id: message.id, result: await startProfile() });
      case "profile-stop":
        return reply({ id: message.id, result: await stopProfile(message.file) });
      case "snapshot":
        liveHeap();
        return reply({ id: message.id, result: v8.writeHeapSnapshot(message.file) });
      case "close":
        await running.close();
        reply({ id: message.id, result: null });
        return process.disconnect();
    }
  } catch (error) {
    reply({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

// The parent ends this node (close, over IPC) and may first want its figures: a Ctrl-C or a kill of
// the whole process group is the parent's to act on; the node goes when the parent does.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => {});
process.on("disconnect", () => process.exit(0));

reply({ id: 0, result: { url: running.url } });
