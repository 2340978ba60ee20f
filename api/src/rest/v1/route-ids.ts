// Ids in v1 paths. v1 answered a malformed post or comment id with 400 and crashed into a 500
// on a malformed user id (profile, follow) or post id (like, save). A malformed id is the
// client's mistake, so every v1 route answers it with 400, in the route's own error shape.
// Well-formed ids of rows that do not exist stay 404 (the domain's "not found").
import type { FastifyRequest, RouteOptions } from "fastify";
import { isId } from "../../domain/ids.ts";
import { V1InputError } from "./errors.ts";

const ID_PARAMS: Record<string, string> = { postId: "post", commentId: "comment", userId: "user", receiverId: "user" };
const HAS_ID_PARAM = new RegExp(`:(${Object.keys(ID_PARAMS).join("|")})\\b`);

async function rejectMalformedIds(request: FastifyRequest) {
  const params = request.params as Record<string, string | undefined>;
  for (const [param, what] of Object.entries(ID_PARAMS)) {
    const value = params[param];
    if (value !== undefined && !isId(value)) throw new V1InputError(param, `Invalid ${what} id.`);
  }
}

/**
 * onRoute hook: routes with an id in their path check it after their own preHandlers, so a
 * request without a valid token still gets the token error first, as in v1.
 */
export function checkRouteIds(route: RouteOptions) {
  if (!HAS_ID_PARAM.test(route.url)) return;
  route.preHandler = [...[route.preHandler ?? []].flat(), rejectMalformedIds];
}
