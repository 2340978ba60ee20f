import { queryFromInfo } from "@pothos/plugin-prisma";
import { NO_VIEWER_ID } from "../../domain/ids.ts";
import { mayChange } from "../../domain/posts/posts.ts";
import { postsShownTo } from "../../domain/posts/visible-posts.ts";
import { commentsShownTo, mayDelete, mayEdit } from "../../domain/social/comments.ts";
import { builder } from "../builder.ts";
import { connectionFrom, resolveTotalCount } from "./connections.ts";
import { databaseIdOf } from "./global-ids.ts";
import { ImageRef, imageView } from "./image.ts";
import { POST_IMAGES_SELECT, PostImageRef, postImageView } from "./post-image.ts";

export const PostRef = builder.prismaNode("Post", {
  id: { field: "id" },
  nullable: true, // node(id:) of a deleted row is null, as Relay expects, not an error
  // a suspended account's post is nobody's to load, as if deleted, and neither is a post of someone
  // the viewer blocked or who blocked them, or of a private account they do not follow (postsShownTo)
  findUnique: (id, ctx) => ({ id, ...postsShownTo(ctx.viewer?.id) }),
  description: "Images (1 to 10) shared with a caption and tags. Public: anyone, signed in or not, may read it.",
  fields: (t) => ({
    databaseId: t.exposeID("id", {
      description: "The plain id, as in the post's page address /p/{databaseId} and the v1 API.",
    }),
    author: t.relation("author", { description: "Who shared it." }),
    caption: t.exposeString("caption", { description: "The caption, as written (trimmed; 1 to 2200 characters)." }),
    tags: t.stringList({
      description: "The tags, in the order they were written, each once.",
      select: { tags: { orderBy: { position: "asc" }, select: { tag: { select: { name: true } } } } },
      resolve: (post) => post.tags.map((t) => t.tag.name),
    }),
    images: t.field({
      type: [PostImageRef],
      description: "Its images (1 to 10), in the order the author chose: a carousel when there are several.",
      select: POST_IMAGES_SELECT,
      resolve: (post, _args, ctx) => post.images.map((image) => postImageView(image, ctx)),
    }),
    image: t.field({
      type: ImageRef,
      description: "Its first image (WebP), as clients from before posts had several images show it.",
      deprecationReason: "A post has 1 to 10 images: use `images` (this is `images[0]`, without its alt text).",
      select: POST_IMAGES_SELECT,
      resolve: (post, _args, ctx) => imageView(post.images[0]!.media, ctx),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was shared." }),
    updatedAt: t.expose("updatedAt", {
      type: "DateTime",
      description: "When its caption or tags last changed (createdAt if never).",
    }),
    likeCount: t.int({
      description: "How many people like it, of those the viewer may see (as many as `likers` lists).",
      select: { likeCount: true },
      resolve: (post, _args, ctx) => ctx.domain.shownCounts.shown("likes", ctx.viewer?.id, post, post.likeCount),
    }),
    commentCount: t.int({
      description: "How many comments it has, of those the viewer may see (as many as `comments` lists).",
      select: { commentCount: true },
      resolve: (post, _args, ctx) => ctx.domain.shownCounts.shown("comments", ctx.viewer?.id, post, post.commentCount),
    }),
    viewerHasLiked: t.boolean({
      description: "Whether the viewer likes it (false for a visitor).",
      select: (_args, ctx) => ({
        likes: { where: { userId: ctx.viewer?.id ?? NO_VIEWER_ID }, select: { id: true }, take: 1 },
      }),
      resolve: (post) => post.likes.length > 0,
    }),
    viewerHasSaved: t.boolean({
      description: "Whether the viewer saved it (false for a visitor).",
      select: (_args, ctx) => ({
        saves: { where: { userId: ctx.viewer?.id ?? NO_VIEWER_ID }, select: { id: true }, take: 1 },
      }),
      resolve: (post) => post.saves.length > 0,
    }),
    viewerCanEdit: t.boolean({
      description: "True when the viewer wrote the post (may edit and delete it).",
      resolve: (post, _args, ctx) => mayChange(ctx.viewer, post),
    }),
    comments: t.field({
      type: CommentConnection,
      description: "Its comments, a page at a time: newest first unless `order` says otherwise.",
      args: {
        first: t.arg.int({ description: "How many comments: 1 to 50, 20 by default." }),
        after: t.arg.string({ description: "A cursor from the previous page: the comments after it." }),
        order: t.arg({ type: CommentOrder, defaultValue: "NEWEST_FIRST", description: "Which end to start from." }),
      },
      resolve: async (post, args, ctx, info) => {
        const shape = queryFromInfo({ context: ctx, info, path: ["edges", "node"] });
        const page = await ctx.domain.comments.page(
          ctx.viewer,
          post.id,
          args,
          args.order === "OLDEST_FIRST" ? "asc" : "desc",
          shape,
        );
        return {
          ...connectionFrom(page, (comment) => comment),
          totalCount: () => ctx.domain.shownCounts.shown("comments", ctx.viewer?.id, post, post.commentCount),
        };
      },
    }),
  }),
});

const CommentOrder = builder.enumType("CommentOrder", {
  description: "The order of a post's comments.",
  values: {
    NEWEST_FIRST: { description: "The latest comment first (the post card's order)." },
    OLDEST_FIRST: { description: "The conversation's order: the first comment first." },
  } as const,
});

export const CommentRef = builder.prismaNode("Comment", {
  id: { field: "id" },
  nullable: true, // node(id:) of a deleted row is null, as Relay expects, not an error
  findUnique: (id, ctx) => ({ id, ...commentsShownTo(ctx.viewer?.id) }),
  description: "A comment on a post. Public, like its post.",
  fields: (t) => ({
    databaseId: t.exposeID("id", { description: "The plain id, as the v1 API names it." }),
    body: t.exposeString("body", { description: "The text (trimmed; 1 to 1000 characters)." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was written." }),
    editedAt: t.expose("editedAt", {
      type: "DateTime",
      nullable: true,
      description: "When its author last changed the text (updateComment); null if never.",
    }),
    author: t.relation("author", { description: "Who wrote it." }),
    post: t.relation("post", { description: "The post it is on." }),
    viewerCanEdit: t.boolean({
      description: "True for the comment's author only (updateComment).",
      select: { authorId: true },
      resolve: (comment, _args, ctx) => mayEdit(ctx.viewer, comment),
    }),
    viewerCanDelete: t.boolean({
      description: "True for the comment's author and the post's author.",
      select: { post: { select: { authorId: true } } },
      resolve: (comment, _args, ctx) => mayDelete(ctx.viewer, comment),
    }),
  }),
});

export const CommentEdge = builder.edgeObject({ type: CommentRef, name: "CommentEdge" });
const CommentConnection = builder.connectionObject(
  {
    type: CommentRef,
    name: "CommentConnection",
    description: "A page of a post's comments.",
    fields: (t) => ({
      totalCount: t.int({
        description: "All comments on the post the viewer may see, not only this page (its commentCount).",
        resolve: resolveTotalCount,
      }),
    }),
  },
  CommentEdge,
);

export const PostEdge = builder.edgeObject({ type: PostRef, name: "PostEdge" });
export const PostConnection = builder.connectionObject(
  {
    type: PostRef,
    name: "PostConnection",
    description: "A page of posts.",
    fields: (t) => ({
      totalCount: t.int({
        description:
          "All posts in the list, not only this page: see the field that returned it for what it counts. Counted only when selected.",
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
      return postId ? ctx.domain.posts.find(postId, ctx.viewer, query) : null;
    },
  }),
);

builder.queryField("privatePostAuthor", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description:
      "The author of a post the viewer may not read only because the author's account is private and the viewer does not follow it (someone shared its link): a client says the post is private and offers to follow. Null in every other case, a post the viewer may read included (read it with `post`).",
    args: { postId: t.arg.id({ required: true, description: "The post's databaseId or its global id." }) },
    resolve: (query, _root, { postId }, ctx) => {
      const id = databaseIdOf(String(postId), "Post");
      return id ? ctx.domain.posts.privateAuthor(id, ctx.viewer, query) : null;
    },
  }),
);
