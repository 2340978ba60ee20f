// The benchmark's connected users: each holds one realtime connection (graphql-ws subscribed to
// messageAdded, or a v1 Socket.IO socket that sent user-joined) and reports every message it
// receives as the number the load generator wrote into the text.
import { createClient, type Client } from "graphql-ws";
import { io, type Socket } from "socket.io-client";
import WebSocket from "ws";
import { V1ChatCipher } from "../../src/v1/chat-cipher.ts";

export type Face = "graphql-ws" | "socket.io";

export const V1_PASSPHRASE = "your-secret-base-key";
const cipher = new V1ChatCipher(V1_PASSPHRASE);

export interface Receiver {
  face: Face;
  close(): void;
}

/** "bench 123" → 123 */
export const messageNumber = (text: string | null): number =>
  text?.startsWith("bench ") ? Number(text.slice(6)) : NaN;

const MESSAGE_ADDED = "subscription { messageAdded { text fromViewer } }";

/** A graphql-ws connection of the api's, acknowledged (connection_ack). */
export async function openGraphQLClient(baseUrl: string, token: string): Promise<Client> {
  const client: Client = createClient({
    url: `${baseUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: token },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
  });
  await new Promise<void>((resolve, reject) => {
    client.on("connected", () => resolve());
    client.on("closed", (event) => reject(new Error(`graphql-ws closed: ${JSON.stringify(event)}`)));
  });
  return client;
}

/** Operations run in order on one connection: once this query answers, every subscription sent before it is registered. */
export const subscriptionsRegistered = (client: Client) =>
  new Promise<void>((resolve) =>
    client.subscribe({ query: "{ __typename }" }, { next: () => {}, error: () => resolve(), complete: resolve }),
  );

/** A v1 client's socket: the token in the handshake, then user-joined, answered with active-people. */
export async function openV1Socket(baseUrl: string, userId: string, token: string): Promise<Socket> {
  const socket: Socket = io(baseUrl, {
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    auth: token ? { token } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  const joined = new Promise((resolve) => socket.once("active-people", resolve));
  socket.emit("user-joined", userId);
  await joined;
  return socket;
}

export async function connectGraphQLReceiver(
  baseUrl: string,
  token: string,
  onMessage: (n: number) => void,
): Promise<Receiver> {
  const client = await openGraphQLClient(baseUrl, token);
  client.subscribe<{ messageAdded: { text: string; fromViewer: boolean } }>(
    { query: MESSAGE_ADDED },
    {
      next: ({ data }) => {
        // the sender's own tabs get its messages too (fromViewer): only the receiver's copy counts
        if (data && !data.messageAdded.fromViewer) onMessage(messageNumber(data.messageAdded.text));
      },
      error: () => {},
      complete: () => {},
    },
  );
  await subscriptionsRegistered(client);
  return { face: "graphql-ws", close: () => void client.dispose() };
}

/** A v1 client (or the floor's, or the relay's): receive-message with ciphertext. */
export async function connectSocketReceiver(
  baseUrl: string,
  userId: string,
  token: string,
  onMessage: (n: number) => void,
): Promise<Receiver> {
  const socket = await openV1Socket(baseUrl, userId, token);
  socket.on("receive-message", (data: { message: string }) => onMessage(messageNumber(cipher.decrypt(data.message))));
  return { face: "socket.io", close: () => void socket.disconnect() };
}

/** v1 ciphertext of `text`, as a v1 client sends it */
export const v1Ciphertext = (text: string) => cipher.encrypt(text);
