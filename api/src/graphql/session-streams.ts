// Subscriptions over server-sent events end with the session that opened them. Each is its own
// HTTP request, whose token is checked once, when it starts (bearer-token.ts): without this, a
// stream kept hearing the user's private messages after logOut, a password change, a revoked
// access token, or the account's suspension or deletion. Session liveness
// (domain/auth/session-liveness.ts) tells when the session ends, on whichever node it ends; the
// stream then sends one last event saying why (UNAUTHENTICATED, TOKEN_REVOKED, as a request with
// that token now gets) and completes. graphql-ws ends its connections the same way
// (graphql-ws/), closing them with 4403.
import { GraphQLError, type ExecutionResult } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import type { Domain } from "../domain/domain.ts";
import { TOKEN_REJECTION_MESSAGES } from "./bearer-token.ts";
import type { GraphQLContext } from "./context.ts";

type StreamContext = GraphQLContext & { transport?: "http" | "websocket" };

export function useStreamsEndWithSession(domain: Domain): Plugin<StreamContext> {
  return {
    onSubscribe({ context, subscribeFn, setSubscribeFn }) {
      const { session } = context;
      if (context.transport !== "http" || !session) return;
      setSubscribeFn(async (args) => {
        const result = await subscribeFn(args);
        if (!isAsyncIterable(result)) return result;
        return endable(result as AsyncIterable<ExecutionResult>, (end) =>
          domain.sessionLiveness.watch(session, () => end(sessionEnded())),
        );
      });
    },
  };
}

/** The stream's last event: what a request with the token now gets, without the HTTP status (the stream's is sent). */
function sessionEnded(): ExecutionResult {
  const reason = "TOKEN_REVOKED";
  return {
    errors: [new GraphQLError(TOKEN_REJECTION_MESSAGES[reason], { extensions: { code: "UNAUTHENTICATED", reason } })],
  };
}

/**
 * `source`, until the `end` that `watch` is given is called: the consumer then gets that last
 * value and the stream completes, the source returned (its listeners freed) whether or not it had
 * anything pending. `watch` returns its own stop, called when the stream ends however it ends.
 *
 * Each wait races the source's next value with a promise of its own, dropped once the wait is
 * over. Racing every wait with one promise kept for the stream's life leaked: each race leaves a
 * reaction on that promise holding the value it returned, so a stream open for an hour kept every
 * event it had delivered (the soak's heap grew 26 MB an hour at 60 requests a second).
 */
export function endable<T>(
  source: AsyncIterable<T>,
  watch: (end: (last: T) => void) => () => void,
): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let last: { value: T } | null = null;
  let finished = false;
  /** interrupts the wait under way, if any */
  let interrupt: (() => void) | null = null;
  let unwatch: () => void = () => {};
  const finish = async () => {
    if (finished) return;
    finished = true;
    unwatch();
    await iterator.return?.();
  };
  // set before watching: a session that ended lately ends the stream at once, within watch()
  const end = (value: T) => {
    if (finished || last) return;
    last = { value };
    interrupt?.();
  };
  unwatch = watch(end);
  return {
    async next(): Promise<IteratorResult<T>> {
      if (finished) return { done: true, value: undefined };
      if (!last) {
        const interrupted = new Promise<null>((resolve) => (interrupt = () => resolve(null)));
        const step = await Promise.race([iterator.next(), interrupted]);
        interrupt = null;
        if (step && step.done) await finish();
        if (step) return step;
      }
      await finish();
      return { done: false, value: last!.value };
    },
    async return(): Promise<IteratorResult<T>> {
      await finish();
      return { done: true, value: undefined };
    },
    async throw(error: unknown): Promise<IteratorResult<T>> {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
