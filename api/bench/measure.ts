// One autocannon run. Latency percentiles are computed here from every 2xx response's
// duration in fractional milliseconds (autocannon's own histogram rounds to whole ms).
import autocannon from "autocannon";

export interface MeasureOptions {
  url: string;
  connections: number;
  duration: number;
  /** headers for the next request (a random viewer each time) */
  headers: () => Record<string, string>;
  body: string;
  /** false counts the answer as a mismatch (e.g. a GraphQL error inside a 200) */
  verifyBody?: (body: string) => boolean;
}

export interface Measurement {
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function measure(opts: MeasureOptions): Promise<Measurement> {
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.duration,
    timeout: 10,
    method: "POST",
    body: opts.body,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: "POST",
          headers: { ...request.headers, ...opts.headers() },
          body: opts.body,
        }),
      },
    ],
    ...(opts.verifyBody ? { verifyBody: opts.verifyBody } : {}),
  });
  instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode < 200 || statusCode >= 300) return;
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count++] = responseTime;
  });
  const result = await instance;
  const sorted = latencies.subarray(0, count).sort();
  const total = result["2xx"] + result.non2xx;
  return {
    requests: total,
    rps: total / result.duration,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: count ? sorted[count - 1]! : NaN,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
  };
}
