import { queryFromInfo } from "@pothos/plugin-prisma";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { filter, pipe } from "graphql-yoga";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { notificationMessage } from "../../domain/notifications/notifications.ts";
import { builder } from "../builder.ts";
import { connectionFrom, resolveTotalCount } from "./connections.ts";
import { idOf } from "./global-ids.ts";
import { NO_ONE } from "./post.ts";

const NotificationKind = builder.enumType("NotificationKind", { values: ["LIKE", "COMMENT", "FOLLOW"] as const });

export const NotificationRef = builder.prismaNode("Notification", {
  id: { field: "id" },
  nullable: true, // node(id:) of a deleted row is null, as Relay expects, not an error
  // A notification is its recipient's alone. The domain has no single-notification read (the
  // bell is a page of the viewer's own), so node(id:) filters by recipient here: anyone else,
  // signed out included, loads null, the same answer as for a notification that does not exist.
  findUnique: (id, ctx) => ({ id, recipientId: ctx.viewer?.id ?? NO_ONE }),
  fields: (t) => ({
    databaseId: t.exposeID("id"),
    kind: t.expose("kind", { type: NotificationKind }),
    actor: t.relation("actor"),
    post: t.relation("post", { nullable: true, description: "The liked or commented post; null for follows." }),
    message: t.string({
      description: 'Ready to show, e.g. "ada liked your post".',
      select: { actor: { select: { username: true } } },
      resolve: (n) => notificationMessage(n.kind, n.actor.username),
    }),
    read: t.boolean({ resolve: (n) => n.readAt !== null }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const NotificationEdge = builder.edgeObject({ type: NotificationRef, name: "NotificationConnectionEdge" });
const NotificationConnection = builder.connectionObject(
  {
    type: NotificationRef,
    name: "NotificationConnection",
    fields: (t) => ({
      totalCount: t.int({
        description: "The notifications the field lists over all its pages: every notification of the viewer, or with unreadOnly the unread ones.",
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
      const page = await ctx.domain.notifications.page(viewer, args, queryFromInfo({ context: ctx, info, path: ["edges", "node"] }), listed);
      return { ...connectionFrom(page, (n) => n), totalCount: () => ctx.domain.notifications.count(viewer, listed) };
    },
  }),
);

const MarkNotificationsReadPayload = builder.objectRef<{ unreadCount: number }>("MarkNotificationsReadPayload").implement({
  fields: (t) => ({ unreadCount: t.exposeInt("unreadCount") }),
});
const ClearNotificationsPayload = builder
  .objectRef<{ clearedNotificationIds: string[]; unreadCount: number }>("ClearNotificationsPayload")
  .implement({ fields: (t) => ({ clearedNotificationIds: t.exposeIDList("clearedNotificationIds"), unreadCount: t.exposeInt("unreadCount") }) });

const MarkNotificationsReadInput = builder.inputType("MarkNotificationsReadInput", {
  fields: (t) => ({
    upTo: t.id({
      description:
        "The newest notification the client has shown (a Notification id): only it and older ones are marked read, so one that arrived meanwhile stays unread. One that no longer exists marks nothing.",
    }),
  }),
});

builder.mutationFields((t) => ({
  markNotificationsRead: t.field({
    type: MarkNotificationsReadPayload,
    description: "Marks the viewer's notifications read: those up to input.upTo, or all of them without it.",
    args: { input: t.arg({ type: MarkNotificationsReadInput }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const upTo = input?.upTo == null ? undefined : idOf(String(input.upTo), "Notification");
      await ctx.domain.notifications.markRead(viewer, upTo);
      return { unreadCount: await ctx.domain.notifications.unreadCount(viewer) };
    },
  }),
  clearNotifications: t.field({
    type: ClearNotificationsPayload,
    resolve: async (_root, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const cleared = await ctx.domain.notifications.clearAll(viewer);
      return {
        clearedNotificationIds: cleared.map((id) => encodeGlobalID("Notification", id)),
        unreadCount: await ctx.domain.notifications.unreadCount(viewer),
      };
    },
  }),
}));

builder.subscriptionField("notificationAdded", (t) =>
  t.prismaField({
    type: "Notification",
    nullable: true,
    description:
      "Notifications for the viewer as the server creates them. Null when the notification was retracted before it could be delivered (notificationRemoved follows).",
    subscribe: (_root, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      return pipe(
        ctx.domain.bus.iterate("notification.created"),
        filter((event) => event.recipientId === viewer.id),
      );
    },
    resolve: (query, event, _args, ctx) => ctx.domain.prisma.notification.findUnique({ ...query, where: { id: event.notificationId } }),
  }),
);

const NotificationRemoval = builder.objectRef<{ notificationId: string; unreadCount: number }>("NotificationRemoval").implement({
  fields: (t) => ({
    notificationId: t.id({ resolve: (removal) => encodeGlobalID("Notification", removal.notificationId) }),
    unreadCount: t.exposeInt("unreadCount", { description: "The viewer's unread notifications after the removal." }),
  }),
});

builder.subscriptionField("notificationRemoved", (t) =>
  t.field({
    type: NotificationRemoval,
    description: "A notification of the viewer that is gone: its like or follow was undone, or its post or comment deleted.",
    subscribe: (_root, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      return pipe(
        ctx.domain.bus.iterate("notification.retracted"),
        filter((event) => event.recipientId === viewer.id),
      );
    },
    resolve: async (event, _args, ctx) => ({
      notificationId: event.notificationId,
      unreadCount: await ctx.domain.notifications.unreadCount(requireViewer(ctx.viewer)),
    }),
  }),
);
