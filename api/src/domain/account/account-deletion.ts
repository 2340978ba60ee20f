// Deleting an account: with its password and its username typed again, from a logged-in session.
// One transaction removes the person and everything that is theirs alone (profile, posts with
// their comments, likes and saves, their comments, likes and saves elsewhere, follows both ways,
// notifications to and from them, sessions' revocations, access tokens, game results, data
// exports): a crash leaves the whole account or none of it. The rows other people share with it
// (conversations, games, invitations) pass to a stand-in (deleted-account-stand-in.ts). What
// moderation keeps stays: the audit log's entries naming the account keep the username it had
// (moderation/audit-log.ts), and its reports stay in the queue without a reporter.
//
// Counters stay true by themselves: the database's triggers move Post.likeCount,
// Post.commentCount and User.followerCount on every deleted Like, Comment and Follow, cascades
// included. What other people have on screen is told live, in the same transaction's outbox: each
// post, comment, like and follow that goes, each notification of theirs that goes, and last
// `account.deleted`, on which every node closes the account's open connections (any token). Its
// tokens are refused from the commit on: they name a user that no longer exists.
//
// The account's row is locked first (FOR UPDATE): a write that references it (a like, a follow, a
// message) waits for the deletion and then fails its foreign key, so nothing lands after the
// inventory below was taken. Files go after the commit: images once no row uses them (content is
// shared), and the account's export archives; a removal the store fails then is retried later
// (MediaStore.releaseLeftovers, ExportStore.sweepLeftovers) and never fails the deletion. The
// store is not needed at all but for the first stand-in's images (MediaStore.storedBefore).
import { z } from "zod";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { MediaStore } from "../../media/media-store.ts";
import { deletedAccountAvatar, deletedAccountCover } from "../../media/default-images.ts";
import type { PreparedImage } from "../../media/prepare-image.ts";
import type { Passwords } from "../auth/passwords.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Session } from "../auth/sessions.ts";
import { ForbiddenError, UnauthenticatedError, ValidationError } from "../errors.ts";
import type { Revocations } from "../auth/revocations.ts";
import { retryingConflicts, storeEvents, type OutboxEntry, type PendingEvents } from "../transaction.ts";
import { ANNOUNCED, announcement } from "../notifications/notifications.ts";
import { withStoredImages } from "../uploads.ts";
import { failingWith, parseInput } from "../validation.ts";
import { usernameKey } from "../users/rules.ts";
import { endOpenDealings, handOverToStandIn, sharesHistory } from "./deleted-account-stand-in.ts";
import type { ExportAttempts, ExportStore } from "./export-store.ts";
import { imagesOf, POST_IMAGES_SELECT } from "./post-images.ts";

export interface AccountDeletionRequest {
  /** the account's password */
  password: unknown;
  /** the account's username (any case), typed to confirm */
  username: unknown;
}

const deletionInput = z.object({
  password: z.string({ error: failingWith("PASSWORD_REQUIRED") }).min(1, failingWith("PASSWORD_REQUIRED")),
  username: z.string({ error: failingWith("DELETION_NOT_CONFIRMED") }),
});

interface Deps {
  prisma: PrismaClient;
  bus: EventBus;
  media: MediaStore;
  passwords: Passwords;
  exportStore: ExportStore;
  /** wrong passwords per account: a stolen session cannot guess its way to deleting the account */
  guesses: RateLimit;
  maxImageSide: number;
  /** told of each revocation once it has committed, before the action answers */
  revocations: Pick<Revocations, "committed">;
}

/** What the transaction removed that lives outside the database. */
interface Removed {
  mediaIds: string[];
  exports: ExportAttempts[];
}

export class AccountDeletion {
  private standInImages: Promise<[PreparedImage, PreparedImage]> | undefined;

  constructor(private readonly deps: Deps) {}

  async delete(session: Session, request: AccountDeletionRequest): Promise<void> {
    if (session.credential !== "LOG_IN") throw new ForbiddenError("ACCESS_TOKEN_CANNOT_DELETE_ACCOUNT");
    const fields = parseInput(deletionInput, request);
    const { prisma, passwords, guesses, media, bus } = this.deps;
    const userId = session.viewer.id;
    const account = await prisma.user.findUnique({
      where: { id: userId },
      select: { passwordHash: true, usernameKey: true },
    });
    if (!account) throw new UnauthenticatedError();
    if (usernameKey(fields.username) !== account.usernameKey)
      throw ValidationError.of("username", "DELETION_NOT_CONFIRMED");
    await guesses.take(userId);
    if (!(await passwords.verify(fields.password, account.passwordHash)))
      throw ValidationError.of("password", "WRONG_PASSWORD");
    const [avatar, cover] = await (this.standInImages ??= Promise.all([
      deletedAccountAvatar({ maxSide: this.deps.maxImageSide }),
      deletedAccountCover({ maxSide: this.deps.maxImageSide }),
    ]));
    const removed = await retryingConflicts(() =>
      withStoredImages(prisma, media, async (tx, store) => {
        const queued: OutboxEntry[] = [];
        const events: PendingEvents = { publish: (type, payload) => void queued.push({ type, payload }) };
        // stored for an earlier deletion: linked again with no write, so a store that is down does not hold this one up
        const standIn = async (image: PreparedImage) => (await media.storedBefore(tx, image)) ?? (await store(image));
        const removed = await this.removeAccount(tx, events, userId, async () => ({
          profileImageId: (await standIn(avatar)).id,
          coverImageId: (await standIn(cover)).id,
        }));
        return { ...removed, stored: await storeEvents(tx, queued) };
      }),
    );
    bus.committed(removed.stored);
    this.deps.revocations.committed({ type: "account.deleted", payload: { userId } });
    await media.releaseUnreferenced(prisma, removed.mediaIds);
    await this.deps.exportStore.discard(removed.exports);
  }

  private async removeAccount(
    tx: Prisma.TransactionClient,
    events: PendingEvents,
    userId: string,
    standInImages: () => Promise<{ profileImageId: string; coverImageId: string }>,
  ): Promise<Removed> {
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "User" WHERE "id" = ${userId}::uuid AND "deletedAt" IS NULL FOR UPDATE`;
    // deleted meanwhile, by another of the account's sessions
    if (!locked.length) throw new UnauthenticatedError();
    await endOpenDealings(tx, events, userId);
    if (await sharesHistory(tx, userId)) await handOverToStandIn(tx, events, userId, await standInImages());
    const removed = await inventory(tx, userId);
    await announceDeparture(tx, events, userId);
    await tx.user.delete({ where: { id: userId } });
    events.publish("account.deleted", { userId });
    return removed;
  }
}

/** The files the account's rows point at: its images (profile, cover, posts') and its export archives. */
async function inventory(tx: Prisma.TransactionClient, userId: string): Promise<Removed> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      profileImageId: true,
      coverImageId: true,
      posts: { select: POST_IMAGES_SELECT },
      dataExports: { select: { id: true, attempts: true } },
    },
  });
  const postImages = user.posts.flatMap((post) => imagesOf(post).map((image) => image.id));
  return {
    mediaIds: [user.profileImageId, user.coverImageId, ...postImages].filter((id): id is string => id !== null),
    exports: user.dataExports,
  };
}

/**
 * Queues what other people see go with the account: its posts, its comments on their posts, its
 * likes of their posts, its follows both ways and the notifications of theirs it caused or that
 * are about its posts and comments. Read under the account's lock, before the cascade removes them.
 */
async function announceDeparture(tx: Prisma.TransactionClient, events: PendingEvents, userId: string): Promise<void> {
  const others = { not: userId };
  const [posts, comments, likes, following, followers, notifications] = await Promise.all([
    tx.post.findMany({ where: { authorId: userId }, select: { id: true } }),
    tx.comment.findMany({
      where: { authorId: userId, post: { authorId: others } },
      select: { id: true, postId: true },
    }),
    tx.like.findMany({
      where: { userId, post: { authorId: others } },
      select: { postId: true, post: { select: { authorId: true } } },
    }),
    tx.follow.findMany({ where: { followerId: userId }, select: { followeeId: true } }),
    tx.follow.findMany({ where: { followeeId: userId }, select: { followerId: true } }),
    tx.notification.findMany({
      where: {
        recipientId: others,
        OR: [
          { actorId: userId },
          { post: { authorId: userId } },
          { comment: { OR: [{ authorId: userId }, { post: { authorId: userId } }] } },
        ],
      },
      select: ANNOUNCED,
    }),
  ]);
  for (const post of posts) events.publish("post.deleted", { postId: post.id, authorId: userId });
  for (const comment of comments) events.publish("comment.deleted", { commentId: comment.id, postId: comment.postId });
  for (const like of likes)
    events.publish("post.unliked", { postId: like.postId, userId, authorId: like.post.authorId });
  for (const { followeeId } of following) events.publish("user.unfollowed", { followerId: userId, followeeId });
  for (const { followerId } of followers) events.publish("user.unfollowed", { followerId, followeeId: userId });
  for (const n of notifications) events.publish("notification.retracted", announcement(n));
}
