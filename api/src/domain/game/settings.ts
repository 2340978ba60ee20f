// A player's own game settings. Today one: how long they have to answer the invitations they
// receive (timing.ts), for someone who cannot answer a 5-second prompt. Invitations sent from
// then on use it; one already open keeps the window it was sent with.
import type { PrismaClient, User } from "../../generated/prisma/client.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ValidationError, type FailureCode } from "../errors.ts";
import { ANSWER_SECONDS_CHOICES } from "./timing.ts";

/** `value` when it is one of the lengths offered (`choices`), else a ValidationError on `field`. */
export function requireOffered(value: unknown, choices: readonly number[], field: string, reason: FailureCode): number {
  if (typeof value === "number" && choices.includes(value)) return value;
  throw ValidationError.of(field, reason);
}

export interface GameSettingsUpdate {
  /** one of ANSWER_SECONDS_CHOICES */
  invitationAnswerSeconds: unknown;
}

export class GameSettings {
  constructor(private readonly deps: { prisma: PrismaClient; writes: RateLimit }) {}

  async update(viewer: Viewer, { invitationAnswerSeconds }: GameSettingsUpdate): Promise<User> {
    const seconds = requireOffered(
      invitationAnswerSeconds,
      ANSWER_SECONDS_CHOICES,
      "invitationAnswerSeconds",
      "ANSWER_SECONDS_NOT_OFFERED",
    );
    await this.deps.writes.take(viewer.id);
    return this.deps.prisma.user.update({ where: { id: viewer.id }, data: { invitationAnswerSeconds: seconds } });
  }
}
