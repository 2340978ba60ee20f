// The social side of a user: counts (also live), follow state, posts and saved posts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { NO_VIEWER_ID } from "../../domain/ids.ts";
import { builder } from "../builder.ts";
import { connectionFrom } from "./connections.ts";
import { idOf } from "./global-ids.ts";
import { PostConnection } from "./post.ts";
import { rowsOf } from "../context.ts";
import { shown } from "../../domain/rows.ts";

builder.prismaObjectFields("User", (t) => ({
  postCount: t.relationCount("posts", { description: "How many posts they have shared." }),
  // the counter column (migration user_follower_count): a popular profile does not count its followers per view
  followerCount: t.int({
    description: "How many people follow them, of those the viewer may see (as many as `followers` counts).",
    select: { followerCount: true },
    resolve: (user, _args, ctx) => ctx.domain.shownCounts.shown("followers", ctx.viewer?.id, user, user.followerCount),
  }),
  followingCount: t.int({
    description: "How many people they follow, of those the viewer may see (as many as `following` counts).",
    select: { _count: { select: { following: true } } },
    resolve: (user, _args, ctx) =>
      ctx.domain.shownCounts.shown("following", ctx.viewer?.id, user, user._count.following),
  }),
  isViewer: t.boolean({
    description: "True when this user is the viewer.",
    resolve: (user, _args, ctx) => user.id === ctx.viewer?.id,
  }),
  viewerIsFollowing: t.boolean({
    description: "Whether the viewer follows them (false for a visitor, and for the viewer themself).",
    select: (_args, ctx) => ({
      followers: { where: { followerId: ctx.viewer?.id ?? NO_VIEWER_ID }, select: { id: true }, take: 1 },
    }),
    resolve: (user) => user.followers.length > 0,
  }),
  posts: t.field({
    type: PostConnection,
    description:
      "The user's posts, newest first, 20 per page by default (at most 50). totalCount: all of their posts (postCount).",
    args: {
      first: t.arg.int({ description: "How many posts: 1 to 50, 20 by default." }),
      after: t.arg.string({ description: "A cursor from the previous page: the posts after it." }),
    },
    resolve: async (user, args, ctx, info) => {
      const page = await ctx.domain.postLists.byAuthor(
        ctx.viewer,
        user.id,
        args,
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
      );
      return {
        ...connectionFrom(page, (post) => post),
        totalCount: () => ctx.domain.postLists.countByAuthor(ctx.viewer, user.id),
      };
    },
  }),
  savedPosts: t.field({
    type: PostConnection,
    nullable: true,
    description:
      "Only the viewer's own saved posts, the most recent save first, 20 per page by default (at most 50); null for anyone else. totalCount: the saved posts they may read now (a post hidden since its save counts again once they may read it).",
    args: {
      first: t.arg.int({ description: "How many posts: 1 to 50, 20 by default." }),
      after: t.arg.string({ description: "A cursor from the previous page: the posts after it." }),
    },
    resolve: async (user, args, ctx, info) => {
      const page = await ctx.domain.postLists.saved(
        ctx.viewer,
        user.id,
        args,
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
      );
      const viewer = ctx.viewer;
      return (
        page &&
        viewer && {
          ...connectionFrom(page, (save) => save.post),
          totalCount: () => ctx.domain.postLists.countSaved(viewer),
        }
      );
    },
  }),
}));

builder.subscriptionField("userCountsChanged", (t) =>
  t.prismaField({
    type: "User",
    description:
      "One person's postCount, followerCount and followingCount, live: the user as they are when the subscription starts, then again after every post, post deletion, follow or unfollow that changes their counts, whoever made it. Changes that come faster than the client reads may arrive as one. Needs sign-in; NOT_FOUND when the viewer may not see anyone of that id; ends when that person blocks the viewer.",
    args: {
      userId: t.arg.id({
        required: true,
        description: "The person (their global id): the viewer, or a profile on screen.",
      }),
    },
    subscribe: (_root, { userId }, ctx) => {
      return ctx.domain.liveCounts.watch(requireViewer(ctx.viewer), idOf(String(userId), "User"));
    },
    resolve: (query, userId, _args, ctx) => shown(rowsOf(ctx).profile(userId, query), "User"),
  }),
);
