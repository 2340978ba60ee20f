// Chat for v1 sockets: every committed message, whichever face sent it (GraphQL, v1 REST),
// reaches the receiver's v1 sockets as `receive-message` {senderId, message, timestamp}, its text
// as v1 ciphertext. No `receiverId`: the v1 client would then take every message for the open
// chat's (legacy-contract.md 2.2). The v1 client's own `send-message` emit is not stored (its
// REST POST stores the message) and not relayed (this push already tells the receiver).
import type { Logger } from "pino";
import type { Domain } from "../domain/domain.ts";
import { LegacyChatCipher } from "../legacy/chat-cipher.ts";
import { userRoom, type LegacyServer } from "./socket-types.ts";

/** Starts pushing; resolves to the function that stops it. */
export function pushLegacyMessages(io: LegacyServer, domain: Domain, passphrase: string, log: Logger): Promise<() => void> {
  const cipher = new LegacyChatCipher(passphrase);

  async function deliver(messageId: string, receiverId: string): Promise<void> {
    const room = userRoom(receiverId);
    // as for notifications: only a node with the receiver's sockets reads, and it emits locally
    if (!io.of("/").adapter.rooms.get(room)?.size) return;
    const message = await domain.prisma.message.findUnique({ where: { id: messageId }, select: { senderId: true, text: true, deletedAt: true, createdAt: true } });
    if (!message || message.deletedAt) return; // deleted before it could be delivered
    io.local.to(room).emit("receive-message", { senderId: message.senderId, message: cipher.encrypt(message.text), timestamp: message.createdAt.toISOString() });
  }

  return domain.bus.subscribe("message.sent", ({ messageId, receiverId }) => {
    deliver(messageId, receiverId).catch((err: unknown) => log.error({ err, messageId }, "receive-message failed"));
  });
}
