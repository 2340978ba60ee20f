// The home feed: GET /posts (#14).
import type { FastifyInstance } from "fastify";
import { viewerOf } from "../auth.ts";
import type { V1Context } from "../context.ts";
import { feedWindow, loadFeed } from "../queries/feed.ts";
import { feedPost } from "../serializers/feed.ts";

export function registerFeedRoutes(app: FastifyInstance, v1: V1Context) {
  const { domain, imageUrl } = v1;

  // A bad ?limit= or ?skip= answers 400 {status:"failed"} from the shared error handler.
  app.get("/posts", { preHandler: v1.authenticate }, async (request, reply) => {
    const viewer = viewerOf(request);
    const posts = await loadFeed(domain, viewer, feedWindow(request.query));
    // v1's `total` counts the posts on this page, not in the whole feed
    return reply.status(200).send({
      status: "success",
      total: posts.length,
      result: { posts: posts.map((post) => feedPost(post, imageUrl, viewer)) },
    });
  });
}
