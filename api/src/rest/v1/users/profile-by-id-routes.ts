// Any user's profile page, the viewer's own included: GET /users/:userId (#10). The fixed
// /users/... paths are static routes, which Fastify's router always tries before this one.
import type { FastifyInstance } from "fastify";
import { viewerOf } from "../auth.ts";
import type { V1Context } from "../context.ts";
import { loadProfile } from "../queries/profile.ts";
import { profile } from "../serializers/profile.ts";

export function registerProfileByIdRoutes(app: FastifyInstance, v1: V1Context) {
  const { domain, imageUrl } = v1;

  // An unknown id: 404 {status:"failed", message:"User not found"} from the shared handler
  // (a malformed one: 400, route-ids.ts).
  app.get<{ Params: { userId: string } }>("/users/:userId", { preHandler: v1.authenticate }, async (request, reply) => {
    const user = await loadProfile(domain, viewerOf(request), request.params.userId);
    return reply.status(200).send({ status: "success", user: profile(user, imageUrl) });
  });
}
