// Subscriptions over HTTP (server-sent events) open at once per client. Each live subscription
// holds bus listeners and a response stream; graphql-ws caps its operations per connection, but
// every SSE subscription is its own request, so the cap here is per client key (IP address).
import { GraphQLError } from "graphql";
import { isAsyncIterable, mapAsyncIterator, type Plugin } from "graphql-yoga";
import { recorder } from "../../observability/metrics.ts";

export const MAX_SSE_SUBSCRIPTIONS_PER_CLIENT = 20;

/** What this plugin reads from the context the transports build (see yoga.ts' ServerContext). */
interface ClientContext {
  clientKey?: string;
  transport?: "http" | "websocket";
}

export function useSseSubscriptionLimit(): Plugin<ClientContext> {
  const open = new Map<string, number>();

  function acquire(clientKey: string): (() => void) | null {
    const count = open.get(clientKey) ?? 0;
    if (count >= MAX_SSE_SUBSCRIPTIONS_PER_CLIENT) return null;
    open.set(clientKey, count + 1);
    recorder()?.sseOpened();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      recorder()?.sseClosed();
      const left = (open.get(clientKey) ?? 1) - 1;
      if (left > 0) open.set(clientKey, left);
      else open.delete(clientKey);
    };
  }

  return {
    onSubscribe({ context, subscribeFn, setSubscribeFn }) {
      const { clientKey } = context;
      if (context.transport !== "http" || !clientKey) return;
      // Counted where the stream starts, so an operation refused earlier (cost, another plugin)
      // takes no slot. The slot is held for as long as the stream lives: freed when it completes,
      // fails, or the client goes away (Yoga then calls return()); at once when none was started.
      setSubscribeFn(async (args) => {
        const release = acquire(clientKey);
        if (!release) return { errors: [tooMany()] };
        let result;
        try {
          result = await subscribeFn(args);
        } catch (error) {
          release();
          throw error;
        }
        if (!isAsyncIterable(result)) {
          release();
          return result;
        }
        return mapAsyncIterator(
          result,
          (value) => value,
          (error: unknown) => {
            release();
            throw error;
          },
          release,
        );
      });
    },
  };
}

function tooMany(): GraphQLError {
  return new GraphQLError(
    `Too many subscriptions from this client: at most ${MAX_SSE_SUBSCRIPTIONS_PER_CLIENT} over HTTP at a time. End one before starting another, or use graphql-ws.`,
    { extensions: { code: "TOO_MANY_SUBSCRIPTIONS", limit: MAX_SSE_SUBSCRIPTIONS_PER_CLIENT } },
  );
}
