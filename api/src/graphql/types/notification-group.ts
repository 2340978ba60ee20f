// The bell's entries: notifications grouped by the domain (notification-groups.ts), a page of
// them, and each group's changes live. The flat `notifications` list stays as it was.
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { groupMessage, type NotificationGroup } from "../../domain/notifications/notification-groups.ts";
import { notificationMessage } from "../../domain/notifications/notifications.ts";
import type { User } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { rowsOf, type GraphQLContext } from "../context.ts";
import { connectionFrom, resolveTotalCount } from "./connections.ts";
import { NotificationEdge, NotificationKind, NotificationRef } from "./notification.ts";
import { shown } from "../../domain/rows.ts";

const groupId = (key: string) => encodeGlobalID("NotificationGroup", key);
/** A group's key from its global id; "" (no group's) for any other id. */
function keyOf(id: string): string {
  try {
    const { typename, id: key } = decodeGlobalID(id);
    return typename === "NotificationGroup" ? String(key) : "";
  } catch {
    return "";
  }
}

// Each loads one row by its unique id: Prisma batches those of a page into one query per field.
// A post only while the viewer may see it (posts.find applies the post visibility rule).
const loadPost = (ctx: GraphQLContext, id: string, query: object) => ctx.domain.posts.find(id, ctx.viewer, query);
const loadUser = (ctx: GraphQLContext, id: string, query: object) => rowsOf(ctx).notificationActor(id, query);
const usernames = async (group: NotificationGroup, ctx: GraphQLContext) =>
  (await Promise.all(group.latestActorIds.map((id) => loadUser(ctx, id, { select: { username: true } })))).flatMap(
    (u) => (u ? [u.username] : []),
  );

export const NotificationGroupRef = builder.objectRef<NotificationGroup>("NotificationGroup").implement({
  description:
    "One entry of the bell: the likes of one post (\"alice and 3 others liked your post\"), the comments on one post, or the follows of one day (UTC), as one group that grows as more arrive; a mention, a game invitation, a rematch offer, a report's outcome, a removal or an appeal's decision is a group of its own. Only its recipient reads it.",
  fields: (t) => ({
    id: t.id({
      description: "Its global id: stable while the group exists, the same one the live updates name.",
      resolve: (group) => groupId(group.key),
    }),
    kind: t.field({
      type: NotificationKind,
      description: "What happened, to every notification in it.",
      resolve: (group) => group.kind,
    }),
    post: t.prismaField({
      type: "Post",
      nullable: true,
      description:
        "LIKE and COMMENT: the post liked or commented on; MENTION: where the viewer was mentioned; null for other kinds, and null while the viewer may not see it (deleted, its author's account private to them, suspended, or a block either way).",
      resolve: (query, group, _args, ctx) => (group.postId ? loadPost(ctx, group.postId, query) : null),
    }),
    latestActors: t.prismaField({
      type: ["User"],
      description: "Its newest people, newest first: three at most (the rest are counted in actorCount).",
      resolve: async (query, group, _args, ctx) =>
        (await Promise.all(group.latestActorIds.map((id) => loadUser(ctx, id, query)))).filter(
          (u): u is User => u !== null,
        ),
    }),
    actorCount: t.int({
      description: "How many different people it holds (one who commented twice counts once).",
      resolve: (group) => group.actorCount,
    }),
    message: t.string({
      description:
        'Ready to show: "alice liked your post", "alice and bob liked your post", "alice and 3 others liked your post"; a lone notification\'s own message for other kinds.',
      resolve: async (group, _args, ctx) => {
        const grouped = groupMessage(group.kind, await usernames(group, ctx), group.actorCount);
        if (grouped) return grouped;
        const latest = await shown(rowsOf(ctx).notificationStory(group.latestNotificationId), "Notification");
        return notificationMessage(
          latest.kind,
          latest.actor.username,
          latest.report?.status,
          latest.moderationAction,
          latest.appeal,
        );
      },
    }),
    latestAt: t.field({
      type: "DateTime",
      description: "When its newest notification arrived (the bell's order).",
      resolve: (group) => group.latestAt,
    }),
    read: t.boolean({
      description: "Whether the viewer has seen every notification in it (one unread makes it unread).",
      resolve: (group) => group.read,
    }),
    latestNotification: t.prismaField({
      type: "Notification",
      description:
        "Its newest notification: a lone one's whole story (an invitation to answer), and the id markNotificationsRead's upTo takes.",
      resolve: (query, group, _args, ctx) =>
        shown(rowsOf(ctx).notification(group.latestNotificationId, query), "Notification"),
    }),
    notifications: t.field({
      type: NotificationGroupItems,
      description:
        "Its notifications, newest first (the group expanded: who did it, and when), 20 per page by default (at most 50).",
      args: {
        first: t.arg.int({ description: "How many notifications (1 to 50; 20 when omitted)." }),
        after: t.arg.string({ description: "The endCursor of the page the client has." }),
      },
      resolve: async (group, args, ctx, info) => {
        const viewer = requireViewer(ctx.viewer);
        const page = await ctx.domain.notificationGroups.notifications(
          viewer,
          group.key,
          args,
          queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
        );
        return connectionFrom(page, (n) => n);
      },
    }),
  }),
});

/** A group's notifications: a connection of its own (no totalCount, no unreadCount: the group has actorCount), NotificationEdge edges. */
const NotificationGroupItems = builder.connectionObject(
  {
    type: NotificationRef,
    name: "NotificationGroupItemsConnection",
    description: "A page of one group's notifications.",
  },
  NotificationEdge,
);

const NotificationGroupConnection = builder.connectionObject(
  {
    type: NotificationGroupRef,
    name: "NotificationGroupConnection",
    description: "A page of the viewer's notification groups.",
    fields: (t) => ({
      totalCount: t.int({ description: "The groups the field lists over all its pages.", resolve: resolveTotalCount }),
      unreadCount: t.int({
        description: "Groups holding an unread notification, over all pages: the bell's badge.",
        resolve: (_connection, _args, ctx) => ctx.domain.notificationGroups.unreadCount(requireViewer(ctx.viewer)),
      }),
    }),
  },
  builder.edgeObject({ type: NotificationGroupRef, name: "NotificationGroupEdge" }),
);

builder.queryField("notificationGroups", (t) =>
  t.field({
    type: NotificationGroupConnection,
    description:
      "The viewer's notifications in groups (the bell), the newest group first, 20 per page by default (at most 50). Needs sign-in.",
    args: {
      first: t.arg.int({ description: "How many groups (1 to 50; 20 when omitted)." }),
      after: t.arg.string({ description: "The endCursor of the page the client has: the page starts just after it." }),
      unreadOnly: t.arg.boolean({ defaultValue: false, description: "Only groups holding an unread notification." }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const listed = { unreadOnly: args.unreadOnly ?? false };
      const page = await ctx.domain.notificationGroups.page(viewer, args, listed);
      return {
        // a group's place in the order is its newest notification's: (latestAt, its id)
        ...connectionFrom(
          {
            ...page,
            nodes: page.nodes.map((group) => ({ group, createdAt: group.latestAt, id: group.latestNotificationId })),
          },
          (row) => row.group,
        ),
        totalCount: () => ctx.domain.notificationGroups.count(viewer, listed),
      };
    },
  }),
);

builder.queryField("notificationGroup", (t) =>
  t.field({
    type: NotificationGroupRef,
    nullable: true,
    description:
      "One of the viewer's notification groups by its id (to expand it); null once it is empty, or for anyone else's. Needs sign-in.",
    args: { id: t.arg.id({ required: true, description: "The group's id." }) },
    resolve: (_root, args, ctx) => ctx.domain.notificationGroups.get(requireViewer(ctx.viewer), keyOf(String(args.id))),
  }),
);

interface GroupChange {
  key: string;
  grew: boolean;
  group: NotificationGroup | null;
  unreadCount: number;
}

const NotificationGroupChange = builder.objectRef<GroupChange>("NotificationGroupChange").implement({
  description: "A group of the viewer's notifications that changed.",
  fields: (t) => ({
    groupId: t.id({ description: "The group's global id.", resolve: (change) => groupId(change.key) }),
    group: t.field({
      type: NotificationGroupRef,
      nullable: true,
      description: "The group as it is now; null when its last notification went (drop it from the list).",
      resolve: (change) => change.group,
    }),
    grew: t.boolean({
      description: "Whether a notification joined it: it is now the newest group (move it to the top).",
      resolve: (change) => change.grew,
    }),
    unreadCount: t.int({
      description: "Groups holding an unread notification now (the badge).",
      resolve: (change) => change.unreadCount,
    }),
  }),
});

builder.subscriptionField("notificationGroupChanged", (t) =>
  t.field({
    type: NotificationGroupChange,
    description:
      "The viewer's notification groups as they grow (a like, comment or follow joins one, or starts it), change or shrink.",
    subscribe: (_root, _args, ctx) => ctx.domain.live.notificationGroupChanges(requireViewer(ctx.viewer)),
    resolve: async ({ groupKey, grew }, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const [group, unreadCount] = await Promise.all([
        ctx.domain.notificationGroups.get(viewer, groupKey),
        ctx.domain.notificationGroups.unreadCount(viewer),
      ]);
      return { key: groupKey, grew, group, unreadCount };
    },
  }),
);
