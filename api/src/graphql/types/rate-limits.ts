// Query.rateLimits: what the caller has left of each rate limit that counts their requests, read
// without spending any of it, so a client can pace itself rather than learn the limits from
// TOO_MANY_REQUESTS.
import type { BudgetReport } from "../../domain/limits/remaining-budgets.ts";
import { builder } from "../builder.ts";

const RateLimitName = builder.enumType("RateLimitName", {
  description: "A rate limit: a number of attempts per window, per client address or per signed-in user.",
  values: {
    AUTH_ATTEMPTS: {
      value: "authAttempts",
      description: "signUp and logIn (v1's too) per client address: AUTH_RATE_LIMIT_PER_MINUTE (20 by default).",
    },
    SEARCHES: {
      value: "searches",
      description:
        "searchPosts per user, or per client address for a visitor: SEARCH_RATE_LIMIT_PER_MINUTE (60 by default). A search refused as too long or as the server busy is not counted.",
    },
    WRITES: {
      value: "writes",
      description:
        "Posts, comments, likes, saves, follows and profile edits per user: WRITE_RATE_LIMIT_PER_MINUTE (60 by default). Undoing is not counted.",
    },
    UPLOAD_PIXELS: {
      value: "uploadPixels",
      description:
        "Megapixels of images (an animation's frames all counted) decoded per user: UPLOAD_MEGAPIXELS_PER_MINUTE (200 by default). An upload is charged before its images are decoded, at most the whole budget.",
    },
    CHAT_MESSAGES: {
      value: "chatMessages",
      description: "sendMessage per user: CHAT_RATE_LIMIT_PER_MINUTE (120 by default).",
    },
    TYPING_SIGNALS: { value: "typingSignals", description: "setTyping per user: 60 a minute." },
    GAME_MOVES: { value: "gameMoves", description: "Tic-tac-toe moves per user: 120 a minute." },
    GAME_INVITATIONS: {
      value: "gameInvitations",
      description: "Game invitations and rematch offers per user: 30 a minute.",
    },
    AI_REQUESTS: {
      value: "aiRequests",
      description: "openerSuggestions requests per user: AI_RATE_LIMIT_PER_MINUTE (10 by default).",
    },
    DATA_EXPORTS: {
      value: "dataExportRequests",
      description: "requestDataExport per user: 3 a day (a refused request does not count).",
    },
  } as const,
});

const RateLimitRef = builder.objectRef<BudgetReport>("RateLimit").implement({
  description:
    "One rate limit as it stands for the caller. Refused attempts are answered TOO_MANY_REQUESTS with extensions.retryAfter.",
  fields: (t) => ({
    name: t.field({ type: RateLimitName, description: "Which budget.", resolve: (report) => report.name }),
    limit: t.exposeInt("limit", { description: "Attempts allowed per window." }),
    windowSeconds: t.exposeInt("windowSeconds", {
      description: "The window's length; it starts with the first attempt and does not slide.",
    }),
    remaining: t.exposeInt("remaining", { description: "Attempts left in the current window." }),
    resetAt: t.expose("resetAt", {
      type: "DateTime",
      nullable: true,
      description:
        "When the current window ends and `remaining` is `limit` again; null when no window is open (nothing was counted lately).",
    }),
  }),
});

builder.queryField("rateLimits", (t) =>
  t.field({
    type: [RateLimitRef],
    description:
      "The rate limits that count the caller's requests and what is left of each, read without spending anything: the client address's (AUTH_ATTEMPTS) for anyone, SEARCHES (the viewer's, or a visitor's address's), and the viewer's own when signed in. " +
      "Counts are shared by every server node. Log-in guesses per username (10 failures per 15 minutes) are not listed: they count per account, not per caller.",
    resolve: (_root, _args, ctx) => ctx.domain.remainingBudgets.of(ctx.viewer, ctx.clientKey),
  }),
);
