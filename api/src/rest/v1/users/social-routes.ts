// Finding and following people: suggested-people (#6), search-user (#7) and the follow toggle (#11).
import type { FastifyInstance } from "fastify";
import { SUGGESTIONS_MAX } from "../../../domain/users/discovery.ts";
import { viewerOf } from "../auth.ts";
import type { V1Context } from "../context.ts";
import { handleV1ToggleError, v1Error } from "../errors.ts";
import { readForm } from "../form.ts";
import {
  userBrief,
  userBriefSelect,
  userFull,
  userFullSelect,
  type UserBriefRow,
  type UserFullRow,
} from "../serializers/user.ts";
import { inShape } from "../../../domain/pagination.ts";

const USER_NOT_FOUND = "User not found";

const TOGGLE_MESSAGES = {
  FOLLOWING: "Followed successfully",
  UNFOLLOWED: "Unfollowed successfully",
  REQUESTED: "Follow requested",
} as const;

export function registerSocialRoutes(app: FastifyInstance, v1: V1Context) {
  const { domain, imageUrl } = v1;

  // v1 listed everyone the caller does not follow; the domain's ranked, bounded suggestions
  // serve the same card. A bare array: the only unwrapped answer of v1.
  app.get("/users/suggested-people", { preHandler: v1.authenticate }, async (request, reply) => {
    const users = await domain.discovery.suggestions(viewerOf(request), SUGGESTIONS_MAX, { select: userBriefSelect });
    return reply.status(200).send(inShape<UserBriefRow[]>(users).map((user) => userBrief(user, imageUrl)));
  });

  // Exact, case-sensitive username, as v1 matched it; the client requires exactly 200.
  app.post("/users/search-user", { preHandler: v1.authenticate }, async (request, reply) => {
    const { fields } = await readForm(request, domain, {});
    const username = fields.get("username");
    // never pass an absent username on: to Prisma, `undefined` means "no filter", i.e. anyone
    const found = username
      ? await domain.discovery.byExactUsername(viewerOf(request), username, { select: userFullSelect })
      : null;
    const user = inShape<UserFullRow | null>(found);
    if (!user) return reply.status(404).send(v1Error(USER_NOT_FOUND));
    return reply.status(200).send({ status: "success", result: [userFull(user, imageUrl, viewerOf(request))] });
  });

  // The client judges the answer by its exact message. Refusals (self-follow 400, unknown
  // user 404) carry v1's texts (failure-texts.ts), bare as v1's. Following a private account asks
  // its owner: "Follow requested", which v1 takes for "not following" (docs/v1-compatibility.md).
  app.post<{ Params: { userId: string } }>(
    "/users/:userId/follower",
    { preHandler: v1.authenticate, errorHandler: handleV1ToggleError },
    async (request, reply) => {
      const state = await domain.follows.toggle(viewerOf(request), request.params.userId);
      return reply.status(200).send({ message: TOGGLE_MESSAGES[state] });
    },
  );
}
