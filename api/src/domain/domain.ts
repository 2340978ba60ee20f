// The domain core: every business rule and authorization check, shared by all faces.
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Config } from "../config/env.ts";
import type { MediaStore } from "../media/media-store.ts";
import { LoginThrottle } from "./auth/login-throttle.ts";
import { Passwords } from "./auth/passwords.ts";
import { Sessions } from "./auth/sessions.ts";
import { Tokens } from "./auth/tokens.ts";
import { Accounts } from "./users/accounts.ts";
import { ingestUpload, type UploadSource } from "./uploads.ts";

export interface DomainDeps {
  prisma: PrismaClient;
  media: MediaStore;
  config: Pick<Config, "bcryptRounds" | "accessTokenTtl" | "maxImageSide">;
  jwtSecret: string;
}

export function createDomain({ prisma, media, config, jwtSecret }: DomainDeps) {
  const tokens = new Tokens(jwtSecret, config.accessTokenTtl);
  const passwords = new Passwords(config.bcryptRounds);
  return {
    prisma,
    media,
    tokens,
    sessions: new Sessions(prisma, tokens),
    accounts: new Accounts({
      prisma,
      passwords,
      tokens,
      media,
      throttle: new LoginThrottle(10),
      maxImageSide: config.maxImageSide,
    }),
    ingestUpload: (field: string, source: UploadSource) => ingestUpload(media, field, source),
  };
}

export type Domain = ReturnType<typeof createDomain>;
