// Comments and follows. Resolvers translate ids and payloads; rules are in the domain. Each
// mutation has its own input and payload type.
import { IDEMPOTENCY_KEY_DESCRIPTION, idempotencyKeyOf } from "../idempotency-key.ts";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Comment } from "../../generated/prisma/client.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { encodeCursor } from "../../domain/pagination.ts";
import { COMMENT_MAX } from "../../domain/social/comments.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { rowsOf, type GraphQLContext } from "../context.ts";
import { idOf } from "./global-ids.ts";
import { CommentEdge, CommentRef, PostRef } from "./post.ts";
import { personInput, personPayload } from "./person-payloads.ts";
import { shown } from "../../domain/rows.ts";

const COMMENT_RULE = `Trimmed; 1 to ${COMMENT_MAX} characters.`;

const AddCommentInput = builder.inputType("AddCommentInput", {
  description: "A comment on a post.",
  fields: (t) => ({
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
    postId: t.id({ required: true, description: "The post (its global id)." }),
    body: t.string({ required: true, description: `The comment's text. ${COMMENT_RULE}` }),
  }),
});
const UpdateCommentInput = builder.inputType("UpdateCommentInput", {
  description: "New text for one of the viewer's comments.",
  fields: (t) => ({
    commentId: t.id({ required: true, description: "The comment (its global id)." }),
    body: t.string({ required: true, description: `The new text, replacing the old. ${COMMENT_RULE}` }),
  }),
});
const DeleteCommentInput = builder.inputType("DeleteCommentInput", {
  description: "A comment to delete.",
  fields: (t) => ({ commentId: t.id({ required: true, description: "The comment (its global id)." }) }),
});

/** The comment's post, read after the change (its commentCount is current); null once the viewer may not see it. */
const postOf = (comment: Comment, ctx: GraphQLContext) => rowsOf(ctx).post(comment.postId);

const AddCommentPayload = builder.objectRef<Comment>("AddCommentPayload").implement({
  description: "The comment, as added.",
  fields: (t) => ({
    comment: t.field({ type: CommentRef, description: "The new comment.", resolve: (comment) => comment }),
    commentEdge: t.field({
      type: CommentEdge,
      description: "The new comment as an edge, ready to add to the post's list of comments.",
      resolve: (comment) => ({ cursor: encodeCursor(comment), node: comment }),
    }),
    post: t.field({
      type: PostRef,
      description: "The post commented on, with its commentCount as it is now.",
      resolve: (comment, _args, ctx) => shown(postOf(comment, ctx), "Post"),
    }),
  }),
});

const UpdateCommentPayload = builder.objectRef<Comment>("UpdateCommentPayload").implement({
  description: "The comment, as edited.",
  fields: (t) => ({
    comment: t.field({
      type: CommentRef,
      description: "The comment with its new text.",
      resolve: (comment) => comment,
    }),
  }),
});

const DeleteCommentPayload = builder.objectRef<Comment>("DeleteCommentPayload").implement({
  description: "The comment is gone, with its notification.",
  fields: (t) => ({
    deletedCommentId: t.id({
      description: "The deleted comment's global id (remove it from lists the client holds).",
      resolve: (comment) => encodeGlobalID("Comment", comment.id),
    }),
    post: t.field({
      type: PostRef,
      nullable: true,
      description:
        "The post it was on, with its commentCount as it is now; null when the viewer may no longer see it (its author blocked them, or made the account private).",
      resolve: (comment, _args, ctx) => postOf(comment, ctx),
    }),
  }),
});

const FOLLOWS = {
  followUser: {
    follow: true,
    description:
      "Follows someone: their posts join the viewer's feed and they are notified. A private account (User.isPrivate) the viewer does not follow yet is asked instead: its owner gets a FOLLOW_REQUEST to approve or decline, and User.viewerHasRequestedToFollow turns true (asking again changes nothing). Following someone already followed changes nothing. ValidationError (CANNOT_FOLLOW_SELF) for the viewer's own id.",
  },
  unfollowUser: {
    follow: false,
    description:
      "Stops following someone (their posts leave the viewer's feed), or withdraws the viewer's pending request to follow them. Unfollowing someone neither followed nor asked changes nothing.",
  },
} as const;

for (const [field, { follow, description }] of Object.entries(FOLLOWS)) {
  const typeName = `${field[0]!.toUpperCase()}${field.slice(1)}`;
  const input = personInput(
    typeName,
    `The person to ${follow ? "follow" : "stop following"}.`,
    "The user (their global id).",
  );
  const payload = personPayload(
    typeName,
    {
      description:
        "Both people as they are now (followerCount, followingCount, viewerIsFollowing, viewerHasRequestedToFollow).",
      userDescription: `The person ${follow ? "followed" : "unfollowed"}.`,
    },
    true,
  );
  payloadMutation(field, {
    description: `${description} Needs sign-in; counts against the write rate limit. NotFoundError when the user does not exist.`,
    caller: "viewer",
    input: { type: input, description: "The person." },
    payload,
    errors: [ValidationError, NotFoundError],
    resolve: async (input, viewer, ctx) => {
      const userId = idOf(String(input.userId), "User");
      await (follow ? ctx.domain.follows.follow(viewer, userId) : ctx.domain.follows.unfollow(viewer, userId));
      return { userId };
    },
  });
}

payloadMutation("addComment", {
  description:
    "Comments on a post (its author is notified, unless it is the viewer's own). Needs sign-in; counts against the write rate limit. ValidationError for a body that breaks the rule, NotFoundError when the post does not exist.",
  caller: "viewer",
  input: { type: AddCommentInput, description: "The post and the text." },
  payload: AddCommentPayload,
  errors: [ValidationError, NotFoundError],
  answers: "the comment, or why it was not added",
  resolve: (input, viewer, ctx) =>
    ctx.domain.comments.add(viewer, idOf(String(input.postId), "Post"), input.body, idempotencyKeyOf(input, ctx)),
});

payloadMutation("updateComment", {
  description:
    "Replaces the text of one of the viewer's comments. Needs sign-in; counts against the write rate limit. ForbiddenError (CANNOT_EDIT_COMMENT) for someone else's comment, NotFoundError for one that does not exist or is on a post the viewer may not read (any more), ValidationError for a body that breaks the rule.",
  caller: "viewer",
  input: { type: UpdateCommentInput, description: "The comment and its new text." },
  payload: UpdateCommentPayload,
  errors: [ValidationError, ForbiddenError, NotFoundError],
  answers: "the comment, or why it was not changed",
  resolve: (input, viewer, ctx) =>
    ctx.domain.comments.update(viewer, idOf(String(input.commentId), "Comment"), input.body),
});

payloadMutation("deleteComment", {
  description:
    "Deletes a comment, with its notification. Its author may, and so may the author of the post it is on. Needs sign-in. ForbiddenError (CANNOT_DELETE_COMMENT) for anyone else, NotFoundError for a comment that does not exist.",
  caller: "viewer",
  input: { type: DeleteCommentInput, description: "The comment to delete." },
  payload: DeleteCommentPayload,
  errors: [ForbiddenError, NotFoundError],
  answers: "the deleted comment's id, or why it stays",
  resolve: (input, viewer, ctx) => ctx.domain.comments.delete(viewer, idOf(String(input.commentId), "Comment")),
});
