// Follows: follow/unfollow (idempotent), v1's toggle; nobody follows themself; the person must exist.
//
// Why a follow and its notification cannot drift apart (PostgreSQL, READ COMMITTED): follow
// inserts the row and its notification in one transaction, unfollow deletes both in one, and the
// unique (follower, followee) index orders them. An unfollow sees a follow only once it committed,
// notification included; a follow that collides with an uncommitted unfollow (or follow) waits on
// the index until that one ends; two unfollows serialize on the row lock, and the second finds
// nothing to delete. (People are never deleted, so there is no parent row to lock.)
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { notify, retract } from "../notifications/notifications.ts";
import { inTransaction } from "../transaction.ts";
import { watchFollowees, type FolloweeWatch } from "./followee-watch.ts";
import type { RateLimit } from "../auth/rate-limit.ts";

export class Follows {
  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus; writes: RateLimit }) {}

  /** true when this call started the follow */
  async follow(viewer: Viewer, userId: string): Promise<boolean> {
    await this.deps.writes.take(viewer.id);
    const followeeId = await this.target(viewer, userId);
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const { count } = await tx.follow.createMany({ data: [{ followerId: viewer.id, followeeId }], skipDuplicates: true });
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

  /**
   * Who sees someone's new posts live: the viewer's followees, kept in memory from follow events
   * (delivered in commit order by the outbox), so a post costs no query per connected viewer.
   */
  watch(viewer: Viewer): FolloweeWatch {
    return watchFollowees(this.deps, viewer.id);
  }

  private async target(viewer: Viewer, userId: string): Promise<string> {
    const id = requireId(userId, "User");
    if (id === viewer.id) throw ValidationError.of("userId", "CANNOT_FOLLOW_SELF");
    const user = await this.deps.prisma.user.findUnique({ where: { id }, select: { id: true } });
    if (!user) throw new NotFoundError("User");
    return user.id;
  }
}
