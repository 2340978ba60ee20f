import { createClient, type Client } from "graphql-ws";
import { Observable, type GraphQLResponse, type SubscribeFunction } from "relay-runtime";
import { GRAPHQL_PATH } from "./fetchGraphQL";
import { notifyLiveReconnected } from "./liveReconnects";
import { operationPayload } from "./operationPayload";
import { notifyTokenRejected } from "./tokenRejections";

/** The server closes a connection whose token proves nobody with this code (graphql-ws' Unauthorized). */
const TOKEN_REJECTED = 4401;

export interface SubscriptionClient {
  readonly subscribe: SubscribeFunction;
  /** Closes the socket; a later subscription opens a new one. */
  readonly dispose: () => void;
}

export function createSubscriptionClient(getToken: () => string | null): SubscriptionClient {
  // Created on first use so signed-out visitors never open a socket.
  let client: Client | null = null;

  const connect = (): Client => {
    // the token the current socket was opened with: the one a 4401 refuses
    let connectedWith: string | null = null;
    return createClient({
      url: `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}${GRAPHQL_PATH}`,
      // Read on every (re)connect so a reconnect after sign-in uses the current token.
      connectionParams: () => {
        connectedWith = getToken();
        return { authToken: connectedWith };
      },
      retryAttempts: Infinity,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) notifyLiveReconnected();
        },
        closed: (event) => {
          if (connectedWith && event instanceof CloseEvent && event.code === TOKEN_REJECTED)
            notifyTokenRejected(connectedWith);
        },
      },
    });
  };

  const subscribe: SubscribeFunction = (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      client ??= connect();
      return client.subscribe(operationPayload(request, variables), {
        next: (value) => sink.next(value as GraphQLResponse),
        error: (error) => sink.error(toError(error)),
        complete: () => sink.complete(),
      });
    });

  const dispose = () => {
    void client?.dispose();
    client = null;
  };

  return { subscribe, dispose };
}

function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (Array.isArray(error)) return new Error(error.map((entry: { message?: string }) => entry.message).join("; "));
  if (error instanceof CloseEvent) return new Error(`Subscription socket closed (${error.code}).`);
  return new Error("Subscription failed.");
}
