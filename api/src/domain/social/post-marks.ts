// Likes and saves: one row per (user, post), enforced by a unique index, so concurrent requests
// can never duplicate it. like/save and unlike/unsave are idempotent; toggle is v1's button.
// Only likes notify (saves are private).
//
// Why a like and its notification cannot drift apart (PostgreSQL, READ COMMITTED): like inserts
// the row and its notification in one transaction, unlike deletes both in one.
// - like vs unlike: the unlike's DELETE either does not see the like (uncommitted: it deletes and
//   retracts nothing, then the like commits with its notification) or sees it committed, and
//   then its notification too, and removes both.
// - an unlike's deletion not yet committed: a like's INSERT waits for it on the unique index and
//   inserts (and notifies) only after the retraction committed, so that cannot take the new one.
// - like vs like: the second INSERT waits on the unique index, then does nothing: one notification.
// - unlike vs unlike: the second DELETE waits on the row lock, then finds no row: one retraction.
// - post deletion: both lock the post first (lockVisiblePost), so they run wholly before or after it.
import { Prisma, type Like, type PrismaClient, type Save } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError } from "../errors.ts";
import { notify, retract } from "../notifications/notifications.ts";
import type { Posts } from "../posts/posts.ts";
import { lockVisiblePost } from "../posts/visible-posts.ts";
import { inTransaction } from "../transaction.ts";
import type { RateLimit } from "../limits/rate-limit.ts";

export interface MarkResult<Row> {
  /** the viewer's row after the call; null when there is none */
  row: Row | null;
  /** whether this call changed anything */
  changed: boolean;
}

type Key = { userId: string; postId: string };

export class Likes {
  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus; writes: RateLimit }) {}

  async like(viewer: Viewer, postId: string): Promise<MarkResult<Like>> {
    await this.deps.writes.take(viewer.id);
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const post = await lockVisiblePost(tx, postId, viewer.id);
      const key: Key = { userId: viewer.id, postId: post.id };
      const { count } = await tx.like.createMany({ data: [key], skipDuplicates: true });
      if (count) {
        await notify(tx, events, { kind: "LIKE", actorId: viewer.id, recipientId: post.authorId, postId: post.id });
        events.publish("post.liked", { postId: post.id, userId: viewer.id, authorId: post.authorId });
      }
      return { row: await tx.like.findUnique({ where: { userId_postId: key } }), changed: count > 0 };
    });
  }

  /**
   * Takes back the viewer's like. Of a post they may not read (any more) it is refused as for a
   * post that does not exist, and the like stays: answering otherwise would tell them it exists.
   */
  async unlike(viewer: Viewer, postId: string): Promise<MarkResult<Like>> {
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const post = await lockVisiblePost(tx, postId, viewer.id);
      const { count } = await tx.like.deleteMany({ where: { userId: viewer.id, postId: post.id } });
      if (count) {
        await retract(tx, events, { kind: "LIKE", actorId: viewer.id, recipientId: post.authorId, postId: post.id });
        events.publish("post.unliked", { postId: post.id, userId: viewer.id, authorId: post.authorId });
      }
      return { row: null, changed: count > 0 };
    });
  }

  async toggle(viewer: Viewer, postId: string): Promise<MarkResult<Like>> {
    const unliked = await this.unlike(viewer, postId);
    return unliked.changed ? unliked : this.like(viewer, postId);
  }
}

export class Saves {
  constructor(private readonly deps: { prisma: PrismaClient; posts: Posts; writes: RateLimit }) {}

  async save(viewer: Viewer, postId: string): Promise<MarkResult<Save>> {
    await this.deps.writes.take(viewer.id);
    const post = await this.deps.posts.get(postId, viewer);
    const key: Key = { userId: viewer.id, postId: post.id };
    const changed = await insertOnce(() => this.deps.prisma.save.createMany({ data: [key], skipDuplicates: true }));
    return { row: await this.deps.prisma.save.findUnique({ where: { userId_postId: key } }), changed };
  }

  /**
   * Takes the post out of the viewer's saved posts. Of a post they may not read (any more) it is
   * refused as for a post that does not exist, and the save stays, as unlike does: the saved list
   * does not show such a post either, and shows it again, still saved, once they may read it.
   */
  async unsave(viewer: Viewer, postId: string): Promise<MarkResult<Save>> {
    const post = await this.deps.posts.get(postId, viewer);
    const { count } = await this.deps.prisma.save.deleteMany({ where: { userId: viewer.id, postId: post.id } });
    return { row: null, changed: count > 0 };
  }

  async toggle(viewer: Viewer, postId: string): Promise<MarkResult<Save>> {
    const unsaved = await this.unsave(viewer, postId);
    return unsaved.changed ? unsaved : this.save(viewer, postId);
  }
}

/** INSERT ... ON CONFLICT DO NOTHING: true when a row was added; the post vanishing meanwhile is "not found". */
async function insertOnce(insert: () => Promise<{ count: number }>): Promise<boolean> {
  try {
    return (await insert()).count > 0;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003")
      throw new NotFoundError("Post");
    throw error;
  }
}
