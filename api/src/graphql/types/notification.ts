import { queryFromInfo } from "@pothos/plugin-prisma";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { requireViewer } from "../../domain/auth/sessions.ts";
import type { NotificationEventType } from "../../domain/live/live.ts";
import { APPEAL_NOTICE, notificationMessage } from "../../domain/notifications/notifications.ts";
import { readableNotifications } from "../../domain/readable-rows.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { rowsOf, type GraphQLContext } from "../context.ts";
import { connectionFrom, resolveTotalCount } from "./connections.ts";
import { idOf } from "./global-ids.ts";
import { ReportStatusEnum } from "./moderation-enums.ts";

export const NotificationKind = builder.enumType("NotificationKind", {
  description: "What someone did that the viewer is told about.",
  values: {
    LIKE: { description: "Liked one of the viewer's posts (post is set)." },
    COMMENT: { description: "Commented on one of the viewer's posts (post is set)." },
    FOLLOW: { description: "Started following the viewer (post is null)." },
    GAME_INVITATION: {
      description:
        "Invited the viewer to play tic-tac-toe (invitation is set): answerable with acceptGameInvitation or rejectGameInvitation while invitation.status is PENDING; it stays as a trace once it expired.",
    },
    REMATCH_OFFER: {
      description:
        "Offered the viewer a rematch of a finished game (invitation is set, with rematchOf): answerable like a GAME_INVITATION while PENDING. Removed while unread if its sender withdraws it.",
    },
    MENTION: {
      description:
        'Mentioned the viewer ("@username") in a post\'s caption or in a comment (post is set). Once per post or comment; editing one tells nobody new.',
    },
    REPORT_OUTCOME: {
      description:
        "A moderator acted on the viewer's report (reportStatus says how); actor is the account reported. The moderator is not named.",
    },
    FOLLOW_REQUEST: {
      description:
        "Asked to follow the viewer's private account (post is null): answer it with approveFollowRequest or declineFollowRequest (viewer.followRequests lists every pending one). Removed once it is answered or withdrawn.",
    },
    FOLLOW_REQUEST_APPROVED: {
      description:
        "Approved the viewer's request to follow their private account (post is null): the viewer follows them now.",
    },
    CONTENT_REMOVED: {
      description:
        "A moderator removed the viewer's post, comment or message: `message` says which (quoting its start) and the moderator's reason; appealStanding says whether the viewer may still appeal it (appealModerationAction). actor is the viewer; the moderator is not named.",
    },
    APPEAL_DECIDED: {
      description:
        "A moderator decided the viewer's appeal against a removal or their suspension: `message` says the decision and the moderator's note (an overturned removal quotes what was removed, which cannot be restored, so that it may be posted again); appealStanding.appeal holds both. actor is the viewer; the moderator is not named.",
    },
  } as const,
});

export const NotificationRef = builder.prismaNode("Notification", {
  id: { field: "id" },
  nullable: true, // node(id:) of a deleted row is null, as Relay expects, not an error
  // A notification is its recipient's alone. The domain has no single-notification read (the
  // bell is a page of the viewer's own), so node(id:) filters by recipient here: anyone else,
  // signed out included, loads null, the same answer as for a notification that does not exist.
  findUnique: (id, ctx) => ({ id, ...readableNotifications(ctx.viewer) }),
  description:
    "Something someone did to the viewer's account or posts, or a game they invited the viewer to. Only its recipient can read it.",
  fields: (t) => ({
    databaseId: t.exposeID("id", { description: "The plain id." }),
    kind: t.expose("kind", { type: NotificationKind, description: "What happened." }),
    actor: t.relation("actor", { description: "Who did it." }),
    post: t.prismaField({
      type: "Post",
      nullable: true,
      description:
        "The liked or commented post (MENTION: where the viewer was mentioned); null for other kinds, and null while the viewer may not see it (deleted, its author's account private to them, suspended, or a block either way).",
      select: { postId: true },
      // posts.find applies the post visibility rule; Prisma batches a page's finds into one query
      resolve: (query, n, _args, ctx) => (n.postId ? ctx.domain.posts.find(n.postId, ctx.viewer, query) : null),
    }),
    invitation: t.relation("invitation", {
      nullable: true,
      description:
        "GAME_INVITATION and REMATCH_OFFER: the invitation, as it is now (its status says whether it can still be answered); null for other kinds.",
    }),
    reportStatus: t.field({
      type: ReportStatusEnum,
      nullable: true,
      description:
        "REPORT_OUTCOME: what became of the viewer's report (DISMISSED, CONTENT_REMOVED or ACCOUNT_SUSPENDED); null for other kinds.",
      select: { report: { select: { status: true } } },
      resolve: (n) => n.report?.status ?? null,
    }),
    message: t.string({
      description:
        'Ready to show, e.g. "ada liked your post", "Your report about ada: a moderator removed what you reported", "A moderator removed your post “Sunset…”. Their reason: spam", or "A moderator looked at your appeal and kept your account\'s suspension. Their note: …".',
      select: {
        actor: { select: { username: true } },
        report: { select: { status: true } },
        moderationAction: { select: { subject: true, excerpt: true, reason: true } },
        appeal: { select: APPEAL_NOTICE },
      },
      resolve: (n) => notificationMessage(n.kind, n.actor.username, n.report?.status, n.moderationAction, n.appeal),
    }),
    read: t.boolean({
      description: "Whether the viewer has seen it (markNotificationsRead).",
      resolve: (n) => n.readAt !== null,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it happened." }),
  }),
});

export const NotificationEdge = builder.edgeObject({ type: NotificationRef, name: "NotificationEdge" });
const NotificationConnection = builder.connectionObject(
  {
    type: NotificationRef,
    name: "NotificationConnection",
    description: "A page of the viewer's notifications.",
    fields: (t) => ({
      totalCount: t.int({
        description:
          "The notifications the field lists over all its pages: every notification of the viewer, or with unreadOnly the unread ones.",
        resolve: resolveTotalCount,
      }),
      unreadCount: t.int({
        description: "Unread notifications of the viewer (all of them, not only this page).",
        resolve: (_connection, _args, ctx) => ctx.domain.notifications.unreadCount(requireViewer(ctx.viewer)),
      }),
    }),
  },
  NotificationEdge,
);

builder.queryField("notifications", (t) =>
  t.field({
    type: NotificationConnection,
    description: "The viewer's notifications, newest first, 20 per page by default (at most 50). Needs sign-in.",
    args: {
      first: t.arg.int({ description: "How many notifications (1 to 50; 20 when omitted)." }),
      after: t.arg.string({ description: "The endCursor of the page the client has: the page starts just after it." }),
      unreadOnly: t.arg.boolean({
        defaultValue: false,
        description: "Only the notifications not yet read (false: all of them, read or not).",
      }),
    },
    resolve: async (_root, args, ctx, info) => {
      const viewer = requireViewer(ctx.viewer);
      const listed = { unreadOnly: args.unreadOnly ?? false };
      const page = await ctx.domain.notifications.page(
        viewer,
        args,
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
        listed,
      );
      return { ...connectionFrom(page, (n) => n), totalCount: () => ctx.domain.notifications.count(viewer, listed) };
    },
  }),
);

const MarkNotificationsReadPayload = builder
  .objectRef<{ unreadCount: number }>("MarkNotificationsReadPayload")
  .implement({
    description: "The notifications are marked read.",
    fields: (t) => ({
      unreadCount: t.exposeInt("unreadCount", {
        description: "The viewer's unread notifications now (those that arrived meanwhile).",
      }),
      unreadGroupCount: t.int({
        description: "The viewer's notification groups holding an unread notification now (the grouped bell's badge).",
        resolve: (_payload, _args, ctx) => ctx.domain.notificationGroups.unreadCount(requireViewer(ctx.viewer)),
      }),
    }),
  });
const ClearNotificationsPayload = builder
  .objectRef<{ clearedNotificationIds: string[]; unreadCount: number }>("ClearNotificationsPayload")
  .implement({
    description: "The viewer's notifications are deleted.",
    fields: (t) => ({
      clearedNotificationIds: t.exposeIDList("clearedNotificationIds", {
        description: "The global ids of the deleted notifications.",
      }),
      unreadCount: t.exposeInt("unreadCount", {
        description: "The viewer's unread notifications now: 0, unless one arrived meanwhile.",
      }),
      unreadGroupCount: t.int({
        description:
          "The viewer's notification groups holding an unread notification now: 0, unless one arrived meanwhile.",
        resolve: (_payload, _args, ctx) => ctx.domain.notificationGroups.unreadCount(requireViewer(ctx.viewer)),
      }),
    }),
  });

const MarkNotificationsReadInput = builder.inputType("MarkNotificationsReadInput", {
  description: "Which notifications to mark read.",
  fields: (t) => ({
    upTo: t.id({
      description:
        "The newest notification the client has shown (a Notification id): only it and older ones are marked read, so one that arrived meanwhile stays unread. One that no longer exists marks nothing.",
    }),
  }),
});

payloadMutation("markNotificationsRead", {
  description:
    "Marks the viewer's notifications read: those up to input.upTo, or all of them without it. Needs sign-in.",
  caller: "viewer",
  input: { type: MarkNotificationsReadInput, description: "Up to which one; left out: all.", optional: true },
  payload: MarkNotificationsReadPayload,
  errors: [],
  resolve: async (input, viewer, ctx) => {
    const upTo = input?.upTo == null ? undefined : idOf(String(input.upTo), "Notification");
    await ctx.domain.notifications.markRead(viewer, upTo);
    return { unreadCount: await ctx.domain.notifications.unreadCount(viewer) };
  },
});

payloadMutation("clearNotifications", {
  description: "Deletes all of the viewer's notifications (the bell's Clear all). Needs sign-in.",
  caller: "viewer",
  payload: ClearNotificationsPayload,
  errors: [],
  resolve: async (_input, viewer, ctx) => {
    const cleared = await ctx.domain.notifications.clearAll(viewer);
    return {
      clearedNotificationIds: cleared.map((id) => encodeGlobalID("Notification", id)),
      unreadCount: await ctx.domain.notifications.unreadCount(viewer),
    };
  },
});

/** The viewer's notifications as `type` tells of them. */
function viewersEvents(ctx: GraphQLContext, type: NotificationEventType) {
  return ctx.domain.live.notifications(requireViewer(ctx.viewer), type);
}

/** The notification an event names, with the viewer's unread count once it happened. */
async function withUnreadCount(event: { notificationId: string }, _args: unknown, ctx: GraphQLContext) {
  return {
    notificationId: event.notificationId,
    unreadCount: await ctx.domain.notifications.unreadCount(requireViewer(ctx.viewer)),
  };
}

builder.subscriptionField("notificationAdded", (t) =>
  t.prismaField({
    type: "Notification",
    nullable: true,
    description:
      "Notifications for the viewer as the server creates them. Null when the notification was retracted before it could be delivered (notificationRemoved follows).",
    subscribe: (_root, _args, ctx) => viewersEvents(ctx, "notification.created"),
    resolve: (query, event, _args, ctx) => rowsOf(ctx).notification(event.notificationId, query),
  }),
);

const NotificationChange = builder
  .objectRef<{ notificationId: string; unreadCount: number }>("NotificationChange")
  .implement({
    description: "A notification of the viewer whose subject changed.",
    fields: (t) => ({
      notification: t.prismaField({
        type: "Notification",
        nullable: true,
        description: "The notification as it is now; null when it was removed meanwhile (notificationRemoved tells).",
        resolve: (query, change, _args, ctx) => rowsOf(ctx).notification(change.notificationId, query),
      }),
      unreadCount: t.exposeInt("unreadCount", {
        description: "The viewer's unread notifications now (answering an invitation marks its notification read).",
      }),
    }),
  });

builder.subscriptionField("notificationUpdated", (t) =>
  t.field({
    type: NotificationChange,
    description:
      "Notifications of the viewer that changed: a GAME_INVITATION or REMATCH_OFFER whose invitation was answered (on any device), expired or was withdrawn; its invitation.status says which.",
    subscribe: (_root, _args, ctx) => viewersEvents(ctx, "notification.updated"),
    resolve: withUnreadCount,
  }),
);

const NotificationRemoval = builder
  .objectRef<{ notificationId: string; unreadCount: number }>("NotificationRemoval")
  .implement({
    description: "A notification of the viewer was taken back.",
    fields: (t) => ({
      notificationId: t.id({
        description: "The removed notification's global id (drop it from the list).",
        resolve: (removal) => encodeGlobalID("Notification", removal.notificationId),
      }),
      unreadCount: t.exposeInt("unreadCount", { description: "The viewer's unread notifications after the removal." }),
    }),
  });

builder.subscriptionField("notificationRemoved", (t) =>
  t.field({
    type: NotificationRemoval,
    description:
      "A notification of the viewer that is gone: its like or follow was undone, its post or comment deleted, a newer invitation from the same person replaced it, or its rematch offer was withdrawn before the viewer saw it.",
    subscribe: (_root, _args, ctx) => viewersEvents(ctx, "notification.retracted"),
    resolve: withUnreadCount,
  }),
);
