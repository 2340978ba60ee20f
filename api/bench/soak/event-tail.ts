// The soak's third reader of the api's Redis stream, beside the two nodes: each stored event once
// more with its outbox identity (the `id` field 38.1 added). Notifications are expected from it
// (whether a like notifies, and whom, is the domain's to decide: the bench counts what it
// published), and an identity read twice means the outbox relay published an event again.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { Redis } from "ioredis";
import type pg from "pg";
import type { Inbox, Ledger } from "./ledger.ts";
import { notificationIdentity, streamOf, v1NotificationIdentity } from "./listeners.ts";

/** v1's receiveNotification types (v1-notifications.ts): the kinds the soak's writes notify */
const V1_TYPES: Record<string, string> = { LIKE: "like", COMMENT: "comment", FOLLOW: "follow" };

export interface EventTail {
  /** stored events read, and outbox identities read more than once */
  counts(): { events: number; repeated: number; notifications: number };
  stop(): Promise<void>;
}

/**
 * Reads `key` from its newest entry on. A notification.created for a listener is expected once
 * on each of its inboxes: by id on graphql-ws and SSE, by kind and actor on Socket.IO (looked up
 * at once: the soak takes a like or a follow back only minutes later).
 */
export async function tailEvents(
  redisUrl: string,
  key: string,
  db: pg.Client,
  inboxesOf: Map<string, Inbox[]>,
  ledger: Ledger,
  failure: (what: string) => void,
): Promise<EventTail> {
  const redis = new Redis(redisUrl);
  const [newest] = await redis.xrevrange(key, "+", "-", "COUNT", 1);
  let last = newest?.[0] ?? "0-0";
  const seen = new Set<string>();
  let events = 0;
  let repeated = 0;
  let notifications = 0;
  let stopped = false;

  async function expectNotifications(created: { notificationId: string; recipientId: string }[]) {
    const { rows } = await db.query<{ id: string; kind: string; username: string }>(
      `SELECT n.id, n.kind, u.username FROM "Notification" n JOIN "User" u ON u.id = n."actorId" WHERE n.id = ANY($1::uuid[])`,
      [created.map((c) => c.notificationId)],
    );
    const found = new Map(rows.map((row) => [row.id, row]));
    for (const { notificationId, recipientId } of created) {
      const row = found.get(notificationId);
      if (!row) failure(`notification ${notificationId} was gone before the bench could read it`);
      notifications++;
      for (const inbox of inboxesOf.get(recipientId)!) {
        if (inbox.face !== "socket.io")
          ledger.expect(
            inbox,
            streamOf.notification(inbox.face),
            notificationIdentity(encodeGlobalID("Notification", notificationId)),
          );
        else if (row && V1_TYPES[row.kind])
          ledger.expect(
            inbox,
            streamOf.notification(inbox.face),
            v1NotificationIdentity(V1_TYPES[row.kind]!, row.username),
          );
      }
    }
  }

  const reading = (async () => {
    while (!stopped) {
      const reply = await redis.xread("COUNT", 500, "BLOCK", 500, "STREAMS", key, last).catch((error: unknown) => {
        failure(`reading the stream: ${String(error)}`);
        return null;
      });
      const created: { notificationId: string; recipientId: string }[] = [];
      for (const [entryId, fields] of reply?.[0]?.[1] ?? []) {
        last = entryId;
        const entry = new Map<string, string>();
        for (let i = 0; i + 1 < fields.length; i += 2) entry.set(fields[i]!, fields[i + 1]!);
        const id = entry.get("id");
        if (!id) continue; // ephemeral (presence, typing): published directly, no identity
        events++;
        if (seen.has(id)) {
          repeated++; // its nodes drop it (seen-events.ts): not expected twice
          continue;
        }
        seen.add(id);
        if (entry.get("type") !== "notification.created") continue;
        const payload = JSON.parse(entry.get("payload")!) as { notificationId: string; recipientId: string };
        if (inboxesOf.has(payload.recipientId)) created.push(payload);
      }
      if (created.length) await expectNotifications(created);
    }
  })();

  return {
    counts: () => ({ events, repeated, notifications }),
    async stop() {
      stopped = true;
      await reading;
      redis.disconnect();
    },
  };
}
