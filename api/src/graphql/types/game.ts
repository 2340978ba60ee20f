// Tic-tac-toe: games, their moves and invitations. A game and its invitations belong to their
// two players: node(id:) and game(id:) of anyone else's load null, as for one that does not exist.
import { readableGames, readableInvitations } from "../../domain/readable-rows.ts";
import { builder } from "../builder.ts";
import { FAILURE_CODES } from "../../domain/failures.ts";
import { GAME_REFUSAL_REASONS, GameRefusedError, type GameRefusalReason } from "../../domain/game/refusals.ts";
import { winningLine } from "../../domain/game/board.ts";
import { turnExtensionsLeft } from "../../domain/game/games.ts";
import {
  ANSWER_SECONDS_CHOICES,
  INVITATION_GRACE_MS,
  listChoices,
  REMATCH_OFFER_SECONDS,
  STANDARD_ANSWER_SECONDS,
  STANDARD_TURN_SECONDS,
  TURN_EXTENSIONS_PER_PLAYER,
  TURN_SECONDS_CHOICES,
} from "../../domain/game/timing.ts";
import { UserErrorInterface } from "./errors.ts";
import { idOf } from "./global-ids.ts";
import { rowsOf } from "../context.ts";

export const GameTeam = builder.enumType("GameTeam", {
  description:
    "A side of the board. TEAM_1 plays X and moves first (the inviter; in a rematch the previous TEAM_2); TEAM_2 plays O. v1 calls them team-1 and team-2.",
  values: {
    TEAM_1: { description: "Plays X, moves first." },
    TEAM_2: { description: "Plays O." },
  } as const,
});
export const teamOfMark = (mark: "X" | "O") => (mark === "X" ? ("TEAM_1" as const) : ("TEAM_2" as const));

const GameStatus = builder.enumType("GameStatus", {
  description: "Where a game stands.",
  values: {
    IN_PROGRESS: { description: "Being played: `turn` says who is to move, before `turnDeadline`." },
    WON: { description: "Over, with a winner (`winner`)." },
    DRAW: { description: "Over: the board filled with no line." },
  } as const,
});

const GameEndReason = builder.enumType("GameEndReason", {
  description: "Why a game ended.",
  values: {
    LINE: { description: "The winner completed a row, a column or a diagonal." },
    FULL_BOARD: { description: "All nine cells were filled with no line: a draw." },
    TIMEOUT: { description: "The player to move let the turn clock (Game.turnSeconds) run out: they lost." },
    FORFEIT: { description: "A player gave up (forfeitGame): they lost." },
    BLOCKED: {
      description:
        "One player blocked the other: the game stopped with no winner or loser (status DRAW), and it counts in nobody's stats.",
    },
  } as const,
});

const GameMark = builder.enumType("GameMark", {
  description: "A mark on the board: TEAM_1's X or TEAM_2's O.",
  values: { X: { description: "TEAM_1's mark." }, O: { description: "TEAM_2's mark." } } as const,
});

export const GameMoveRef = builder.prismaObject("GameMove", {
  description: "One accepted move of a game (refused moves are never stored).",
  fields: (t) => ({
    ply: t.exposeInt("ply", { description: "Its number in the game: 1 for the first move, up to 9." }),
    cell: t.exposeInt("cell", { description: "The cell played, 0 to 8, row by row (0 top left, 8 bottom right)." }),
    mark: t.expose("mark", { type: GameMark, description: "The mark placed." }),
    team: t.field({
      type: GameTeam,
      description: "The team that played it.",
      resolve: (move) => teamOfMark(move.mark),
    }),
    player: t.relation("player", { description: "Who played it." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the server accepted it." }),
  }),
});

export const GameRef = builder.prismaNode("Game", {
  id: { field: "id" },
  nullable: true, // node(id:) of a game the viewer does not play in, or of none, is null
  findUnique: (id, ctx) => ({ id, ...readableGames(ctx.viewer) }),
  description:
    "A tic-tac-toe game between two people, held by the server: every move is checked there, and this is the truth to draw the board from (also after a reload).",
  fields: (t) => ({
    databaseId: t.exposeID("id", { description: "The plain id." }),
    cells: t.field({
      type: [GameMark],
      nullable: { list: false, items: true },
      description: "The nine cells, row by row (index 0 top left, 8 bottom right); null for an empty cell.",
      resolve: (game) => [...game.board].map((cell) => (cell === "X" || cell === "O" ? cell : null)),
    }),
    status: t.expose("status", { type: GameStatus, description: "In progress, won or drawn." }),
    turn: t.field({
      type: GameTeam,
      nullable: true,
      description: "The team to move ('Team 1's Turn'); null once the game is over.",
      resolve: (game) => (game.status === "IN_PROGRESS" ? teamOfMark(game.nextTurn) : null),
    }),
    turnDeadline: t.expose("turnDeadline", {
      type: "DateTime",
      nullable: true,
      description:
        "When the player to move loses if they have not moved (turnSeconds per turn); null once the game is over.",
    }),
    turnSeconds: t.exposeInt("turnSeconds", {
      description: `How long each turn lasts, in seconds: the standard ${STANDARD_TURN_SECONDS}, or the longest either player asked for (${listChoices(TURN_SECONDS_CHOICES)}): the inviter's choice, or either one's own setting (User.turnSeconds). A rematch keeps it, or takes a longer setting.`,
    }),
    turnSecondsAskedBy: t.field({
      type: GameTeam,
      nullable: true,
      description:
        'The team whose player asked for turnSeconds (their choice when inviting, or their setting), to tell the other why the clock is longer ("2 minutes a turn, as ada asked"); null for the standard clock.',
      resolve: (game) => (game.turnSecondsAskedBy ? teamOfMark(game.turnSecondsAskedBy) : null),
    }),
    viewerTurnExtensionsLeft: t.int({
      nullable: true,
      description: `How many more times the viewer may take more time (extendTurn) in this game: ${TURN_EXTENSIONS_PER_PLAYER} at the start, each adding one turnSeconds to their running turn. Null without a viewer.`,
      resolve: (game, _args, ctx) => turnExtensionsLeft(game, ctx.viewer?.id),
    }),
    turnMillisecondsLeft: t.int({
      nullable: true,
      description:
        "Milliseconds until turnDeadline as the server counts them when it answers (count down from this rather than from a device clock that may be off); null once the game is over.",
      resolve: (game) => (game.turnDeadline ? Math.max(0, game.turnDeadline.getTime() - Date.now()) : null),
    }),
    winner: t.field({
      type: GameTeam,
      nullable: true,
      description: "The team that won ('Team 1 Wins!'); null while in progress and for a draw.",
      resolve: (game) => (game.winnerId === null ? null : game.winnerId === game.playerXId ? "TEAM_1" : "TEAM_2"),
    }),
    winnerPlayer: t.relation("winner", {
      nullable: true,
      description: "The player who won; null while in progress and for a draw.",
    }),
    endReason: t.expose("endReason", {
      type: GameEndReason,
      nullable: true,
      description: "Why the game ended; null while in progress.",
    }),
    winningLine: t.field({
      type: ["Int"],
      nullable: true,
      description: "The three cells of the winning line (to highlight), when a line ended the game; null otherwise.",
      resolve: (game) => (game.endReason === "LINE" ? [...(winningLine(game.board)?.line ?? [])] : null),
    }),
    opponentOnline: t.boolean({
      nullable: true,
      description:
        "Whether the viewer's opponent has a connection open now (the app or a v1 client, on any node). While the game is in progress, an opponent who is not online has left the game: they still lose only when their clock runs out, so they may come back in time. gameUpdated says when this changes (OPPONENT_LEFT, OPPONENT_RETURNED). Null only without a viewer.",
      resolve: (game, _args, ctx) =>
        ctx.viewer ? ctx.domain.gameAttendance.opponentOnline(ctx.viewer.id, game) : null,
    }),
    team1Player: t.relation("playerX", {
      description: "TEAM_1's player (X): the inviter, or in a rematch the previous game's TEAM_2.",
    }),
    team2Player: t.relation("playerO", { description: "TEAM_2's player (O)." }),
    viewerTeam: t.field({
      type: GameTeam,
      nullable: true,
      description: "The viewer's team in this game (only players can read a game, so null only without a viewer).",
      resolve: (game, _args, ctx) =>
        ctx.viewer?.id === game.playerXId ? "TEAM_1" : ctx.viewer?.id === game.playerOId ? "TEAM_2" : null,
    }),
    moves: t.relation("moves", {
      description: "The accepted moves, first to last (at most 9).",
      query: { orderBy: { ply: "asc" } },
    }),
    moveCount: t.exposeInt("moveCount", { description: "How many moves have been played." }),
    createdAt: t.expose("createdAt", {
      type: "DateTime",
      description: "When the invitation (or rematch offer) was accepted and the game started.",
    }),
    endedAt: t.expose("endedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the game ended; null while in progress.",
    }),
    previousGame: t.relation("previousGame", {
      nullable: true,
      description: "The game this one is a rematch of, if it is one.",
    }),
    rematch: t.relation("rematch", {
      nullable: true,
      description: "The rematch of this game, once one has started (Play Again).",
    }),
    rematchOffer: t.prismaField({
      type: "GameInvitation",
      nullable: true,
      description:
        "The open rematch offer of this game (from either player), if any: the other player accepts it with acceptRematch, or by offering too.",
      resolve: (query, game, _args, ctx) => ctx.domain.rematchOffers.openOffer(game.id, query),
    }),
    latestRematchOffer: t.prismaField({
      type: "GameInvitation",
      nullable: true,
      description:
        "The latest rematch offer of this game, whatever became of it (its status: open, declined, expired, withdrawn or accepted), to tell the players; null before anyone offered.",
      resolve: (query, game, _args, ctx) => ctx.domain.rematchOffers.latestOffer(game.id, query),
    }),
  }),
});

const InvitationStatus = builder.enumType("GameInvitationStatus", {
  description: "Where an invitation stands.",
  values: {
    PENDING: { description: "Waiting for the invitee's answer, until expiresAt." },
    ACCEPTED: { description: "Accepted: `game` is the game it started." },
    REJECTED: { description: "The invitee said no." },
    EXPIRED: { description: "Nobody answered in time." },
    WITHDRAWN: {
      description: "A rematch offer its sender took back: they left the game (withdrawRematchOffer) or went offline.",
    },
  } as const,
});

export const GameInvitationRef = builder.prismaNode("GameInvitation", {
  id: { field: "id" },
  nullable: true, // node(id:) of someone else's invitation, or of none, is null
  findUnique: (id, ctx) => ({ id, ...readableInvitations(ctx.viewer) }),
  description:
    "An invitation to play tic-tac-toe, from the lobby or (rematchOf set) as a rematch offer after a game. Only its two people can read it.",
  fields: (t) => ({
    databaseId: t.exposeID("id", { description: "The plain id." }),
    inviter: t.relation("inviter", {
      description: "Who invited (TEAM_1 of the game it starts, unless it is a rematch offer: roles swap then).",
    }),
    invitee: t.relation("invitee", { description: "Who is invited." }),
    status: t.expose("status", { type: InvitationStatus, description: "Pending, accepted, rejected or expired." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was sent." }),
    expiresAt: t.expose("expiresAt", {
      type: "DateTime",
      description: `When it stops being answerable: answerSeconds after it was sent, plus ${INVITATION_GRACE_MS / 1000} seconds for an answer given at the last moment to arrive.`,
    }),
    answerSeconds: t.exposeInt("answerSeconds", {
      description: `How long the invitee's prompt shows, in seconds: their own setting (User.invitationAnswerSeconds) when it was sent; for a rematch offer at least ${REMATCH_OFFER_SECONDS}.`,
    }),
    turnSeconds: t.exposeInt("turnSeconds", {
      description:
        "The turn length of the game it starts (Game.turnSeconds), in seconds: the longest of the inviter's choice (a rematch offer: its game's) and both people's settings when it was sent, which accepting agrees to (a setting raised since counts too).",
    }),
    turnSecondsAskedBy: t.prismaField({
      type: "User",
      nullable: true,
      description:
        "Who asked for turnSeconds (the inviter's choice, or either one's setting): the prompt says whose it is. Null for the standard clock.",
      resolve: (query, invitation, _args, ctx) =>
        invitation.turnSecondsAskedById ? rowsOf(ctx).person(invitation.turnSecondsAskedById, query) : null,
    }),
    millisecondsLeft: t.int({
      description:
        "Milliseconds until expiresAt as the server counts them when it answers (0 once it is no longer pending).",
      resolve: (invitation) =>
        invitation.status === "PENDING" ? Math.max(0, invitation.expiresAt.getTime() - Date.now()) : 0,
    }),
    sentByViewer: t.boolean({
      description: "True when the viewer is the inviter.",
      resolve: (invitation, _args, ctx) => invitation.inviterId === ctx.viewer?.id,
    }),
    game: t.relation("game", { nullable: true, description: "The game its acceptance started; null until then." }),
    rematchOf: t.relation("rematchOf", {
      nullable: true,
      description:
        "For a rematch offer: the finished game it would replay with roles swapped. Null for a lobby invitation.",
    }),
  }),
});

const GameRefusalReasonEnum = builder.enumType("GameRefusalReason", {
  description: "Which game rule refused an action.",
  values: Object.fromEntries(
    GAME_REFUSAL_REASONS.map((reason) => [reason, { description: FAILURE_CODES[reason] }]),
  ) as Record<GameRefusalReason, { description: string }>,
});

builder.objectType(GameRefusedError, {
  name: "GameRefusal",
  description:
    "The game's rules refused the action (nothing was changed): `code` names the rule; `message` says why, fit to show a player.",
  interfaces: [UserErrorInterface],
  fields: (t) => ({
    reason: t.field({
      type: GameRefusalReasonEnum,
      description: "Which rule: the same value as code.",
      deprecationReason: "Use code, which every UserError has.",
      resolve: (error) => error.reason,
    }),
  }),
});

builder.queryField("game", (t) =>
  t.prismaField({
    type: "Game",
    nullable: true,
    description:
      "A game the viewer plays in, by its id (Game.id); null for anyone else's game, an unknown id, or without a viewer.",
    args: { id: t.arg.id({ required: true, description: "The game's id (a Game global id)." }) },
    resolve: (query, _root, { id }, ctx) => {
      let gameId: string;
      try {
        gameId = idOf(String(id), "Game");
      } catch {
        return null;
      }
      return ctx.domain.games.gameFor(ctx.viewer, gameId, query);
    },
  }),
);

const GameTimingChoices = builder.objectRef<Record<string, never>>("GameTimingChoices").implement({
  description:
    "The lengths a player may choose: their answer window (updateGameSettings) and a game's turn length (inviteToGame).",
  fields: (t) => ({
    answerSeconds: t.intList({
      description: "Answer windows offered, in seconds, shortest first.",
      resolve: () => [...ANSWER_SECONDS_CHOICES],
    }),
    standardAnswerSeconds: t.int({
      description: "The answer window everyone has until they choose another.",
      resolve: () => STANDARD_ANSWER_SECONDS,
    }),
    turnSeconds: t.intList({
      description: "Turn lengths offered, in seconds, shortest first.",
      resolve: () => [...TURN_SECONDS_CHOICES],
    }),
    standardTurnSeconds: t.int({
      description: "The turn length of a game nobody chose another for (v1 games always).",
      resolve: () => STANDARD_TURN_SECONDS,
    }),
  }),
});

builder.queryField("gameTimingChoices", (t) =>
  t.field({
    type: GameTimingChoices,
    description: "The answer windows and turn lengths a player may choose.",
    resolve: () => ({}),
  }),
);

export const GameRecordRef = builder
  .objectRef<{ wins: number; draws: number; losses: number }>("GameRecord")
  .implement({
    description: "A player's finished games: won, drawn, lost (a timeout or a forfeit counts as a loss).",
    fields: (t) => ({
      wins: t.exposeInt("wins", { description: "Games won." }),
      draws: t.exposeInt("draws", { description: "Games drawn." }),
      losses: t.exposeInt("losses", { description: "Games lost." }),
      gamesPlayed: t.int({ description: "Finished games in all.", resolve: (r) => r.wins + r.draws + r.losses }),
    }),
  });

builder.prismaObjectFields("User", (t) => ({
  invitationAnswerSeconds: t.exposeInt("invitationAnswerSeconds", {
    description: `How long this person has to answer a game invitation, in seconds (${listChoices(ANSWER_SECONDS_CHOICES)}; ${STANDARD_ANSWER_SECONDS} unless they chose more with updateGameSettings): their prompt shows this long. Public, so whoever invites them knows how long to wait.`,
  }),
  turnSeconds: t.int({
    nullable: true,
    description: `Only the viewer's own (null for anyone else): the turn length they ask for in every game they play, in seconds (${listChoices(TURN_SECONDS_CHOICES)}; ${STANDARD_TURN_SECONDS} unless they chose more with updateGameSettings). Their opponent learns it from Game.turnSecondsAskedBy.`,
    // a field of its own resolver: the query a viewer is read with must still select the column
    select: { turnSeconds: true },
    resolve: (user, _args, ctx) => (user.id === ctx.viewer?.id ? user.turnSeconds : null),
  }),
  currentGame: t.prismaField({
    type: "Game",
    nullable: true,
    description:
      "Only the viewer's own: their game in progress (the latest, should there be several), to resume after a reload. Null when none, and for anyone else.",
    resolve: (query, user, _args, ctx) =>
      user.id === ctx.viewer?.id ? ctx.domain.games.current(ctx.viewer, query) : null,
  }),
  gameInvitationsReceived: t.prismaField({
    type: ["GameInvitation"],
    nullable: true,
    description:
      "Only the viewer's own: open lobby invitations others sent them, newest first (each answerable until its expiresAt). Null for anyone else.",
    args: { first: t.arg.int({ defaultValue: 20, description: "How many (at most 50)." }) },
    resolve: (query, user, args, ctx) =>
      user.id === ctx.viewer?.id
        ? ctx.domain.gameInvitations.openFor(ctx.viewer, "received", args.first ?? 20, query)
        : null,
  }),
  gameInvitationsSent: t.prismaField({
    type: ["GameInvitation"],
    nullable: true,
    description:
      "Only the viewer's own: their open lobby invitations still waiting for an answer, newest first. Null for anyone else.",
    args: { first: t.arg.int({ defaultValue: 20, description: "How many (at most 50)." }) },
    resolve: (query, user, args, ctx) =>
      user.id === ctx.viewer?.id
        ? ctx.domain.gameInvitations.openFor(ctx.viewer, "sent", args.first ?? 20, query)
        : null,
  }),
  gameRecord: t.field({
    type: GameRecordRef,
    description: "The user's tic-tac-toe results (all zeros before their first game).",
    resolve: (user, _args, ctx) => ctx.domain.leaderboard.record(user.id),
  }),
}));
