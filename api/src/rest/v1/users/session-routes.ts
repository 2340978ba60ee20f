// The v1 routes that issue a token: signup (#1), login (#2), updatePassword (#5). Each also
// sets the httpOnly session cookie the Socket.IO server accepts.
import type { FastifyInstance } from "fastify";
import {
  AccountSuspendedError,
  InvalidCredentialsError,
  SecondFactorRequired,
  ValidationError,
} from "../../../domain/errors.ts";
import type { V1Context } from "../context.ts";
import { v1Error } from "../errors.ts";
import { v1MessageOf } from "../failure-texts.ts";
import { readForm } from "../form.ts";
import { viewerOf } from "../auth.ts";
import { loadSessionAccount, loadUserFull } from "../queries/accounts.ts";
import { sessionAccount } from "../serializers/account.ts";
import { userFull } from "../serializers/user.ts";
import { setSessionCookie } from "../session-cookie.ts";
import { USER_IMAGE_FIELDS } from "./image-fields.ts";

export function registerSessionRoutes(app: FastifyInstance, v1: V1Context) {
  const { domain, config, imageUrl } = v1;

  app.post("/users/signup", { onRequest: v1.takeAuthAttempt }, async (request, reply) => {
    try {
      const { fields, images } = await readForm(request, domain, USER_IMAGE_FIELDS);
      const { user, token } = await domain.accounts.signUp(
        {
          name: fields.get("name") ?? "",
          username: fields.get("username") ?? "",
          email: fields.get("email") ?? "",
          password: fields.get("password") ?? "",
          ...images,
        },
        request.ip,
        request.headers["user-agent"] ?? null,
      );
      const created = await loadUserFull(domain, user);
      setSessionCookie(request, reply, token, config);
      return reply
        .status(201)
        .send({ status: "success", authToken: token, result: { user: userFull(created, imageUrl, user) } });
    } catch (error) {
      // v1 answered signup validation failures (a rejected image included) with status "error"
      if (error instanceof ValidationError) return reply.status(400).send(v1Error(v1MessageOf(error), "error"));
      throw error;
    }
  });

  app.post("/users/login", { onRequest: v1.takeAuthAttempt }, async (request, reply) => {
    const { fields } = await readForm(request, domain, {});
    const username = fields.get("username");
    const password = fields.get("password");
    if (!username || !password) return reply.status(400).send(v1Error("please provide complete credentials"));
    try {
      const { user, token } = await domain.accounts.logIn(
        { username, password },
        request.ip,
        request.headers["user-agent"] ?? null,
      );
      const account = await loadSessionAccount(domain, user);
      setSessionCookie(request, reply, token, config);
      return reply
        .status(200)
        .send({ status: "success", authToken: token, result: { user: sessionAccount(account, imageUrl) } });
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return reply.status(400).send(v1Error(v1MessageOf(error)));
      if (error instanceof AccountSuspendedError) return reply.status(403).send(v1Error(v1MessageOf(error)));
      // the challenge made for it goes unanswered and ends in minutes; no session is made
      if (error instanceof SecondFactorRequired) return reply.status(403).send(v1Error(v1MessageOf(error)));
      if (error instanceof ValidationError) return reply.status(400).send(v1Error(v1MessageOf(error), "error"));
      throw error; // TooManyRequestsError: 429 {status:"failed"} from the shared error handler
    }
  });

  app.patch("/users/updatePassword", { preHandler: v1.authenticate }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { fields } = await readForm(request, domain, {});
    const oldPassword = fields.get("old_password") ?? "";
    const newPassword = fields.get("new_password") ?? "";
    // v1 ignored confirm_password (its client compares the two): a v1 client that leaves it
    // out keeps working, one that sends it gets it checked.
    const confirmPassword = fields.get("confirm_password") ?? newPassword;
    try {
      const { user, token } = await domain.accounts.changePassword(
        viewer,
        { oldPassword, newPassword, confirmPassword },
        request.headers["user-agent"] ?? null,
      );
      const account = await loadSessionAccount(domain, user);
      setSessionCookie(request, reply, token, config);
      return reply
        .status(201)
        .send({ status: "success", authToken: token, result: { user: sessionAccount(account, imageUrl) } });
    } catch (error) {
      // v1 answered a wrong old password with 404
      if (error instanceof ValidationError && error.reason === "WRONG_PASSWORD")
        return reply.status(404).send(v1Error(v1MessageOf(error)));
      throw error; // other validation: 400 {status:"failed"} from the shared error handler
    }
  });
}
