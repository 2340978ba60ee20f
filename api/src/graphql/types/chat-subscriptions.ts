// Chat, live: the viewer's messages (both directions, so every tab stays in sync), changes to
// their conversations, the people they follow coming and going, and typing.
import { requireViewer } from "../../domain/auth/sessions.ts";
import { MAX_CATCH_UP } from "../../domain/chat/message-streams.ts";
import { TYPING_EXPIRES_SECONDS } from "../../domain/chat/typing.ts";
import type { ConversationUpdate } from "../../domain/live/live.ts";
import { builder } from "../builder.ts";
import { idOf } from "./global-ids.ts";
import { rowsOf } from "../context.ts";
import { shown } from "../../domain/rows.ts";

builder.subscriptionField("messageAdded", (t) =>
  t.prismaField({
    type: "Message",
    description:
      "Every message the viewer sends or receives, once each, in the order they were stored (per conversation: chronological). With `after`, first everything stored since that message, then live: a client that reconnects passes the newest message it has and misses nothing.",
    args: {
      after: t.arg.id({
        description: `One of the viewer's messages (the newest the client has): messages stored since are delivered first. At most ${MAX_CATCH_UP} of them; beyond that the subscription fails with BAD_USER_INPUT, reason CATCH_UP_TOO_LONG, and the client should reload.`,
      }),
    },
    subscribe: (_root, { after }, ctx) =>
      ctx.domain.messageStreams.follow(
        requireViewer(ctx.viewer),
        after == null ? null : idOf(String(after), "Message"),
      ),
    resolve: (query, messageId, _args, ctx) => shown(rowsOf(ctx).message(messageId, query), "Message"),
  }),
);

const ConversationUpdateKind = builder.enumType("ConversationUpdateKind", {
  description: "What changed in a conversation.",
  values: {
    READ: {
      description:
        "Messages were marked read (by the partner: the viewer's sent ones are read; by the viewer in another tab: their unread count dropped).",
    },
    MESSAGE_DELETED: { description: "A message was deleted by its sender." },
    PARTNER_DELETED: {
      description:
        "The partner deleted their account: the conversation is now with its stand-in (deleted: true, never online), to read, not to reply to.",
    },
  } as const,
});

const ConversationUpdateRef = builder.objectRef<ConversationUpdate>("ConversationUpdate").implement({
  description: "A read, a deletion or the partner's leaving in one of the viewer's conversations.",
  fields: (t) => ({
    kind: t.field({ type: ConversationUpdateKind, description: "What changed.", resolve: (update) => update.kind }),
    conversation: t.prismaField({
      type: "Conversation",
      description: "The conversation as it is now (unreadCount, lastMessage).",
      resolve: (query, update, _args, ctx) =>
        shown(rowsOf(ctx).conversation(update.conversationId, query), "Conversation"),
    }),
    actor: t.prismaField({
      type: "User",
      description: "Who read (the viewer or the partner) or deleted; PARTNER_DELETED: the deleted account's stand-in.",
      resolve: (query, update, _args, ctx) =>
        shown(rowsOf(ctx).conversationPerson(update.conversationId, update.actorId, query), "User"),
    }),
    message: t.prismaField({
      type: "Message",
      description:
        "READ: the newest message read (it and every earlier one are read). MESSAGE_DELETED: the deleted message. PARTNER_DELETED: the newest message, unchanged.",
      resolve: (query, update, _args, ctx) => shown(rowsOf(ctx).message(update.messageId, query), "Message"),
    }),
  }),
});

builder.subscriptionField("conversationUpdated", (t) =>
  t.field({
    type: ConversationUpdateRef,
    description:
      "Changes to the viewer's conversations other than new messages (those come by messageAdded): reads, deletions, and a partner's account deletion.",
    subscribe: (_root, _args, ctx) => ctx.domain.live.conversationUpdates(requireViewer(ctx.viewer)),
    resolve: (update) => update,
  }),
);

const PresenceChangeRef = builder.objectRef<{ userId: string }>("PresenceChange").implement({
  description: "Someone the viewer follows came online or went offline.",
  fields: (t) => ({
    user: t.prismaField({
      type: "User",
      description: "Someone the viewer follows.",
      resolve: (query, change, _args, ctx) => shown(rowsOf(ctx).person(change.userId, query), "User"),
    }),
    online: t.boolean({
      description:
        "Whether they are online now (read on delivery, so when changes cross, the last one delivered is right).",
      resolve: (change, _args, ctx) => ctx.domain.online.isOnline(change.userId),
    }),
  }),
});

builder.subscriptionField("friendPresenceChanged", (t) =>
  t.field({
    type: PresenceChangeRef,
    description:
      "People the viewer follows coming online or going offline (activeFriends, live). It starts with those online now (online: true), so one who came online between reading activeFriends and subscribing is not missed; a change may repeat one of them.",
    subscribe: (_root, _args, ctx) => ctx.domain.live.friendPresence(requireViewer(ctx.viewer)),
    resolve: (event) => event,
  }),
);

const TypingIndicatorRef = builder.objectRef<{ senderId: string; typing: boolean }>("TypingIndicator").implement({
  description: "Someone started or stopped typing to the viewer.",
  fields: (t) => ({
    user: t.prismaField({
      type: "User",
      description: "Who is typing to the viewer.",
      resolve: (query, event, _args, ctx) => shown(rowsOf(ctx).person(event.senderId, query), "User"),
    }),
    typing: t.exposeBoolean("typing", {
      description: `False when they stopped or sent. A true that is not repeated within ${TYPING_EXPIRES_SECONDS} seconds has expired (a closed tab never says false).`,
    }),
  }),
});

builder.subscriptionField("typingIndicator", (t) =>
  t.field({
    type: TypingIndicatorRef,
    description: "People typing to the viewer (ephemeral: never stored, nothing to catch up on).",
    subscribe: (_root, _args, ctx) => ctx.domain.live.typing(requireViewer(ctx.viewer)),
    resolve: (event) => event,
  }),
);
