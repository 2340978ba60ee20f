// One measured run: connect every user to its node, send `rate` messages per second for
// `duration` seconds between random pairs, wait for stragglers, and report what arrived.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { cpuSnapshot, cpuUsage } from "../cpu.ts";
import type { BenchNode } from "./nodes.ts";
import { connectGraphQLReceiver, connectSocketReceiver, v1Ciphertext, type Face, type Receiver } from "./receivers.ts";

export interface RunPlan {
  label: string;
  kind: "api" | "reference";
  nodes: BenchNode[];
  userIds: string[];
  tokens: string[];
  rate: number;
  duration: number;
}

export interface RunResult {
  label: string;
  connections: number;
  sent: number;
  delivered: number;
  duplicates: number;
  lost: number;
  errors: number;
  firstError?: string;
  /** send → receipt, ms */
  latency: { p50: number; p99: number; max: number };
  /** the sender's request until its answer, ms */
  sendLatency: { p50: number; p99: number };
  deliveriesPerSecond: number;
  heapPerConnectionKb: number;
  /** server processes' CPU per message, ms */
  cpuMsPerMessage: number;
}

const STRAGGLER_WAIT_MS = 10_000;
const CONNECT_CONCURRENCY = 50;

export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** user i: even on graphql-ws, odd on Socket.IO; pairs of users alternate between nodes */
const faceOf = (kind: RunPlan["kind"], i: number): Face => (kind === "reference" || i % 2 === 1 ? "socket.io" : "graphql-ws");
const nodeOf = (plan: RunPlan, i: number) => plan.nodes[(i >> 1) % plan.nodes.length]!;

export async function measureRun(plan: RunPlan, log: (line: string) => void): Promise<RunResult> {
  const sentAt = new Map<number, number>();
  const receivedAt = new Map<number, number>();
  let duplicates = 0;
  const onMessage = (n: number) => {
    if (!sentAt.has(n)) return;
    if (receivedAt.has(n)) duplicates++;
    else receivedAt.set(n, performance.now());
  };

  const heapBefore = await Promise.all(plan.nodes.map((node) => node.heap()));
  const receivers: Receiver[] = [];
  for (let start = 0; start < plan.userIds.length; start += CONNECT_CONCURRENCY) {
    const batch = plan.userIds.slice(start, start + CONNECT_CONCURRENCY).map((userId, j) => {
      const i = start + j;
      const url = nodeOf(plan, i).url;
      return faceOf(plan.kind, i) === "graphql-ws"
        ? connectGraphQLReceiver(url, plan.tokens[i]!, onMessage)
        : connectSocketReceiver(url, userId, plan.tokens[i]!, true, onMessage);
    });
    receivers.push(...(await Promise.all(batch)));
  }
  const heapAfter = await Promise.all(plan.nodes.map((node) => node.heap()));
  const heapPerConnectionKb = heapAfter.reduce((sum, h, k) => sum + h - heapBefore[k]!, 0) / receivers.length / 1024;
  log(`${plan.label}: ${receivers.length} connections open, sending ${plan.rate}/s for ${plan.duration} s`);

  let errors = 0;
  let firstError: string | undefined;
  const sendLatencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const send = async (n: number) => {
    const count = plan.userIds.length;
    const from = Math.floor(Math.random() * count);
    const to = (from + 1 + Math.floor(Math.random() * (count - 1))) % count;
    const text = `bench ${n}`;
    const started = performance.now();
    sentAt.set(n, started);
    try {
      await deliver(plan, from, to, text);
      sendLatencies.push(performance.now() - started);
    } catch (error) {
      sentAt.delete(n);
      errors++;
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  };

  const total = Math.round(plan.rate * plan.duration);
  const cpuBefore = cpuSnapshot({ servers: plan.nodes.map((node) => node.pid) });
  const begin = performance.now();
  for (let n = 0; n < total; ) {
    const due = Math.min(total, Math.floor(((performance.now() - begin) / 1000) * plan.rate) + 1);
    for (; n < due; n++) {
      const request = send(n).finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await sleep(2);
  }
  const sendSeconds = (performance.now() - begin) / 1000;
  await Promise.all(inFlight);
  for (let waited = 0; receivedAt.size < sentAt.size && waited < STRAGGLER_WAIT_MS; waited += 100) await sleep(100);
  const cpu = cpuUsage(cpuBefore, cpuSnapshot({ servers: plan.nodes.map((node) => node.pid) }));
  for (const receiver of receivers) receiver.close();

  const latencies = [...receivedAt].map(([n, at]) => at - sentAt.get(n)!).sort((a, b) => a - b);
  sendLatencies.sort((a, b) => a - b);
  return {
    label: plan.label,
    connections: receivers.length,
    sent: sentAt.size,
    delivered: receivedAt.size,
    duplicates,
    lost: sentAt.size - receivedAt.size,
    errors,
    firstError,
    latency: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN },
    sendLatency: { p50: percentile(sendLatencies, 50), p99: percentile(sendLatencies, 99) },
    deliveriesPerSecond: receivedAt.size / sendSeconds,
    heapPerConnectionKb,
    cpuMsPerMessage: (cpu.groups.servers! * cpu.seconds * 1000) / Math.max(1, sentAt.size),
  };
}

/**
 * One message from user `from` to user `to` through `from`'s node, as that user's client sends it:
 * GraphQL sendMessage (graphql-ws users), v1 REST #13 with ciphertext (Socket.IO users), or the
 * reference's bare relay.
 */
async function deliver(plan: RunPlan, from: number, to: number, text: string): Promise<void> {
  const base = nodeOf(plan, from).url;
  const senderId = plan.userIds[from]!;
  const receiverId = plan.userIds[to]!;
  const headers = { "content-type": "application/json", authorization: `Bearer ${plan.tokens[from]}`, "x-graphql-yoga-csrf": "1" };
  let response: Response;
  if (plan.kind === "reference") {
    response = await fetch(`${base}/send`, { method: "POST", headers, body: JSON.stringify({ senderId, receiverId, message: v1Ciphertext(text) }) });
  } else if (faceOf(plan.kind, from) === "socket.io") {
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
  if (plan.kind === "api" && faceOf(plan.kind, from) === "graphql-ws" && !body.includes('"SendMessagePayload"')) throw new Error(body.slice(0, 200));
}
