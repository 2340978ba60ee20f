// The leaderboard (the lobby's Leaderbord button): players by wins, then draws, then fewest losses.
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { PlayerStats, User } from "../../generated/prisma/client.ts";
import { encodeStandingCursor } from "../../domain/game/leaderboard.ts";
import { builder } from "../builder.ts";
import { UserRef } from "./user.ts";

const LeaderboardScope = builder.enumType("LeaderboardScope", {
  description: "Whose results the leaderboard ranks.",
  values: {
    EVERYONE: { description: "Everyone who has finished a game." },
    FOLLOWING: { description: "The viewer and the people they follow (who have finished a game)." },
  } as const,
});

type Standing = PlayerStats & { user: User };

const LeaderboardEntryRef = builder.objectRef<Standing>("LeaderboardEntry").implement({
  description: "One player's place on the leaderboard.",
  fields: (t) => ({
    user: t.field({ type: UserRef, description: "The player.", resolve: (standing) => standing.user }),
    wins: t.exposeInt("wins", { description: "Games won." }),
    draws: t.exposeInt("draws", { description: "Games drawn." }),
    losses: t.exposeInt("losses", { description: "Games lost (a timeout or a forfeit counts as a loss)." }),
    gamesPlayed: t.int({ description: "Finished games in all.", resolve: (s) => s.wins + s.draws + s.losses }),
  }),
});

const LeaderboardEdge = builder.objectRef<{ cursor: string; node: Standing }>("LeaderboardEntryEdge").implement({
  description: "A leaderboard entry and its cursor.",
  fields: (t) => ({
    cursor: t.exposeString("cursor", { description: "Pass as `after` to continue after this entry." }),
    node: t.field({ type: LeaderboardEntryRef, description: "The entry.", resolve: (edge) => edge.node }),
  }),
});

const LeaderboardPageInfo = builder
  .objectRef<{ hasNextPage: boolean; endCursor: string | null }>("LeaderboardPageInfo")
  .implement({
    description: "Whether more entries follow this page.",
    fields: (t) => ({
      hasNextPage: t.exposeBoolean("hasNextPage", { description: "True when entries follow this page." }),
      endCursor: t.exposeString("endCursor", {
        nullable: true,
        description: "The last entry's cursor (null for an empty page).",
      }),
    }),
  });

const LeaderboardConnection = builder
  .objectRef<{
    edges: { cursor: string; node: Standing }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  }>("LeaderboardEntryConnection")
  .implement({
    description: "A page of the leaderboard, best first: most wins, then most draws, then fewest losses.",
    fields: (t) => ({
      edges: t.field({
        type: [LeaderboardEdge],
        description: "The entries of this page, best first.",
        resolve: (c) => c.edges,
      }),
      pageInfo: t.field({ type: LeaderboardPageInfo, description: "For the next page.", resolve: (c) => c.pageInfo }),
    }),
  });

builder.queryField("leaderboard", (t) =>
  t.field({
    type: LeaderboardConnection,
    description:
      "Tic-tac-toe standings (20 per page by default, at most 50). FOLLOWING needs a viewer (empty without one).",
    args: {
      scope: t.arg({
        type: LeaderboardScope,
        defaultValue: "EVERYONE",
        description: "Everyone, or the viewer and the people they follow.",
      }),
      first: t.arg.int({ description: "How many entries (at most 50)." }),
      after: t.arg.string({ description: "The cursor of the last entry the client has." }),
    },
    resolve: async (_root, args, ctx, info) => {
      const userShape = queryFromInfo({ context: ctx, info, path: ["edges", "node", "user"], typeName: "User" });
      const page = await ctx.domain.leaderboard.page(ctx.viewer, args.scope ?? "EVERYONE", args, userShape);
      const edges = (page.nodes as Standing[]).map((node) => ({ cursor: encodeStandingCursor(node), node }));
      return { edges, pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null } };
    },
  }),
);
