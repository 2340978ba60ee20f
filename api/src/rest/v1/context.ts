// What every v1 route module gets from registerRestV1.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/env.ts";
import type { Domain } from "../../domain/domain.ts";
import type { V1ChatCipher } from "../../v1/chat-cipher.ts";
import type { ImageUrl } from "./serializers/images.ts";

export interface V1Context {
  domain: Domain;
  config: Config;
  /** preHandler of every protected route (Bearer token -> viewerOf(request)) */
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** onRequest hook of login and signup: one attempt of the client's per-minute budget, before the body is read */
  takeAuthAttempt: (request: FastifyRequest) => Promise<void>;
  /** preHandler after authenticate on the routes that upload: a spent write budget is refused before the body is read */
  checkWriteBudget: (request: FastifyRequest) => Promise<void>;
  imageUrl: ImageUrl;
  /** chat text to and from v1 ciphertext (LEGACY_CHAT_PASSPHRASE) */
  chatCipher: V1ChatCipher;
}
