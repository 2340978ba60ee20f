// Post actions. Resolvers translate ids and payloads; rules are in the domain. Each mutation has
// its own input and payload type, so one can grow a field without changing the others.
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Post } from "../../generated/prisma/client.ts";
import { requireViewer, type Viewer } from "../../domain/auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { encodeCursor } from "../../domain/pagination.ts";
import { CAPTION_MAX, TAG_MAX, TAGS_MAX } from "../../domain/posts/rules.ts";
import type { Domain } from "../../domain/domain.ts";
import { builder } from "../builder.ts";
import { idOf } from "./global-ids.ts";
import { PostEdge, PostRef } from "./post.ts";

const CAPTION_RULE = `Trimmed; 1 to ${CAPTION_MAX} characters.`;
const TAGS_RULE = `2 to ${TAGS_MAX} tags, each 1 to ${TAG_MAX} characters with no spaces or commas; stored trimmed, once each (case-insensitively), in the order given.`;

const CreatePostInput = builder.inputType("CreatePostInput", {
  description: "A new post: an image with its caption and tags.",
  fields: (t) => ({
    caption: t.string({ required: true, description: `The caption. ${CAPTION_RULE}` }),
    tags: t.stringList({ required: true, description: `The tags, e.g. ["code", "post", "enjoy"]. ${TAGS_RULE}` }),
    image: t.field({
      type: "File",
      required: true,
      description: "The image (JPEG, PNG, WebP, GIF or AVIF, judged by its content; at most MAX_UPLOAD_BYTES, 10 MB by default), sent as a part of a multipart request. Stored re-encoded as WebP.",
    }),
  }),
});

const UpdatePostInput = builder.inputType("UpdatePostInput", {
  description: "What to change in one of the viewer's posts; fields left out (or null) stay as they are. The image cannot be changed.",
  fields: (t) => ({
    postId: t.id({ required: true, description: "The post (its global id)." }),
    caption: t.string({ description: `The new caption. ${CAPTION_RULE}` }),
    tags: t.stringList({ description: `The new tags, replacing all the old ones. ${TAGS_RULE}` }),
  }),
});

const DeletePostInput = builder.inputType("DeletePostInput", {
  description: "One of the viewer's posts to delete.",
  fields: (t) => ({ postId: t.id({ required: true, description: "The post (its global id)." }) }),
});

// The created row itself: Pothos loads whatever relations the selection needs from it.
const CreatePostPayload = builder.objectRef<{ post: Post }>("CreatePostPayload").implement({
  description: "The post, as created.",
  fields: (t) => ({
    post: t.field({ type: PostRef, description: "The new post.", resolve: ({ post }) => post }),
    postEdge: t.field({
      type: PostEdge,
      description: "The new post as an edge, ready to prepend to a list of posts (the feed, the author's profile).",
      resolve: ({ post }) => ({ cursor: encodeCursor(post), node: post }),
    }),
  }),
});

/** A payload naming the post acted on, read after the change (its counts and the viewer's marks are current). */
const postPayload = (name: string, description: string) =>
  builder.objectRef<{ postId: string }>(name).implement({
    description,
    fields: (t) => ({
      post: t.prismaField({
        type: "Post",
        description: "The post as it is now.",
        resolve: (query, { postId }, _args, ctx) => ctx.domain.prisma.post.findUniqueOrThrow({ ...query, where: { id: postId } }),
      }),
    }),
  });

const UpdatePostPayload = postPayload("UpdatePostPayload", "The post, as edited.");

const DeletePostPayload = builder.objectRef<{ deletedPostId: string }>("DeletePostPayload").implement({
  description: "The post is gone, with its comments, likes, saves and their notifications.",
  fields: (t) => ({ deletedPostId: t.exposeID("deletedPostId", { description: "The deleted post's global id (remove it from lists the client holds)." }) }),
});

/** Like, unlike, save and unsave: the same shape, each with its own input, payload and result union. */
const MARKS = {
  likePost: {
    act: (domain: Domain, viewer: Viewer, postId: string) => domain.likes.like(viewer, postId),
    description: "Likes a post (the author is notified, unless it is the viewer's own). Liking a liked post changes nothing.",
  },
  unlikePost: {
    act: (domain: Domain, viewer: Viewer, postId: string) => domain.likes.unlike(viewer, postId),
    description: "Takes back the viewer's like (and its notification). Unliking a post not liked changes nothing.",
  },
  savePost: {
    act: (domain: Domain, viewer: Viewer, postId: string) => domain.saves.save(viewer, postId),
    description: "Adds a post to the viewer's saved posts (private to them). Saving a saved post changes nothing.",
  },
  unsavePost: {
    act: (domain: Domain, viewer: Viewer, postId: string) => domain.saves.unsave(viewer, postId),
    description: "Removes a post from the viewer's saved posts. Unsaving a post not saved changes nothing.",
  },
} as const;

for (const [field, { act, description }] of Object.entries(MARKS)) {
  const typeName = `${field[0]!.toUpperCase()}${field.slice(1)}`;
  const input = builder.inputType(`${typeName}Input`, {
    description: `The post to ${field.replace("Post", "")}.`,
    fields: (t) => ({ postId: t.id({ required: true, description: "The post (its global id)." }) }),
  });
  const payload = postPayload(`${typeName}Payload`, "The post, with its likeCount, viewerHasLiked and viewerHasSaved as they are now.");
  builder.mutationField(field, (t) =>
    t.field({
      type: payload,
      description: `${description} Needs sign-in; counts against the write rate limit. NotFoundError when the post does not exist.`,
      errors: { types: [NotFoundError], union: { name: `${typeName}Result`, description: `What ${field} answers: the payload, or why nothing changed.` } },
      args: { input: t.arg({ type: input, required: true, description: "Which post." }) },
      resolve: async (_root, { input }, ctx) => {
        const viewer = requireViewer(ctx.viewer); // signed out: refused before the id is even read
        const postId = idOf(String(input.postId), "Post");
        await act(ctx.domain, viewer, postId);
        return { postId };
      },
    }),
  );
}

builder.mutationFields((t) => ({
  createPost: t.field({
    type: CreatePostPayload,
    description:
      "Shares a new post. Needs sign-in; counts against the write rate limit. A multipart request (see the docs' Uploads). ValidationError names the fields that break a rule (caption, tags, image); nothing is stored then.",
    errors: { types: [ValidationError], union: { name: "CreatePostResult", description: "What createPost answers: the post, or why it was not created." } },
    args: { input: t.arg({ type: CreatePostInput, required: true, description: "The post to share." }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const image = await ctx.domain.ingestUpload("image", input.image.stream());
      return { post: await ctx.domain.posts.create(viewer, { caption: input.caption, tags: input.tags, image }) };
    },
  }),
  updatePost: t.field({
    type: UpdatePostPayload,
    description:
      "Edits the caption and tags of one of the viewer's posts. Needs sign-in; counts against the write rate limit. ForbiddenError (CANNOT_EDIT_POST) for someone else's post, NotFoundError for one that does not exist, ValidationError for a field that breaks a rule.",
    errors: {
      types: [ValidationError, ForbiddenError, NotFoundError],
      union: { name: "UpdatePostResult", description: "What updatePost answers: the post, or why it was not changed." },
    },
    args: { input: t.arg({ type: UpdatePostInput, required: true, description: "The post and what to change." }) },
    resolve: async (_root, { input }, ctx) => {
      const post = await ctx.domain.posts.update(requireViewer(ctx.viewer), idOf(String(input.postId), "Post"), input);
      return { postId: post.id };
    },
  }),
  deletePost: t.field({
    type: DeletePostPayload,
    description:
      "Deletes one of the viewer's posts, with its comments, likes, saves and their notifications. Needs sign-in. ForbiddenError (CANNOT_DELETE_POST) for someone else's post, NotFoundError for one that does not exist.",
    errors: { types: [ForbiddenError, NotFoundError], union: { name: "DeletePostResult", description: "What deletePost answers: the deleted post's id, or why it stays." } },
    args: { input: t.arg({ type: DeletePostInput, required: true, description: "The post to delete." }) },
    resolve: async (_root, { input }, ctx) => {
      const post = await ctx.domain.posts.delete(requireViewer(ctx.viewer), idOf(String(input.postId), "Post"));
      return { deletedPostId: encodeGlobalID("Post", post.id) };
    },
  }),
}));
