// Comments and follows. Resolvers translate ids and payloads; rules are in the domain. Each
// mutation has its own input and payload type.
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Comment } from "../../generated/prisma/client.ts";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { encodeCursor } from "../../domain/pagination.ts";
import { COMMENT_MAX } from "../../domain/social/comments.ts";
import { builder } from "../builder.ts";
import type { GraphQLContext } from "../context.ts";
import { idOf } from "./global-ids.ts";
import { CommentEdge, CommentRef, PostRef } from "./post.ts";
import { UserRef } from "./user.ts";

const COMMENT_RULE = `Trimmed; 1 to ${COMMENT_MAX} characters.`;

const AddCommentInput = builder.inputType("AddCommentInput", {
  description: "A comment on a post.",
  fields: (t) => ({
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

/** The comment's post, read after the change (its commentCount is current). */
const postOf = (comment: Comment, ctx: GraphQLContext) => ctx.domain.rows.post(comment.postId);

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
      resolve: (comment, _args, ctx) => postOf(comment, ctx),
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
      description: "The post it was on, with its commentCount as it is now.",
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
  const input = builder.inputType(`${typeName}Input`, {
    description: `The person to ${follow ? "follow" : "stop following"}.`,
    fields: (t) => ({ userId: t.id({ required: true, description: "The user (their global id)." }) }),
  });
  const payload = builder.objectRef<{ userId: string; viewerId: string }>(`${typeName}Payload`).implement({
    description:
      "Both people as they are now (followerCount, followingCount, viewerIsFollowing, viewerHasRequestedToFollow).",
    fields: (t) => ({
      user: t.field({
        type: UserRef,
        description: `The person ${follow ? "followed" : "unfollowed"}.`,
        resolve: (p, _args, ctx) => ctx.domain.rows.user(p.userId),
      }),
      viewer: t.field({
        type: UserRef,
        description: "The viewer.",
        resolve: (p, _args, ctx) => ctx.domain.rows.user(p.viewerId),
      }),
    }),
  });
  builder.mutationField(field, (t) =>
    t.field({
      type: payload,
      description: `${description} Needs sign-in; counts against the write rate limit. NotFoundError when the user does not exist.`,
      errors: {
        types: [ValidationError, NotFoundError],
        union: {
          name: `${typeName}Result`,
          description: `What ${field} answers: the payload, or why nothing changed.`,
        },
      },
      args: { input: t.arg({ type: input, required: true, description: "The person." }) },
      resolve: async (_root, { input }, ctx) => {
        const viewer = requireViewer(ctx.viewer);
        const userId = idOf(String(input.userId), "User");
        await (follow ? ctx.domain.follows.follow(viewer, userId) : ctx.domain.follows.unfollow(viewer, userId));
        return { userId, viewerId: viewer.id };
      },
    }),
  );
}

builder.mutationFields((t) => ({
  addComment: t.field({
    type: AddCommentPayload,
    description:
      "Comments on a post (its author is notified, unless it is the viewer's own). Needs sign-in; counts against the write rate limit. ValidationError for a body that breaks the rule, NotFoundError when the post does not exist.",
    errors: {
      types: [ValidationError, NotFoundError],
      union: {
        name: "AddCommentResult",
        description: "What addComment answers: the comment, or why it was not added.",
      },
    },
    args: { input: t.arg({ type: AddCommentInput, required: true, description: "The post and the text." }) },
    resolve: (_root, { input }, ctx) =>
      ctx.domain.comments.add(requireViewer(ctx.viewer), idOf(String(input.postId), "Post"), input.body),
  }),
  updateComment: t.field({
    type: UpdateCommentPayload,
    description:
      "Replaces the text of one of the viewer's comments. Needs sign-in; counts against the write rate limit. ForbiddenError (CANNOT_EDIT_COMMENT) for someone else's comment, NotFoundError for one that does not exist, ValidationError for a body that breaks the rule.",
    errors: {
      types: [ValidationError, ForbiddenError, NotFoundError],
      union: {
        name: "UpdateCommentResult",
        description: "What updateComment answers: the comment, or why it was not changed.",
      },
    },
    args: { input: t.arg({ type: UpdateCommentInput, required: true, description: "The comment and its new text." }) },
    resolve: (_root, { input }, ctx) =>
      ctx.domain.comments.update(requireViewer(ctx.viewer), idOf(String(input.commentId), "Comment"), input.body),
  }),
  deleteComment: t.field({
    type: DeleteCommentPayload,
    description:
      "Deletes a comment, with its notification. Its author may, and so may the author of the post it is on. Needs sign-in. ForbiddenError (CANNOT_DELETE_COMMENT) for anyone else, NotFoundError for a comment that does not exist.",
    errors: {
      types: [ForbiddenError, NotFoundError],
      union: {
        name: "DeleteCommentResult",
        description: "What deleteComment answers: the deleted comment's id, or why it stays.",
      },
    },
    args: { input: t.arg({ type: DeleteCommentInput, required: true, description: "The comment to delete." }) },
    resolve: (_root, { input }, ctx) =>
      ctx.domain.comments.delete(requireViewer(ctx.viewer), idOf(String(input.commentId), "Comment")),
  }),
}));
