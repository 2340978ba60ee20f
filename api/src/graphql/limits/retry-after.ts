// A response that answers nothing because a rate limit refused it (every root field null, every
// error TOO_MANY_REQUESTS) also says when to retry in the HTTP header HTTP clients and proxies
// read, not only in each error's extensions.retryAfter.
import type { ExecutionResult } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";

type HttpExtensions = { http?: { headers?: Record<string, string> } };

function answeredNothing(data: unknown): boolean {
  return data == null || (typeof data === "object" && Object.values(data).every((value) => value === null));
}

/** The seconds to wait before the request could succeed, or null when it was not refused for rate alone. */
export function wholeRefusalRetryAfter(result: ExecutionResult): number | null {
  const errors = result.errors ?? [];
  if (!errors.length || !answeredNothing(result.data)) return null;
  let seconds = 0;
  for (const { extensions } of errors) {
    if (extensions?.code !== "TOO_MANY_REQUESTS" || typeof extensions.retryAfter !== "number") return null;
    seconds = Math.max(seconds, extensions.retryAfter);
  }
  return seconds;
}

export function useRetryAfterHeader(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      // a batch or a stream has no one answer to put a header on
      if (Array.isArray(result) || isAsyncIterable(result)) return;
      const seconds = wholeRefusalRetryAfter(result);
      if (seconds === null) return;
      const extensions = (result.extensions ?? {}) as HttpExtensions;
      const http = { ...extensions.http, headers: { ...extensions.http?.headers, "Retry-After": String(seconds) } };
      setResult({ ...result, extensions: { ...extensions, http } });
    },
  };
}
