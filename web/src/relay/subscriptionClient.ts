import { createClient, type Client, type SubscribePayload } from "graphql-ws";
import {
  Observable,
  type CacheConfig,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
  type Variables,
} from "relay-runtime";
import { GRAPHQL_PATH } from "./fetchGraphQL";
import { setLiveStatus } from "./liveStatus";
import { notifyLiveReconnected } from "./liveReconnects";
import { operationPayload } from "./operationPayload";
import { reconnectDelay, reconnectWait } from "./reconnectWait";
import { notifyTokenRejected } from "./tokenRejections";

/** The server closes a connection whose token proves nobody with this code (graphql-ws' Unauthorized). */
const TOKEN_REJECTED = 4401;
/** A drop shorter than this (a blip) is not worth a word on screen. */
const SHOW_RECONNECTING_AFTER_MS = 1_000;
/**
 * The key of `cacheConfig.metadata` under which a subscription may pass a function of the
 * variables to send each time the operation is sent (useAppSubscription's `resume`).
 */
export const RESUME_METADATA = "resume";

export interface SubscriptionClient {
  readonly subscribe: SubscribeFunction;
  /** Closes the socket; a later subscription opens a new one. */
  readonly dispose: () => void;
}

/**
 * The live connection (graphql-ws), kept for as long as the page is open: after a drop (a
 * deploy, a crash, the network) it tries again, refused connections and the 503 of a server
 * still starting included, until it is back (reconnectWait.ts says how long it waits), then
 * sends every subscription again and tells the screens (liveReconnects.ts) so that they read
 * again what no stream catches up on. Only a token the server refuses (4401) ends it: the
 * session ends with it. A subscription the server ends for a passing reason (SERVICE_UNAVAILABLE:
 * its database was slow or away as it judged an event) is sent again the same way, after the
 * same kind of wait, and the screens read again.
 */
export function createSubscriptionClient(getToken: () => string | null): SubscriptionClient {
  // Created on first use so signed-out visitors never open a socket.
  let live: { client: Client; stop: () => void } | null = null;
  // subscriptions open: a drop with none is nothing to tell
  let active = 0;
  let down = false;
  let showReconnecting: ReturnType<typeof setTimeout> | undefined;

  const dropped = (code: number) => {
    if (down || active === 0) return;
    down = true;
    console.warn(`The live connection dropped (${code}): reconnecting.`);
    showReconnecting = setTimeout(() => setLiveStatus("reconnecting"), SHOW_RECONNECTING_AFTER_MS);
  };
  const settled = () => {
    down = false;
    clearTimeout(showReconnecting);
    setLiveStatus("live");
  };

  const connect = () => {
    const waits = reconnectWait();
    // the token the current socket was opened with: the one a 4401 refuses
    let connectedWith: string | null = null;
    const client: Client = createClient({
      url: `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}${GRAPHQL_PATH}`,
      // Read on every (re)connect so a reconnect after sign-in uses the current token.
      connectionParams: () => {
        connectedWith = getToken();
        return { authToken: connectedWith };
      },
      retryAttempts: Infinity,
      // graphql-ws retries only a connection that closed; one that could not open (the server
      // down or still starting, the network gone) fails with an error event, and is retried too.
      // Codes that no retry can help (4401 and graphql-ws' other fatal ones) it never retries.
      shouldRetry: () => true,
      retryWait: waits.wait,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (live?.client !== client) return;
          settled();
          // after graphql-ws has sent the subscriptions again (it does once this returns)
          if (wasRetry) setTimeout(notifyLiveReconnected);
        },
        closed: (event) => {
          if (live?.client !== client || !(event instanceof CloseEvent)) return;
          if (event.code !== TOKEN_REJECTED) return dropped(event.code);
          console.warn("The live connection was refused: the session's token no longer holds.");
          if (connectedWith) notifyTokenRejected(connectedWith);
        },
      },
    });
    return { client, stop: waits.stop };
  };

  const subscribe: SubscribeFunction = (request, variables, cacheConfig) =>
    Observable.create<GraphQLResponse>((sink) => {
      const client = (live ??= connect()).client;
      active++;
      let unsubscribe = () => {};
      let again: ReturnType<typeof setTimeout> | undefined;
      // subscribed again after the server ended the stream for a passing reason, since the last event
      let retries = 0;
      const start = () => {
        unsubscribe = client.subscribe(payloadOf(request, variables, cacheConfig), {
          next: (value) => {
            retries = 0;
            sink.next(value as GraphQLResponse);
          },
          error: (error) => {
            // a refused token ends the session (and with it the screens): said once in the log, above
            if (isTokenRejection(error)) return sink.complete();
            if (!isPassing(error)) return sink.error(toError(error));
            // the server could not judge an event in time (its database was slow or away): the
            // stream ended, the screen has not. Subscribe again, then read again what was missed.
            console.warn(`Subscription ${request.name} was ended by the server for now; subscribing again.`);
            again = setTimeout(() => {
              start();
              whenStarted(client, notifyLiveReconnected);
            }, reconnectDelay(retries++));
          },
          complete: () => sink.complete(),
        });
      };
      start();
      return () => {
        active--;
        if (active === 0) settled();
        clearTimeout(again);
        unsubscribe();
      };
    });

  const dispose = () => {
    const closing = live;
    live = null;
    closing?.stop();
    void closing?.client.dispose();
    settled();
  };

  return { subscribe, dispose };
}

/**
 * What graphql-ws sends for the operation. It sends it again after each reconnect: a stream that
 * catches up by itself (messageAdded(after:)) passes `resume`, read at each sending, so it goes
 * on from what the screen has by then rather than from where it first started.
 */
function payloadOf(request: RequestParameters, variables: Variables, cacheConfig: CacheConfig): SubscribePayload {
  const { variables: _first, ...operation } = operationPayload(request, variables);
  const resume = cacheConfig.metadata?.[RESUME_METADATA];
  if (typeof resume !== "function") return { ...operation, variables };
  return {
    ...operation,
    get variables() {
      return { ...variables, ...(resume as () => Variables)() };
    },
  };
}

function isTokenRejection(error: unknown): boolean {
  return error instanceof CloseEvent && error.code === TOKEN_REJECTED;
}

/**
 * Calls `then` once the server has taken the operations sent on `client` so far: it takes them in
 * order, so once a query sent after them answers, they are live, and a screen that reads again now
 * misses nothing between its read and the stream.
 */
function whenStarted(client: Client, then: () => void): void {
  client.subscribe({ query: "{ __typename }" }, { next: () => {}, error: then, complete: then });
}

/**
 * An operation the server ended with SERVICE_UNAVAILABLE only (nothing the viewer did: a
 * dependency was slow or away), which subscribing again may well mend. Any other error stays.
 */
function isPassing(error: unknown): boolean {
  return (
    Array.isArray(error) &&
    error.length > 0 &&
    error.every((entry: { extensions?: { code?: unknown } }) => entry?.extensions?.code === "SERVICE_UNAVAILABLE")
  );
}

function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (Array.isArray(error)) return new Error(error.map((entry: { message?: string }) => entry.message).join("; "));
  if (error instanceof CloseEvent) return new Error(`Subscription socket closed (${error.code}).`);
  return new Error("Subscription failed.");
}
