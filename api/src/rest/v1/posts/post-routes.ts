// Creating and deleting posts: POST /posts (#15) and DELETE /posts/:postId (#16).
import type { FastifyInstance } from "fastify";
import { ValidationError } from "../../../domain/errors.ts";
import { viewerOf } from "../auth.ts";
import type { V1Context } from "../context.ts";
import { readForm } from "../form.ts";
import { createdPost, createdPostSelect } from "../serializers/post.ts";
import { shown } from "../../../domain/rows.ts";

/** The post form's file field; the domain reports its problems under the same name. */
const POST_IMAGE_FIELDS = { image: "image" } as const;

export function registerPostRoutes(app: FastifyInstance, v1: V1Context) {
  const { domain, imageUrl } = v1;

  // Multipart: bio, tags (comma-separated; v1 clients keep v1's rule of two tags or more), image.
  // A rejected image (not an image, too large) fails while the form is read, with its own message.
  app.post("/posts", { preHandler: [v1.authenticate, v1.checkWriteBudget] }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { fields, images } = await readForm(request, domain, POST_IMAGE_FIELDS);
    const created = await domain.posts
      .create(viewer, {
        caption: fields.get("bio") ?? "",
        tags: fields.get("tags") ?? "",
        image: images.image,
        rules: "v1",
      })
      .catch((error: unknown) => {
        throw isMissingImage(error) ? ValidationError.of("image", "IMAGE_REQUIRED") : error;
      });
    const post = await shown(domain.rowsFor(viewer).postSelected(created.id, createdPostSelect), "Post");
    return reply.status(201).send({ status: "success", post: createdPost(post, imageUrl) });
  });

  // Only the author deletes (403 otherwise); comments, likes, saves and notifications go with
  // the post. An unknown id: 404 "Post not found".
  app.delete<{ Params: { postId: string } }>(
    "/posts/:postId",
    { preHandler: v1.authenticate },
    async (request, reply) => {
      await domain.posts.delete(viewerOf(request), request.params.postId);
      return reply.status(200).send({ status: "success", message: "Post deleted successfully" });
    },
  );
}

/** v1 checked the file before anything else: a post without one answers only that. */
function isMissingImage(error: unknown): boolean {
  return error instanceof ValidationError && error.fieldErrors.some((f) => f.reason === "IMAGE_REQUIRED");
}
