// Blocking: afterwards neither person sees the other or what they wrote (policies/), and
// neither can follow, like, comment on, message or invite the other (a follow asks
// assertNotBlocked; a like or a comment finds its post by the rule reads use, lockVisiblePost in
// posts/visible-posts.ts; a message or an invitation, users/contact-settings.ts). The blocked one
// is not told: to them the blocker is an account that does not exist (NOT_FOUND), or one that
// takes no messages or invitations from them. The blocker still finds the blocked one's profile,
// to unblock them from it.
//
// What a block ends, in its own transaction: follows both ways (with the notifications they
// caused, while unread), pending requests to follow either (private-accounts.ts), open game invitations between them, and a game in progress between them
// (nobody wins, ending.ts). The conversation stays, for the blocker to read; nobody can add to it.
//
// Why a follow cannot survive a block it races with (PostgreSQL, READ COMMITTED): a follow's
// INSERT takes FOR KEY SHARE on both people's rows (its foreign keys), and block takes FOR UPDATE
// on both first, which conflicts with it. A follow that inserted first makes block wait for it to
// commit; block's DELETE, a later statement, then sees it and removes it. A follow whose INSERT
// comes after block's lock waits for block to commit, and then finds the block (Follows.follow
// reads it after its INSERT, in its transaction) and rolls back.
import type { Block, Prisma, PrismaClient, User } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { endGamesOnBlock } from "../game/ending.ts";
import { withdrawInvitationsBetween } from "../game/invitations.ts";
import { requireId } from "../ids.ts";
import { retract } from "../notifications/notifications.ts";
import { keyset, toPage, type Page, type PageArgs, type QueryShape } from "../pagination.ts";
import { inTransaction, type PendingEvents } from "../transaction.ts";
import { ACTIVE_ACCOUNT } from "../users/active-accounts.ts";
import { removeFollowRequest } from "./pending-requests.ts";

type Reader = Pick<PrismaClient, "block"> | Prisma.TransactionClient;

/** Whether either of the two people blocked the other. */
export async function blockedEitherWay(db: Reader, a: string, b: string): Promise<boolean> {
  const found = await db.block.findFirst({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
    select: { id: true },
  });
  return found !== null;
}

/** Throws `refusal()` when either of the two people blocked the other. */
export async function assertNotBlocked(db: Reader, a: string, b: string, refusal: () => Error): Promise<void> {
  if (await blockedEitherWay(db, a, b)) throw refusal();
}

export class Blocks {
  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus; writes: RateLimit }) {}

  /** true when this call made the block (blocking someone blocked already changes nothing). */
  async block(viewer: Viewer, userId: string): Promise<boolean> {
    await this.deps.writes.take(viewer.id);
    const blockedId = await this.target(viewer, userId);
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      // FOR UPDATE, not FOR NO KEY UPDATE: it must conflict with a follow's foreign-key lock (see above)
      const [low, high] = [viewer.id, blockedId].sort();
      await tx.$queryRaw`SELECT id FROM "User" WHERE id IN (${low}::uuid, ${high}::uuid) ORDER BY id FOR UPDATE`;
      const { count } = await tx.block.createMany({
        data: [{ blockerId: viewer.id, blockedId }],
        skipDuplicates: true,
      });
      if (!count) return false;
      events.publish("user.blocked", { blockerId: viewer.id, blockedId });
      await unfollow(tx, events, viewer.id, blockedId);
      await unfollow(tx, events, blockedId, viewer.id);
      await removeFollowRequest(tx, events, viewer.id, blockedId);
      await removeFollowRequest(tx, events, blockedId, viewer.id);
      await withdrawInvitationsBetween(tx, events, viewer.id, blockedId);
      await endGamesOnBlock(tx, events, viewer.id, blockedId);
      return true;
    });
  }

  /** true when this call lifted a block; follows it ended stay ended. */
  async unblock(viewer: Viewer, userId: string): Promise<boolean> {
    const { count } = await this.deps.prisma.block.deleteMany({
      where: { blockerId: viewer.id, blockedId: requireId(userId, "User") },
    });
    return count > 0;
  }

  /** Whether the viewer blocked `userId` (what their profile's menu offers: block or unblock). */
  async hasBlocked(viewer: Viewer | null, userId: string): Promise<boolean> {
    if (!viewer) return false;
    return (await this.deps.prisma.block.count({ where: { blockerId: viewer.id, blockedId: userId } })) > 0;
  }

  /** The viewer's "Blocked accounts", the latest block first. */
  async page(viewer: Viewer, args: PageArgs, userShape: QueryShape = {}): Promise<Page<Block & { blocked: User }>> {
    const { size, ...query } = keyset(args);
    const rows = await this.deps.prisma.block.findMany({
      ...query,
      where: { blockerId: viewer.id, blocked: ACTIVE_ACCOUNT, ...query.where },
      include: { blocked: Object.keys(userShape).length ? userShape : true },
    });
    return toPage(rows as (Block & { blocked: User })[], size);
  }

  /** Someone the viewer may block: an active account that has not blocked them (to whom it would not exist). */
  private async target(viewer: Viewer, userId: string): Promise<string> {
    const id = requireId(userId, "User");
    if (id === viewer.id) throw ValidationError.of("userId", "CANNOT_BLOCK_SELF");
    const user = await this.deps.prisma.user.findFirst({
      where: { id, ...ACTIVE_ACCOUNT, blocksMade: { none: { blockedId: viewer.id } } },
      select: { id: true },
    });
    if (!user) throw new NotFoundError("User");
    return user.id;
  }
}

/** Ends `followerId`'s follow of `followeeId`, as Follows.unfollow does, within the block's transaction. */
async function unfollow(
  tx: Prisma.TransactionClient,
  events: PendingEvents,
  followerId: string,
  followeeId: string,
): Promise<void> {
  const { count } = await tx.follow.deleteMany({ where: { followerId, followeeId } });
  if (!count) return;
  await retract(tx, events, { kind: "FOLLOW", actorId: followerId, recipientId: followeeId });
  events.publish("user.unfollowed", { followerId, followeeId });
}
