// Who may read a notification: its recipient, and only while it shows. One told by someone the
// recipient may not see (userPolicy: an account suspended or deleted, a block either way) is
// hidden, as every other read hides that person, but for a report's outcome, whose actor is the
// account reported; and likes, comments, follows, follow requests and mentions by someone the
// recipient muted leave the bell (invitations and reports' outcomes stay; a muted person's follow
// request stays in the list of requests, safety/private-accounts.ts, to be answered). The list,
// its groups and counts, the unread badge, the live pushes and node(id:) all read through it; a
// lifted suspension or block brings its actor's back.
import { Prisma, type NotificationKind } from "../../generated/prisma/client.ts";
import { NO_VIEWER_ID } from "../ids.ts";
import { unmutedBySql } from "../safety/mutes.ts";
import { userPolicy, type SeenRow, type ViewerId } from "./users.ts";

/** What a muted person's notifications tell of: these leave the muter's bell. */
const MUTED_KINDS = ["LIKE", "COMMENT", "FOLLOW", "MENTION", "FOLLOW_REQUEST"] as const satisfies NotificationKind[];

/** A notification row read with notificationPolicy.select. */
export interface NotificationRow {
  recipientId: string;
  kind: NotificationKind;
  actor: SeenRow & {
    /** the recipient's mute of the actor, if any */
    mutedBy: readonly unknown[];
  };
}

function where(viewerId: ViewerId) {
  const recipientId = viewerId ?? NO_VIEWER_ID;
  return {
    recipientId,
    AND: [
      { OR: [{ kind: "REPORT_OUTCOME" as const }, { actor: userPolicy.where(recipientId) }] },
      { NOT: { kind: { in: [...MUTED_KINDS] }, actor: { mutedBy: { some: { muterId: recipientId } } } } },
    ],
  } satisfies Prisma.NotificationWhereInput;
}

/** The notification `n`, whose actor is the joined "User" row `actor`, passes. */
function sql(viewerId: ViewerId): Prisma.Sql {
  const recipientId = viewerId ?? NO_VIEWER_ID;
  return Prisma.sql`(n."recipientId" = ${recipientId}::uuid AND (n.kind = 'REPORT_OUTCOME' OR (${userPolicy.sql("actor", recipientId)}
    AND NOT (n.kind::text IN (${Prisma.join([...MUTED_KINDS])}) AND NOT ${unmutedBySql(Prisma.sql`actor.id`, recipientId)}))))`;
}

function select(viewerId: ViewerId) {
  const recipientId = viewerId ?? NO_VIEWER_ID;
  return {
    recipientId: true,
    kind: true,
    actor: {
      select: {
        ...userPolicy.select(recipientId),
        mutedBy: { where: { muterId: recipientId }, select: { id: true }, take: 1 },
      },
    },
  } as const;
}

function shows(notification: NotificationRow, viewerId: ViewerId): boolean {
  if (!viewerId || notification.recipientId !== viewerId) return false;
  if (notification.kind === "REPORT_OUTCOME") return true;
  const muted = (MUTED_KINDS as readonly NotificationKind[]).includes(notification.kind);
  return userPolicy.shows(notification.actor) && !(muted && notification.actor.mutedBy.length > 0);
}

/**
 * Who may read a notification (the header above says it in words): `where(viewerId)` (Prisma
 * filter, the recipient included), `sql(viewerId)`, `select(viewerId)` and `shows(row, viewerId)`;
 * the three agree (test/domain/read-policies.test.ts).
 */
export const notificationPolicy = { where, sql, select, shows };
