// Comments and follows. Resolvers translate ids and payloads; rules are in the domain.
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Comment } from "../../generated/prisma/client.ts";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { encodeCursor } from "../../domain/pagination.ts";
import { builder } from "../builder.ts";
import type { GraphQLContext } from "../context.ts";
import { idOf } from "./global-ids.ts";
import { CommentEdge, CommentRef, PostRef } from "./post.ts";
import { UserRef } from "./user.ts";

const AddCommentInput = builder.inputType("AddCommentInput", {
  fields: (t) => ({ postId: t.id({ required: true }), body: t.string({ required: true }) }),
});
const DeleteCommentInput = builder.inputType("DeleteCommentInput", { fields: (t) => ({ commentId: t.id({ required: true }) }) });
const FollowInput = builder.inputType("FollowInput", { fields: (t) => ({ userId: t.id({ required: true }) }) });

/** The comment's post, read after the change (its commentCount is current). */
const postOf = (comment: Comment, ctx: GraphQLContext) => ctx.domain.prisma.post.findUniqueOrThrow({ where: { id: comment.postId } });

const AddCommentPayload = builder.objectRef<Comment>("AddCommentPayload").implement({
  fields: (t) => ({
    comment: t.field({ type: CommentRef, resolve: (comment) => comment }),
    commentEdge: t.field({ type: CommentEdge, resolve: (comment) => ({ cursor: encodeCursor(comment), node: comment }) }),
    post: t.field({ type: PostRef, resolve: (comment, _args, ctx) => postOf(comment, ctx) }),
  }),
});

const DeleteCommentPayload = builder.objectRef<Comment>("DeleteCommentPayload").implement({
  fields: (t) => ({
    deletedCommentId: t.id({ resolve: (comment) => encodeGlobalID("Comment", comment.id) }),
    post: t.field({ type: PostRef, resolve: (comment, _args, ctx) => postOf(comment, ctx) }),
  }),
});

const FollowPayload = builder.objectRef<{ userId: string; viewerId: string }>("FollowPayload").implement({
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (p, _args, ctx) => ctx.domain.prisma.user.findUniqueOrThrow({ where: { id: p.userId } }) }),
    viewer: t.field({ type: UserRef, resolve: (p, _args, ctx) => ctx.domain.prisma.user.findUniqueOrThrow({ where: { id: p.viewerId } }) }),
  }),
});

const followMutation = (name: "followUser" | "unfollowUser") =>
  builder.mutationField(name, (t) =>
    t.field({
      type: FollowPayload,
      errors: { types: [ValidationError, NotFoundError], union: { name: `${name[0]!.toUpperCase()}${name.slice(1)}Result` } },
      args: { input: t.arg({ type: FollowInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const viewer = requireViewer(ctx.viewer);
        const userId = idOf(String(input.userId), "User");
        await (name === "followUser" ? ctx.domain.follows.follow(viewer, userId) : ctx.domain.follows.unfollow(viewer, userId));
        return { userId, viewerId: viewer.id };
      },
    }),
  );
followMutation("followUser");
followMutation("unfollowUser");

builder.mutationFields((t) => ({
  addComment: t.field({
    type: AddCommentPayload,
    errors: { types: [ValidationError, NotFoundError], union: { name: "AddCommentResult" } },
    args: { input: t.arg({ type: AddCommentInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.domain.comments.add(requireViewer(ctx.viewer), idOf(String(input.postId), "Post"), input.body),
  }),
  deleteComment: t.field({
    type: DeleteCommentPayload,
    errors: { types: [ForbiddenError, NotFoundError], union: { name: "DeleteCommentResult" } },
    args: { input: t.arg({ type: DeleteCommentInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.domain.comments.delete(requireViewer(ctx.viewer), idOf(String(input.commentId), "Comment")),
  }),
}));

