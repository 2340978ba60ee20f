// The part of autocannon 9's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: { setupRequest?: (request: RawRequest, context: object) => RawRequest }[];
    verifyBody?: (body: string) => boolean;
  }

  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }

  interface Result {
    duration: number;
    requests: Histogram & { sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
    "2xx": number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(opts: Options): Instance;
  export default autocannon;
}
