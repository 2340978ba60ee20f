// Comments: add (non-empty, length-limited), list in either order, delete (the comment's author
// or the post's author).
import { z } from "zod";
import type { Comment, PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ForbiddenError, NotFoundError } from "../errors.ts";
import { requireId } from "../ids.ts";
import type { Notifications } from "../notifications/notifications.ts";
import { keyset, toPage, type Direction, type Page, type PageArgs, type QueryShape } from "../pagination.ts";
import type { Posts } from "../posts/posts.ts";
import { parseInput } from "../validation.ts";

export const COMMENT_MAX = 1000;

const newComment = z.object({
  body: z
    .string({ error: "Comment cannot be empty." })
    .trim()
    .min(1, "Comment cannot be empty.")
    .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters.`),
});

interface Deps {
  prisma: PrismaClient;
  posts: Posts;
  notifications: Notifications;
  bus: EventBus;
}

export class Comments {
  constructor(private readonly deps: Deps) {}

  async add(viewer: Viewer, postId: string, body: string): Promise<Comment> {
    const fields = parseInput(newComment, { body });
    const post = await this.deps.posts.get(postId);
    const { prisma, notifications, bus } = this.deps;
    const comment = await prisma.comment.create({ data: { postId: post.id, authorId: viewer.id, body: fields.body } });
    await notifications.notify({ kind: "COMMENT", actorId: viewer.id, recipientId: post.authorId, postId: post.id, commentId: comment.id });
    await bus.publish("comment.added", { commentId: comment.id, postId: post.id, authorId: viewer.id, postAuthorId: post.authorId });
    return comment;
  }

  /** `postId`, when given, must be the comment's post (v1 addresses comments under their post). */
  async delete(viewer: Viewer, commentId: string, postId?: string): Promise<Comment> {
    const comment = await this.deps.prisma.comment.findUnique({
      where: { id: requireId(commentId, "Comment") },
      include: { post: { select: { authorId: true } } },
    });
    if (!comment || (postId !== undefined && comment.postId !== postId.toLowerCase())) throw new NotFoundError("Comment not found");
    if (!mayDelete(viewer, comment)) throw new ForbiddenError("You can only delete your own comments or comments on your posts.");
    await this.deps.notifications.retractingCascade({ commentId: comment.id }, () => this.deps.prisma.comment.delete({ where: { id: comment.id } }));
    await this.deps.bus.publish("comment.deleted", { commentId: comment.id, postId: comment.postId });
    const { post: _post, ...plain } = comment;
    return plain;
  }

  async page(postId: string, args: PageArgs, order: Direction, shape: QueryShape = {}): Promise<Page<Comment>> {
    const { size, ...query } = keyset(args, order);
    const rows = await this.deps.prisma.comment.findMany({ ...shape, ...query, where: { postId: requireId(postId, "Post"), ...query.where } });
    return toPage(rows as Comment[], size);
  }
}

export function mayDelete(viewer: Viewer | null, comment: { authorId: string; post: { authorId: string } }): boolean {
  return !!viewer && (comment.authorId === viewer.id || comment.post.authorId === viewer.id);
}
