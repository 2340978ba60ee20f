// "…is typing": an ephemeral signal from one person to another over the bus, never stored. A
// client sends typing: true while its person types (again every few seconds) and false when they
// stop or send; the receiving client lets a true expire by itself, since a closed tab never says false.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { userPolicy } from "../policies/users.ts";

/** How long a receiving client shows a typing: true that is not repeated. */
export const TYPING_EXPIRES_SECONDS = 6;

export class Typing {
  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus; signals: RateLimit }) {}

  async signal(viewer: Viewer, receiverId: string, typing: boolean): Promise<void> {
    await this.deps.signals.take(viewer.id);
    const id = requireId(receiverId, "User");
    if (id === viewer.id) throw ValidationError.of("userId", "CANNOT_MESSAGE_SELF");
    const receiver = await this.deps.prisma.user.findUnique({
      where: { id, ...userPolicy.where(viewer.id) },
      select: { id: true },
    });
    if (!receiver) throw new NotFoundError("User");
    await this.deps.bus.publishEphemeral("chat.typing", { senderId: viewer.id, receiverId: receiver.id, typing });
  }
}
