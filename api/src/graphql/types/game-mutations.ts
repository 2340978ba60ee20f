// Game actions. Resolvers translate ids; every rule is in the domain (api/src/domain/game).
import type { Game, GameInvitation, GameMove, User } from "../../generated/prisma/client.ts";
import { requireViewer } from "../../domain/auth/sessions.ts";
import { NotFoundError, ValidationError } from "../../domain/errors.ts";
import { GameRefusedError } from "../../domain/game/refusals.ts";
import {
  ANSWER_SECONDS_CHOICES,
  listChoices,
  STANDARD_TURN_SECONDS,
  TURN_SECONDS_CHOICES,
} from "../../domain/game/timing.ts";
import { builder } from "../builder.ts";
import { GameInvitationRef, GameMoveRef, GameRef } from "./game.ts";
import { idOf } from "./global-ids.ts";
import { UserRef } from "./user.ts";

const GAME_ERRORS = [ValidationError, NotFoundError, GameRefusedError];

const InviteToGameInput = builder.inputType("InviteToGameInput", {
  description: "Whom to invite, and how long each turn of the game lasts.",
  fields: (t) => ({
    inviteeId: t.id({
      required: true,
      description: "The User to invite: someone the viewer follows who is online (activeFriends).",
    }),
    turnSeconds: t.int({
      description: `Seconds per turn: ${listChoices(TURN_SECONDS_CHOICES)} (TURN_SECONDS_NOT_OFFERED otherwise); ${STANDARD_TURN_SECONDS} when left out. The invitee sees it before answering: accepting agrees to it.`,
    }),
  }),
});
/** Each mutation has its own input and payload type, even where two look alike today. */
const invitationInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      invitationId: t.id({ required: true, description: "A GameInvitation the viewer received, still pending." }),
    }),
  });
const AcceptGameInvitationInput = invitationInput("AcceptGameInvitationInput", "The invitation to accept.");
const RejectGameInvitationInput = invitationInput("RejectGameInvitationInput", "The invitation to reject.");
const PlayGameMoveInput = builder.inputType("PlayGameMoveInput", {
  description: "The game and the cell to mark.",
  fields: (t) => ({
    gameId: t.id({ required: true, description: "A Game the viewer plays in." }),
    cell: t.int({ required: true, description: "The cell to mark, 0 to 8, row by row (0 top left, 8 bottom right)." }),
  }),
});
const gameInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({ gameId: t.id({ required: true, description: "A Game the viewer plays in." }) }),
  });
const OfferRematchInput = gameInput("OfferRematchInput", "The finished game to play again.");
const AcceptRematchInput = gameInput("AcceptRematchInput", "The finished game whose rematch offer to accept.");
const ForfeitGameInput = gameInput("ForfeitGameInput", "The game in progress to give up.");
const WithdrawRematchOfferInput = gameInput(
  "WithdrawRematchOfferInput",
  "The finished game whose rematch offer (the viewer's) to take back.",
);
const UpdateGameSettingsInput = builder.inputType("UpdateGameSettingsInput", {
  description: "The viewer's game settings.",
  fields: (t) => ({
    invitationAnswerSeconds: t.int({
      required: true,
      description: `Seconds the viewer has to answer an invitation: ${listChoices(ANSWER_SECONDS_CHOICES)} (ANSWER_SECONDS_NOT_OFFERED otherwise). Applies to invitations sent from now on.`,
    }),
  }),
});

const InviteToGamePayload = builder.objectRef<GameInvitation>("InviteToGamePayload").implement({
  description: "The invitation sent.",
  fields: (t) => ({
    invitation: t.field({
      type: GameInvitationRef,
      description: "Pending until the invitee answers or it expires.",
      resolve: (i) => i,
    }),
  }),
});

const startedGamePayload = (name: string, description: string) =>
  builder.objectRef<{ invitation: GameInvitation; game: Game }>(name).implement({
    description,
    fields: (t) => ({
      invitation: t.field({
        type: GameInvitationRef,
        description: "The accepted invitation or rematch offer.",
        resolve: (r) => r.invitation,
      }),
      game: t.field({ type: GameRef, description: "The new game: TEAM_1 to move.", resolve: (r) => r.game }),
    }),
  });
const AcceptGameInvitationPayload = startedGamePayload(
  "AcceptGameInvitationPayload",
  "The accepted invitation and the game it started.",
);
const AcceptRematchPayload = startedGamePayload(
  "AcceptRematchPayload",
  "The accepted rematch offer and the game it started.",
);

const RejectGameInvitationPayload = builder.objectRef<GameInvitation>("RejectGameInvitationPayload").implement({
  description: "The rejected invitation (the inviter has been told).",
  fields: (t) => ({
    invitation: t.field({ type: GameInvitationRef, description: "Now REJECTED.", resolve: (i) => i }),
  }),
});

const PlayGameMovePayload = builder.objectRef<{ game: Game; move: GameMove }>("PlayGameMovePayload").implement({
  description: "The accepted move and the game after it.",
  fields: (t) => ({
    game: t.field({
      type: GameRef,
      description: "The game after the move (over, if it won or filled the board).",
      resolve: (r) => r.game,
    }),
    move: t.field({ type: GameMoveRef, description: "The move as stored.", resolve: (r) => r.move }),
  }),
});

const OfferRematchPayload = builder
  .objectRef<{ offer: GameInvitation } | { invitation: GameInvitation; game: Game }>("OfferRematchPayload")
  .implement({
    description:
      "Either the viewer's offer, waiting for the opponent, or (when the opponent had offered already) the rematch, started.",
    fields: (t) => ({
      offer: t.field({
        type: GameInvitationRef,
        nullable: true,
        description: "The viewer's pending rematch offer; null when the rematch started at once.",
        resolve: (r) => ("offer" in r ? r.offer : null),
      }),
      rematch: t.field({
        type: GameRef,
        nullable: true,
        description:
          "The new game with roles swapped, when the opponent had already offered; null while the viewer's offer waits.",
        resolve: (r) => ("game" in r ? r.game : null),
      }),
    }),
  });

const WithdrawRematchOfferPayload = builder
  .objectRef<{ offer: GameInvitation | null }>("WithdrawRematchOfferPayload")
  .implement({
    description: "The viewer's rematch offer, taken back.",
    fields: (t) => ({
      offer: t.field({
        type: GameInvitationRef,
        nullable: true,
        description: "The offer, now WITHDRAWN; null when the viewer had none open (nothing changed).",
        resolve: (r) => r.offer,
      }),
    }),
  });

const UpdateGameSettingsPayload = builder.objectRef<User>("UpdateGameSettingsPayload").implement({
  description: "The viewer's game settings, as saved.",
  fields: (t) => ({
    viewer: t.field({
      type: UserRef,
      description: "The viewer (invitationAnswerSeconds as it is now).",
      resolve: (u) => u,
    }),
  }),
});

const ForfeitGamePayload = builder.objectRef<Game>("ForfeitGamePayload").implement({
  description: "The game the viewer gave up.",
  fields: (t) => ({
    game: t.field({ type: GameRef, description: "Now over: the opponent won (FORFEIT).", resolve: (g) => g }),
  }),
});

const gameId = (input: { gameId: string | number }) => idOf(String(input.gameId), "Game");
const invitationId = (input: { invitationId: string | number }) => idOf(String(input.invitationId), "GameInvitation");

builder.mutationFields((t) => ({
  inviteToGame: t.field({
    type: InviteToGamePayload,
    description:
      "Invites someone the viewer follows who is online to play tic-tac-toe, with input.turnSeconds per turn. They are prompted for their own answer window (User.invitationAnswerSeconds; see GameInvitation.expiresAt) and find the invitation in their notifications too; one open invitation per pair. At most 30 a minute (TOO_MANY_REQUESTS).",
    errors: {
      types: GAME_ERRORS,
      union: {
        name: "InviteToGameResult",
        description: "What inviteToGame answers: the payload, or why nothing changed.",
      },
    },
    args: { input: t.arg({ type: InviteToGameInput, required: true, description: "What to act on." }) },
    resolve: (_root, { input }, ctx) =>
      ctx.domain.gameInvitations.invite(requireViewer(ctx.viewer), idOf(String(input.inviteeId), "User"), {
        turnSeconds: input.turnSeconds,
      }),
  }),
  acceptGameInvitation: t.field({
    type: AcceptGameInvitationPayload,
    description:
      "Accepts an invitation or rematch offer the viewer received: the game starts with its turnSeconds, the inviter (TEAM_1, X) to move (a rematch swaps the roles). Refused once it expired, was answered or was withdrawn.",
    errors: {
      types: GAME_ERRORS,
      union: {
        name: "AcceptGameInvitationResult",
        description: "What acceptGameInvitation answers: the payload, or why nothing changed.",
      },
    },
    args: { input: t.arg({ type: AcceptGameInvitationInput, required: true, description: "What to act on." }) },
    resolve: (_root, { input }, ctx) =>
      ctx.domain.gameInvitations.accept(requireViewer(ctx.viewer), invitationId(input)),
  }),
  rejectGameInvitation: t.field({
    type: RejectGameInvitationPayload,
    description:
      'Rejects an invitation or rematch offer the viewer received; the inviter is told ("<username> declined your invitation").',
    errors: {
      types: GAME_ERRORS,
      union: {
        name: "RejectGameInvitationResult",
        description: "What rejectGameInvitation answers: the payload, or why nothing changed.",
      },
    },
    args: { input: t.arg({ type: RejectGameInvitationInput, required: true, description: "What to act on." }) },
    resolve: (_root, { input }, ctx) =>
      ctx.domain.gameInvitations.reject(requireViewer(ctx.viewer), invitationId(input)),
  }),
  playGameMove: t.field({
    type: PlayGameMovePayload,
    description:
      "Marks a cell for the viewer's team. Refused (GameRefusal, nothing changed) when the game is over, it is not the viewer's turn, the cell is taken, the viewer's time ran out, or the viewer does not play in it; a cell outside 0..8 is a ValidationError. At most 120 attempts a minute (TOO_MANY_REQUESTS).",
    errors: {
      types: GAME_ERRORS,
      union: {
        name: "PlayGameMoveResult",
        description: "What playGameMove answers: the payload, or why nothing changed.",
      },
    },
    args: { input: t.arg({ type: PlayGameMoveInput, required: true, description: "What to act on." }) },
    resolve: (_root, { input }, ctx) => ctx.domain.games.move(requireViewer(ctx.viewer), gameId(input), input.cell),
  }),
  offerRematch: t.field({
    type: OfferRematchPayload,
    description:
      "Play Again: offers the opponent of a finished game a rematch with roles swapped and the same turnSeconds, open at least 30 seconds (longer if their answer window is), until the viewer leaves (withdrawRematchOffer) or goes offline. If they had offered already, the rematch starts at once. Refused when the opponent is offline (OPPONENT_OFFLINE). Counts against the invitation rate limit.",
    errors: {
      types: GAME_ERRORS,
      union: {
        name: "OfferRematchResult",
        description: "What offerRematch answers: the payload, or why nothing changed.",
      },
    },
    args: { input: t.arg({ type: OfferRematchInput, required: true, description: "What to act on." }) },
    resolve: (_root, { input }, ctx) =>
      ctx.domain.gameInvitations.offerRematch(requireViewer(ctx.viewer), gameId(input)),
  }),
  acceptRematch: t.field({
    type: AcceptRematchPayload,
    description:
      "Accepts the opponent's open rematch offer of a finished game: the new game starts with roles swapped (the previous TEAM_2 is TEAM_1 and moves first).",
    errors: {
      types: GAME_ERRORS,
      union: {
        name: "AcceptRematchResult",
        description: "What acceptRematch answers: the payload, or why nothing changed.",
      },
    },
    args: { input: t.arg({ type: AcceptRematchInput, required: true, description: "What to act on." }) },
    resolve: (_root, { input }, ctx) =>
      ctx.domain.gameInvitations.acceptRematch(requireViewer(ctx.viewer), gameId(input)),
  }),
  withdrawRematchOffer: t.field({
    type: WithdrawRematchOfferPayload,
    description:
      "The viewer leaves a finished game: their open rematch offer of it is withdrawn (the opponent's board hears REMATCH_WITHDRAWN), so it is never offered to them later. Having none is not an error.",
    errors: {
      types: GAME_ERRORS,
      union: {
        name: "WithdrawRematchOfferResult",
        description: "What withdrawRematchOffer answers: the payload, or why nothing changed.",
      },
    },
    args: { input: t.arg({ type: WithdrawRematchOfferInput, required: true, description: "What to act on." }) },
    resolve: async (_root, { input }, ctx) => ({
      offer: await ctx.domain.gameInvitations.withdrawRematchOffer(requireViewer(ctx.viewer), gameId(input)),
    }),
  }),
  updateGameSettings: t.field({
    type: UpdateGameSettingsPayload,
    description:
      "Saves the viewer's game settings: how long they have to answer invitations. Needs sign-in; counts against the write rate limit.",
    errors: {
      types: [ValidationError],
      union: {
        name: "UpdateGameSettingsResult",
        description: "What updateGameSettings answers: the settings, or why they were not changed.",
      },
    },
    args: { input: t.arg({ type: UpdateGameSettingsInput, required: true, description: "The settings." }) },
    resolve: (_root, { input }, ctx) => ctx.domain.gameSettings.update(requireViewer(ctx.viewer), input),
  }),
  forfeitGame: t.field({
    type: ForfeitGamePayload,
    description: "Gives up a game in progress: the opponent wins.",
    errors: {
      types: GAME_ERRORS,
      union: {
        name: "ForfeitGameResult",
        description: "What forfeitGame answers: the payload, or why nothing changed.",
      },
    },
    args: { input: t.arg({ type: ForfeitGameInput, required: true, description: "What to act on." }) },
    resolve: (_root, { input }, ctx) => ctx.domain.games.forfeit(requireViewer(ctx.viewer), gameId(input)),
  }),
}));
