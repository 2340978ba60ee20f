// A post's page, live: its comments as they are added, edited and removed, the post as it changes
// (an edit, its counts), and its removal. The domain decides who hears what (domain/live).
import { encodeGlobalID } from "@pothos/plugin-relay";
import { requireViewer } from "../../domain/auth/sessions.ts";
import type { PostNews } from "../../domain/live/live.ts";
import { builder } from "../builder.ts";
import { rowsOf, type GraphQLContext } from "../context.ts";
import { idOf } from "./global-ids.ts";

/** The viewer's news of the post `postId` (a Post global id) of `kinds`. */
const newsOf = <K extends PostNews["kind"]>(ctx: GraphQLContext, postId: string | number, kind: K) =>
  ctx.domain.live.postNews(requireViewer(ctx.viewer), idOf(String(postId), "Post"), [kind]);

type CommentNews = Extract<PostNews, { commentId: string }>;

const CommentRemoval = builder.objectRef<CommentNews>("CommentRemoval").implement({
  description:
    "A comment taken off a post (by its author, the post's author or a moderator), or hidden with its author's account (suspended).",
  fields: (t) => ({
    commentId: t.id({
      description: "The removed comment's global id (drop it from the list).",
      resolve: (news) => encodeGlobalID("Comment", news.commentId),
    }),
    postId: t.id({ description: "Its post's global id.", resolve: (news) => encodeGlobalID("Post", news.postId) }),
  }),
});

const PostRemoval = builder.objectRef<PostNews>("PostRemoval").implement({
  description:
    "A post that is gone for the viewer: its author deleted it, or the viewer may no longer see it (its author's account was suspended or deleted, a block either way, or its author's account is private and the viewer no longer follows it).",
  fields: (t) => ({
    postId: t.id({
      description: "The removed post's global id.",
      resolve: (news) => encodeGlobalID("Post", news.postId),
    }),
  }),
});

const postArg = {
  description: "The post (its global id). A post that does not exist (deleted, or never there) is NOT_FOUND.",
};
const comment = (ctx: GraphQLContext, query: object, news: CommentNews) => rowsOf(ctx).comment(news.commentId, query);

builder.subscriptionFields((t) => ({
  commentAdded: t.prismaField({
    type: "Comment",
    nullable: true,
    description:
      "New comments on a post, as they are written (by anyone, on any face). Null when one was removed before it could be delivered. Needs sign-in.",
    args: { postId: t.arg.id({ required: true, ...postArg }) },
    subscribe: (_root, args, ctx) => newsOf(ctx, args.postId, "COMMENT_ADDED"),
    resolve: (query, news, _args, ctx) => comment(ctx, query, news),
  }),
  commentUpdated: t.prismaField({
    type: "Comment",
    nullable: true,
    description:
      "Comments on a post whose text their author changed. Null when one was removed meanwhile. Needs sign-in.",
    args: { postId: t.arg.id({ required: true, ...postArg }) },
    subscribe: (_root, args, ctx) => newsOf(ctx, args.postId, "COMMENT_EDITED"),
    resolve: (query, news, _args, ctx) => comment(ctx, query, news),
  }),
  commentRemoved: t.field({
    type: CommentRemoval,
    description: "Comments taken off a post. Needs sign-in.",
    args: { postId: t.arg.id({ required: true, ...postArg }) },
    subscribe: (_root, args, ctx) => newsOf(ctx, args.postId, "COMMENT_REMOVED"),
    resolve: (news) => news,
  }),
  postUpdated: t.prismaField({
    type: "Post",
    nullable: true,
    description:
      "A post as it changes: its author edited it, or its likeCount or commentCount changed. Null when it was removed meanwhile (postRemoved tells). Needs sign-in.",
    args: { id: t.arg.id({ required: true, ...postArg }) },
    subscribe: (_root, args, ctx) => newsOf(ctx, args.id, "POST_UPDATED"),
    resolve: (query, news, _args, ctx) => ctx.domain.posts.find(news.postId, ctx.viewer, query),
  }),
  postRemoved: t.field({
    type: PostRemoval,
    description:
      "Tells once when a post is gone while it is open: deleted, or no longer the viewer's to see (its author suspended, a block either way, its author turned private or the viewer stopped following a private author). Needs sign-in.",
    args: { id: t.arg.id({ required: true, ...postArg }) },
    subscribe: (_root, args, ctx) => newsOf(ctx, args.id, "POST_REMOVED"),
    resolve: (news) => news,
  }),
}));
