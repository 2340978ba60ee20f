// The signed-in user's own account: GET /users (#3) and PATCH /users (#4, edit profile).
import type { FastifyInstance } from "fastify";
import type { V1Context } from "../context.ts";
import { readForm } from "../form.ts";
import { viewerOf } from "../auth.ts";
import { loadOwnAccount, loadUserFull } from "../queries/accounts.ts";
import { ownAccount } from "../serializers/account.ts";
import { userFull } from "../serializers/user.ts";
import { USER_IMAGE_FIELDS } from "./image-fields.ts";

export function registerProfileRoutes(app: FastifyInstance, v1: V1Context) {
  const { domain, imageUrl } = v1;

  app.get("/users", { preHandler: v1.authenticate }, async (request, reply) => {
    const account = await loadOwnAccount(domain, viewerOf(request));
    return reply.status(200).send({ status: "success", result: { user: ownAccount(account, imageUrl) } });
  });

  // Validation failures (bio too long, a rejected image) answer 400 {status:"failed"} from the
  // shared error handler; the client shows the message.
  app.patch("/users", { preHandler: [v1.authenticate, v1.checkWriteBudget] }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { fields, images } = await readForm(request, domain, USER_IMAGE_FIELDS);
    const user = await domain.accounts.updateProfile(viewer, { bio: fields.get("bio"), ...images });
    const updated = await loadUserFull(domain, user);
    // the client requires exactly 200 here
    return reply
      .status(200)
      .send({ status: "success", message: "User updated successfully", data: userFull(updated, imageUrl, viewer) });
  });
}
