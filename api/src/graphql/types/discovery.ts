// Reading: the feed, a user by id or username, search and suggestions; new posts live, and the
// posts of someone the viewer no longer follows leaving the feed.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { GraphQLError } from "graphql";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { feedCardSelect } from "../../domain/posts/feed-cards.ts";
import type { Page } from "../../domain/pagination.ts";
import { Prisma, type Post } from "../../generated/prisma/client.ts";
import { SEARCH_MAX, SUGGESTIONS_MAX } from "../../domain/users/discovery.ts";
import { builder } from "../builder.ts";
import { selectionCovers } from "../selection-covers.ts";
import { connectionFrom } from "./connections.ts";
import { databaseIdOf } from "./global-ids.ts";
import { PostEdge, PostRef } from "./post.ts";
import { rowsOf } from "../context.ts";
import { shown } from "../../domain/rows.ts";

/** A post's columns: a query of Post in include mode reads all of them. */
const POST_SCALARS = Object.values(Prisma.PostScalarFieldEnum);

// A PostConnection without totalCount (its edges are PostConnection's, so a client can move a
// post between them).
const FeedConnection = builder.connectionObject(
  {
    type: PostRef,
    name: "FeedConnection",
    description:
      "A page of the feed. It has no totalCount: counting every post of everyone the viewer follows is not worth a page's time.",
  },
  PostEdge,
);

builder.queryFields((t) => ({
  feed: t.field({
    type: FeedConnection,
    description:
      "Posts of the people the viewer follows and the viewer's own, newest first, 20 per page by default (at most 50). Needs sign-in.",
    args: {
      first: t.arg.int({ description: "How many posts: 1 to 50, 20 by default." }),
      after: t.arg.string({ description: "A cursor from the previous page: the posts after it." }),
    },
    resolve: async (_root, args, ctx, info) => {
      const viewer = requireViewer(ctx.viewer);
      // Pothos records what this query loads for the posts' fields; cards hold all a post card
      // asks (the web feed's page), in one statement, and anything more loads as asked.
      const query = queryFromInfo({ context: ctx, info, path: ["edges", "node"] });
      const page: Page<Post> = selectionCovers(feedCardSelect(viewer.id), query, POST_SCALARS)
        ? await ctx.domain.postLists.feedCards(viewer, args)
        : await ctx.domain.postLists.feed(viewer, args, query);
      return connectionFrom(page, (post) => post);
    },
  }),
  user: t.prismaField({
    type: "User",
    nullable: true,
    description:
      "A user by id (their databaseId, as in page addresses, or their global id, User.id) or by username (any case); give exactly one. Null when there is no such user. A deleted account (User.deleted) is found by id only by those it shared a conversation with.",
    args: {
      id: t.arg.id({ description: "The user's databaseId or global id." }),
      username: t.arg.string({ description: "The user's username, in any case." }),
    },
    resolve: (query, _root, { id, username }, ctx) => {
      if ((id == null) === (username == null))
        throw new GraphQLError("Give exactly one of id or username.", { extensions: { code: "BAD_USER_INPUT" } });
      if (id != null) {
        const userId = databaseIdOf(String(id), "User");
        return userId ? ctx.domain.discovery.byId(userId, ctx.viewer, query) : null;
      }
      return ctx.domain.discovery.byUsername(ctx.viewer, username!, query);
    },
  }),
  searchUsers: t.prismaField({
    type: ["User"],
    description:
      "Typeahead: users whose username or name starts with the query (any case), the exact username first. Needs sign-in.",
    args: {
      query: t.arg.string({ required: true, description: "What the person typed: the start of a username or a name." }),
      first: t.arg.int({ defaultValue: 8, description: `How many users: 1 to ${SEARCH_MAX}.` }),
    },
    resolve: (query, _root, args, ctx) => {
      return ctx.domain.discovery.search(requireViewer(ctx.viewer), args.query, args.first ?? 8, query);
    },
  }),
  suggestedPeople: t.prismaField({
    type: ["User"],
    description: "People the viewer does not follow, friends of friends first, then the most followed. Needs sign-in.",
    args: { first: t.arg.int({ defaultValue: 10, description: `How many people: 1 to ${SUGGESTIONS_MAX}.` }) },
    resolve: (query, _root, args, ctx) =>
      ctx.domain.discovery.suggestions(requireViewer(ctx.viewer), args.first ?? 10, query),
  }),
}));

const FeedPostsRemoval = builder.objectRef<{ authorId: string }>("FeedPostsRemoval").implement({
  description: "Someone whose posts the viewer's feed no longer holds (feedPostsRemoved).",
  fields: (t) => ({
    authorId: t.id({
      description: "The author's global id: every post of theirs leaves the feed.",
      resolve: (event) => encodeGlobalID("User", event.authorId),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  postAdded: t.prismaField({
    type: "Post",
    description: 'New posts by people the viewer follows (for a "new posts" banner).',
    subscribe: (_root, _args, ctx) => ctx.domain.live.followeePosts(requireViewer(ctx.viewer)),
    resolve: (query, event, _args, ctx) => shown(rowsOf(ctx).post(event.postId, query), "Post"),
  }),
  feedPostsRemoved: t.field({
    type: FeedPostsRemoval,
    description:
      "Posts by one person that left the viewer's feed while it is open: the viewer no longer follows them (they unfollowed elsewhere, or a block either way ended the follow; told alike). Drop that person's posts from the feed shown. Needs sign-in.",
    subscribe: (_root, _args, ctx) => ctx.domain.live.feedAuthorsGone(requireViewer(ctx.viewer)),
    resolve: (event) => event,
  }),
}));
