// Likes and saves: one row per (user, post), enforced by a unique index, so concurrent requests
// can never duplicate it. like/save and unlike/unsave are idempotent; toggle is v1's button.
// Only likes notify (saves are private).
import { Prisma, type Like, type PrismaClient, type Save } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError } from "../errors.ts";
import type { Notifications } from "../notifications/notifications.ts";
import type { Posts } from "../posts/posts.ts";

export interface MarkResult<Row> {
  /** the viewer's row after the call; null when there is none */
  row: Row | null;
  /** whether this call changed anything */
  changed: boolean;
}

interface Deps {
  prisma: PrismaClient;
  posts: Posts;
  notifications: Notifications;
  bus: EventBus;
}

type Key = { userId: string; postId: string };

export class Likes {
  constructor(private readonly deps: Deps) {}

  async like(viewer: Viewer, postId: string): Promise<MarkResult<Like>> {
    const post = await this.deps.posts.get(postId);
    const key = { userId: viewer.id, postId: post.id };
    const { prisma, notifications, bus } = this.deps;
    const changed = await insertOnce(() => prisma.like.createMany({ data: [key], skipDuplicates: true }));
    if (changed) {
      await notifications.notify({ kind: "LIKE", actorId: viewer.id, recipientId: post.authorId, postId: post.id });
      await bus.publish("post.liked", { postId: post.id, userId: viewer.id, authorId: post.authorId });
    }
    return { row: await prisma.like.findUnique({ where: { userId_postId: key } }), changed };
  }

  async unlike(viewer: Viewer, postId: string): Promise<MarkResult<Like>> {
    const post = await this.deps.posts.get(postId);
    const { prisma, notifications, bus } = this.deps;
    const { count } = await prisma.like.deleteMany({ where: { userId: viewer.id, postId: post.id } });
    if (count) {
      await notifications.retract({ kind: "LIKE", actorId: viewer.id, recipientId: post.authorId, postId: post.id });
      await bus.publish("post.unliked", { postId: post.id, userId: viewer.id, authorId: post.authorId });
    }
    return { row: null, changed: count > 0 };
  }

  async toggle(viewer: Viewer, postId: string): Promise<MarkResult<Like>> {
    const unliked = await this.unlike(viewer, postId);
    return unliked.changed ? unliked : this.like(viewer, postId);
  }
}

export class Saves {
  constructor(private readonly deps: Pick<Deps, "prisma" | "posts">) {}

  async save(viewer: Viewer, postId: string): Promise<MarkResult<Save>> {
    const post = await this.deps.posts.get(postId);
    const key: Key = { userId: viewer.id, postId: post.id };
    const changed = await insertOnce(() => this.deps.prisma.save.createMany({ data: [key], skipDuplicates: true }));
    return { row: await this.deps.prisma.save.findUnique({ where: { userId_postId: key } }), changed };
  }

  async unsave(viewer: Viewer, postId: string): Promise<MarkResult<Save>> {
    const post = await this.deps.posts.get(postId);
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
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003") throw new NotFoundError("Post not found");
    throw error;
  }
}
