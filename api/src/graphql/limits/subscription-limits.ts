// Live subscriptions one client or one account holds at once (domain/limits/realtime-limits.ts):
// over server-sent events per client address (every subscription is a request of its own;
// graphql-ws caps its operations per connection), and per signed-in user over both transports
// together. Each live subscription holds bus listeners and, over HTTP, a response stream. The
// slots are counted once the stream has started, so an operation refused earlier (cost, another
// plugin) or one that answers at once takes none, and held for as long as it lives: freed when it
// completes, fails, or the client goes away (Yoga then calls return()). A refusal ends the stream
// it started and is TOO_MANY_SUBSCRIPTIONS: over HTTP a 429, over graphql-ws the operation's result.
import { GraphQLError } from "graphql";
import { isAsyncIterable, mapAsyncIterator, type Plugin } from "graphql-yoga";
import type { Domain } from "../../domain/domain.ts";
import type { SlotRefusal } from "../../domain/limits/realtime-limits.ts";
import { recorder } from "../../observability/metrics.ts";
import type { GraphQLContext } from "../context.ts";

/** What this plugin reads from the context the transports build (see yoga.ts' ServerContext). */
type ClientContext = Pick<GraphQLContext, "viewer"> & {
  clientKey?: string;
  transport?: "http" | "websocket";
};

export function useSubscriptionLimits(domain: Domain): Plugin<ClientContext> {
  return {
    onSubscribe({ context, subscribeFn, setSubscribeFn }) {
      const { clientKey, transport, viewer } = context;
      const sseAddress = transport === "http" && clientKey ? clientKey : null;
      if (!sseAddress && !viewer) return;
      setSubscribeFn(async (args) => {
        // the stream first: over graphql-ws it must listen before the connection's next operation
        // starts (operations-in-order.ts), and counting may wait on Redis
        const result = await subscribeFn(args);
        if (!isAsyncIterable(result)) return result;
        const end = async () => void (await (result as AsyncIterableIterator<unknown>).return?.());
        const taken = await domain.realtimeLimits
          .subscription({ userId: viewer?.id ?? null, sseAddress })
          .catch(async (error: unknown) => {
            await end();
            throw error;
          });
        if ("refused" in taken) {
          await end();
          return { errors: [tooMany(taken.refused, sseAddress !== null)] };
        }
        const metrics = sseAddress ? recorder() : null;
        metrics?.sseOpened();
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          taken.slot.release();
          metrics?.sseClosed();
        };
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

function tooMany({ per, limit }: SlotRefusal, overHttp: boolean): GraphQLError {
  const message =
    per === "address"
      ? `Too many subscriptions from this client: at most ${limit} over HTTP at a time. End one before starting another, or use graphql-ws.`
      : `Too many subscriptions of this account: at most ${limit} at a time, over every connection. End one before starting another.`;
  return new GraphQLError(message, {
    extensions: { code: "TOO_MANY_SUBSCRIPTIONS", limit, ...(overHttp && { http: { status: 429 } }) },
  });
}
