// Follows: follow/unfollow (idempotent), v1's toggle; nobody follows themself; the person must exist.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import type { Notifications } from "../notifications/notifications.ts";

interface Deps {
  prisma: PrismaClient;
  notifications: Notifications;
  bus: EventBus;
}

export class Follows {
  constructor(private readonly deps: Deps) {}

  /** true when this call started the follow */
  async follow(viewer: Viewer, userId: string): Promise<boolean> {
    const followeeId = await this.target(viewer, userId);
    const { prisma, notifications, bus } = this.deps;
    const { count } = await prisma.follow.createMany({ data: [{ followerId: viewer.id, followeeId }], skipDuplicates: true });
    if (count) {
      await notifications.notify({ kind: "FOLLOW", actorId: viewer.id, recipientId: followeeId });
      await bus.publish("user.followed", { followerId: viewer.id, followeeId });
    }
    return count > 0;
  }

  /** true when this call ended the follow */
  async unfollow(viewer: Viewer, userId: string): Promise<boolean> {
    const followeeId = await this.target(viewer, userId);
    const { prisma, notifications, bus } = this.deps;
    const { count } = await prisma.follow.deleteMany({ where: { followerId: viewer.id, followeeId } });
    if (count) {
      await notifications.retract({ kind: "FOLLOW", actorId: viewer.id, recipientId: followeeId });
      await bus.publish("user.unfollowed", { followerId: viewer.id, followeeId });
    }
    return count > 0;
  }

  /** v1's button: returns whether the viewer follows the person afterwards */
  async toggle(viewer: Viewer, userId: string): Promise<boolean> {
    return (await this.unfollow(viewer, userId)) ? false : this.follow(viewer, userId).then(() => true);
  }

  /** Whether `viewer` follows `userId` (who sees someone's new posts live). */
  async isFollowing(viewer: Viewer, userId: string): Promise<boolean> {
    return (await this.deps.prisma.follow.count({ where: { followerId: viewer.id, followeeId: userId } })) > 0;
  }

  private async target(viewer: Viewer, userId: string): Promise<string> {
    const id = requireId(userId, "User");
    if (id === viewer.id) throw ValidationError.field("userId", "You cannot follow yourself");
    const user = await this.deps.prisma.user.findUnique({ where: { id }, select: { id: true } });
    if (!user) throw new NotFoundError("User not found");
    return user.id;
  }
}
