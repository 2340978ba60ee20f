// Follows: follow/unfollow (idempotent), v1's toggle; nobody follows themself; the person must exist
// and be someone the viewer sees (no block either way: NOT_FOUND, as for nobody).
//
// Why a follow and its notification cannot drift apart (PostgreSQL, READ COMMITTED): follow
// inserts the row and its notification in one transaction, unfollow deletes both in one, and the
// unique (follower, followee) index orders them. An unfollow sees a follow only once it committed,
// notification included; a follow that collides with an uncommitted unfollow (or follow) waits on
// the index until that one ends; two unfollows serialize on the row lock, and the second finds
// nothing to delete. A follow of an account being deleted waits for the deletion (which locks the
// account's row) and then fails its foreign key.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { notify, retract } from "../notifications/notifications.ts";
import { inTransaction } from "../transaction.ts";
import type { RateLimit } from "../auth/rate-limit.ts";
import { assertNotBlocked } from "../safety/blocks.ts";
import { visibleTo } from "../safety/visibility.ts";

export class Follows {
  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus; writes: RateLimit }) {}

  /** true when this call started the follow */
  async follow(viewer: Viewer, userId: string): Promise<boolean> {
    await this.deps.writes.take(viewer.id);
    const followeeId = await this.target(viewer, userId);
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const { count } = await tx.follow.createMany({ data: [{ followerId: viewer.id, followeeId }], skipDuplicates: true });
      // after the INSERT, which waited for a block of either of them in progress (safety/blocks.ts)
      await assertNotBlocked(tx, viewer.id, followeeId, () => new NotFoundError("User"));
      if (count) {
        await notify(tx, events, { kind: "FOLLOW", actorId: viewer.id, recipientId: followeeId });
        events.publish("user.followed", { followerId: viewer.id, followeeId });
      }
      return count > 0;
    });
  }

  /** true when this call ended the follow */
  async unfollow(viewer: Viewer, userId: string): Promise<boolean> {
    const followeeId = await this.target(viewer, userId);
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const { count } = await tx.follow.deleteMany({ where: { followerId: viewer.id, followeeId } });
      if (count) {
        await retract(tx, events, { kind: "FOLLOW", actorId: viewer.id, recipientId: followeeId });
        events.publish("user.unfollowed", { followerId: viewer.id, followeeId });
      }
      return count > 0;
    });
  }

  /** v1's button: returns whether the viewer follows the person afterwards */
  async toggle(viewer: Viewer, userId: string): Promise<boolean> {
    return (await this.unfollow(viewer, userId)) ? false : this.follow(viewer, userId).then(() => true);
  }

  private async target(viewer: Viewer, userId: string): Promise<string> {
    const id = requireId(userId, "User");
    if (id === viewer.id) throw ValidationError.of("userId", "CANNOT_FOLLOW_SELF");
    const user = await this.deps.prisma.user.findUnique({ where: { id, ...visibleTo(viewer.id) }, select: { id: true } });
    if (!user) throw new NotFoundError("User");
    return user.id;
  }
}
