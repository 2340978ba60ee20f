// Realtime benchmark (npm run bench:realtime -- [--scale 0.1] [--capacity] ...): chat messages
// and game moves, end to end, against the durable floor measured in the same run.
//
// 2,000 connected users, 200 messages (then moves) per second for 30 s, through
//   1. the bare Socket.IO relay (no auth, no storage: the transport's limit; chat only);
//   2. the durable floor, one node: a bare Socket.IO server that verifies a socket's token once,
//      checks per message (or move) that its session is live with one indexed read, and runs one
//      statement that INSERTs into a table shaped like Message (per move: UPDATEs a game row) and
//      stores the event in an outbox, then emits; a relay deletes what went (realtime/floor-server.ts);
//      beside it, for one release, the floor of earlier runs without the session check and outbox;
//   3. the api, one node (PostgreSQL, in-memory bus), users half on graphql-ws, half v1 Socket.IO;
//   4. the durable floor, two nodes behind @socket.io/redis-adapter;
//   5. the api, two nodes sharing PostgreSQL and Redis.
// With --capacity, each floor and api target then steps its rate up (50 ... 1,600/s) until a step
// is not sustained. Prints every figure and the verdicts (ratios to the floor): see README.md.
import crypto from "node:crypto";
import pg from "pg";
import { machineBusy } from "./cpu.ts";
import { openChatSession, type Session, type Target } from "./realtime/chat-run.ts";
import { movesWithinBudget, openGameSession } from "./realtime/game-run.ts";
import { settle, sustained, type RunFigures } from "./realtime/measure.ts";
import { startNode, type BenchNode, type NodeMode } from "./realtime/nodes.ts";
import { parseRealtimeOptions, type TargetKey, type Workload } from "./realtime/options.ts";
import { printReport, type CapacityStep, type TargetResult } from "./realtime/report.ts";
import { connect, dropSchema, prepareSchema, schemaUrl } from "./realtime/schema.ts";
import { streamKey, watchStream } from "./realtime/stream-check.ts";

const log = (line: string) => console.log(`[bench:realtime] ${line}`);
const opts = parseRealtimeOptions(process.argv.slice(2));
const schema = `bench_realtime_${Date.now()}`;
const jwtSecret = crypto.randomBytes(32).toString("hex");

interface TargetPlan {
  key: TargetKey;
  label: string;
  mode: NodeMode;
  nodes: 1 | 2;
}

const PLANS: TargetPlan[] = [
  { key: "relay", label: "bare Socket.IO relay", mode: "reference", nodes: 1 },
  { key: "lean-1", label: "floor without session checks and outbox, one node", mode: "floor-lean", nodes: 1 },
  { key: "floor-1", label: "durable floor, one node", mode: "floor", nodes: 1 },
  { key: "api-1", label: "api, one node", mode: "api", nodes: 1 },
  { key: "lean-2", label: "floor without session checks and outbox, two nodes + Redis", mode: "floor-lean", nodes: 2 },
  { key: "floor-2", label: "durable floor, two nodes + Redis", mode: "floor", nodes: 2 },
  { key: "api-2", label: "api, two nodes + Redis", mode: "api", nodes: 2 },
];

async function startTarget(plan: TargetPlan): Promise<BenchNode[]> {
  const nodes: BenchNode[] = [];
  const redis = plan.nodes > 1 ? { redisUrl: opts.redisUrl } : {};
  try {
    for (let i = 0; i < plan.nodes; i++) {
      const name = `${plan.mode}-${plan.nodes}-node${plan.nodes > 1 ? "s" : ""}-${"ab"[i]}`;
      const config = {
        databaseUrl: schemaUrl(opts.databaseUrl, schema, `bench-rt-${name}`),
        jwtSecret,
        redisKey: `bench:${schema}:floor`,
        ...redis,
      };
      nodes.push(await startNode(plan.mode, name, config));
    }
    return nodes;
  } catch (error) {
    await Promise.all(nodes.map((node) => node.close()));
    throw error;
  }
}

/** The session's run, with the api's Redis stream watched for events published twice. */
async function measured(
  plan: TargetPlan,
  session: Session,
  rate: number,
  seconds: number,
  warmup: number,
): Promise<RunFigures> {
  if (plan.mode !== "api" || plan.nodes < 2) return session.run(rate, seconds, warmup);
  const stream = await watchStream(opts.redisUrl, streamKey(schemaUrl(opts.databaseUrl, schema)));
  const figures = await session.run(rate, seconds, warmup);
  return { ...figures, stream: await stream.stop() };
}

async function capacitySteps(plan: TargetPlan, workload: Workload, session: Session): Promise<CapacityStep[]> {
  const steps: CapacityStep[] = [];
  for (const rate of opts.capacity!.rates) {
    if (workload === "game" && rate > movesWithinBudget(opts.users)) {
      steps.push({
        rate,
        skipped: `above the move budget of ${opts.users} players (${Math.floor(movesWithinBudget(opts.users))}/s; more users lift it)`,
      });
      break;
    }
    log(`${plan.label}, ${workload}: capacity step ${rate}/s for ${opts.capacity!.stepSeconds} s`);
    const figures = await measured(plan, session, rate, opts.capacity!.stepSeconds, 0);
    steps.push({ rate, figures });
    if (!sustained(figures)) break;
  }
  return steps;
}

async function measureTarget(
  plan: TargetPlan,
  userIds: string[],
  db: pg.Client,
  games: pg.Pool,
): Promise<TargetResult[]> {
  const nodes = await startTarget(plan);
  const results: TargetResult[] = [];
  try {
    const tokens = plan.mode === "reference" ? userIds.map(() => "") : await nodes[0]!.tokens(userIds);
    const target: Target = { label: plan.label, kind: plan.mode, nodes, userIds, tokens, db };
    for (const workload of opts.workloads) {
      if (workload === "game" && plan.mode === "reference") continue; // the relay has no game; the floor is the game's reference
      if (workload === "game" && opts.rate > movesWithinBudget(opts.users)) {
        log(
          `game: ${opts.rate} moves/s is above the move budget of ${opts.users} players: skipped (lower --rate or raise --users)`,
        );
        continue;
      }
      log(`${plan.label}, ${workload}: connecting ${userIds.length} users`);
      const session = workload === "chat" ? await openChatSession(target) : await openGameSession(target, games);
      try {
        log(`${plan.label}, ${workload}: ${opts.rate}/s for ${opts.duration} s (after ${opts.warmup} s of warm-up)`);
        const main = await measured(plan, session, opts.rate, opts.duration, opts.warmup);
        log(
          `${plan.label}, ${workload}: ${main.delivered}/${main.sent} delivered, p99 ${main.latency.p99.toFixed(1)} ms`,
        );
        const capacity =
          opts.capacity && plan.mode !== "reference" ? await capacitySteps(plan, workload, session) : undefined;
        results.push({
          label: plan.label,
          kind: plan.mode,
          nodes: plan.nodes,
          workload,
          connections: session.connections,
          heapPerConnectionKb: session.heapPerConnectionKb,
          main,
          capacity,
        });
      } finally {
        session.close();
        await settle(nodes);
      }
    }
    return results;
  } finally {
    await Promise.all(nodes.map((node) => node.close()));
  }
}

async function main() {
  const busy = await machineBusy();
  log(
    `${opts.users} users, ${opts.rate}/s for ${opts.duration} s per target and workload (${opts.workloads.join(", ")})` +
      `${opts.capacity ? `, capacity steps ${opts.capacity.rates.join(", ")}/s of ${opts.capacity.stepSeconds} s` : ""}; schema "${schema}"; machine ${(busy * 100).toFixed(0)}% busy before the start`,
  );
  const results: TargetResult[] = [];
  try {
    const userIds = await prepareSchema(opts.databaseUrl, schema, opts.users);
    const db = await connect(opts.databaseUrl, schema);
    // the bench's own writes (new games): not a target's backends, so not in its CPU
    const games = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 4,
      options: `-c search_path="${schema}"`,
      application_name: "bench-realtime",
    });
    try {
      for (const plan of PLANS.filter((p) => opts.targets.includes(p.key)))
        results.push(...(await measureTarget(plan, userIds, db, games)));
    } finally {
      await games.end();
      await db.end();
    }
    printReport(results, opts.workloads);
  } finally {
    await dropSchema(opts.databaseUrl, schema);
  }
}

await main();
