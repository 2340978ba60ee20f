// The domain core: every business rule and authorization check, shared by all faces.
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Config } from "../config/env.ts";
import type { EventBus } from "../events/event-bus.ts";
import type { MediaStore } from "../media/media-store.ts";
import { Openers } from "./ai/openers.ts";
import type { OpenerProvider } from "./ai/opener-provider.ts";
import { Passwords } from "./auth/passwords.ts";
import type { RateLimitStore } from "./auth/rate-limit.ts";
import { RemainingBudgets } from "./auth/remaining-budgets.ts";
import { AccessTokens } from "./auth/access-tokens.ts";
import { Sessions } from "./auth/sessions.ts";
import { Tokens } from "./auth/tokens.ts";
import { Conversations } from "./chat/conversations.ts";
import { MessageStreams } from "./chat/message-streams.ts";
import { Messages } from "./chat/messages.ts";
import { Online, type OnlineUsers } from "./chat/online.ts";
import { Typing } from "./chat/typing.ts";
import { GameClock } from "./game/clock.ts";
import { Games } from "./game/games.ts";
import { GameInvitations } from "./game/invitations.ts";
import { Leaderboard } from "./game/leaderboard.ts";
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
  /** who is online (the realtime faces count connections) */
  presence: OnlineUsers;
  config: Pick<
    Config,
    | "bcryptRounds"
    | "accessTokenTtl"
    | "maxImageSide"
    | "authRateLimitPerMinute"
    | "writeRateLimitPerMinute"
    | "chatRateLimitPerMinute"
    | "aiTimeoutMs"
    | "aiRateLimitPerMinute"
  >;
  jwtSecret: string;
  /** where the rate limits below count: this process, or Redis shared by every node */
  rateLimits: RateLimitStore;
  /** who writes conversation openers: a model (api/src/ai) or the built-in library */
  openerProvider: OpenerProvider;
}

export function createDomain({ prisma, media, bus, presence, config, jwtSecret, rateLimits, openerProvider }: DomainDeps) {
  const tokens = new Tokens(jwtSecret, config.accessTokenTtl);
  const passwords = new Passwords(config.bcryptRounds);
  const notifications = new Notifications(prisma);
  /**
   * Writes per user per minute (posts, comments, likes, saves, follows, profile edits): far more
   * than a person makes, a wall for a script flooding others with notifications or the database
   * with rows. Undoing (unlike, unfollow, deleting) is not counted.
   */
  const writes = rateLimits.limit({ name: "writes", limit: config.writeRateLimitPerMinute, windowSeconds: 60 });
  /**
   * Chat messages per user per minute: a budget of its own, apart from `writes`, so a quick
   * exchange does not use up someone's likes and comments (or the other way round).
   */
  const chatMessages = rateLimits.limit({ name: "chat-messages", limit: config.chatRateLimitPerMinute, windowSeconds: 60 });
  /** a client repeats typing: true every few seconds while its person types: 60 a minute is ample */
  const typingSignals = rateLimits.limit({ name: "typing-signals", limit: 60, windowSeconds: 60 });
  /** move attempts per user per minute: a game has at most 5 per player, so 120 is many games, not a flood */
  const gameMoves = rateLimits.limit({ name: "game-moves", limit: 120, windowSeconds: 60 });
  /** invitations per user per minute: each one prompts someone, so a script must not pester them */
  const gameInvitations = rateLimits.limit({ name: "game-invitations", limit: 30, windowSeconds: 60 });
  /**
   * Sign-ups and log-ins per client per minute, whichever face they come through (one budget
   * for v1 and GraphQL together): each costs a password hash, and without a bound one client
   * could spray a password across accounts or create accounts in bulk. A face takes an
   * attempt before it reads anything else of the request (v1 ingests images as they stream).
   */
  const authAttempts = rateLimits.limit({ name: "auth-attempts", limit: config.authRateLimitPerMinute, windowSeconds: 60 });
  /** The chat's AI helper: each request costs a model call (money, or a local GPU's time). */
  const aiRequests = rateLimits.limit({ name: "opener-requests", limit: config.aiRateLimitPerMinute, windowSeconds: 60 });
  const posts = new Posts({ prisma, media, bus, writes });
  /** this node's side of the turn clock; the server starts its sweeps (tests sweep explicitly) */
  const gameClock = new GameClock({ prisma, bus });
  const accessTokens = new AccessTokens({ prisma, bus, writes });
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
    sessions: new Sessions(prisma, tokens, accessTokens),
    accessTokens,
    accounts: new Accounts({
      prisma,
      bus,
      passwords,
      tokens,
      accessTokens,
      media,
      throttle: rateLimits.limit({ name: "log-in-guesses", limit: 10, windowSeconds: 15 * 60 }),
      writes,
      maxImageSide: config.maxImageSide,
    }),
    messages: new Messages({ prisma, bus, sends: chatMessages }),
    conversations: new Conversations({ prisma, bus }),
    messageStreams: new MessageStreams({ prisma, bus }),
    online: new Online({ prisma, users: presence }),
    typing: new Typing({ prisma, bus, signals: typingSignals }),
    gameClock,
    games: new Games({ prisma, bus, clock: gameClock, moves: gameMoves }),
    gameInvitations: new GameInvitations({ prisma, bus, online: presence, invites: gameInvitations, clock: gameClock }),
    leaderboard: new Leaderboard(prisma),
    ingestUpload: (field: string, source: UploadSource) => ingestUpload(media, field, source),
    authAttempts,
    openers: new Openers({ provider: openerProvider, requests: aiRequests, timeoutMs: config.aiTimeoutMs }),
    /** what a caller has left of the budgets above (log-in guesses are counted per username, not per caller) */
    remainingBudgets: new RemainingBudgets({
      perClient: { authAttempts },
      perUser: { writes, chatMessages, typingSignals, gameMoves, gameInvitations, aiRequests },
    }),
  };
}

export type Domain = ReturnType<typeof createDomain>;
