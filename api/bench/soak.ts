// Soak benchmark (npm run bench:soak -- [--minutes 60] [--rate 40] ...): two api nodes on
// PostgreSQL and Redis under a steady, mixed load for an hour, with listeners live on every face.
// Every minute, per node: RSS, heap after a full GC, event-loop p99, requests and errors so far,
// and the listeners' deliveries, duplicates and losses counted by identity. Then a summary: the
// memory at minutes 1, 10, 30 and 60 with its slope, latencies per kind, and the verdicts.
// Answers whether memory grows and whether every live event arrives exactly once, over time.
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { settle, sleep } from "./realtime/measure.ts";
import { startNode, type BenchNode } from "./realtime/nodes.ts";
import { Redis } from "ioredis";
import { connect, dropSchema, schemaUrl } from "./realtime/schema.ts";
import { streamKey } from "./realtime/stream-check.ts";
import { tailEvents } from "./soak/event-tail.ts";
import { GRACE_MS, Ledger } from "./soak/ledger.ts";
import { openFaces } from "./soak/listeners.ts";
import { KINDS, Load, type Kind, type Outcome } from "./soak/load.ts";
import { parseSoakOptions } from "./soak/options.ts";
import { gather, population, seed, signUpAccounts } from "./soak/people.ts";
import { mb, printSummary, row, ROW_HEADER, type Sample } from "./soak/report.ts";

const log = (line: string) => console.log(`[bench:soak] ${line}`);
const opts = parseSoakOptions(process.argv.slice(2));
const FIRST_ERRORS = 5;

/** The server's limits a single machine's load would meet at once (every client is one address, few accounts). */
const NODE_ENV_OVERRIDES = {
  WRITE_RATE_LIMIT_PER_MINUTE: "1000000",
  SSE_SUBSCRIPTIONS_PER_ADDRESS: "1000000",
};

async function startNodes(): Promise<BenchNode[]> {
  const jwtSecret = crypto.randomBytes(32).toString("hex");
  const nodes: BenchNode[] = [];
  try {
    for (const name of ["a", "b"]) {
      const config = {
        databaseUrl: schemaUrl(opts.databaseUrl, opts.schema, `bench-soak-${name}`),
        redisUrl: opts.redisUrl,
        redisKey: `bench:${opts.schema}:unused`,
        jwtSecret,
        env: NODE_ENV_OVERRIDES,
      };
      nodes.push(await startNode("api", `soak-${name}`, config, { bundled: true }));
    }
    return nodes;
  } catch (error) {
    await Promise.all(nodes.map((node) => node.close()));
    throw error;
  }
}

async function main(): Promise<void> {
  log(
    `two api nodes, ${opts.rate} requests/s for ${opts.minutes} min, ${opts.listeners} listeners on graphql-ws, SSE and Socket.IO; ` +
      `schema "${opts.schema}"; ${os.availableParallelism()} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")} before the start`,
  );
  await seed(opts.databaseUrl, opts.schema, log);
  const db = await connect(opts.databaseUrl, opts.schema);
  const nodes = await startNodes();
  const ledger = new Ledger();
  const connectionFailures: string[] = [];
  const failure = (what: string) => {
    connectionFailures.push(what);
    log(`connection failure: ${what}`);
  };
  try {
    const gathered = await gather(db, nodes[0]!, opts.listeners);
    const logIns = await signUpAccounts(nodes[0]!.url);
    const faces = await openFaces(nodes, gathered.listeners, ledger, failure);
    const people = population(gathered, faces.inboxes, logIns);
    const tail = await tailEvents(
      opts.redisUrl,
      streamKey(schemaUrl(opts.databaseUrl, opts.schema)),
      db,
      people.inboxesOf,
      ledger,
      failure,
    );
    log(
      `${people.userIds.length} users, ${people.posts.length} posts, ${faces.inboxes.length} live connections; settling`,
    );
    await settle(nodes);

    const load = new Load(
      nodes.map((node) => node.url),
      people,
      ledger,
    );
    const latencies = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
    const errorsByKind = new Map<Kind, number>();
    const perNode = nodes.map(() => ({ requests: 0, errors: 0 }));
    const firstErrors: string[] = [];
    const record = (outcomes: Outcome[]) => {
      for (const { kind, node, ms, error } of outcomes) {
        perNode[node]!.requests++;
        if (!error) {
          latencies.get(kind)!.push(ms);
          continue;
        }
        perNode[node]!.errors++;
        errorsByKind.set(kind, (errorsByKind.get(kind) ?? 0) + 1);
        if (firstErrors.length < FIRST_ERRORS) firstErrors.push(`${kind}: ${error}`);
      }
    };

    const samples: Sample[] = [];
    const sample = async (minute: number | "end") => {
      const load1 = os.loadavg()[0]!;
      for (const [node, bench] of nodes.entries()) {
        const stats = await bench.stats();
        const s: Sample = {
          minute,
          node,
          rssMb: mb(stats.rss),
          heapMb: mb(stats.heap),
          loopP99Ms: stats.loopP99Ms,
          requests: perNode[node]!.requests,
          errors: perNode[node]!.errors,
          counts: ledger.counts((inbox) => inbox.node === node, minute === "end" ? Infinity : performance.now()),
          load1,
        };
        if (minute !== "end") samples.push(s);
        console.log(row(s));
      }
    };

    log(
      `load starts; a row per node every ${opts.sampleEvery} s (counts so far; lost: due over ${GRACE_MS / 1000} s ago, on an open stream; ended: on one that had ended)`,
    );
    console.log(ROW_HEADER);
    const inFlight = new Set<Promise<void>>();
    // samples are taken in turn (a slow one delays the next, never overlaps it), from the pacing loop
    let sampling = Promise.resolve();
    let samplesTaken = 0;
    const sampleDue = (elapsedMs: number) => {
      for (; (samplesTaken + 1) * opts.sampleEvery * 1000 <= elapsedMs + 1; samplesTaken++) {
        const minute = Number((((samplesTaken + 1) * opts.sampleEvery) / 60).toFixed(2));
        sampling = sampling.then(() => sample(minute));
      }
    };
    // stopped from outside (Ctrl-C, kill): the load ends there, and the run ends as at its time
    let stoppedEarly = false;
    // (each launcher on the way relays the signal too: it may come more than once)
    const stop = () => {
      if (!stoppedEarly) log("stopping early: the load ends now; the end rows and the summary follow");
      stoppedEarly = true;
    };
    process.on("SIGINT", stop).on("SIGTERM", stop);
    // a heap snapshot pauses a node for seconds: the load waits for what is in flight, the nodes
    // write theirs, and the pacing resumes where it stopped (the pause is not the load's time)
    const snapshotMinutes = [...opts.heapSnapshots];
    const snapshot = async (minute: number) => {
      const pausedAt = performance.now();
      await Promise.all(inFlight);
      await sampling;
      for (const [node, bench] of nodes.entries()) {
        const file = path.join(opts.heapDir, `soak-${"ab"[node]}-min${minute}.heapsnapshot`);
        await bench.snapshot(file);
        log(`heap snapshot of node ${"ab"[node]} at minute ${minute}: ${file}`);
      }
      started += performance.now() - pausedAt;
    };
    let started = performance.now();
    const total = Math.round(opts.rate * opts.minutes * 60);
    for (let n = 0; n < total && !stoppedEarly;) {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * opts.rate) + 1);
      for (; n < due; n++) {
        const request: Promise<void> = load
          .next()
          .then(record)
          .finally(() => inFlight.delete(request));
        inFlight.add(request);
      }
      sampleDue(performance.now() - started);
      if (snapshotMinutes.length && performance.now() - started >= snapshotMinutes[0]! * 60_000)
        await snapshot(snapshotMinutes.shift()!);
      await sleep(5);
    }
    const seconds = (performance.now() - started) / 1000;
    if (!stoppedEarly) sampleDue(opts.minutes * 60_000);
    await Promise.all(inFlight);
    for (let waited = 0; !ledger.complete() && waited < GRACE_MS; waited += 100) await sleep(100);
    await sampling;
    log(`load done, the last deliveries waited for; final counts ("end": anything missing now is lost)`);
    await sample("end");

    await tail.stop();
    faces.close();
    const { clean } = printSummary(
      {
        seconds,
        rate: opts.rate,
        samples,
        latencies,
        errorsByKind,
        firstErrors,
        connectionFailures,
        final: ledger.counts(() => true, Infinity),
        stream: tail.counts(),
        unmatched: ledger.examples(),
        byFaceAndStream: ledger.byFaceAndStream(),
        stoppedEarly,
      },
      log,
    );
    log(clean ? "the run is clean" : "the run is NOT clean: see the counts above");
  } finally {
    await Promise.all(nodes.map((node) => node.close()));
    await db.end();
    await dropSchema(opts.databaseUrl, opts.schema);
    const redis = new Redis(opts.redisUrl);
    await redis.del(streamKey(schemaUrl(opts.databaseUrl, opts.schema))).finally(() => redis.disconnect());
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(2);
}
