// Private accounts: following one takes its owner's approval. Following it files a request
// (one per pair, however often asked) and tells the owner (FOLLOW_REQUEST); the owner approves it
// (the follow is made, the owner gets the usual FOLLOW notification and, as on Instagram, the
// requester learns they were approved: FOLLOW_REQUEST_APPROVED) or declines it (silently: the
// requester is told nothing); the requester withdraws it by unfollowing. Turning the account
// public approves every pending request. What a private account hides, and from whom, is
// policies/users.ts's userPolicy.contents; a block removes pending requests both ways (blocks.ts).
//
// Races (PostgreSQL, READ COMMITTED):
// - request vs switching the account public: a follow reads the account's privacy FOR NO KEY
//   UPDATE (lockPrivacy), which conflicts with the switch's UPDATE of the row. A request made first makes
//   the switch wait for it, and the switch's later statement then finds it and approves it; a
//   follow that comes after the switch waits for it and follows directly.
// - approve vs withdraw, decline, a second approve or going public: each deletes the request row
//   first; the row lock orders them, and the later finds nothing (NOT_FOUND for an approve; going
//   public approves only the requests it removed itself, so a withdrawn one never becomes a follow).
// - request or approve vs block: the follow's and the request's INSERTs take FOR KEY SHARE on both
//   people's rows (foreign keys), which block's FOR UPDATE conflicts with; both read the block
//   after their INSERT and roll back if it committed first (blocks.ts explains the other order).
import type { FollowRequest, Prisma, PrismaClient, User } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { notify } from "../notifications/notifications.ts";
import { keyset, toPage, type Page, type PageArgs, type QueryShape } from "../pagination.ts";
import { inTransaction, type PendingEvents } from "../transaction.ts";
import { assertNotBlocked } from "./blocks.ts";
import { removeFollowRequest } from "./pending-requests.ts";
import { userPolicy } from "../policies/users.ts";

/**
 * Whether the account `ownerId` is private, read under a lock of its row and `otherId`'s (the one
 * following or unfollowing): a change of its privacy waits until the caller's transaction ends, and
 * the caller waits for one in progress. null: no such account.
 */
export async function lockPrivacy(
  tx: Prisma.TransactionClient,
  ownerId: string,
  otherId: string,
): Promise<boolean | null> {
  // Both people's rows, in id order, as a block takes them (blocks.ts): one order, so a follow and
  // a block racing wait for each other instead of deadlocking. FOR NO KEY UPDATE, not FOR SHARE:
  // the follow's trigger then updates the owner's followerCount, and two follows each holding a
  // share lock would deadlock upgrading it (follows of one person took turns on it anyway).
  const [low, high] = [ownerId, otherId].sort();
  const rows = await tx.$queryRaw<
    { id: string; isPrivate: boolean }[]
  >`SELECT id, "isPrivate" FROM "User" WHERE id IN (${low}::uuid, ${high}::uuid) ORDER BY id FOR NO KEY UPDATE`;
  return rows.find((row) => row.id === ownerId)?.isPrivate ?? null;
}

/** Files `requesterId`'s request to follow `targetId` (once) and tells the owner; true when this call filed it. */
export async function fileFollowRequest(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  requesterId: string,
  targetId: string,
): Promise<boolean> {
  const { count } = await tx.followRequest.createMany({ data: [{ requesterId, targetId }], skipDuplicates: true });
  // after the INSERT, which waited for a block of either of them in progress (see above)
  await assertNotBlocked(tx, requesterId, targetId, () => new NotFoundError("User"));
  if (count) await notify(tx, events, { kind: "FOLLOW_REQUEST", actorId: requesterId, recipientId: targetId });
  return count > 0;
}

/** Makes the follow a removed request asked for: the owner hears of the follow, the requester of the approval. */
async function approveRemoved(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  requesterId: string,
  ownerId: string,
): Promise<void> {
  const { count } = await tx.follow.createMany({
    data: [{ followerId: requesterId, followeeId: ownerId }],
    skipDuplicates: true,
  });
  await assertNotBlocked(tx, requesterId, ownerId, () => new NotFoundError("FollowRequest"));
  if (!count) return;
  await notify(tx, events, { kind: "FOLLOW", actorId: requesterId, recipientId: ownerId });
  await notify(tx, events, { kind: "FOLLOW_REQUEST_APPROVED", actorId: ownerId, recipientId: requesterId });
  events.publish("user.followed", { followerId: requesterId, followeeId: ownerId });
}

export class FollowRequests {
  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus; writes: RateLimit }) {}

  /** The requests waiting for the viewer's answer, the newest first, of people they may see. */
  async page(
    viewer: Viewer,
    args: PageArgs,
    userShape: QueryShape = {},
  ): Promise<Page<FollowRequest & { requester: User }>> {
    const { size, ...query } = keyset(args);
    const rows = await this.deps.prisma.followRequest.findMany({
      ...query,
      where: { targetId: viewer.id, requester: userPolicy.where(viewer.id), ...query.where },
      include: { requester: Object.keys(userShape).length ? userShape : true },
    });
    return toPage(rows as (FollowRequest & { requester: User })[], size);
  }

  count(viewer: Viewer): Promise<number> {
    return this.deps.prisma.followRequest.count({
      where: { targetId: viewer.id, requester: userPolicy.where(viewer.id) },
    });
  }

  /** Whether the viewer has asked to follow `userId` and is waiting for an answer. */
  async hasRequested(viewer: Viewer | null, userId: string): Promise<boolean> {
    if (!viewer) return false;
    return (await this.deps.prisma.followRequest.count({ where: { requesterId: viewer.id, targetId: userId } })) > 0;
  }

  /** Approves `requesterId`'s request to follow the viewer; NotFoundError when there is none (withdrawn, declined, never made). */
  async approve(viewer: Viewer, requesterId: string): Promise<void> {
    await this.deps.writes.take(viewer.id);
    const id = requireId(requesterId, "User");
    await inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      if (!(await removeFollowRequest(tx, events, id, viewer.id))) throw new NotFoundError("FollowRequest");
      await approveRemoved(tx, events, id, viewer.id);
    });
  }

  /** Declines `requesterId`'s request, telling them nothing; NotFoundError when there is none. */
  async decline(viewer: Viewer, requesterId: string): Promise<void> {
    const id = requireId(requesterId, "User");
    const removed = await inTransaction(this.deps.prisma, this.deps.bus, (tx, events) =>
      removeFollowRequest(tx, events, id, viewer.id),
    );
    if (!removed) throw new NotFoundError("FollowRequest");
  }
}

/**
 * Makes the account `userId` private or public (the profile edit's switch, Accounts.updateProfile).
 * Going public approves every pending request, each with its notifications, in the same
 * transaction (see above for the races).
 */
export async function setAccountPrivacy(
  prisma: PrismaClient,
  bus: EventBus,
  userId: string,
  isPrivate: boolean,
): Promise<void> {
  await inTransaction(prisma, bus, async (tx, events) => {
    await tx.user.update({ where: { id: userId }, data: { isPrivate }, select: { id: true } });
    events.publish("user.privacyChanged", { userId, isPrivate });
    if (isPrivate) return;
    const pending = await tx.followRequest.findMany({
      where: { targetId: userId },
      select: { requesterId: true },
      orderBy: { createdAt: "asc" },
    });
    for (const { requesterId } of pending) {
      // one withdrawn, declined or approved meanwhile is gone by now (its row lock made this wait): it stays so
      if (await removeFollowRequest(tx, events, requesterId, userId))
        await approveRemoved(tx, events, requesterId, userId);
    }
  });
}
