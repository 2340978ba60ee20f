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
//
// A private account (safety/private-accounts.ts) is not followed but asked: follow files a request
// instead, and unfollow withdraws a pending one. Its privacy is read under a row lock, so it cannot turn
// public between reading it and filing the request (which going public would approve).
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { notify, retract } from "../notifications/notifications.ts";
import { inTransaction } from "../transaction.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import { assertNotBlocked } from "../safety/blocks.ts";
import { userPolicy } from "../policies/users.ts";
import { fileFollowRequest, lockPrivacy } from "../safety/private-accounts.ts";
import { removeFollowRequest } from "../safety/pending-requests.ts";

/** What following someone did: followed them, asked them (a private account), or nothing new. */
export type FollowOutcome = "FOLLOWED" | "REQUESTED" | "UNCHANGED";

export class Follows {
  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus; writes: RateLimit }) {}

  /** true when this call started the follow (not a request: see followOrRequest) */
  async follow(viewer: Viewer, userId: string): Promise<boolean> {
    return (await this.followOrRequest(viewer, userId)) === "FOLLOWED";
  }

  /** Follows someone, or asks to when their account is private and the viewer does not follow them yet. */
  async followOrRequest(viewer: Viewer, userId: string): Promise<FollowOutcome> {
    await this.deps.writes.take(viewer.id);
    const followeeId = await this.target(viewer, userId);
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      if (await lockPrivacy(tx, followeeId, viewer.id)) {
        const following = await tx.follow.count({ where: { followerId: viewer.id, followeeId } });
        if (following) return "UNCHANGED";
        return (await fileFollowRequest(tx, events, viewer.id, followeeId)) ? "REQUESTED" : "UNCHANGED";
      }
      const { count } = await tx.follow.createMany({
        data: [{ followerId: viewer.id, followeeId }],
        skipDuplicates: true,
      });
      // after the INSERT, which waited for a block of either of them in progress (safety/blocks.ts)
      await assertNotBlocked(tx, viewer.id, followeeId, () => new NotFoundError("User"));
      if (count) {
        await notify(tx, events, { kind: "FOLLOW", actorId: viewer.id, recipientId: followeeId });
        events.publish("user.followed", { followerId: viewer.id, followeeId });
      }
      return count > 0 ? "FOLLOWED" : "UNCHANGED";
    });
  }

  /** true when this call ended the follow or withdrew a pending request to follow */
  async unfollow(viewer: Viewer, userId: string): Promise<boolean> {
    const followeeId = await this.target(viewer, userId);
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      // both people's rows first, as follow takes them (lockPrivacy): the other order (the Follow
      // row, then the counter's update of the User row) deadlocks with a follow racing it
      await lockPrivacy(tx, followeeId, viewer.id);
      if (await removeFollowRequest(tx, events, viewer.id, followeeId)) return true;
      const { count } = await tx.follow.deleteMany({ where: { followerId: viewer.id, followeeId } });
      if (count) {
        await retract(tx, events, { kind: "FOLLOW", actorId: viewer.id, recipientId: followeeId });
        events.publish("user.unfollowed", { followerId: viewer.id, followeeId });
      }
      return count > 0;
    });
  }

  /**
   * v1's button: ends a follow, or else follows (or asks to follow a private account). A pending
   * request stays as it is: v1's button shows "Follow" beside it, so a second press asks again
   * (the one request), never withdraws (docs/v1-compatibility.md, "Private accounts").
   */
  async toggle(viewer: Viewer, userId: string): Promise<"FOLLOWING" | "REQUESTED" | "UNFOLLOWED"> {
    const followeeId = await this.target(viewer, userId);
    const following = await this.deps.prisma.follow.count({ where: { followerId: viewer.id, followeeId } });
    if (following && (await this.unfollow(viewer, followeeId))) return "UNFOLLOWED";
    const outcome = await this.followOrRequest(viewer, followeeId);
    if (outcome !== "UNCHANGED") return outcome === "FOLLOWED" ? "FOLLOWING" : "REQUESTED";
    // nothing new: a request asked again, or a follow made meanwhile by another of the viewer's clients
    const pending = await this.deps.prisma.followRequest.count({
      where: { requesterId: viewer.id, targetId: followeeId },
    });
    return pending ? "REQUESTED" : "FOLLOWING";
  }

  private async target(viewer: Viewer, userId: string): Promise<string> {
    const id = requireId(userId, "User");
    if (id === viewer.id) throw ValidationError.of("userId", "CANNOT_FOLLOW_SELF");
    const user = await this.deps.prisma.user.findUnique({
      where: { id, ...userPolicy.where(viewer.id) },
      select: { id: true },
    });
    if (!user) throw new NotFoundError("User");
    return user.id;
  }
}
