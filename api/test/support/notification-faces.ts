// One person's notificationAdded as it reaches them on every live face at once: a graphql-ws
// subscription, a GraphQL subscription over SSE and a v1 Socket.IO tab (receiveNotification).
import { print } from "graphql";
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
