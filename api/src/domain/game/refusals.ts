// Why the game refuses an action. Each is a rule a player broke, not a fault: the faces show
// the message (GraphQL GameRefusal, v1 logs it) and nothing was changed.
import { DomainError } from "../errors.ts";

export const GAME_REFUSALS = {
  SELF_INVITATION: "You cannot invite yourself.",
  INVITEE_OFFLINE: "They are not online right now.",
  NOT_FOLLOWING: "You can only invite people you follow.",
  DUPLICATE_INVITATION: "There is already an open invitation between you two.",
  INVITATION_EXPIRED: "This invitation has expired.",
  INVITATION_ANSWERED: "This invitation has already been answered.",
  NOT_INVITEE: "This invitation is not yours to answer.",
  NOT_A_PLAYER: "You are not playing in this game.",
  GAME_OVER: "This game is over.",
  NOT_YOUR_TURN: "It is not your turn.",
  CELL_TAKEN: "That cell is already taken.",
  TIME_RAN_OUT: "Your time ran out.",
  GAME_IN_PROGRESS: "The game is still being played.",
  REMATCH_STARTED: "A rematch of this game has already started.",
  NO_REMATCH_OFFER: "Your opponent has not offered a rematch.",
} as const;

export type GameRefusalReason = keyof typeof GAME_REFUSALS;

export class GameRefusedError extends DomainError {
  readonly code = "GAME_REFUSED";
  constructor(readonly reason: GameRefusalReason) {
    super(GAME_REFUSALS[reason]);
  }
}
