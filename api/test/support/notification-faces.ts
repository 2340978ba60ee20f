// One person's notificationAdded as it reaches them on every live face at once: a graphql-ws
// subscription, a GraphQL subscription over SSE and a v1 Socket.IO tab (receiveNotification).
import { print } from "graphql";
import { expect } from "vitest";
import { eventually } from "./eventually.ts";
import { NotificationAdded } from "../graphql/subscription-operations.ts";
import { connectV1 } from "../realtime/socket-client.ts";
import type { TestUser } from "./fixtures.ts";
import { subscribeLive } from "./graphql-ws.ts";
import { subscribeOverSse } from "./sse.ts";

export interface NotificationFaces {
  /** each face's notification messages so far, in order of arrival */
  messages(): { graphqlWs: string[]; sse: string[]; socketIo: string[] };
  close(): Promise<void>;
}

/**
 * Each face received `expected`, each message once. GraphQL's faces in that order (each stream is
 * in bus order); a v1 socket in any: the v1 bridge reads each notification before it emits it, and
 * a burst's reads answer in any order. With `inBusOrder` false (the bus's order is not the order
 * `expected` gives: events of several nodes, one cut off for a while), in any order, but the same
 * on both GraphQL faces.
 */
function expectEachOnce(faces: NotificationFaces, expected: string[], inBusOrder: boolean): void {
  const { graphqlWs, sse, socketIo } = faces.messages();
  if (!inBusOrder) expect(sse).toEqual(graphqlWs);
  const arrived = inBusOrder ? graphqlWs : graphqlWs.toSorted();
  const wanted = inBusOrder ? expected : expected.toSorted();
  expect({ graphqlWs: arrived, sse: inBusOrder ? sse : sse.toSorted(), socketIo: socketIo.toSorted() }).toEqual({
    graphqlWs: wanted,
    sse: wanted,
    socketIo: expected.toSorted(),
  });
}

/**
 * Waits until `faces` received as many messages as `expected` (within `timeout`: a reconnect and the
 * outbox's backoff take seconds), then until each face has each once (in that order unless
 * `inBusOrder` is false: expectEachOnce).
 */
export async function untilEachOnce(
  faces: NotificationFaces,
  expected: string[],
  { timeout = 30_000, inBusOrder = true }: { timeout?: number; inBusOrder?: boolean } = {},
): Promise<void> {
  await eventually(() => expect(faces.messages().graphqlWs).toHaveLength(expected.length), { timeout, interval: 100 });
  await eventually(() => expectEachOnce(faces, expected, inBusOrder));
}

type Added = { notificationAdded?: { message: string } } | undefined;

/** Live on all three faces of the node at `baseUrl` once it resolves. */
export async function watchNotifications(baseUrl: string, user: TestUser): Promise<NotificationFaces> {
  const query = print(NotificationAdded);
  const graphqlWs = await subscribeLive(baseUrl, user.token, query);
  const sse = await subscribeOverSse(baseUrl, query, { token: user.token });
  const socketIo = await connectV1(baseUrl, { auth: { token: user.token } });
  await socketIo.join(user.id);
  const messagesOf = (results: unknown[]) =>
    results.map((result) => ((result as { data?: Added }).data?.notificationAdded?.message ?? "?") as string);
  return {
    messages: () => ({
      graphqlWs: messagesOf(graphqlWs.received),
      sse: messagesOf(sse.received),
      socketIo: socketIo.notifications.map((n) => n.message),
    }),
    async close() {
      socketIo.close();
      sse.close();
      await graphqlWs.close();
    },
  };
}
