// Asks for openers the way clients do: the openerSuggestions subscription over graphql-ws or
// Server-Sent Events, collecting every event until the server completes it.
import { print, type FormattedExecutionResult } from "graphql";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import type { OpenerSuggestionsSubscription } from "./__generated__/graphql.ts";
import { OpenerSuggestions } from "./opener-operations.ts";

export type OpenerEvent = OpenerSuggestionsSubscription["openerSuggestions"];
type Payload = FormattedExecutionResult<OpenerSuggestionsSubscription, unknown>;

/** The events of each payload (GraphQL errors are kept as they are, to be asserted). */
export function eventsOf(payloads: readonly Payload[]): (OpenerEvent | { errors: unknown })[] {
  return payloads.map((payload) => payload.data?.openerSuggestions ?? { errors: payload.errors });
}

export function askOverWebSocket(graphqlUrl: string, token: string | undefined, prompt: string) {
  const client = createClient({
    url: graphqlUrl.replace(/^http/, "ws"),
    webSocketImpl: WebSocket,
    connectionParams: { authToken: token },
    retryAttempts: 0,
  });
  const payloads: Payload[] = [];
  let unsubscribe = () => {};
  const completed = new Promise<Payload[]>((resolve, reject) => {
    unsubscribe = client.subscribe<OpenerSuggestionsSubscription>(
      { query: print(OpenerSuggestions), variables: { prompt } },
      { next: (payload) => payloads.push(payload), error: reject, complete: () => resolve(payloads) },
    );
  });
  return {
    payloads,
    /** every payload, once the server completed the subscription */
    completed: completed.finally(() => void client.dispose()),
    /** what a client does when its user closes the dialog mid-stream */
    leave: () => {
      unsubscribe();
      void client.dispose();
    },
  };
}

/** Every event over Server-Sent Events (graphql-yoga's "distinct connections" mode), until the stream ends. */
export async function askOverSse(graphqlUrl: string, token: string, prompt: string, signal?: AbortSignal) {
  const response = await fetch(graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(OpenerSuggestions), variables: { prompt } }),
    signal,
  });
  return { response, events: readSse(response) };
}

async function* readSse(response: Response): AsyncGenerator<Payload> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffer += read.value;
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^event: next\ndata: (.*)$/m.exec(event);
      if (data) yield JSON.parse(data[1]!) as Payload;
    }
  }
}
