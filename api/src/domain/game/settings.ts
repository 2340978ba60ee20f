// A player's own game settings: how long they have to answer the invitations they receive, for
// someone who cannot answer a 5-second prompt, and the turn length they ask for in every game
// they play, for someone who cannot move in 30 seconds (timing.ts). Invitations sent from then on
// use the first, games started from then on the second; one already open keeps its own.
import type { PrismaClient, User } from "../../generated/prisma/client.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ValidationError, type FailureCode } from "../errors.ts";
import { ANSWER_SECONDS_CHOICES, TURN_SECONDS_CHOICES } from "./timing.ts";

/** `value` when it is one of the lengths offered (`choices`), else a ValidationError on `field`. */
export function requireOffered(value: unknown, choices: readonly number[], field: string, reason: FailureCode): number {
  if (typeof value === "number" && choices.includes(value)) return value;
  throw ValidationError.of(field, reason);
}

/** The settings to change; one left out (undefined or null) stays as it is. */
export interface GameSettingsUpdate {
  /** one of ANSWER_SECONDS_CHOICES */
  invitationAnswerSeconds?: unknown;
  /** one of TURN_SECONDS_CHOICES */
  turnSeconds?: unknown;
}

const offeredOrUnchanged = (value: unknown, choices: readonly number[], field: string, reason: FailureCode) =>
  value == null ? undefined : requireOffered(value, choices, field, reason);

export class GameSettings {
  constructor(private readonly deps: { prisma: PrismaClient; writes: RateLimit }) {}

  async update(viewer: Viewer, update: GameSettingsUpdate): Promise<User> {
    const data = {
      invitationAnswerSeconds: offeredOrUnchanged(
        update.invitationAnswerSeconds,
        ANSWER_SECONDS_CHOICES,
        "invitationAnswerSeconds",
        "ANSWER_SECONDS_NOT_OFFERED",
      ),
      turnSeconds: offeredOrUnchanged(
        update.turnSeconds,
        TURN_SECONDS_CHOICES,
        "turnSeconds",
        "TURN_SECONDS_NOT_OFFERED",
      ),
    };
    await this.deps.writes.take(viewer.id);
    return this.deps.prisma.user.update({ where: { id: viewer.id }, data });
  }
}
