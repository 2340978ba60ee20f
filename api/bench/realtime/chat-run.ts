// The chat workload: every user connected to its node, messages between random pairs at a given
// rate, each through the sender's face, timed until the receiver's client has it.
import { encodeGlobalID } from "@pothos/plugin-relay";
import type pg from "pg";
import type { BenchNode, NodeMode } from "./nodes.ts";
import { p99ByWindow, pace, spread, targetCpu, waitForStragglers, type Delivery, type RunFigures } from "./measure.ts";
import { connectGraphQLReceiver, connectSocketReceiver, v1Ciphertext, type Face, type Receiver } from "./receivers.ts";

/** A target's nodes and the users connected to them. */
export interface Target {
  label: string;
  kind: NodeMode;
  nodes: BenchNode[];
  userIds: string[];
  tokens: string[];
  /** the bench's own connection (finds the target's backends) */
  db: pg.Client;
}

/** Connections held open across runs at several rates. */
export interface Session {
  connections: number;
  heapPerConnectionKb: number;
  /** sends for `warmup` seconds (not counted), then measures `seconds` at `rate` */
  run(rate: number, seconds: number, warmup: number): Promise<RunFigures>;
  close(): void;
}

const CONNECT_CONCURRENCY = 50;

/** api: user i on graphql-ws when even, v1 Socket.IO when odd; the floor and the reference are Socket.IO only */
export const faceOf = (kind: NodeMode, i: number): Face => (kind !== "api" || i % 2 === 1 ? "socket.io" : "graphql-ws");
/** pairs of users alternate between the nodes */
export const nodeOf = (target: Target, i: number) => target.nodes[(i >> 1) % target.nodes.length]!;

/**
 * Connects `count` things `CONNECT_CONCURRENCY` at a time, and the heap each costs on the target's
 * nodes: measured from after a first batch (at most a quarter of them), whose first-time
 * allocations (code loaded lazily, caches, pools) are not a connection's.
 */
export async function connectAll<T>(target: Target, count: number, connect: (i: number) => Promise<T>) {
  const heap = () => Promise.all(target.nodes.map((node) => node.heap()));
  const connected: T[] = [];
  const connectUpTo = async (end: number) => {
    for (let start = connected.length; start < end; start = connected.length)
      connected.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(CONNECT_CONCURRENCY, end - start) }, (_, j) => connect(start + j)),
        )),
      );
  };
  await connectUpTo(Math.min(CONNECT_CONCURRENCY, Math.floor(count / 4)));
  const heapBefore = await heap();
  const measured = count - connected.length;
  await connectUpTo(count);
  const heapAfter = await heap();
  const heapPerConnectionKb = heapAfter.reduce((sum, h, k) => sum + h - heapBefore[k]!, 0) / measured / 1024;
  return { connected, heapPerConnectionKb };
}

export async function openChatSession(target: Target): Promise<Session> {
  let book: { dueAt: Map<number, number>; receivedAt: Map<number, number>; duplicates: number } | null = null;
  const onMessage = (n: number) => {
    if (!book?.dueAt.has(n)) return; // a warm-up message, or one of an earlier run
    if (book.receivedAt.has(n)) book.duplicates++;
    else book.receivedAt.set(n, performance.now());
  };
  const { connected: receivers, heapPerConnectionKb } = await connectAll<Receiver>(
    target,
    target.userIds.length,
    (i) => {
      const url = nodeOf(target, i).url;
      return faceOf(target.kind, i) === "graphql-ws"
        ? connectGraphQLReceiver(url, target.tokens[i]!, onMessage)
        : connectSocketReceiver(url, target.userIds[i]!, target.tokens[i]!, onMessage);
    },
  );

  let next = 0;
  const send = async (n: number) => {
    const count = target.userIds.length;
    const from = Math.floor(Math.random() * count);
    const to = (from + 1 + Math.floor(Math.random() * (count - 1))) % count;
    const started = performance.now();
    await deliver(target, from, to, `bench ${n}`);
    return performance.now() - started;
  };

  return {
    connections: receivers.length,
    heapPerConnectionKb,
    async run(rate, seconds, warmup) {
      const inFlight = new Set<Promise<unknown>>();
      const track = (request: Promise<unknown>) => {
        const settled = request.finally(() => inFlight.delete(settled));
        inFlight.add(settled);
      };
      if (warmup > 0) await pace(rate, warmup, () => track(send(next++).catch(() => {})));

      const run = { dueAt: new Map<number, number>(), receivedAt: new Map<number, number>(), duplicates: 0 };
      book = run;
      let errors = 0;
      let firstError: string | undefined;
      const sendLatencies: number[] = [];
      const cpu = await targetCpu(target.nodes, target.db, "chat");
      const sendSeconds = await pace(rate, seconds, (dueAt) => {
        const n = next++;
        run.dueAt.set(n, dueAt);
        track(
          send(n).then(
            (ms) => void sendLatencies.push(ms),
            (error: unknown) => {
              run.dueAt.delete(n);
              errors++;
              firstError ??= error instanceof Error ? error.message : String(error);
            },
          ),
        );
      });
      await Promise.all(inFlight);
      await waitForStragglers(() => run.receivedAt.size >= run.dueAt.size);
      const { cpuMs, otherCores, loopP99Ms } = await cpu.stop(run.dueAt.size);
      book = null;
      const deliveries: Delivery[] = [...run.receivedAt].map(([n, at]) => {
        const dueAt = run.dueAt.get(n)!;
        return { dueAt, ms: at - dueAt };
      });
      return {
        rate,
        seconds,
        sent: run.dueAt.size,
        delivered: run.receivedAt.size,
        lost: run.dueAt.size - run.receivedAt.size,
        duplicates: run.duplicates,
        errors,
        firstError,
        latency: spread(deliveries.map((d) => d.ms)),
        p99ByWindow: p99ByWindow(deliveries),
        sendLatency: spread(sendLatencies),
        deliveriesPerSecond: run.receivedAt.size / sendSeconds,
        cpuMs,
        otherCores,
        loopP99Ms,
      };
    },
    close: () => receivers.forEach((r) => r.close()),
  };
}

/**
 * One message from user `from` to user `to` through `from`'s node, as that user's client sends it:
 * GraphQL sendMessage (graphql-ws users), v1 REST #13 with ciphertext (Socket.IO users), or the
 * floor's and the reference's POST /send (the floor checks the bearer token, the reference nothing).
 */
async function deliver(target: Target, from: number, to: number, text: string): Promise<void> {
  const base = nodeOf(target, from).url;
  const senderId = target.userIds[from]!;
  const receiverId = target.userIds[to]!;
  const headers = {
    "content-type": "application/json",
    authorization: `Bearer ${target.tokens[from]}`,
    "x-graphql-yoga-csrf": "1",
  };
  let response: Response;
  if (target.kind !== "api") {
    response = await fetch(`${base}/send`, {
      method: "POST",
      headers,
      body: JSON.stringify({ senderId, receiverId, message: v1Ciphertext(text) }),
    });
  } else if (faceOf(target.kind, from) === "socket.io") {
    response = await fetch(`${base}/api/v1/users/${receiverId}/message`, {
      method: "POST",
      headers,
      body: JSON.stringify({ senderId, receiverId, message: v1Ciphertext(text) }),
    });
  } else {
    response = await fetch(`${base}/graphql`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        query: "mutation ($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }",
        variables: { input: { receiverId: encodeGlobalID("User", receiverId), text } },
      }),
    });
  }
  const body = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${body.slice(0, 200)}`);
  if (target.kind === "api" && faceOf(target.kind, from) === "graphql-ws" && !body.includes('"SendMessagePayload"'))
    throw new Error(body.slice(0, 200));
}
