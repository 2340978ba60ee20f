// What the benchmarks that load a server with one kind of request and watch another share: a
// GraphQL call over a keep-alive agent of its own (a request waits for the server, never behind
// the other kind in the client), requests paced open loop (sent when due, however slowly the
// server answers), and the latency summary.
import http from "node:http";

export interface GraphQLAnswer<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** POSTs one operation to `url` (the server's /graphql) and resolves with its answer, whatever the status. */
export function postGraphQL<T>(
  url: string,
  agent: http.Agent,
  query: string,
  variables: object = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "x-graphql-yoga-csrf": "1",
          ...(token && { authorization: `Bearer ${token}` }),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          try {
            resolve({ status: response.statusCode ?? 0, ...(JSON.parse(text) as Omit<GraphQLAnswer<T>, "status">) });
          } catch {
            reject(new Error(`GraphQL answered ${response.statusCode}: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The answer's data, or an error naming what the server said. */
export function dataOf<T>(answer: GraphQLAnswer<T>): T {
  if (answer.status !== 200 || answer.errors || !answer.data)
    throw new Error(`GraphQL answered ${answer.status}: ${JSON.stringify(answer.errors ?? answer.data)}`);
  return answer.data;
}

/**
 * Calls `send(i)` `rate` times a second until `until` resolves; each call's latency in ms (from
 * when it was sent), and how many failed.
 */
export async function paced(
  rate: number,
  until: Promise<unknown>,
  send: (i: number) => Promise<unknown>,
): Promise<{ latencies: number[]; failures: number }> {
  const latencies: number[] = [];
  let failures = 0;
  const inFlight: Promise<void>[] = [];
  let done = false;
  void until.then(() => (done = true));
  const interval = 1000 / rate;
  const start = performance.now();
  for (let i = 0; !done; i++) {
    const sent = performance.now();
    inFlight.push(
      send(i).then(
        () => void latencies.push(performance.now() - sent),
        () => void failures++,
      ),
    );
    const next = start + (i + 1) * interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  await Promise.all(inFlight);
  return { latencies, failures };
}

export const seconds = (n: number) => new Promise((resolve) => setTimeout(resolve, n * 1000));

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export function summary(latencies: number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

/** One line of a latency table: a label, then count, p50, p99 and max in ms. */
export function summaryRow(name: string, s: LatencySummary, width = 22): string {
  return `${name.padEnd(width)}${String(s.count).padStart(9)}${s.p50.toFixed(1).padStart(9)}${s.p99.toFixed(1).padStart(9)}${s.max.toFixed(1).padStart(9)}`;
}

export function summaryHeader(name: string, width = 22): string {
  return `${name.padEnd(width)}${"count".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"max ms".padStart(9)}`;
}
