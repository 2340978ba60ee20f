import { queryFromInfo } from "@pothos/plugin-prisma";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { filter, pipe } from "graphql-yoga";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { notificationMessage } from "../../domain/notifications/notifications.ts";
import { builder } from "../builder.ts";
import { connectionFrom, resolveTotalCount } from "./connections.ts";
import { idOf } from "./global-ids.ts";
import { NO_ONE } from "./post.ts";

const NotificationKind = builder.enumType("NotificationKind", {
  description: "What someone did that the viewer is told about.",
  values: {
    LIKE: { description: "Liked one of the viewer's posts (post is set)." },
    COMMENT: { description: "Commented on one of the viewer's posts (post is set)." },
    FOLLOW: { description: "Started following the viewer (post is null)." },
  } as const,
});

export const NotificationRef = builder.prismaNode("Notification", {
  id: { field: "id" },
  nullable: true, // node(id:) of a deleted row is null, as Relay expects, not an error
  // A notification is its recipient's alone. The domain has no single-notification read (the
  // bell is a page of the viewer's own), so node(id:) filters by recipient here: anyone else,
  // signed out included, loads null, the same answer as for a notification that does not exist.
  findUnique: (id, ctx) => ({ id, recipientId: ctx.viewer?.id ?? NO_ONE }),
  description: "Something someone did to the viewer's account or posts. Only its recipient can read it.",
  fields: (t) => ({
    databaseId: t.exposeID("id", { description: "The plain id." }),
    kind: t.expose("kind", { type: NotificationKind, description: "What happened." }),
    actor: t.relation("actor", { description: "Who did it." }),
    post: t.relation("post", { nullable: true, description: "The liked or commented post; null for follows." }),
    message: t.string({
      description: 'Ready to show, e.g. "ada liked your post".',
      select: { actor: { select: { username: true } } },
      resolve: (n) => notificationMessage(n.kind, n.actor.username),
    }),
    read: t.boolean({ description: "Whether the viewer has seen it (markNotificationsRead).", resolve: (n) => n.readAt !== null }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it happened." }),
  }),
});

const NotificationEdge = builder.edgeObject({ type: NotificationRef, name: "NotificationEdge" });
const NotificationConnection = builder.connectionObject(
  {
    type: NotificationRef,
    name: "NotificationConnection",
    description: "A page of the viewer's notifications.",
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
  description: "The notifications are marked read.",
  fields: (t) => ({ unreadCount: t.exposeInt("unreadCount", { description: "The viewer's unread notifications now (those that arrived meanwhile)." }) }),
});
const ClearNotificationsPayload = builder.objectRef<{ clearedNotificationIds: string[]; unreadCount: number }>("ClearNotificationsPayload").implement({
  description: "The viewer's notifications are deleted.",
  fields: (t) => ({
    clearedNotificationIds: t.exposeIDList("clearedNotificationIds", { description: "The global ids of the deleted notifications." }),
    unreadCount: t.exposeInt("unreadCount", { description: "The viewer's unread notifications now: 0, unless one arrived meanwhile." }),
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

builder.mutationFields((t) => ({
  markNotificationsRead: t.field({
    type: MarkNotificationsReadPayload,
    description: "Marks the viewer's notifications read: those up to input.upTo, or all of them without it. Needs sign-in.",
    args: { input: t.arg({ type: MarkNotificationsReadInput, description: "Up to which one; left out: all." }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const upTo = input?.upTo == null ? undefined : idOf(String(input.upTo), "Notification");
      await ctx.domain.notifications.markRead(viewer, upTo);
      return { unreadCount: await ctx.domain.notifications.unreadCount(viewer) };
    },
  }),
  clearNotifications: t.field({
    type: ClearNotificationsPayload,
    description: "Deletes all of the viewer's notifications (the bell's Clear all). Needs sign-in.",
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
  description: "A notification of the viewer was taken back.",
  fields: (t) => ({
    notificationId: t.id({ description: "The removed notification's global id (drop it from the list).", resolve: (removal) => encodeGlobalID("Notification", removal.notificationId) }),
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
