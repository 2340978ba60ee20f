// Private accounts (domain/safety/private-accounts.ts): the switch's state, what the viewer may
// read of someone, their pending requests, and the owner's answers. What a private account hides
// is the domain's filters, applied by every lookup; the switch itself is updateProfile's isPrivate.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { NotFoundError } from "../../domain/errors.ts";
import { NO_VIEWER_ID } from "../../domain/ids.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { connectionFrom } from "./connections.ts";
import { idOf } from "./global-ids.ts";
import { UserConnection } from "./people.ts";
import { personInput, personPayload } from "./person-payloads.ts";

builder.prismaObjectFields("User", (t) => ({
  isPrivate: t.exposeBoolean("isPrivate", {
    description:
      "Whether the account is private: following it takes their approval, and only their followers see their posts, followers and following.",
  }),
  viewerCanSeePosts: t.boolean({
    description:
      'Whether the viewer may read their posts and lists of people: always for a public account and for the viewer themself, for a private one only once the viewer follows it. False: the profile shows "This account is private".',
    // the same selection as viewerIsFollowing, so both cost one relation read
    select: (_args, ctx) => ({
      isPrivate: true,
      followers: { where: { followerId: ctx.viewer?.id ?? NO_VIEWER_ID }, select: { id: true }, take: 1 },
    }),
    resolve: (user, _args, ctx) => !user.isPrivate || user.id === ctx.viewer?.id || user.followers.length > 0,
  }),
  viewerHasRequestedToFollow: t.boolean({
    description:
      'Whether the viewer asked to follow this private account and waits for an answer (the button reads "Requested"; unfollowUser withdraws it).',
    select: (_args, ctx) => ({
      followRequestsReceived: { where: { requesterId: ctx.viewer?.id ?? NO_VIEWER_ID }, select: { id: true }, take: 1 },
    }),
    resolve: (user) => user.followRequestsReceived.length > 0,
  }),
}));

builder.queryField("followRequests", (t) =>
  t.field({
    type: UserConnection,
    description:
      "The people waiting for the viewer to approve their request to follow, the newest request first. totalCount: every pending request. Needs sign-in.",
    args: {
      first: t.arg.int({ description: "How many people (1 to 50; 20 when omitted)." }),
      after: t.arg.string({ description: "The endCursor of the page the client has: the page starts just after it." }),
    },
    resolve: async (_root, args, ctx, info) => {
      const viewer = requireViewer(ctx.viewer);
      const page = await ctx.domain.followRequests.page(
        viewer,
        args,
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
      );
      return {
        ...connectionFrom(page, (request) => request.requester),
        totalCount: () => ctx.domain.followRequests.count(viewer),
      };
    },
  }),
);

const ANSWERS = {
  approveFollowRequest: {
    approve: true,
    description:
      "Approves someone's request to follow the viewer: they follow the viewer from now on, the viewer is told of the follow as of any, and they are told their request was approved (FOLLOW_REQUEST_APPROVED).",
  },
  declineFollowRequest: {
    approve: false,
    description: "Declines someone's request to follow the viewer. They are not told; they may ask again.",
  },
} as const;

for (const [field, { approve, description }] of Object.entries(ANSWERS)) {
  const typeName = `${field[0]!.toUpperCase()}${field.slice(1)}`;
  const input = personInput(
    typeName,
    `The person whose request to ${approve ? "approve" : "decline"}.`,
    "The person who asked (their global id).",
  );
  const payload = personPayload(
    typeName,
    {
      description: "Both people as they are now (the viewer's followerCount, the requester's viewerIsFollowing).",
      userDescription: "The person who asked.",
    },
    true,
  );
  payloadMutation(field, {
    description: `${description} Needs sign-in. NotFoundError when that person has no pending request to follow the viewer (withdrawn, answered already, or never made).`,
    caller: "viewer",
    input: { type: input, description: "The person." },
    payload,
    errors: [NotFoundError],
    answers: "both people, or why nothing changed",
    resolve: async (input, viewer, ctx) => {
      const userId = idOf(String(input.userId), "User");
      await (approve
        ? ctx.domain.followRequests.approve(viewer, userId)
        : ctx.domain.followRequests.decline(viewer, userId));
      return { userId };
    },
  });
}
