// A GraphQL subscription over server-sent events (POST /graphql, Accept: text/event-stream)
// against a listening test server, as a third-party client opens one.
import { eventually } from "./eventually.ts";

export interface SseResult {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface SseSubscription {
  /** the response's status */
  status: number;
  /** each `next` event's payload, in order */
  received: SseResult[];
  /** whether the server ended the stream (a `complete` event, or the response ended) */
  ended(): boolean;
  /** goes away, as a client that closes the page */
  close(): void;
}

export async function subscribeOverSse(
  baseUrl: string,
  query: string,
  {
    token,
    variables = {},
    headers = {},
  }: { token?: string; variables?: object; headers?: Record<string, string> } = {},
): Promise<SseSubscription> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  const received: SseResult[] = [];
  let ended = false;
  void (async () => {
    let buffered = "";
    try {
      for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
        buffered += chunk;
        let boundary;
        while ((boundary = buffered.indexOf("\n\n")) !== -1) {
          const event = buffered.slice(0, boundary);
          buffered = buffered.slice(boundary + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (/^event: next$/m.test(event) && data) received.push(JSON.parse(data) as SseResult);
          if (/^event: complete$/m.test(event)) ended = true;
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
    }
  })();
  return { status: response.status, received, ended: () => ended, close: () => controller.abort() };
}

/**
 * Resolves once `subscription` has received something, doing `poke` (an action it hears) until it
 * does: the server may still be registering the stream when the first one happens.
 */
export async function untilLive(subscription: SseSubscription, poke: () => Promise<unknown>): Promise<void> {
  await eventually(
    async () => {
      if (subscription.received.length) return;
      await poke();
      throw new Error(`the subscription has received nothing yet (status ${subscription.status})`);
    },
    { interval: 100 },
  );
}
