// Server-generated notifications to v1 sockets: every `notification.created` on the bus becomes
// one `receiveNotification` with v1's texts, whichever face (GraphQL, v1 REST) caused it.
// Retractions (unlike, unfollow) have no v1 event, so v1 sockets hear nothing of them.
import type { Logger } from "pino";
import type { NotificationKind } from "../generated/prisma/client.ts";
import type { Domain } from "../domain/domain.ts";
import { userRoom, type LegacyNotification, type LegacyServer } from "./socket-types.ts";

// v1's wording, "commented your post" included (the new client says "commented on")
const V1_NOTIFICATIONS: Record<NotificationKind, { type: LegacyNotification["type"]; phrase: string }> = {
  LIKE: { type: "like", phrase: "liked your post" },
  COMMENT: { type: "comment", phrase: "commented your post" },
  FOLLOW: { type: "follow", phrase: "followed you" },
};

/** Starts pushing; resolves to the function that stops it. */
export function pushLegacyNotifications(io: LegacyServer, domain: Domain, log: Logger): Promise<() => void> {
  async function deliver(notificationId: string, recipientId: string): Promise<void> {
    const room = userRoom(recipientId);
    // Every node receives every bus event: a node without the recipient's sockets skips the
    // database read, and one with them emits locally only, since an emit through the Redis
    // adapter would reach the recipient once per node.
    if (!io.of("/").adapter.rooms.get(room)?.size) return;
    const notification = await domain.prisma.notification.findUnique({
      where: { id: notificationId },
      select: { kind: true, actor: { select: { username: true } } },
    });
    if (!notification) return; // retracted (e.g. an unlike) before it was read here
    const { type, phrase } = V1_NOTIFICATIONS[notification.kind];
    io.local.to(room).emit("receiveNotification", { type, message: `${notification.actor.username} ${phrase}` });
  }

  return domain.bus.subscribe("notification.created", ({ notificationId, recipientId }) => {
    deliver(notificationId, recipientId).catch((err: unknown) => log.error({ err, notificationId }, "receiveNotification failed"));
  });
}
