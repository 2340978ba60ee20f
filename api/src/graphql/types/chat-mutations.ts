// Chat actions. Resolvers translate ids and payloads; rules are in the domain.
import { IDEMPOTENCY_KEY_DESCRIPTION, idempotencyKeyOf } from "../idempotency-key.ts";
import type { Message } from "../../generated/prisma/client.ts";
import { type Viewer } from "../../domain/auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { MESSAGE_MAX } from "../../domain/chat/rules.ts";
import { TYPING_EXPIRES_SECONDS } from "../../domain/chat/typing.ts";
import { encodeCursor } from "../../domain/pagination.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { rowsOf, type GraphQLContext } from "../context.ts";
import { ConversationEdge, conversationEdge, MessageEdge, MessageRef } from "./chat.ts";
import { idOf } from "./global-ids.ts";
import { shown } from "../../domain/rows.ts";

const SendMessageInput = builder.inputType("SendMessageInput", {
  description: "A message to send.",
  fields: (t) => ({
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
    receiverId: t.id({ required: true, description: "The User to write to (not the viewer)." }),
    text: t.string({
      required: true,
      description: `Trimmed; 1 to ${MESSAGE_MAX} characters (an emoji counts as one).`,
    }),
  }),
});
const MarkConversationReadInput = builder.inputType("MarkConversationReadInput", {
  description: "The conversation and how far the viewer has read it.",
  fields: (t) => ({
    conversationId: t.id({ required: true, description: "One of the viewer's conversations." }),
    upToMessageId: t.id({
      required: true,
      description:
        "The newest message the viewer has seen (of this conversation): it and every earlier one are marked read; later ones stay unread.",
    }),
  }),
});
const DeleteMessageInput = builder.inputType("DeleteMessageInput", {
  description: "The message to delete.",
  fields: (t) => ({ messageId: t.id({ required: true, description: "One of the viewer's own messages." }) }),
});
const SetTypingInput = builder.inputType("SetTypingInput", {
  description: "Whom the viewer is typing to, and whether they still are.",
  fields: (t) => ({
    userId: t.id({ required: true, description: "The User the viewer is writing to." }),
    typing: t.boolean({
      required: true,
      description: "True while typing (repeat every few seconds), false when the viewer stops or sends.",
    }),
  }),
});

/** The message's conversation as it is after the change (`query`: what the selection needs of it). */
const conversationOf = (message: Message, ctx: GraphQLContext, query: object = {}) =>
  shown(rowsOf(ctx).conversation(message.conversationId, query), "Conversation");

const SendMessagePayload = builder.objectRef<Message>("SendMessagePayload").implement({
  description: "The message, as stored, and its conversation.",
  fields: (t) => ({
    // not `message`: every error of the result union has a `message: String!`, and a client
    // selecting both in one document would have two fields of one name and different types
    sentMessage: t.field({ type: MessageRef, description: "The message as stored.", resolve: (message) => message }),
    messageEdge: t.field({
      type: MessageEdge,
      description: "For appending to the conversation's messages connection.",
      resolve: (message) => ({ cursor: encodeCursor(message), node: message }),
    }),
    conversation: t.prismaField({
      type: "Conversation",
      description: "Started by this message if it is the first.",
      resolve: (query, message, _args, ctx) => conversationOf(message, ctx, query),
    }),
    conversationEdge: t.field({
      type: ConversationEdge,
      description: "For putting the conversation first in the viewer's conversations connection.",
      resolve: async (message, _args, ctx) => conversationEdge(await conversationOf(message, ctx)),
    }),
  }),
});

const MarkConversationReadPayload = builder
  .objectRef<{ conversationId: string; viewer: Viewer }>("MarkConversationReadPayload")
  .implement({
    description: "The conversation, read.",
    fields: (t) => ({
      conversation: t.prismaField({
        type: "Conversation",
        description: "With its unreadCount after the change.",
        resolve: (query, { conversationId }, _args, ctx) =>
          shown(rowsOf(ctx).conversation(conversationId, query), "Conversation"),
      }),
      unreadMessageCount: t.int({
        description: "The viewer's unread messages in all conversations after the change.",
        resolve: ({ viewer }, _args, ctx) => ctx.domain.conversations.unreadTotal(viewer),
      }),
    }),
  });

const DeleteMessagePayload = builder.objectRef<Message>("DeleteMessagePayload").implement({
  description: "The message, deleted.",
  fields: (t) => ({
    deletedMessage: t.field({
      type: MessageRef,
      description: "The message as both people now see it (deleted, text erased).",
      resolve: (message) => message,
    }),
    conversation: t.prismaField({
      type: "Conversation",
      description: "Its conversation after the deletion (lastMessage, unreadCount).",
      resolve: (query, message, _args, ctx) => conversationOf(message, ctx, query),
    }),
  }),
});

const SetTypingPayload = builder.objectRef<{ typing: boolean }>("SetTypingPayload").implement({
  description: "The typing signal went out.",
  fields: (t) => ({ typing: t.exposeBoolean("typing", { description: "What the user was told." }) }),
});

payloadMutation("sendMessage", {
  description:
    "Sends a message (starting the conversation with its first one). Needs sign-in. Past CHAT_RATE_LIMIT_PER_MINUTE a minute: TOO_MANY_REQUESTS. ValidationError for text that breaks the rule or a message to oneself, NotFoundError for a receiver that does not exist, ForbiddenError MESSAGES_NOT_ACCEPTED when the receiver takes messages only from people they follow (and does not follow the viewer) or from nobody: nothing is stored.",
  caller: "viewer",
  input: { type: SendMessageInput, description: "Whom to write to and the text." },
  payload: SendMessagePayload,
  errors: [ValidationError, NotFoundError, ForbiddenError],
  resolve: (input, viewer, ctx) =>
    ctx.domain.messages.send(viewer, idOf(String(input.receiverId), "User"), input.text, idempotencyKeyOf(input, ctx)),
});

payloadMutation("markConversationRead", {
  description:
    "Marks the viewer's messages of a conversation read, up to a message (opening a conversation does this with its newest).",
  caller: "viewer",
  input: { type: MarkConversationReadInput, description: "The conversation, and the newest message read in it." },
  payload: MarkConversationReadPayload,
  errors: [NotFoundError],
  resolve: async (input, viewer, ctx) => {
    const conversationId = idOf(String(input.conversationId), "Conversation");
    await ctx.domain.conversations.markRead(viewer, conversationId, idOf(String(input.upToMessageId), "Message"));
    return { conversationId, viewer };
  },
});

payloadMutation("deleteMessage", {
  description: "Deletes one of the viewer's own messages: both people then see a placeholder.",
  caller: "viewer",
  input: { type: DeleteMessageInput, description: "The message to delete." },
  payload: DeleteMessagePayload,
  errors: [ForbiddenError, NotFoundError],
  resolve: (input, viewer, ctx) => ctx.domain.messages.delete(viewer, idOf(String(input.messageId), "Message")),
});

payloadMutation("setTyping", {
  description: `Tells a user (live, never stored) that the viewer is typing to them; their typingIndicator shows it for ${TYPING_EXPIRES_SECONDS} seconds unless repeated.`,
  caller: "viewer",
  input: { type: SetTypingInput, description: "Whom the viewer is writing to, and whether they are typing." },
  payload: SetTypingPayload,
  errors: [ValidationError, NotFoundError],
  resolve: async (input, viewer, ctx) => {
    await ctx.domain.typing.signal(viewer, idOf(String(input.userId), "User"), input.typing);
    return { typing: input.typing };
  },
});
