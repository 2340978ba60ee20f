// Game actions. Resolvers translate ids; every rule is in the domain (api/src/domain/game).
import { IDEMPOTENCY_KEY_DESCRIPTION, idempotencyKeyOf } from "../idempotency-key.ts";
import type { Game, GameInvitation, GameMove, User } from "../../generated/prisma/client.ts";
import { NotFoundError, ValidationError } from "../../domain/errors.ts";
import { GameRefusedError } from "../../domain/game/refusals.ts";
import {
  ANSWER_SECONDS_CHOICES,
  listChoices,
  STANDARD_TURN_SECONDS,
  TURN_EXTENSIONS_PER_PLAYER,
  TURN_SECONDS_CHOICES,
} from "../../domain/game/timing.ts";
import { builder } from "../builder.ts";
import { payloadMutation } from "../payload-mutation.ts";
import { GameInvitationRef, GameMoveRef, GameRef } from "./game.ts";
import { idOf } from "./global-ids.ts";
import { UserRef } from "./user.ts";

const GAME_ERRORS = [ValidationError, NotFoundError, GameRefusedError];

const InviteToGameInput = builder.inputType("InviteToGameInput", {
  description: "Whom to invite, and how long each turn of the game lasts.",
  fields: (t) => ({
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
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
const ExtendTurnInput = gameInput(
  "ExtendTurnInput",
  "The game in progress, on the viewer's turn, to take more time in.",
);
const WithdrawRematchOfferInput = gameInput(
  "WithdrawRematchOfferInput",
  "The finished game whose rematch offer (the viewer's) to take back.",
);
const UpdateGameSettingsInput = builder.inputType("UpdateGameSettingsInput", {
  description: "The viewer's game settings.",
  fields: (t) => ({
    invitationAnswerSeconds: t.int({
      description: `Seconds the viewer has to answer an invitation: ${listChoices(ANSWER_SECONDS_CHOICES)} (ANSWER_SECONDS_NOT_OFFERED otherwise). Applies to invitations sent from now on; left out, it stays as it is.`,
    }),
    turnSeconds: t.int({
      description: `Seconds per turn the viewer asks for in every game they play: ${listChoices(TURN_SECONDS_CHOICES)} (TURN_SECONDS_NOT_OFFERED otherwise). A game started from now on lasts the longest of the invitation's choice and both players' settings; left out, it stays as it is.`,
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

const ExtendTurnPayload = builder.objectRef<Game>("ExtendTurnPayload").implement({
  description: "The game with the viewer's turn made longer.",
  fields: (t) => ({
    game: t.field({
      type: GameRef,
      description: "Its turnDeadline one turnSeconds later, and viewerTurnExtensionsLeft one fewer.",
      resolve: (g) => g,
    }),
  }),
});

const gameId = (input: { gameId: string | number }) => idOf(String(input.gameId), "Game");
const invitationId = (input: { invitationId: string | number }) => idOf(String(input.invitationId), "GameInvitation");

payloadMutation("inviteToGame", {
  description:
    "Invites someone the viewer follows who is online to play tic-tac-toe, with input.turnSeconds per turn. They are prompted for their own answer window (User.invitationAnswerSeconds; see GameInvitation.expiresAt) and find the invitation in their notifications too; one open invitation per pair. At most 30 a minute (TOO_MANY_REQUESTS).",
  caller: "viewer",
  input: { type: InviteToGameInput, description: "Whom to invite, and the turn length to ask for." },
  payload: InviteToGamePayload,
  errors: GAME_ERRORS,
  resolve: (input, viewer, ctx) =>
    ctx.domain.gameInvitations.invite(
      viewer,
      idOf(String(input.inviteeId), "User"),
      { turnSeconds: input.turnSeconds },
      idempotencyKeyOf(input, ctx),
    ),
});

payloadMutation("acceptGameInvitation", {
  description:
    "Accepts an invitation or rematch offer the viewer received: the game starts with its turnSeconds, the inviter (TEAM_1, X) to move (a rematch swaps the roles). Refused once it expired, was answered or was withdrawn.",
  caller: "viewer",
  input: { type: AcceptGameInvitationInput, description: "The invitation to accept." },
  payload: AcceptGameInvitationPayload,
  errors: GAME_ERRORS,
  resolve: (input, viewer, ctx) => ctx.domain.gameInvitations.accept(viewer, invitationId(input)),
});

payloadMutation("rejectGameInvitation", {
  description:
    'Rejects an invitation or rematch offer the viewer received; the inviter is told ("<username> declined your invitation").',
  caller: "viewer",
  input: { type: RejectGameInvitationInput, description: "The invitation to decline." },
  payload: RejectGameInvitationPayload,
  errors: GAME_ERRORS,
  resolve: (input, viewer, ctx) => ctx.domain.gameInvitations.reject(viewer, invitationId(input)),
});

payloadMutation("playGameMove", {
  description:
    "Marks a cell for the viewer's team. Refused (GameRefusal, nothing changed) when the game is over, it is not the viewer's turn, the cell is taken, the viewer's time ran out, or the viewer does not play in it; a cell outside 0..8 is a ValidationError. At most 120 attempts a minute (TOO_MANY_REQUESTS).",
  caller: "viewer",
  input: { type: PlayGameMoveInput, description: "The game and the cell to mark." },
  payload: PlayGameMovePayload,
  errors: GAME_ERRORS,
  resolve: (input, viewer, ctx) => ctx.domain.games.move(viewer, gameId(input), input.cell),
});

payloadMutation("offerRematch", {
  description:
    "Play Again: offers the opponent of a finished game a rematch with roles swapped and the same turnSeconds, open at least 30 seconds (longer if their answer window is), until the viewer leaves (withdrawRematchOffer) or goes offline. If they had offered already, the rematch starts at once. Refused when the opponent is offline (OPPONENT_OFFLINE). Counts against the invitation rate limit.",
  caller: "viewer",
  input: { type: OfferRematchInput, description: "The finished game to play again." },
  payload: OfferRematchPayload,
  errors: GAME_ERRORS,
  resolve: (input, viewer, ctx) => ctx.domain.rematchOffers.offer(viewer, gameId(input)),
});

payloadMutation("acceptRematch", {
  description:
    "Accepts the opponent's open rematch offer of a finished game: the new game starts with roles swapped (the previous TEAM_2 is TEAM_1 and moves first).",
  caller: "viewer",
  input: { type: AcceptRematchInput, description: "The finished game whose rematch offer to accept." },
  payload: AcceptRematchPayload,
  errors: GAME_ERRORS,
  resolve: (input, viewer, ctx) => ctx.domain.rematchOffers.accept(viewer, gameId(input)),
});

payloadMutation("withdrawRematchOffer", {
  description:
    "The viewer leaves a finished game: their open rematch offer of it is withdrawn (the opponent's board hears REMATCH_WITHDRAWN), so it is never offered to them later. Having none is not an error.",
  caller: "viewer",
  input: { type: WithdrawRematchOfferInput, description: "The finished game whose rematch offer to withdraw." },
  payload: WithdrawRematchOfferPayload,
  errors: GAME_ERRORS,
  resolve: async (input, viewer, ctx) => ({
    offer: await ctx.domain.rematchOffers.withdraw(viewer, gameId(input)),
  }),
});

payloadMutation("updateGameSettings", {
  description:
    "Saves the viewer's game settings: how long they have to answer invitations, and the turn length they ask for. Needs sign-in; counts against the write rate limit.",
  caller: "viewer",
  input: { type: UpdateGameSettingsInput, description: "The settings." },
  payload: UpdateGameSettingsPayload,
  errors: [ValidationError],
  answers: "the settings, or why they were not changed",
  resolve: (input, viewer, ctx) => ctx.domain.gameSettings.update(viewer, input),
});

payloadMutation("extendTurn", {
  description: `"More time": on the viewer's own turn, adds one turn length (Game.turnSeconds) to it; the opponent is told (gameUpdated TURN_EXTENDED). Each player may, ${TURN_EXTENSIONS_PER_PLAYER} times a game (TURN_EXTENSIONS_USED after that; NOT_YOUR_TURN on the opponent's turn).`,
  caller: "viewer",
  input: { type: ExtendTurnInput, description: "The game in which to take more time." },
  payload: ExtendTurnPayload,
  errors: GAME_ERRORS,
  resolve: (input, viewer, ctx) => ctx.domain.games.extendTurn(viewer, gameId(input)),
});

payloadMutation("forfeitGame", {
  description: "Gives up a game in progress: the opponent wins.",
  caller: "viewer",
  input: { type: ForfeitGameInput, description: "The game to give up." },
  payload: ForfeitGamePayload,
  errors: GAME_ERRORS,
  resolve: (input, viewer, ctx) => ctx.domain.games.forfeit(viewer, gameId(input)),
});
