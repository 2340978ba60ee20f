// Why the game refuses an action. Each is a rule a player broke, not a fault: nothing was
// changed, and the faces tell it (GraphQL GameRefusal, the web client's board; v1 logs it).
import { UserError } from "../errors.ts";
import type { FailureCode } from "../failures.ts";

export const GAME_REFUSAL_REASONS = [
  "SELF_INVITATION",
  "INVITEE_OFFLINE",
  "NOT_FOLLOWING",
  "DUPLICATE_INVITATION",
  "INVITATION_EXPIRED",
  "INVITATION_ANSWERED",
  "INVITATION_WITHDRAWN",
  "NOT_INVITEE",
  "NOT_A_PLAYER",
  "GAME_OVER",
  "NOT_YOUR_TURN",
  "CELL_TAKEN",
  "TIME_RAN_OUT",
  "GAME_IN_PROGRESS",
  "REMATCH_STARTED",
  "NO_REMATCH_OFFER",
  "OPPONENT_OFFLINE",
  "INVITATIONS_NOT_ACCEPTED",
  "TURN_EXTENSIONS_USED",
] as const satisfies readonly FailureCode[];

export type GameRefusalReason = (typeof GAME_REFUSAL_REASONS)[number];

export class GameRefusedError extends UserError {
  readonly code = "GAME_REFUSED";
  declare readonly reason: GameRefusalReason;
  constructor(reason: GameRefusalReason) {
    super({ reason });
  }
}
