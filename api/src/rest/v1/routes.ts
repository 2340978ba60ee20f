// The v1 REST shim (/api/v1), wire-compatible with v1 clients (docs/v1-compatibility.md, whose
// table numbers the routes #1 to #22 as the files here cite them).
// An encapsulated plugin: its multipart parser and error handlers stay under /api/v1.
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config/env.ts";
import type { Domain } from "../../domain/domain.ts";
import type { V1ChatCipher } from "../../v1/chat-cipher.ts";
import { bearerAuth, viewerOf } from "./auth.ts";
import type { V1Context } from "./context.ts";
import { handleV1Error, handleV1NotFound } from "./errors.ts";
import { registerCommentRoutes } from "./posts/comment-routes.ts";
import { registerFeedRoutes } from "./posts/feed-routes.ts";
import { registerMarkRoutes } from "./posts/mark-routes.ts";
import { registerPostRoutes } from "./posts/post-routes.ts";
import { checkRouteIds } from "./route-ids.ts";
import { registerChatRoutes } from "./users/chat-routes.ts";
import { registerProfileByIdRoutes } from "./users/profile-by-id-routes.ts";
import { registerProfileRoutes } from "./users/profile-routes.ts";
import { registerSessionRoutes } from "./users/session-routes.ts";
import { registerSocialRoutes } from "./users/social-routes.ts";

export interface RestV1Options {
  domain: Domain;
  config: Config;
  /** chat text to and from v1 ciphertext, as the v1 sockets speak it too */
  chatCipher: V1ChatCipher;
}

/** v1 forms carry at most a handful of short text fields and two images. */
const MAX_FORM_FIELDS = 10;
const MAX_FORM_FILES = 2;
const MAX_TEXT_FIELD_BYTES = 16 * 1024;

export async function registerRestV1(app: FastifyInstance, { domain, config, chatCipher }: RestV1Options) {
  app.setErrorHandler(handleV1Error);
  app.setNotFoundHandler(handleV1NotFound);
  app.addHook("onRoute", checkRouteIds);

  // The app-wide multipart parser leaves bodies unread for /graphql, which parses its own;
  // v1 routes read theirs with @fastify/multipart, in this context only.
  if (app.hasContentTypeParser("multipart/form-data")) app.removeContentTypeParser("multipart/form-data");
  await app.register(multipart, {
    limits: {
      // One byte over the limit: the media pipeline then sees the overflow and rejects the
      // image with its own message, rather than receiving a silently truncated file.
      fileSize: config.maxUploadBytes + 1,
      files: MAX_FORM_FILES,
      fields: MAX_FORM_FIELDS,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      parts: MAX_FORM_FIELDS + MAX_FORM_FILES,
    },
  });

  const v1: V1Context = {
    domain,
    config,
    authenticate: bearerAuth(domain.sessions),
    // a 429 goes through handleV1Error (retry-after, {status:"failed"})
    takeAuthAttempt: (request) => domain.authAttempts.take(request.ip),
    checkWriteBudget: (request) => domain.assertWriteBudgetLeft(viewerOf(request)),
    imageUrl: (image) => domain.imageUrl(image),
    chatCipher,
  };
  registerSessionRoutes(app, v1);
  registerProfileRoutes(app, v1);
  registerSocialRoutes(app, v1);
  registerChatRoutes(app, v1);
  registerProfileByIdRoutes(app, v1);
  registerFeedRoutes(app, v1);
  registerPostRoutes(app, v1);
  registerCommentRoutes(app, v1);
  registerMarkRoutes(app, v1);
}
