// Post actions. Resolvers translate ids and payloads; rules are in the domain. Each mutation has
// its own input and payload type, so one can grow a field without changing the others.
import { IDEMPOTENCY_KEY_DESCRIPTION, idempotencyKeyOf } from "../idempotency-key.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Post } from "../../generated/prisma/client.ts";
import { type Viewer } from "../../domain/auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { encodeCursor } from "../../domain/pagination.ts";
import { ALT_TEXT_MAX, CAPTION_MAX, IMAGES_MAX, TAG_MAX, TAGS_MAX } from "../../domain/posts/rules.ts";
import type { Domain } from "../../domain/domain.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { idOf } from "./global-ids.ts";
import { PostEdge, PostRef } from "./post.ts";
import { rowsOf } from "../context.ts";
import { shown } from "../../domain/rows.ts";

const CAPTION_RULE = `Trimmed; 1 to ${CAPTION_MAX} characters.`;
const TAGS_RULE = `Each 1 to ${TAG_MAX} characters with no spaces or commas (trimmed, a leading # dropped, empty ones left out). The caption's #hashtags are tags too, after these; at most ${TAGS_MAX} in all, stored once each (case-insensitively), in that order.`;

const FILE_RULE =
  "JPEG, PNG, WebP, GIF or AVIF, judged by its content; at most MAX_UPLOAD_BYTES (10 MB by default); sent as a part of a multipart request. Stored re-encoded as WebP.";
const ALT_TEXT_RULE = `Trimmed; at most ${ALT_TEXT_MAX} characters. Left out or "": no alt text (the image is shown with an empty alt).`;
const IMAGES_RULE = `1 to ${IMAGES_MAX} images, shown in this order; the first is the one v1 clients see.`;

const PostImageInput = builder.inputType("PostImageInput", {
  description: "One image of a new post, with its alt text.",
  fields: (t) => ({
    file: t.field({ type: "File", required: true, description: `The image file: ${FILE_RULE}` }),
    altText: t.string({ description: `What the image shows, for people who cannot see it. ${ALT_TEXT_RULE}` }),
  }),
});

const CreatePostInput = builder.inputType("CreatePostInput", {
  description:
    "A new post: its images (with alt text), caption and tags. Give `images` (or, as older clients do, `image`).",
  fields: (t) => ({
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
    caption: t.string({ required: true, description: `The caption. ${CAPTION_RULE}` }),
    tags: t.stringList({
      description: `Tags the caption does not name as #hashtags, e.g. ["code", "post"]; left out: none. ${TAGS_RULE}`,
    }),
    images: t.field({ type: [PostImageInput], description: `The images. ${IMAGES_RULE}` }),
    image: t.field({
      type: "File",
      description: `One image without alt text (${FILE_RULE}): the same as \`images: [{ file }]\`. Give either this or images.`,
      deprecationReason: "Use `images`, which takes 1 to 10 images with their alt text.",
    }),
  }),
});

const PostImageChangeInput = builder.inputType("PostImageChangeInput", {
  description:
    "One image of a post's new list: one of its images to keep (`imageId`), or a new file (`file`); exactly one of the two.",
  fields: (t) => ({
    imageId: t.id({
      description:
        "One of the post's images to keep, by its PostImage.id; each at most once. An image left out of the list is removed.",
    }),
    file: t.field({ type: "File", description: `A new image: ${FILE_RULE}` }),
    altText: t.string({
      description: `What the image shows. ${ALT_TEXT_RULE} Left out (or null) for a kept image: its alt text stays as it is.`,
    }),
  }),
});

const UpdatePostInput = builder.inputType("UpdatePostInput", {
  description: "What to change in one of the viewer's posts; fields left out (or null) stay as they are.",
  fields: (t) => ({
    postId: t.id({ required: true, description: "The post (its global id)." }),
    caption: t.string({ description: `The new caption. ${CAPTION_RULE}` }),
    tags: t.stringList({
      description: `The new tags besides the caption's #hashtags, replacing all the old ones; left out, the post keeps those it has beyond its old caption's hashtags. ${TAGS_RULE}`,
    }),
    images: t.field({
      type: [PostImageChangeInput],
      description: `The post's whole new list of images, replacing the old one: reorder by listing kept images in a new order, remove one by leaving it out, replace one by giving a file in its place, change alt text by giving it. ${IMAGES_RULE}`,
    }),
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
        resolve: (query, { postId }, _args, ctx) => shown(rowsOf(ctx).post(postId, query), "Post"),
      }),
    }),
  });

const UpdatePostPayload = postPayload("UpdatePostPayload", "The post, as edited.");

const DeletePostPayload = builder.objectRef<{ deletedPostId: string }>("DeletePostPayload").implement({
  description: "The post is gone, with its comments, likes, saves and their notifications.",
  fields: (t) => ({
    deletedPostId: t.exposeID("deletedPostId", {
      description: "The deleted post's global id (remove it from lists the client holds).",
    }),
  }),
});

/** Like, unlike, save and unsave: the same shape, each with its own input, payload and result union. */
const MARKS = {
  likePost: {
    act: (domain: Domain, viewer: Viewer, postId: string) => domain.likes.like(viewer, postId),
    description:
      "Likes a post (the author is notified, unless it is the viewer's own). Liking a liked post changes nothing.",
  },
  unlikePost: {
    act: (domain: Domain, viewer: Viewer, postId: string) => domain.likes.unlike(viewer, postId),
    description:
      "Takes back the viewer's like (and its notification). Unliking a post not liked changes nothing; a post the viewer may not read (any more) is NotFoundError, as one that does not exist, and its like stays.",
  },
  savePost: {
    act: (domain: Domain, viewer: Viewer, postId: string) => domain.saves.save(viewer, postId),
    description: "Adds a post to the viewer's saved posts (private to them). Saving a saved post changes nothing.",
  },
  unsavePost: {
    act: (domain: Domain, viewer: Viewer, postId: string) => domain.saves.unsave(viewer, postId),
    description:
      "Removes a post from the viewer's saved posts. Unsaving a post not saved changes nothing; a post the viewer may not read (any more) is NotFoundError, as one that does not exist, and stays saved (User.savedPosts leaves it out until the viewer may read it again).",
  },
} as const;

for (const [field, { act, description }] of Object.entries(MARKS)) {
  const typeName = `${field[0]!.toUpperCase()}${field.slice(1)}`;
  const input = builder.inputType(`${typeName}Input`, {
    description: `The post to ${field.replace("Post", "")}.`,
    fields: (t) => ({ postId: t.id({ required: true, description: "The post (its global id)." }) }),
  });
  const payload = postPayload(
    `${typeName}Payload`,
    "The post, with its likeCount, viewerHasLiked and viewerHasSaved as they are now.",
  );
  payloadMutation(field, {
    description: `${description} Needs sign-in; counts against the write rate limit. NotFoundError when the post does not exist.`,
    caller: "viewer",
    input: { type: input, description: "Which post." },
    payload,
    errors: [NotFoundError],
    resolve: async (input, viewer, ctx) => {
      const postId = idOf(String(input.postId), "Post");
      await act(ctx.domain, viewer, postId);
      return { postId };
    },
  });
}

payloadMutation("createPost", {
  description:
    "Shares a new post. Needs sign-in; counts against the write rate limit (a refused post does not). A multipart request (see the docs' Uploads). ValidationError names the fields that break a rule (caption, tags, images.N.file, images.N.altText, images for their count, image); nothing is stored then. One upload of a user's at a time (TOO_MANY_REQUESTS while another is processed).",
  caller: "viewer",
  input: { type: CreatePostInput, description: "The post to share." },
  payload: CreatePostPayload,
  errors: [ValidationError],
  answers: "the post, or why it was not created",
  resolve: async (input, viewer, ctx) => {
    const images = input.images?.map((image) => ({ file: image.file.stream(), altText: image.altText }));
    return {
      post: await ctx.domain.posts.create(
        viewer,
        {
          caption: input.caption,
          tags: input.tags,
          images,
          image: input.image?.stream(),
        },
        idempotencyKeyOf(input, ctx),
      ),
    };
  },
});

payloadMutation("updatePost", {
  description:
    "Edits the caption, tags and images of one of the viewer's posts. Needs sign-in; counts against the write rate limit. A multipart request when it brings new files. ForbiddenError (CANNOT_EDIT_POST) for someone else's post, NotFoundError for one that does not exist, ValidationError for a field that breaks a rule (images.N.imageId: POST_IMAGE_UNKNOWN for an image that is not the post's); nothing is changed then. Images the post no longer uses are deleted once the edit is saved.",
  caller: "viewer",
  input: { type: UpdatePostInput, description: "The post and what to change." },
  payload: UpdatePostPayload,
  errors: [ValidationError, ForbiddenError, NotFoundError],
  answers: "the post, or why it was not changed",
  resolve: async (input, viewer, ctx) => {
    const images = input.images?.map((image) => ({
      keep: image.imageId === null || image.imageId === undefined ? undefined : String(image.imageId),
      file: image.file?.stream(),
      altText: image.altText,
    }));
    const post = await ctx.domain.posts.update(viewer, idOf(String(input.postId), "Post"), {
      caption: input.caption,
      tags: input.tags,
      images,
    });
    return { postId: post.id };
  },
});

payloadMutation("deletePost", {
  description:
    "Deletes one of the viewer's posts, with its comments, likes, saves and their notifications. Needs sign-in. ForbiddenError (CANNOT_DELETE_POST) for someone else's post, NotFoundError for one that does not exist.",
  caller: "viewer",
  input: { type: DeletePostInput, description: "The post to delete." },
  payload: DeletePostPayload,
  errors: [ForbiddenError, NotFoundError],
  answers: "the deleted post's id, or why it stays",
  resolve: async (input, viewer, ctx) => {
    const post = await ctx.domain.posts.delete(viewer, idOf(String(input.postId), "Post"));
    return { deletedPostId: encodeGlobalID("Post", post.id) };
  },
});
