import { queryFromInfo } from "@pothos/plugin-prisma";
import { mayChange } from "../../domain/posts/posts.ts";
import { mayDelete } from "../../domain/social/comments.ts";
import { builder } from "../builder.ts";
import { connectionFrom, resolveTotalCount } from "./connections.ts";
import { databaseIdOf } from "./global-ids.ts";
import { IMAGE_VIEW_COLUMNS, ImageRef, imageView } from "./image.ts";

/** Matches no row: stands in for "no viewer" in viewer-dependent selections. */
export const NO_ONE = "00000000-0000-0000-0000-000000000000";

export const PostRef = builder.prismaNode("Post", {
  id: { field: "id" },
  nullable: true, // node(id:) of a deleted row is null, as Relay expects, not an error
  fields: (t) => ({
    databaseId: t.exposeID("id"),
    author: t.relation("author"),
    caption: t.exposeString("caption"),
    tags: t.stringList({
      select: { tags: { orderBy: { position: "asc" }, select: { tag: { select: { name: true } } } } },
      resolve: (post) => post.tags.map((t) => t.tag.name),
    }),
    image: t.field({ type: ImageRef, select: { image: { select: IMAGE_VIEW_COLUMNS } }, resolve: (post, _args, ctx) => imageView(post.image, ctx) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    likeCount: t.exposeInt("likeCount"),
    commentCount: t.exposeInt("commentCount"),
    viewerHasLiked: t.boolean({
      select: (_args, ctx) => ({ likes: { where: { userId: ctx.viewer?.id ?? NO_ONE }, select: { id: true }, take: 1 } }),
      resolve: (post) => post.likes.length > 0,
    }),
    viewerHasSaved: t.boolean({
      select: (_args, ctx) => ({ saves: { where: { userId: ctx.viewer?.id ?? NO_ONE }, select: { id: true }, take: 1 } }),
      resolve: (post) => post.saves.length > 0,
    }),
    viewerCanEdit: t.boolean({
      description: "True when the viewer wrote the post (may edit and delete it).",
      resolve: (post, _args, ctx) => mayChange(ctx.viewer, post),
    }),
    comments: t.field({
      type: CommentConnection,
      description: "Newest first unless order says otherwise.",
      args: { first: t.arg.int(), after: t.arg.string(), order: t.arg({ type: CommentOrder, defaultValue: "NEWEST_FIRST" }) },
      resolve: async (post, args, ctx, info) => {
        const shape = queryFromInfo({ context: ctx, info, path: ["edges", "node"] });
        const page = await ctx.domain.comments.page(post.id, args, args.order === "OLDEST_FIRST" ? "asc" : "desc", shape);
        return { ...connectionFrom(page, (comment) => comment), totalCount: post.commentCount };
      },
    }),
  }),
});

const CommentOrder = builder.enumType("CommentOrder", { values: ["NEWEST_FIRST", "OLDEST_FIRST"] as const });

export const CommentRef = builder.prismaNode("Comment", {
  id: { field: "id" },
  nullable: true, // node(id:) of a deleted row is null, as Relay expects, not an error
  fields: (t) => ({
    databaseId: t.exposeID("id"),
    body: t.exposeString("body"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    author: t.relation("author"),
    post: t.relation("post"),
    viewerCanDelete: t.boolean({
      description: "True for the comment's author and the post's author.",
      select: { post: { select: { authorId: true } } },
      resolve: (comment, _args, ctx) => mayDelete(ctx.viewer, comment),
    }),
  }),
});

export const CommentEdge = builder.edgeObject({ type: CommentRef, name: "PostCommentsConnectionEdge" });
const CommentConnection = builder.connectionObject(
  {
    type: CommentRef,
    name: "PostCommentsConnection",
    fields: (t) => ({
      totalCount: t.int({ description: "All comments on the post, not only this page (its commentCount).", resolve: resolveTotalCount }),
    }),
  },
  CommentEdge,
);

export const PostEdge = builder.edgeObject({ type: PostRef, name: "PostConnectionEdge" });
export const PostConnection = builder.connectionObject(
  {
    type: PostRef,
    name: "PostConnection",
    fields: (t) => ({
      totalCount: t.int({
        description: "All posts in the list, not only this page: see the field that returned it for what it counts. Counted only when selected.",
        resolve: resolveTotalCount,
      }),
    }),
  },
  PostEdge,
);

builder.queryField("post", (t) =>
  t.prismaField({
    type: "Post",
    nullable: true,
    description:
      "A post by its plain id (databaseId, as in the post page's address /p/{databaseId}) or its global id (Post.id); null when there is no such post, e.g. it was deleted.",
    args: { id: t.arg.id({ required: true, description: "The post's databaseId or its global id." }) },
    resolve: (query, _root, { id }, ctx) => {
      const postId = databaseIdOf(String(id), "Post");
      return postId ? ctx.domain.posts.find(postId, query) : null;
    },
  }),
);
