// The soak's live connections: each listener holds one of every face at once, graphql-ws on one
// node, SSE on the other, the v1 Socket.IO bridge on either, each subscribed to what a client
// shows live (its messages, its notifications, the comments of the posts it has open). Every
// delivery goes to the ledger under its stream and identity; a subscription or connection that
// ends on its own is a failure, and the ledger counts what it was still due apart.
import type { Client } from "graphql-ws";
import type { Socket } from "socket.io-client";
import { V1ChatCipher } from "../../src/v1/chat-cipher.ts";
import type { BenchNode } from "../realtime/nodes.ts";
import { openGraphQLClient, openV1Socket, subscriptionsRegistered, V1_PASSPHRASE } from "../realtime/receivers.ts";
import type { Inbox, Ledger } from "./ledger.ts";

export interface Listener {
  index: number;
  userId: string;
  token: string;
  /** the posts whose comments it watches (Post global ids) */
  watchedPosts: string[];
}

const MESSAGE_ADDED = "subscription { messageAdded { text } }";
const NOTIFICATION_ADDED = "subscription { notificationAdded { id } }";
const COMMENT_ADDED = "subscription ($postId: ID!) { commentAdded(postId: $postId) { id } }";

/** The stream each face carries a kind of delivery on (the ledger books deliveries by it). */
export const streamOf = {
  message: (face: Inbox["face"]) => (face === "socket.io" ? "receive-message" : "messageAdded"),
  notification: (face: Inbox["face"]) => (face === "socket.io" ? "receiveNotification" : "notificationAdded"),
  /** GraphQL faces only: v1 has no such event */
  comments: (postGlobalId: string) => `commentAdded(${postGlobalId})`,
};

/** "soak 123" → "m:123", the chat message's identity on every face */
export const messageIdentity = (text: string | null | undefined) =>
  `m:${text?.startsWith("soak ") ? text.slice(5) : text}`;
export const notificationIdentity = (globalId: string) => `n:${globalId}`;
export const commentIdentity = (globalId: string) => `c:${globalId}`;
/** v1's receiveNotification has no id: its type and actor, e.g. "v1:like:bench_12" */
export const v1NotificationIdentity = (type: string, actor: string) => `v1:${type}:${actor}`;

type Payload = Record<string, { id?: string; text?: string } | null> | null | undefined;

/** What a subscription's answer names, or a failure: an answer with errors, or a null field. */
function identityOf(data: Payload, errors: unknown): string {
  if (errors || !data) throw new Error(`subscription answered ${JSON.stringify(errors ?? data).slice(0, 200)}`);
  if (data.messageAdded) return messageIdentity(data.messageAdded.text);
  if (data.notificationAdded?.id) return notificationIdentity(data.notificationAdded.id);
  if (data.commentAdded?.id) return commentIdentity(data.commentAdded.id);
  throw new Error(`subscription answered ${JSON.stringify(data).slice(0, 200)}`);
}

export interface Faces {
  inboxes: Inbox[];
  close(): void;
}

/**
 * Opens every listener's faces. `failure` hears what goes wrong with a connection later (it
 * closed, a subscription failed); the run counts those as errors.
 */
export async function openFaces(
  nodes: BenchNode[],
  listeners: Listener[],
  ledger: Ledger,
  failure: (what: string) => void,
): Promise<Faces> {
  const inboxes: Inbox[] = [];
  const closers: (() => void)[] = [];
  let closing = false;
  const failed = (inbox: Inbox, what: string) => {
    if (!closing) failure(`${inbox.face} of listener ${inbox.listener} on node ${"ab"[inbox.node]}: ${what}`);
  };
  const operations = (listener: Listener, face: Inbox["face"]) => [
    { stream: streamOf.message(face), query: MESSAGE_ADDED, variables: {} },
    { stream: streamOf.notification(face), query: NOTIFICATION_ADDED, variables: {} },
    ...listener.watchedPosts.map((postId) => ({
      stream: streamOf.comments(postId),
      query: COMMENT_ADDED,
      variables: { postId },
    })),
  ];
  /** a stream (null: the whole connection) that will deliver no more */
  const ended = (inbox: Inbox, stream: string | null, what: string) => {
    if (closing) return;
    ledger.end(inbox, stream);
    failed(inbox, `${stream ?? "the connection"}: ${what}`);
  };

  for (const listener of listeners) {
    const at = (face: Inbox["face"], node: number): Inbox => ({ face, node, listener: listener.index });
    const ws = at("graphql-ws", listener.index % 2);
    const sse = at("sse", (listener.index + 1) % 2);
    const v1 = at("socket.io", (listener.index >> 1) % 2);
    inboxes.push(ws, sse, v1);

    const client: Client = await openGraphQLClient(nodes[ws.node]!.url, listener.token);
    client.on("closed", (event) => ended(ws, null, `closed ${JSON.stringify(event)}`));
    for (const { stream, ...operation } of operations(listener, ws.face))
      client.subscribe<Record<string, { id?: string; text?: string }>>(operation, {
        next: ({ data, errors }) => {
          try {
            ledger.receive(ws, stream, identityOf(data, errors));
          } catch (error) {
            failed(ws, `${stream}: ${String(error)}`);
          }
        },
        error: (error) => ended(ws, stream, `subscription failed: ${JSON.stringify(error)}`),
        complete: () => ended(ws, stream, "subscription completed"),
      });
    await subscriptionsRegistered(client);
    closers.push(() => void client.dispose());

    for (const { stream, ...operation } of operations(listener, sse.face)) {
      const abort = new AbortController();
      await openSse(nodes[sse.node]!.url, listener.token, operation, abort.signal, {
        next: (data, errors) => ledger.receive(sse, stream, identityOf(data as Payload, errors)),
        failed: (what) => failed(sse, `${stream}: ${what}`),
        ended: (what) => ended(sse, stream, what),
      });
      closers.push(() => abort.abort());
    }

    const socket: Socket = await openV1Socket(nodes[v1.node]!.url, listener.userId, listener.token);
    const cipher = new V1ChatCipher(V1_PASSPHRASE);
    socket.on("receive-message", (data: { message: string }) =>
      ledger.receive(v1, streamOf.message(v1.face), messageIdentity(cipher.decrypt(data.message))),
    );
    socket.on("receiveNotification", (data: { type: string; message: string }) =>
      ledger.receive(
        v1,
        streamOf.notification(v1.face),
        v1NotificationIdentity(data.type, data.message.split(" ")[0]!),
      ),
    );
    socket.on("disconnect", (reason) => ended(v1, null, `disconnected (${reason})`));
    closers.push(() => void socket.disconnect());
  }
  return {
    inboxes,
    close() {
      closing = true;
      for (const close of closers) close();
    },
  };
}

/**
 * One GraphQL subscription over server-sent events (a POST asking for text/event-stream), as
 * graphql-sse's distinct-connections mode: resolves once the stream has started.
 */
async function openSse(
  baseUrl: string,
  token: string,
  operation: { query: string; variables: object },
  signal: AbortSignal,
  on: { next(data: unknown, errors: unknown): void; failed(what: string): void; ended(what: string): void },
): Promise<void> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      authorization: `Bearer ${token}`,
      "x-graphql-yoga-csrf": "1",
    },
    body: JSON.stringify(operation),
    signal,
  });
  if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/event-stream"))
    throw new Error(`SSE subscription answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffered = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return on.ended("stream ended");
        buffered += value;
        for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const kind = /^event: (.*)$/m.exec(event)?.[1];
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (kind === "complete") return on.ended("subscription completed");
          if (kind !== "next" || data === undefined) continue; // a keep-alive comment
          try {
            const { data: payload, errors } = JSON.parse(data) as { data?: unknown; errors?: unknown };
            on.next(payload, errors);
          } catch (error) {
            on.failed(String(error));
          }
        }
      }
    } catch (error) {
      if (!signal.aborted) on.ended(`stream failed: ${String(error)}`);
    }
  })();
}
