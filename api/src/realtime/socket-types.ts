// The v1 Socket.IO events this bridge speaks (docs/v1-compatibility.md, Socket.IO events), typed
// for the Server. Client payloads are `unknown`: they come off the wire unchecked.
import type { Server, Socket } from "socket.io";
import type { Session, Viewer } from "../domain/auth/sessions.ts";

export interface V1Notification {
  type: "like" | "comment" | "follow";
  message: string;
}

/** A chat message for its receiver; `message` is v1 ciphertext (v1/chat-cipher.ts). */
export interface V1ChatMessage {
  senderId: string;
  message: string;
  /** the message's createdAt, ISO 8601 */
  timestamp: string;
}

/** v1's game invitation prompt, for the invitee. */
export interface V1Invite {
  type: "accept";
  /** the invitee's id */
  receiverId: string;
  /** the invitee's username */
  receiver: string;
  /** the inviter's id */
  sender: string;
  message: string;
}

export type V1Team = "team-1" | "team-2";

export interface ServerToClientEvents {
  "active-people": (payload: { people: string[] }) => void;
  receiveNotification: (payload: V1Notification) => void;
  "receive-message": (payload: V1ChatMessage) => void;
  acceptInvite: (payload: V1Invite) => void;
  rejectInvite: (payload: { type: "reject"; message: string }) => void;
  /** the room id: the inviter's user id (the board's address) */
  "room-join": (roomId: string) => void;
  "box-clicked": (payload: { boxIndex: number; team: V1Team }) => void;
  "game-over": (payload: { winner: V1Team | null }) => void;
}

export interface ClientToServerEvents {
  "user-joined": (userId: unknown) => void;
  likePost: (payload: unknown) => void;
  commentOnPost: (payload: unknown) => void;
  followAndUnfollowUser: (payload: unknown) => void;
  "send-message": (payload: unknown) => void;
  "accept-invite": (payload: unknown) => void;
  "reject-invite": (payload: unknown) => void;
  "join-room": (payload: unknown) => void;
  "box-clicked": (payload: unknown) => void;
  "game-over": (payload: unknown) => void;
}

export interface SocketData {
  /** set when the handshake carried a valid token or session cookie */
  viewer: Viewer | null;
  /** the token that proved `viewer`: a logOut of it, or a password change, ends the socket */
  session: Session | null;
  /** the user this socket was bound to by `user-joined`; null until then */
  userId: string | null;
}

export type V1Server = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type V1Socket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The room holding every socket bound to a user (on this node; the Redis adapter spans nodes). */
export const userRoom = (userId: string) => `user:${userId}`;
