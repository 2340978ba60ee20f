// The domain core: every business rule and authorization check, shared by all faces.
import type { Logger } from "pino";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Config } from "../config/env.ts";
import type { EventBus } from "../events/event-bus.ts";
import type { MediaObjects } from "../media/media-objects.ts";
import type { MediaStore } from "../media/media-store.ts";
import { AccountDeletion } from "./account/account-deletion.ts";
import { DataExports, DATA_EXPORTS_PER_DAY } from "./account/data-exports.ts";
import { DownloadTickets } from "./account/download-tickets.ts";
import { ExportStore } from "./account/export-store.ts";
import type { WriteArchive } from "./account/export-archive.ts";
import { DataExportWorker } from "./account/export-worker.ts";
import type { MailSender } from "./mail/mail-kinds.ts";
import { preparingMail } from "./mail/mail-preparation.ts";
import { MailWorker } from "./mail/mail-worker.ts";
import { Openers } from "./ai/openers.ts";
import type { OpenerProvider } from "./ai/opener-provider.ts";
import { Passwords } from "./auth/passwords.ts";
import {
  PasswordResets,
  RESET_MAILS_PER_ACCOUNT_PER_HOUR,
  RESET_REQUESTS_PER_CLIENT_PER_HOUR,
  RESET_REQUESTS_PER_LOGIN_PER_HOUR,
} from "./auth/password-resets.ts";
import { assertBudgetLeft, type RateLimitStore } from "./limits/rate-limit.ts";
import { RemainingBudgets } from "./limits/remaining-budgets.ts";
import type { ConnectionSlots } from "./limits/connection-slots.ts";
import { RealtimeLimits } from "./limits/realtime-limits.ts";
import { AccessTokens } from "./auth/access-tokens.ts";
import { Sessions, type Viewer } from "./auth/sessions.ts";
import { SignInSessions } from "./auth/sign-in-sessions.ts";
import { Passkeys, relyingPartyOf } from "./auth/passkeys.ts";
import { PasswordAgain } from "./auth/password-again.ts";
import { SecondFactors } from "./auth/second-factors.ts";
import { Revocations } from "./auth/revocations.ts";
import { SessionCache } from "./auth/session-cache.ts";
import { SessionLiveness, type DeliveryHealth } from "./auth/session-liveness.ts";
import { Tokens } from "./auth/tokens.ts";
import { Conversations } from "./chat/conversations.ts";
import { MessageStreams } from "./chat/message-streams.ts";
import { Messages } from "./chat/messages.ts";
import { Online, type OnlineUsers } from "./presence/online.ts";
import { Typing } from "./chat/typing.ts";
import { GameAttendance } from "./game/attendance.ts";
import { GameClock } from "./game/clock.ts";
import { Games } from "./game/games.ts";
import { GameInvitations } from "./game/invitations.ts";
import { Leaderboard } from "./game/leaderboard.ts";
import { RematchOffers } from "./game/rematch-offers.ts";
import { Live } from "./live/live.ts";
import { GameSettings } from "./game/settings.ts";
import { Appeals } from "./moderation/appeals.ts";
import { ModerationQueue } from "./moderation/moderation-queue.ts";
import { ModeratorActions } from "./moderation/moderator-actions.ts";
import { Reports } from "./moderation/reports.ts";
import { NotificationGroups } from "./notifications/notification-groups.ts";
import { Notifications } from "./notifications/notifications.ts";
import { PostLists } from "./posts/post-lists.ts";
import { Explore } from "./posts/explore.ts";
import { PostSearch } from "./posts/post-search.ts";
import { Posts } from "./posts/posts.ts";
import { Tags } from "./posts/tags.ts";
import { Blocks } from "./safety/blocks.ts";
import { FollowRequests } from "./safety/private-accounts.ts";
import { Mutes } from "./safety/mutes.ts";
import { ShownCounts } from "./safety/shown-counts.ts";
import { Rows } from "./rows.ts";
import { Comments } from "./social/comments.ts";
import { Follows } from "./social/follows.ts";
import { Likes, Saves } from "./social/post-marks.ts";
import { Accounts } from "./users/accounts.ts";
import { ContactSettings } from "./users/contact-settings.ts";
import { EMAIL_CHANGES_PER_HOUR, EmailAddresses, VERIFICATION_MAILS_PER_HOUR } from "./users/email-addresses.ts";
import { Discovery } from "./users/discovery.ts";
import { LiveCounts } from "./users/live-counts.ts";
import { UploadGate, Uploads } from "./uploads.ts";
import { IdempotencyKeys } from "./idempotency-keys.ts";

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
    | "searchRateLimitPerMinute"
    | "uploadMegapixelsPerMinute"
    | "authRateLimitPerMinute"
    | "writeRateLimitPerMinute"
    | "chatRateLimitPerMinute"
    | "realtimeLimits"
    | "aiTimeoutMs"
    | "aiRateLimitPerMinute"
    | "publicUrl"
    | "corsOrigins"
  >;
  jwtSecret: string;
  /** where the rate limits below count: this process, or Redis shared by every node */
  rateLimits: RateLimitStore;
  /** where realtime connections and subscriptions are counted: this process, or Redis shared by every node */
  connectionSlots: ConnectionSlots;
  /** who writes conversation openers: a model (api/src/ai) or the built-in library */
  openerProvider: OpenerProvider;
  /** where finished data exports wait for their download: DATA_DIR/exports, or the bucket's private area */
  exportObjects: MediaObjects;
  /** writes a data export's archive file (a ZIP, archive/zip-archive.ts) */
  writeArchive: WriteArchive;
  /** where mail goes (an SMTP server, or files), and where its worker logs what it could not send */
  mail: { sender: MailSender; log: Logger };
  /** whether the bus delivers every node's events here promptly now (session liveness trusts it then) */
  delivery: DeliveryHealth;
}

/** How many sign-ups one client address may be told "this email already has an account" in an hour. */
export const TAKEN_EMAIL_ANSWERS_PER_HOUR = 5;

export function createDomain({
  prisma,
  media,
  bus,
  presence,
  config,
  jwtSecret,
  rateLimits,
  connectionSlots,
  openerProvider,
  exportObjects,
  writeArchive,
  mail,
  delivery,
}: DomainDeps) {
  const tokens = new Tokens(jwtSecret, config.accessTokenTtl);
  /** every revocation this node commits or hears, for all that trusts a session it checked earlier */
  const revocations = new Revocations();
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
  const chatMessages = rateLimits.limit({
    name: "chat-messages",
    limit: config.chatRateLimitPerMinute,
    windowSeconds: 60,
  });
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
  const authAttempts = rateLimits.limit({
    name: "auth-attempts",
    limit: config.authRateLimitPerMinute,
    windowSeconds: 60,
  });
  /**
   * Sign-ups answered EMAIL_TAKEN per client per hour: the answer tells whether an address has
   * an account (docs/security.md says why it still does), so a client learns it for a handful
   * of addresses an hour, not for the twenty a minute auth attempts allow.
   */
  const takenEmailAnswers = rateLimits.limit({
    name: "taken-email-answers",
    limit: TAKEN_EMAIL_ANSWERS_PER_HOUR,
    windowSeconds: 3600,
  });
  /** The chat's AI helper: each request costs a model call (money, or a local GPU's time). */
  const aiRequests = rateLimits.limit({
    name: "opener-requests",
    limit: config.aiRateLimitPerMinute,
    windowSeconds: 60,
  });
  const passwordResets = new PasswordResets({
    prisma,
    bus,
    passwords,
    revocations,
    perClient: rateLimits.limit({
      name: "password-reset-requests",
      limit: RESET_REQUESTS_PER_CLIENT_PER_HOUR,
      windowSeconds: 3600,
    }),
    perLogin: rateLimits.limit({
      name: "password-reset-names",
      limit: RESET_REQUESTS_PER_LOGIN_PER_HOUR,
      windowSeconds: 3600,
    }),
    perAccount: rateLimits.limit({
      name: "password-reset-mails",
      limit: RESET_MAILS_PER_ACCOUNT_PER_HOUR,
      windowSeconds: 3600,
    }),
  });
  /**
   * Post searches per user, or per client address for a visitor: each reads the search index and
   * ranks up to a thousand posts, so a script must not repeat them without end (post-search.ts).
   */
  const searches = rateLimits.limit({ name: "searches", limit: config.searchRateLimitPerMinute, windowSeconds: 60 });
  /**
   * Megapixels decoded per uploader (a user, or a client address signing up) per minute, frames
   * counted, charged from an upload's headers before any decoding: decoding is the costly part of
   * a request, and a budget of requests would not bound it (a post may hold ten animations).
   */
  const uploadPixels = rateLimits.limit({
    name: "upload-pixels",
    limit: config.uploadMegapixelsPerMinute,
    windowSeconds: 60,
  });
  /** every upload of this node goes through one gate: one in flight per user, images taking turns in the node's slots */
  const uploads = new Uploads({ media, gate: new UploadGate(), pixels: uploadPixels });
  const idempotencyKeys = new IdempotencyKeys(prisma);
  const posts = new Posts({ prisma, media, uploads, bus, writes, keys: idempotencyKeys });
  /** this node's side of the turn clock; the server starts its sweeps (tests sweep explicitly) */
  const gameClock = new GameClock({ prisma, bus });
  const accessTokens = new AccessTokens({ prisma, bus, writes, revocations });
  const games = new Games({ prisma, bus, clock: gameClock, moves: gameMoves });
  const gameAttendance = new GameAttendance(presence);
  const invitations = new GameInvitations({
    prisma,
    bus,
    online: presence,
    invites: gameInvitations,
    clock: gameClock,
    keys: idempotencyKeys,
  });
  const exportStore = new ExportStore(exportObjects);
  const comments = new Comments({ prisma, bus, writes, keys: idempotencyKeys });
  const messages = new Messages({ prisma, bus, sends: chatMessages, keys: idempotencyKeys });
  const mutes = new Mutes({ prisma, writes });
  const signInSessions = new SignInSessions({ prisma, bus, tokens, revocations });
  const sessionCache = new SessionCache({ revocations, delivery });
  const sessions = new Sessions(prisma, tokens, accessTokens, signInSessions, sessionCache);
  const passwordAgain = new PasswordAgain({
    prisma,
    passwords,
    /** wrong passwords and codes per account: a stolen password cannot guess its way past the app */
    guesses: rateLimits.limit({ name: "second-factor-guesses", limit: 10, windowSeconds: 15 * 60 }),
  });
  const passkeys = new Passkeys({
    prisma,
    passwordAgain,
    relyingParty: relyingPartyOf(config.publicUrl, config.corsOrigins),
    secret: jwtSecret,
  });
  const secondFactors = new SecondFactors({ prisma, passwordAgain, passkeys, secret: jwtSecret });
  const online = new Online({ prisma, users: presence });
  const live = new Live({ prisma, bus, games, attendance: gameAttendance, posts, comments, mutes, online });
  revocations.listen(live);
  /** "Download my data" per user per day: each export reads the whole account and writes an archive */
  const dataExportRequests = rateLimits.limit({
    name: "data-exports",
    limit: DATA_EXPORTS_PER_DAY,
    windowSeconds: 24 * 3600,
  });
  const accounts = new Accounts({
    prisma,
    bus,
    passwords,
    signIns: signInSessions,
    accessTokens,
    revocations,
    sessionCache,
    secondFactors,
    passkeys,
    media,
    uploads,
    takenEmailAnswers,
    throttle: rateLimits.limit({ name: "log-in-guesses", limit: 10, windowSeconds: 15 * 60 }),
    writes,
    maxImageSide: config.maxImageSide,
  });
  // Faces get operations, never the database, the bus or the media store: what they show of a
  // row named by an operation comes through `rows`, an image's address through `imageUrl`.
  return {
    /** creating mutations' idempotency keys; the server prunes those past their day */
    idempotencyKeys,
    /** where an image is served from (the api's /uploads, or the bucket's public address) */
    imageUrl: (image: Parameters<MediaStore["url"]>[0]) => media.url(image),
    tokens,
    notifications,
    /** the bell's groups of notifications ("alice and 3 others liked your post") */
    notificationGroups: new NotificationGroups(prisma),
    /** the rows a face shows a viewer once an operation or a live stream named them, as their policies allow */
    rowsFor: (viewer: Viewer | null) => new Rows(prisma, viewer),
    posts,
    postLists: new PostLists(prisma),
    tags: new Tags(prisma),
    postSearch: new PostSearch({ prisma, searches }),
    explore: new Explore(prisma),
    likes: new Likes({ prisma, bus, writes }),
    saves: new Saves({ prisma, posts, writes }),
    comments,
    follows: new Follows({ prisma, bus, writes }),
    blocks: new Blocks({ prisma, bus, writes }),
    /** requests to follow private accounts, and the switch that makes one */
    followRequests: new FollowRequests({ prisma, bus, writes }),
    mutes,
    discovery: new Discovery(prisma),
    liveCounts: new LiveCounts({ prisma, bus }),
    /** the counts beside lists of people (likes, comments, followers), as the viewer's lists show them */
    shownCounts: new ShownCounts(prisma),
    sessions,
    /** ends every realtime connection of a session that ended; the server starts its database checks */
    sessionLiveness: new SessionLiveness({ sessions, revocations, delivery }),
    /** the sessions this node checked lately and trusts while it hears every revocation */
    sessionCache,
    accessTokens,
    /** two-step sign-in: the authenticator app and recovery codes, set up and turned off in Settings */
    secondFactors,
    /** passkeys: added and removed in Settings, signing in alone or as the second step */
    passkeys,
    /** the account's signed-in sessions: listed, ended, and noticed from a new device */
    signInSessions,
    accounts,
    accountDeletion: new AccountDeletion({
      prisma,
      bus,
      media,
      passwords,
      exportStore,
      revocations,
      /** wrong passwords when deleting, per account: a session someone else holds cannot guess its way through */
      guesses: rateLimits.limit({ name: "account-deletion-guesses", limit: 10, windowSeconds: 15 * 60 }),
      maxImageSide: config.maxImageSide,
    }),
    dataExports: new DataExports({
      prisma,
      bus,
      store: exportStore,
      tickets: new DownloadTickets(jwtSecret),
      sessions,
      requests: dataExportRequests,
      publicUrl: media.publicUrl,
      keys: idempotencyKeys,
    }),
    /** this node's export worker; the server starts it (tests may wake it to skip its 30 s sweep) */
    dataExportWorker: new DataExportWorker({ prisma, bus, store: exportStore, images: media, writeArchive }),
    /** this node's mail worker; the server starts it (tests may wake it rather than wait for a retry) */
    mailWorker: new MailWorker({
      prisma,
      bus,
      sender: mail.sender,
      prepare: preparingMail(prisma, passwordResets),
      log: mail.log,
    }),
    emailAddresses: new EmailAddresses({
      prisma,
      bus,
      passwords,
      resends: rateLimits.limit({
        name: "verification-mails",
        limit: VERIFICATION_MAILS_PER_HOUR,
        windowSeconds: 3600,
      }),
      changes: rateLimits.limit({ name: "email-changes", limit: EMAIL_CHANGES_PER_HOUR, windowSeconds: 3600 }),
      guesses: rateLimits.limit({ name: "email-change-guesses", limit: 10, windowSeconds: 15 * 60 }),
      takenEmailAnswers,
    }),
    passwordResets,
    messages,
    contactSettings: new ContactSettings({ prisma, writes }),
    reports: new Reports({ prisma, writes, keys: idempotencyKeys }),
    moderationQueue: new ModerationQueue(prisma),
    moderatorActions: new ModeratorActions({ prisma, bus, posts, comments, messages, revocations }),
    /** appeals against removals and suspensions, and the moderators' decisions */
    appeals: new Appeals({ prisma, bus, accounts, writes }),
    conversations: new Conversations({ prisma, bus }),
    messageStreams: new MessageStreams({ prisma, bus }),
    online,
    typing: new Typing({ prisma, bus, signals: typingSignals }),
    gameClock,
    games,
    gameAttendance,
    /** who hears each event, and each viewer's live streams: every face's live path */
    live,
    gameInvitations: invitations,
    rematchOffers: new RematchOffers({ prisma, bus, online: presence, invites: gameInvitations, invitations }),
    leaderboard: new Leaderboard(prisma),
    gameSettings: new GameSettings({ prisma, writes }),
    uploads,
    authAttempts,
    /** realtime connections and subscriptions one client address or user may hold at once */
    realtimeLimits: new RealtimeLimits(connectionSlots, config.realtimeLimits),
    /** TOO_MANY_REQUESTS when the viewer has no write left; counts nothing (a face's check before reading an upload) */
    assertWriteBudgetLeft: (viewer: Viewer) => assertBudgetLeft(writes, viewer.id),
    openers: new Openers({ provider: openerProvider, requests: aiRequests, timeoutMs: config.aiTimeoutMs }),
    /** what a caller has left of the budgets above (log-in guesses are counted per username, not per caller) */
    remainingBudgets: new RemainingBudgets({
      perClient: { authAttempts },
      perCaller: { searches },
      perUser: {
        writes,
        uploadPixels,
        chatMessages,
        typingSignals,
        gameMoves,
        gameInvitations,
        aiRequests,
        dataExportRequests,
      },
    }),
  };
}

export type Domain = ReturnType<typeof createDomain>;
