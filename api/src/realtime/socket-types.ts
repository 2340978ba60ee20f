// The v1 Socket.IO events this bridge speaks (shared/legacy-contract.md section 2.1), typed
// for the Server. Client payloads are `unknown`: they come off the wire unchecked.
import type { Server, Socket } from "socket.io";
import type { Viewer } from "../domain/auth/sessions.ts";

export interface LegacyNotification {
  type: "like" | "comment" | "follow";
  message: string;
}

export interface ServerToClientEvents {
  "active-people": (payload: { people: string[] }) => void;
  receiveNotification: (payload: LegacyNotification) => void;
}

export interface ClientToServerEvents {
  "user-joined": (userId: unknown) => void;
  likePost: (payload: unknown) => void;
  commentOnPost: (payload: unknown) => void;
  followAndUnfollowUser: (payload: unknown) => void;
}

export interface SocketData {
  /** set when the handshake carried a valid token or session cookie */
  viewer: Viewer | null;
  /** the version of the token that proved `viewer`: a password change ends sockets of older ones */
  tokenVersion: number | null;
  /** the user this socket was bound to by `user-joined`; null until then */
  userId: string | null;
}

export type LegacyServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type LegacySocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The room holding every socket bound to a user (on this node; the Redis adapter spans nodes). */
export const userRoom = (userId: string) => `user:${userId}`;
