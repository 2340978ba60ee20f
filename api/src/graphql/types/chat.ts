// Conversations and their messages. Both are their two people's alone: node(id:) of anyone
// else's loads null, as for one that does not exist.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { conversationCursor } from "../../domain/chat/conversations.ts";
import { unreadFor } from "../../domain/chat/rules.ts";
import { NO_VIEWER_ID } from "../../domain/ids.ts";
import { readableMessages, readableConversations } from "../../domain/readable-rows.ts";
import { builder } from "../builder.ts";
import { connectionFrom, resolveTotalCount } from "./connections.ts";
import { UserRef } from "./user.ts";

export const MessageRef = builder.prismaNode("Message", {
  id: { field: "id" },
  nullable: true, // node(id:) of a deleted row is null, as Relay expects, not an error
  findUnique: (id, ctx) => ({ id, ...readableMessages(ctx.viewer) }),
  description: "A chat message between two people.",
  fields: (t) => ({
    databaseId: t.exposeID("id", { description: "The plain id (the v1 API's _id)." }),
    text: t.exposeString("text", { description: 'What was written, trimmed; "" once deleted.' }),
    deleted: t.boolean({
      description: "True once its sender deleted it: show a placeholder in its place.",
      resolve: (message) => message.deletedAt !== null,
    }),
    sender: t.relation("sender", { description: "Who wrote it." }),
    receiver: t.relation("receiver", { description: "Who it was written to." }),
    conversation: t.relation("conversation", { description: "The conversation it belongs to." }),
    createdAt: t.expose("createdAt", {
      type: "DateTime",
      description: "When it was sent. Strictly increasing within a conversation, in the order messages were stored.",
    }),
    fromViewer: t.boolean({
      description: "True when the viewer sent it (show it on the right).",
      resolve: (message, _args, ctx) => message.senderId === ctx.viewer?.id,
    }),
    read: t.boolean({
      description: "True once its receiver has read it.",
      resolve: (message) => message.readAt !== null,
    }),
  }),
});

export const MessageEdge = builder.edgeObject({ type: MessageRef, name: "MessageEdge" });
const MessageConnection = builder.connectionObject(
  {
    type: MessageRef,
    name: "MessageConnection",
    description: "A page of a conversation's messages, oldest first; hasPreviousPage: older ones remain.",
    fields: (t) => ({
      totalCount: t.int({
        description:
          "All messages of the conversation, not only this page (deleted ones too: they show as placeholders).",
        resolve: resolveTotalCount,
      }),
    }),
  },
  MessageEdge,
);

export const ConversationRef = builder.prismaNode("Conversation", {
  id: { field: "id" },
  nullable: true, // node(id:) of a deleted row is null, as Relay expects, not an error
  findUnique: (id, ctx) => ({ id, ...readableConversations(ctx.viewer) }),
  description:
    "The messages between the viewer and one other person (one conversation per pair, started by the first message).",
  fields: (t) => ({
    databaseId: t.exposeID("id", { description: "The plain id." }),
    partner: t.field({
      type: UserRef,
      description: "The other person.",
      // both people load in the same query; the viewer's row is simply not used
      select: (_args, _ctx, nested) => ({ lowUser: nested(), highUser: nested() }),
      resolve: (conversation, _args, ctx) =>
        conversation.lowUserId === ctx.viewer?.id ? conversation.highUser : conversation.lowUser,
    }),
    lastMessage: t.field({
      type: MessageRef,
      description: "The newest message (a deleted one shows as deleted).",
      select: (_args, _ctx, nested) => ({
        messages: nested({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 }),
      }),
      resolve: (conversation) => conversation.messages[0]!,
    }),
    lastMessageAt: t.expose("lastMessageAt", {
      type: "DateTime",
      description: "When the newest message was sent; the chat list is ordered by it.",
    }),
    unreadCount: t.relationCount("messages", {
      description: "Messages the viewer received here and has not read (deleted ones do not count).",
      where: (_args, ctx) => unreadFor(ctx.viewer?.id ?? NO_VIEWER_ID),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the first message was sent." }),
    messages: t.field({
      type: MessageConnection,
      description:
        "Oldest first within a page. Without arguments, or with last/before, the newest page, paging back to older messages (Relay's loadPrevious); first/after page forward. 20 per page by default, at most 50.",
      args: {
        last: t.arg.int({ description: "How many messages before `before` (or the newest ones)." }),
        before: t.arg.string({
          description: "Cursor of the oldest message the client has: the page ends just before it.",
        }),
        first: t.arg.int({ description: "How many messages after `after`." }),
        after: t.arg.string({
          description: "Cursor of the newest message the client has: the page starts just after it.",
        }),
      },
      resolve: async (conversation, args, ctx, info) => {
        const shape = queryFromInfo({ context: ctx, info, path: ["edges", "node"] });
        const viewer = requireViewer(ctx.viewer);
        const page = await ctx.domain.messages.history(viewer, conversation, args, shape);
        return {
          ...connectionFrom(page, (message) => message),
          totalCount: () => ctx.domain.messages.count(viewer, conversation),
        };
      },
    }),
  }),
});

export const ConversationEdge = builder.edgeObject({ type: ConversationRef, name: "ConversationEdge" });
export const ConversationConnection = builder.connectionObject(
  {
    type: ConversationRef,
    name: "ConversationConnection",
    description: "The viewer's conversations, the most recent message first.",
    fields: (t) => ({
      totalCount: t.int({
        description: "All of the viewer's conversations, not only this page.",
        resolve: resolveTotalCount,
      }),
    }),
  },
  ConversationEdge,
);

/** A conversation's edge in the chat list (its cursor is keyed by the latest message). */
export const conversationEdge = <C extends { id: string; lastMessageAt: Date; createdAt: Date }>(conversation: C) =>
  connectionFrom({ nodes: [conversation], hasNextPage: false }, (c) => c, conversationCursor).edges[0]!;
