// A post's comments: add (#17), list (#18), delete (#19).
import type { FastifyInstance } from "fastify";
import { inShape, type Page, type PageArgs } from "../../../domain/pagination.ts";
import { viewerOf } from "../auth.ts";
import type { V1Context } from "../context.ts";
import { readForm } from "../form.ts";
import { firstRows } from "../queries/domain-lists.ts";
import {
  COMMENTS_MAX,
  commentWithAuthorSelect,
  createdComment,
  listedComment,
  type CommentWithAuthorRow,
} from "../serializers/comment.ts";

type PostParams = { Params: { postId: string } };

export function registerCommentRoutes(app: FastifyInstance, v1: V1Context) {
  const { domain, imageUrl } = v1;

  // An empty message: 400 {status:"failed"}; unknown post: 404, both from the shared handler.
  app.post<PostParams>("/posts/:postId/comments", { preHandler: v1.authenticate }, async (request, reply) => {
    const { fields } = await readForm(request, domain, {});
    const comment = createdComment(
      await domain.comments.add(viewerOf(request), request.params.postId, fields.get("message") ?? ""),
    );
    // v1 answered result.comment; its client reads a top-level comment: both are sent
    return reply.status(201).send({ status: "success", result: { comment }, comment });
  });

  // Newest first, every comment up to COMMENTS_MAX (v1 had no paging); none is 200 with [],
  // where v1 answered 404. The post must exist: 404 otherwise (a malformed id: 400, route-ids.ts).
  app.get<PostParams>("/posts/:postId/comments", { preHandler: v1.authenticate }, async (request, reply) => {
    const viewer = viewerOf(request);
    const post = await domain.posts.get(request.params.postId, viewer);
    const page = (args: PageArgs) =>
      domain.comments
        .page(viewer, post.id, args, "desc", { select: commentWithAuthorSelect })
        .then(inShape<Page<CommentWithAuthorRow>>);
    const comments = await firstRows(page, COMMENTS_MAX);
    return reply
      .status(200)
      .send({ status: "success", data: comments.map((comment) => listedComment(comment, imageUrl)) });
  });

  // The comment's author or the post's author deletes it (403 otherwise); a comment that is
  // not under :postId is "Comment not found", as an unknown id.
  app.delete<{ Params: { postId: string; commentId: string } }>(
    "/posts/:postId/comments/:commentId",
    { preHandler: v1.authenticate },
    async (request, reply) => {
      await domain.comments.delete(viewerOf(request), request.params.commentId, request.params.postId);
      return reply.status(200).send({ status: "success", message: "Comment deleted successfully" });
    },
  );
}
