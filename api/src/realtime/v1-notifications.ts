// Server-generated notifications to v1 sockets: every like, comment and follow (or follow request) notification on
// the bus becomes one `receiveNotification` with v1's texts, whichever face (GraphQL, v1 REST)
// caused it. Retractions (unlike, unfollow) have no v1 event, so v1 sockets hear nothing of them.
// Game invitations and rematch offers are not v1 notifications: v1's contract knows only those
// three types, and its clients get invitations as acceptInvite (v1-game.ts).
import type { Logger } from "pino";
import type { NotificationKind } from "../generated/prisma/client.ts";
import type { Domain } from "../domain/domain.ts";
import { userRoom, type V1Notification, type V1Server } from "./socket-types.ts";

// v1's wording, "commented your post" included (the new client says "commented on")
const V1_NOTIFICATIONS: Partial<Record<NotificationKind, { type: V1Notification["type"]; phrase: string }>> = {
  LIKE: { type: "like", phrase: "liked your post" },
  COMMENT: { type: "comment", phrase: "commented your post" },
  FOLLOW: { type: "follow", phrase: "followed you" },
  // private accounts (docs/v1-compatibility.md): told as follows are, though v1 cannot answer a request
  FOLLOW_REQUEST: { type: "follow", phrase: "asked to follow you" },
  FOLLOW_REQUEST_APPROVED: { type: "follow", phrase: "approved your follow request" },
};

/** Starts pushing; returns the function that stops it. */
export function pushV1Notifications(io: V1Server, domain: Domain, log: Logger): () => void {
  async function deliver(notificationId: string, recipientId: string): Promise<void> {
    const room = userRoom(recipientId);
    // Every node receives every bus event: a node without the recipient's sockets skips the
    // database read, and one with them emits locally only, since an emit through the Redis
    // adapter would reach the recipient once per node.
    if (!io.of("/").adapter.rooms.get(room)?.size) return;
    const notification = await domain.live.notificationNews(notificationId, recipientId);
    if (!notification) return; // retracted (e.g. an unlike) before it was read here, or of someone muted or blocked
    const v1 = V1_NOTIFICATIONS[notification.kind];
    if (!v1) return;
    const { type, phrase } = v1;
    io.local.to(room).emit("receiveNotification", { type, message: `${notification.actor.username} ${phrase}` });
  }

  // the domain says who hears it (live/audiences.ts): the recipient
  return domain.live.hear(["notification.created"], ({ payload: { notificationId } }, { userId }) => {
    deliver(notificationId, userId).catch((err: unknown) =>
      log.error({ err, notificationId }, "receiveNotification failed"),
    );
  });
}
