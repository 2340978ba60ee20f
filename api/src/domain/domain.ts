// The domain core: every business rule and authorization check, shared by all faces.
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Config } from "../config/env.ts";
import type { EventBus } from "../events/event-bus.ts";
import type { MediaStore } from "../media/media-store.ts";
import { Passwords } from "./auth/passwords.ts";
import { RateWindows } from "./auth/rate-windows.ts";
import { Sessions } from "./auth/sessions.ts";
import { Tokens } from "./auth/tokens.ts";
import { Notifications } from "./notifications/notifications.ts";
import { PostLists } from "./posts/post-lists.ts";
import { Posts } from "./posts/posts.ts";
import { Comments } from "./social/comments.ts";
import { Follows } from "./social/follows.ts";
import { Likes, Saves } from "./social/post-marks.ts";
import { Accounts } from "./users/accounts.ts";
import { Discovery } from "./users/discovery.ts";
import { ingestUpload, type UploadSource } from "./uploads.ts";

export interface DomainDeps {
  prisma: PrismaClient;
  media: MediaStore;
  bus: EventBus;
  config: Pick<Config, "bcryptRounds" | "accessTokenTtl" | "maxImageSide" | "authRateLimitPerMinute" | "writeRateLimitPerMinute">;
  jwtSecret: string;
}

export function createDomain({ prisma, media, bus, config, jwtSecret }: DomainDeps) {
  const tokens = new Tokens(jwtSecret, config.accessTokenTtl);
  const passwords = new Passwords(config.bcryptRounds);
  const notifications = new Notifications(prisma);
  /**
   * Writes per user per minute (posts, comments, likes, saves, follows, profile edits): far more
   * than a person makes, a wall for a script flooding others with notifications or the database
   * with rows. Undoing (unlike, unfollow, deleting) is not counted.
   */
  const writes = new RateWindows(config.writeRateLimitPerMinute, 60_000);
  const posts = new Posts({ prisma, media, bus, writes });
  return {
    prisma,
    media,
    bus,
    tokens,
    notifications,
    posts,
    postLists: new PostLists(prisma),
    likes: new Likes({ prisma, bus, writes }),
    saves: new Saves({ prisma, posts, writes }),
    comments: new Comments({ prisma, bus, writes }),
    follows: new Follows({ prisma, bus, writes }),
    discovery: new Discovery(prisma),
    sessions: new Sessions(prisma, tokens),
    accounts: new Accounts({
      prisma,
      bus,
      passwords,
      tokens,
      media,
      throttle: new RateWindows(10, 15 * 60_000),
      writes,
      maxImageSide: config.maxImageSide,
    }),
    ingestUpload: (field: string, source: UploadSource) => ingestUpload(media, field, source),
    /**
     * Sign-ups and log-ins per client per minute, whichever face they come through (one budget
     * for v1 and GraphQL together): each costs a password hash, and without a bound one client
     * could spray a password across accounts or create accounts in bulk. A face takes an
     * attempt before it reads anything else of the request (v1 ingests images as they stream).
     */
    authAttempts: new RateWindows(config.authRateLimitPerMinute, 60_000),
  };
}

export type Domain = ReturnType<typeof createDomain>;
