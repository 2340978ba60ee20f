// Chat for v1 sockets: every committed message, whichever face sent it (GraphQL, v1 REST),
// reaches the receiver's v1 sockets as `receive-message` {senderId, message, timestamp}, its text
// as v1 ciphertext. No `receiverId`: the v1 client would then take every message for the open
// chat's (docs/v1-compatibility.md). The v1 client's own `send-message` emit is not stored (its
// REST POST stores the message) and not relayed (this push already tells the receiver).
import type { Logger } from "pino";
import type { Domain } from "../domain/domain.ts";
import type { V1ChatCipher } from "../v1/chat-cipher.ts";
import { userRoom, type V1Server } from "./socket-types.ts";

/** Starts pushing; returns the function that stops it. */
export function pushV1Messages(io: V1Server, domain: Domain, cipher: V1ChatCipher, log: Logger): () => void {
  async function deliver(messageId: string, receiverId: string): Promise<void> {
    const room = userRoom(receiverId);
    // as for notifications: only a node with the receiver's sockets reads, and it emits locally
    if (!io.of("/").adapter.rooms.get(room)?.size) return;
    const message = await domain.live.messageNews(messageId);
    if (!message) return; // deleted before it could be delivered
    io.local.to(room).emit("receive-message", {
      senderId: message.senderId,
      message: cipher.encrypt(message.text),
      timestamp: message.createdAt.toISOString(),
    });
  }

  // of the people who hear a message (live/audiences.ts), v1 tells its receiver: its sender's client shows it already
  return domain.live.hear(["message.sent"], ({ payload: { messageId } }, { userId, as }) => {
    if (as === "receiver")
      deliver(messageId, userId).catch((err: unknown) => log.error({ err, messageId }, "receive-message failed"));
  });
}
