// Likes and saves: the like toggle (#20), the save toggle (#21) and unsave (#22).
import type { FastifyInstance } from "fastify";
import { NotFoundError } from "../../../domain/errors.ts";
import { viewerOf } from "../auth.ts";
import type { V1Context } from "../context.ts";
import { handleV1ToggleError, v1Error } from "../errors.ts";
import { likeToggleAnswer, saveToggleAnswer } from "../serializers/marks.ts";

type PostParams = { Params: { postId: string } };

/** v1's one answer for both an unknown post and a post the caller had not saved. */
const NOT_SAVED = "Post not found or not saved by the user";

export function registerMarkRoutes(app: FastifyInstance, v1: V1Context) {
  const { domain } = v1;
  // v1 clients POST the toggles with the body {}; failures answer bare {message}, as v1's did.
  const toggle = { preHandler: v1.authenticate, errorHandler: handleV1ToggleError };

  app.post<PostParams>("/posts/:postId/like", toggle, async (request, reply) => {
    const viewer = viewerOf(request);
    const { row } = await domain.likes.toggle(viewer, request.params.postId);
    return reply.status(200).send(likeToggleAnswer(row, viewer.id));
  });

  app.post<PostParams>("/posts/:postId/save", toggle, async (request, reply) => {
    const viewer = viewerOf(request);
    const { row } = await domain.saves.toggle(viewer, request.params.postId);
    return reply.status(200).send(saveToggleAnswer(row, viewer.id));
  });

  app.delete<PostParams>("/posts/:postId/save", { preHandler: v1.authenticate }, async (request, reply) => {
    try {
      const { changed } = await domain.saves.unsave(viewerOf(request), request.params.postId);
      if (changed) return reply.status(200).send({ status: "success", message: "Post unsaved successfully" });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
    return reply.status(404).send(v1Error(NOT_SAVED));
  });
}
