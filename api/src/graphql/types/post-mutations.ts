// Post actions. Resolvers translate ids and payloads; rules are in the domain.
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Post } from "../../generated/prisma/client.ts";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { encodeCursor } from "../../domain/pagination.ts";
import { builder } from "../builder.ts";
import { idOf } from "./global-ids.ts";
import { PostEdge, PostRef } from "./post.ts";

const CreatePostInput = builder.inputType("CreatePostInput", {
  fields: (t) => ({
    caption: t.string({ required: true }),
    tags: t.string({ required: true, description: 'Comma-separated, as typed: "code,post,enjoy".' }),
    image: t.field({ type: "File", required: true }),
  }),
});
const UpdatePostInput = builder.inputType("UpdatePostInput", {
  fields: (t) => ({ postId: t.id({ required: true }), caption: t.string(), tags: t.string() }),
});
const PostIdInput = (name: string) => builder.inputType(name, { fields: (t) => ({ postId: t.id({ required: true }) }) });
const DeletePostInput = PostIdInput("DeletePostInput");
const PostActionInput = PostIdInput("PostActionInput");

const postPayload = (name: string) =>
  builder.objectRef<{ postId: string }>(name).implement({
    fields: (t) => ({
      post: t.prismaField({
        type: "Post",
        resolve: (query, { postId }, _args, ctx) => ctx.domain.prisma.post.findUniqueOrThrow({ ...query, where: { id: postId } }),
      }),
    }),
  });

// The created row itself: Pothos loads whatever relations the selection needs from it.
const CreatePostPayload = builder.objectRef<{ post: Post }>("CreatePostPayload").implement({
  fields: (t) => ({
    post: t.field({ type: PostRef, resolve: ({ post }) => post }),
    postEdge: t.field({ type: PostEdge, resolve: ({ post }) => ({ cursor: encodeCursor(post), node: post }) }),
  }),
});
const UpdatePostPayload = postPayload("UpdatePostPayload");
const PostActionPayload = postPayload("PostActionPayload");
const DeletePostPayload = builder.objectRef<{ deletedPostId: string }>("DeletePostPayload").implement({
  fields: (t) => ({ deletedPostId: t.exposeID("deletedPostId") }),
});

const postAction = (action: "like" | "unlike" | "save" | "unsave") =>
  builder.mutationField(`${action}Post`, (t) =>
    t.field({
      type: PostActionPayload,
      errors: { types: [NotFoundError], union: { name: `${action[0]!.toUpperCase()}${action.slice(1)}PostResult` } },
      args: { input: t.arg({ type: PostActionInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const viewer = requireViewer(ctx.viewer);
        const postId = idOf(String(input.postId), "Post");
        const { likes, saves } = ctx.domain;
        await { like: () => likes.like(viewer, postId), unlike: () => likes.unlike(viewer, postId), save: () => saves.save(viewer, postId), unsave: () => saves.unsave(viewer, postId) }[action]();
        return { postId };
      },
    }),
  );
(["like", "unlike", "save", "unsave"] as const).forEach(postAction);

builder.mutationFields((t) => ({
  createPost: t.field({
    type: CreatePostPayload,
    errors: { types: [ValidationError], union: { name: "CreatePostResult" } },
    args: { input: t.arg({ type: CreatePostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const image = await ctx.domain.ingestUpload("image", input.image.stream());
      return { post: await ctx.domain.posts.create(viewer, { caption: input.caption, tags: input.tags, image }) };
    },
  }),
  updatePost: t.field({
    type: UpdatePostPayload,
    errors: { types: [ValidationError, ForbiddenError, NotFoundError], union: { name: "UpdatePostResult" } },
    args: { input: t.arg({ type: UpdatePostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const post = await ctx.domain.posts.update(requireViewer(ctx.viewer), idOf(String(input.postId), "Post"), input);
      return { postId: post.id };
    },
  }),
  deletePost: t.field({
    type: DeletePostPayload,
    errors: { types: [ForbiddenError, NotFoundError], union: { name: "DeletePostResult" } },
    args: { input: t.arg({ type: DeletePostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const post = await ctx.domain.posts.delete(requireViewer(ctx.viewer), idOf(String(input.postId), "Post"));
      return { deletedPostId: encodeGlobalID("Post", post.id) };
    },
  }),
}));
