// Block and mute (domain/safety): the viewer's side of them. Who sees whom is the domain's
// filters, applied by every lookup; here are the switches and the viewer's own lists.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { NotFoundError, ValidationError } from "../../domain/errors.ts";
import { NO_VIEWER_ID } from "../../domain/ids.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { ConversationRef } from "./chat.ts";
import { connectionFrom } from "./connections.ts";
import { idOf } from "./global-ids.ts";
import { UserConnection } from "./people.ts";
import { personInput, personPayload } from "./person-payloads.ts";
import { rowsOf } from "../context.ts";
import { shown } from "../../domain/rows.ts";

builder.prismaObjectFields("User", (t) => ({
  viewerHasBlocked: t.boolean({
    description:
      "Whether the viewer blocked them (their profile then offers to unblock). False for a visitor and for the viewer themself.",
    select: (_args, ctx) => ({
      blocksReceived: { where: { blockerId: ctx.viewer?.id ?? NO_VIEWER_ID }, select: { id: true }, take: 1 },
    }),
    resolve: (user) => user.blocksReceived.length > 0,
  }),
  viewerHasMuted: t.boolean({
    description: "Whether the viewer muted them. False for a visitor and for the viewer themself.",
    select: (_args, ctx) => ({
      mutedBy: { where: { muterId: ctx.viewer?.id ?? NO_VIEWER_ID }, select: { id: true }, take: 1 },
    }),
    resolve: (user) => user.mutedBy.length > 0,
  }),
}));

builder.prismaObjectFields("Conversation", (t) => ({
  viewerHasMuted: t.boolean({
    description: "Whether the viewer muted this conversation: its messages still arrive, but count in no unread badge.",
    select: (_args, ctx) => ({
      mutes: { where: { userId: ctx.viewer?.id ?? NO_VIEWER_ID }, select: { userId: true }, take: 1 },
    }),
    resolve: (conversation) => conversation.mutes.length > 0,
  }),
}));

const pageArgs = builder.args((t) => ({
  first: t.int({ description: "How many people (1 to 50; 20 when omitted)." }),
  after: t.string({ description: "The endCursor of the page the client has: the page starts just after it." }),
}));

builder.queryFields((t) => ({
  blockedAccounts: t.field({
    type: UserConnection,
    description:
      'The people the viewer blocked, the latest block first (settings\' "Blocked accounts"). Needs sign-in.',
    args: pageArgs,
    resolve: async (_root, args, ctx, info) => {
      const page = await ctx.domain.blocks.page(
        requireViewer(ctx.viewer),
        args,
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
      );
      return connectionFrom(page, (block) => block.blocked);
    },
  }),
  mutedAccounts: t.field({
    type: UserConnection,
    description: 'The people the viewer muted, the latest mute first (settings\' "Muted accounts"). Needs sign-in.',
    args: pageArgs,
    resolve: async (_root, args, ctx, info) => {
      const page = await ctx.domain.mutes.page(
        requireViewer(ctx.viewer),
        args,
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
      );
      return connectionFrom(page, (mute) => mute.muted);
    },
  }),
}));

const SWITCHES = {
  blockUser: {
    act: "block",
    description:
      "Blocks someone: follows between the two end both ways, a game in progress between them stops with no winner, and afterwards neither sees the other or what they wrote, nor can follow, like, comment on, message or invite the other. They are not told. Blocking someone blocked already changes nothing. ValidationError (CANNOT_BLOCK_SELF) for the viewer's own id.",
  },
  unblockUser: {
    act: "unblock",
    description:
      "Lifts the viewer's block of someone; follows it ended stay ended. Unblocking someone not blocked changes nothing.",
  },
  muteUser: {
    act: "mute",
    description:
      "Mutes someone: their posts leave the viewer's feed and their likes, comments, follows, follow requests (the request stays in followRequests) and mentions the viewer's notifications. They are not told and still see the viewer. ValidationError (CANNOT_MUTE_SELF) for the viewer's own id.",
  },
  unmuteUser: { act: "unmute", description: "Unmutes someone: their posts and notifications show again." },
} as const;

for (const [field, { act, description }] of Object.entries(SWITCHES)) {
  const typeName = `${field[0]!.toUpperCase()}${field.slice(1)}`;
  const input = personInput(typeName, `The person to ${act}.`, "The user (their global id).");
  const payload = personPayload(
    typeName,
    {
      description: "The person as they are now to the viewer (viewerHasBlocked, viewerHasMuted).",
      userDescription: "The person.",
    },
    false,
  );
  payloadMutation(field, {
    description: `${description} Needs sign-in. NotFoundError when there is no such user (to the viewer).`,
    caller: "viewer",
    input: { type: input, description: "The person." },
    payload,
    errors: [ValidationError, NotFoundError],
    resolve: async (input, viewer, ctx) => {
      const userId = idOf(String(input.userId), "User");
      const { blocks, mutes } = ctx.domain;
      await {
        block: () => blocks.block(viewer, userId),
        unblock: () => blocks.unblock(viewer, userId),
        mute: () => mutes.mute(viewer, userId),
        unmute: () => mutes.unmute(viewer, userId),
      }[act]();
      return { userId };
    },
  });
}

const SetConversationMutedInput = builder.inputType("SetConversationMutedInput", {
  description: "A conversation of the viewer, and whether it should be muted.",
  fields: (t) => ({
    conversationId: t.id({ required: true, description: "The conversation (its global id)." }),
    muted: t.boolean({
      required: true,
      description: "true: its messages count in no unread badge; false: they do again.",
    }),
  }),
});

const SetConversationMutedPayload = builder
  .objectRef<{ conversationId: string }>("SetConversationMutedPayload")
  .implement({
    description: "The conversation as it is now (viewerHasMuted).",
    fields: (t) => ({
      conversation: t.field({
        type: ConversationRef,
        description: "The conversation.",
        resolve: (p, _args, ctx) => shown(rowsOf(ctx).conversation(p.conversationId), "Conversation"),
      }),
    }),
  });

payloadMutation("setConversationMuted", {
  description:
    "Mutes or unmutes one of the viewer's conversations. Needs sign-in. NotFoundError for a conversation that is not the viewer's.",
  caller: "viewer",
  input: { type: SetConversationMutedInput, description: "The conversation and the switch." },
  payload: SetConversationMutedPayload,
  errors: [NotFoundError],
  answers: "the conversation, or why nothing changed",
  resolve: async (input, viewer, ctx) => {
    const conversationId = idOf(String(input.conversationId), "Conversation");
    await ctx.domain.mutes.setConversationMuted(viewer, conversationId, input.muted);
    return { conversationId };
  },
});
