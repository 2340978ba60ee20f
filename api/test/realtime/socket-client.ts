// A v1-style Socket.IO client against a listening test server, and waiting for its next event.
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import { EVENTUALLY_TIMEOUT_MS } from "../support/eventually.ts";
import type { TestServer } from "../support/test-server.ts";

export interface V1Notification {
  type: string;
  message: string;
}

export interface V1Socket {
  socket: Socket;
  /** every receiveNotification so far, in order */
  notifications: V1Notification[];
  /** emits user-joined and resolves with the active-people list answered to it */
  join(userId: string | null): Promise<string[]>;
  close(): void;
}

/** Listens on a free port; resolves to the base URL. */
export function listen(server: TestServer): Promise<string> {
  return server.app.listen({ port: 0, host: "127.0.0.1" });
}

/** Connected, or rejects with the connect error. */
export async function connectV1(
  baseUrl: string,
  opts: Partial<ManagerOptions & SocketOptions> = {},
): Promise<V1Socket> {
  const socket = io(baseUrl, { transports: ["websocket"], reconnection: false, forceNew: true, ...opts });
  const notifications: V1Notification[] = [];
  socket.on("receiveNotification", (n: V1Notification) => notifications.push(n));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return {
    socket,
    notifications,
    async join(userId) {
      const answer = nextEvent<{ people: string[] }>(socket, "active-people");
      socket.emit("user-joined", userId);
      return (await answer).people;
    },
    close: () => socket.disconnect(),
  };
}

/** The socket's next `event`; rejects after the same budget `eventually` waits. */
export function nextEvent<T>(socket: Socket, event: string, timeoutMs = EVENTUALLY_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
