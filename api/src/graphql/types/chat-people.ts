// The chat side of a user: the viewer's conversations and unread count, the conversation with
// someone, who is online and the viewer's active friends.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { ACTIVE_FRIENDS_MAX } from "../../domain/presence/online.ts";
import { builder } from "../builder.ts";
import { ConversationConnection, ConversationRef } from "./chat.ts";
import { connectionFrom } from "./connections.ts";
import { conversationCursor, conversationsShownTo } from "../../domain/chat/conversations.ts";
import { NO_VIEWER_ID } from "../../domain/ids.ts";
import { UserRef } from "./user.ts";

builder.prismaObjectFields("User", (t) => ({
  online: t.boolean({
    description: "True while the user has the app open somewhere (a live connection on any device).",
    resolve: (user, _args, ctx) => ctx.domain.online.isOnline(user.id),
  }),
  conversations: t.field({
    type: ConversationConnection,
    nullable: true,
    description:
      "Only the viewer's own: their conversations, the most recent message first, 20 per page by default (at most 50). Null for anyone else. totalCount: all their conversations.",
    args: {
      first: t.arg.int({ description: "How many conversations (at most 50)." }),
      after: t.arg.string({ description: "Cursor of the last conversation the client has." }),
    },
    resolve: async (user, args, ctx, info) => {
      if (user.id !== ctx.viewer?.id) return null;
      const page = await ctx.domain.conversations.page(
        ctx.viewer,
        args,
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
      );
      const viewer = ctx.viewer;
      return {
        ...connectionFrom(page, (conversation) => conversation, conversationCursor),
        totalCount: () => ctx.domain.conversations.count(viewer),
      };
    },
  }),
  unreadMessageCount: t.int({
    nullable: true,
    description:
      "Only the viewer's own: messages they received and have not read, in all conversations. Null for anyone else.",
    resolve: (user, _args, ctx) =>
      user.id === ctx.viewer?.id ? ctx.domain.conversations.unreadTotal(ctx.viewer) : null,
  }),
  activeFriends: t.field({
    type: [UserRef],
    nullable: true,
    description: "Only the viewer's own: the people they follow who are online, by username. Null for anyone else.",
    args: { first: t.arg.int({ defaultValue: 50, description: `How many (at most ${ACTIVE_FRIENDS_MAX}).` }) },
    resolve: (user, args, ctx, info) =>
      user.id === ctx.viewer?.id
        ? ctx.domain.online.activeFriends(ctx.viewer, args.first ?? 50, queryFromInfo({ context: ctx, info }))
        : null,
  }),
  conversationWithViewer: t.field({
    type: ConversationRef,
    nullable: true,
    description:
      "The viewer's conversation with this user; null until one of them sends the first message, and null while this user has blocked the viewer (and for the viewer themself, or without a viewer). A client shows an empty conversation from the user until then, and sendMessage starts it.",
    // the viewer's side of the pair, as the conversation policy shows it: gone for one the other blocked
    select: (_args, ctx, nested) => ({
      conversationsAsLow: nested({
        where: { highUserId: ctx.viewer?.id ?? NO_VIEWER_ID, ...conversationsShownTo(ctx.viewer?.id) },
        take: 1,
      }),
      conversationsAsHigh: nested({
        where: { lowUserId: ctx.viewer?.id ?? NO_VIEWER_ID, ...conversationsShownTo(ctx.viewer?.id) },
        take: 1,
      }),
    }),
    resolve: (user) => user.conversationsAsLow[0] ?? user.conversationsAsHigh[0] ?? null,
  }),
}));
