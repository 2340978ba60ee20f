// A graphql-ws client against a listening test server, as a Relay client would open it.
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

export interface LiveSubscription {
  /** every result so far, in order */
  received: unknown[];
  /** the `field` of each result's data, in order */
  values<T>(field: string): T[];
  /** closes the whole connection */
  close(): Promise<void>;
}

/** How the server answered a connection: acknowledged it, or closed it first. */
export type ConnectionOutcome = { acknowledged: true } | { closed: { code: number; reason: string } };

/**
 * A connection to `baseUrl` (http://host:port) with `token` in connectionParams, and the upgrade
 * request's `headers` (X-Forwarded-For, say), once the server has answered it.
 */
export async function openGraphQL(
  baseUrl: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ client: Client; outcome: ConnectionOutcome }> {
  const client = createClient({
    url: `${baseUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols: string[]) {
        super(url, protocols, { headers });
      }
    },
    connectionParams: token ? { authToken: token } : {},
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {}, // a close the test causes (revocation, dispose) is not an error to print
  });
  const outcome = await new Promise<ConnectionOutcome>((resolve) => {
    client.on("connected", () => resolve({ acknowledged: true }));
    client.on("closed", (event) =>
      resolve({ closed: { code: (event as CloseEvent).code, reason: (event as CloseEvent).reason } }),
    );
  });
  return { client, outcome };
}

/** A connection to `baseUrl` (http://host:port) with `token` in connectionParams, acknowledged by the server. */
export async function connectGraphQL(baseUrl: string, token?: string): Promise<Client> {
  const { client, outcome } = await openGraphQL(baseUrl, token);
  if (!("acknowledged" in outcome)) throw new Error(`the server closed the connection: ${JSON.stringify(outcome)}`);
  return client;
}

/** Subscribes over its own connection; resolves once the server has registered the subscription. */
export async function subscribeLive(
  baseUrl: string,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<LiveSubscription> {
  const client = await connectGraphQL(baseUrl, token);
  const received: unknown[] = [];
  client.subscribe(
    { query, variables },
    { next: (value) => received.push(value), error: (e) => received.push({ error: e }), complete: () => {} },
  );
  // operations run in order on a connection: once a later one answers, the subscription is live
  await new Promise<void>((resolve) =>
    client.subscribe({ query: "{ __typename }" }, { next: () => {}, error: () => resolve(), complete: resolve }),
  );
  return {
    received,
    values: <T>(field: string) => received.map((r) => (r as { data?: Record<string, T> }).data?.[field] as T),
    close: () => client.dispose() as Promise<void>,
  };
}
