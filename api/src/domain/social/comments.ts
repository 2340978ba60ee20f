// Comments: add (non-empty, length-limited), edit (the comment's author), list in either order,
// delete (the comment's author or the post's author).
//
// Why no notification outlives its comment or goes unannounced (PostgreSQL, READ COMMITTED): a
// comment and its notification are added in one transaction and removed in one (the cascade),
// and both lock the post first (lockPost "share"), as deleting the post does ("update"). So a
// comment added while its post is deleted either commits first, and the deletion then finds and
// retracts its notification, or finds the post gone and writes nothing (NotFoundError). A comment
// deleted while its post is deleted goes wholly before or after, so one of them announces each
// notification, never both.
import { z } from "zod";
import { Prisma, type Comment, type PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ForbiddenError, NotFoundError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { notify, retractingCascade } from "../notifications/notifications.ts";
import { notifyMentions } from "./mentions.ts";
import { inShape, keyset, toPage, type Direction, type Page, type PageArgs, type QueryShape } from "../pagination.ts";
import { claimKey, settleKey, type IdempotencyKeys, type KeyClaim, stillThere } from "../idempotency-keys.ts";
import { inTransaction, lockPost } from "../transaction.ts";
import { lockVisiblePost } from "../posts/visible-posts.ts";
import { commentPolicy } from "../policies/comments.ts";
import { text } from "../text.ts";
import { failingWith, parseInput } from "../validation.ts";
import type { RateLimit } from "../limits/rate-limit.ts";

export const COMMENT_MAX = 1000;

const newComment = z.object({
  body: text().trim().min(1, failingWith("COMMENT_EMPTY")).max(COMMENT_MAX, failingWith("COMMENT_TOO_LONG")),
});

/**
 * Prisma filter for comments: those `viewerId` may read (policies/comments.ts: by someone they
 * may see, on a post they may read). Every face reads comments through it: a post's page of
 * them, one by id, the comments a v1 feed post embeds.
 */
export function commentsShownTo(viewerId: string | null | undefined) {
  return commentPolicy.where(viewerId);
}

export class Comments {
  constructor(
    private readonly deps: { prisma: PrismaClient; bus: EventBus; writes: RateLimit; keys: IdempotencyKeys },
  ) {}

  /** `key`: the action's idempotency key (idempotency-keys.ts), or null. */
  add(viewer: Viewer, postId: string, body: string, key: string | null = null): Promise<Comment> {
    return this.deps.keys.once(
      { accountId: viewer.id, key, operation: "addComment", input: { postId, body } },
      async (id) => stillThere(await this.deps.prisma.comment.findUnique({ where: { id } }), "Comment"),
      (claim) => this.addOnce(viewer, postId, body, claim),
    );
  }

  private async addOnce(viewer: Viewer, postId: string, body: string, claim: KeyClaim | undefined): Promise<Comment> {
    await this.deps.writes.take(viewer.id);
    const fields = parseInput(newComment, { body });
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      await claimKey(tx, claim);
      const post = await lockVisiblePost(tx, postId, viewer.id);
      const comment = await tx.comment.create({ data: { postId: post.id, authorId: viewer.id, body: fields.body } });
      await notify(tx, events, {
        kind: "COMMENT",
        actorId: viewer.id,
        recipientId: post.authorId,
        postId: post.id,
        commentId: comment.id,
      });
      // the post's author hears of the comment already
      await notifyMentions(tx, events, {
        actorId: viewer.id,
        postId: post.id,
        postAuthorId: post.authorId,
        commentId: comment.id,
        text: fields.body,
        skip: [viewer.id, post.authorId],
      });
      events.publish("comment.added", {
        commentId: comment.id,
        postId: post.id,
        authorId: viewer.id,
        postAuthorId: post.authorId,
      });
      await settleKey(tx, claim, comment.id);
      return comment;
    });
  }

  /**
   * Replaces the text of the viewer's own comment (the same rules as a new one). A comment on a
   * post they may not read (any more: its author blocked them or was suspended, say) is, to them,
   * one that does not exist, as for the other writes on a hidden post (lockVisiblePost).
   */
  async update(viewer: Viewer, commentId: string, body: string): Promise<Comment> {
    await this.deps.writes.take(viewer.id);
    const fields = parseInput(newComment, { body });
    const id = requireId(commentId, "Comment");
    try {
      return await inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
        const found = await tx.comment.findUnique({ where: { id }, select: { authorId: true, postId: true } });
        if (!found) throw new NotFoundError("Comment");
        await lockVisiblePost(tx, found.postId, viewer.id);
        if (!mayEdit(viewer, found)) throw new ForbiddenError("CANNOT_EDIT_COMMENT");
        const comment = await tx.comment.update({
          where: { id },
          data: { body: fields.body, editedAt: new Date() },
        });
        events.publish("comment.edited", { commentId: comment.id, postId: comment.postId });
        return comment;
      });
    } catch (error) {
      // its post hidden from the viewer, or the comment gone meanwhile (deleted by the post's author)
      if (isRecordNotFound(error) || error instanceof NotFoundError) throw new NotFoundError("Comment");
      throw error;
    }
  }

  /** `postId`, when given, must be the comment's post (v1 addresses comments under their post). */
  async delete(viewer: Viewer, commentId: string, postId?: string): Promise<Comment> {
    const comment = await this.deps.prisma.comment.findUnique({
      where: { id: requireId(commentId, "Comment") },
      include: { post: { select: { authorId: true } } },
    });
    if (!comment || (postId !== undefined && comment.postId !== postId.toLowerCase()))
      throw new NotFoundError("Comment");
    if (!mayDelete(viewer, comment)) throw new ForbiddenError("CANNOT_DELETE_COMMENT");
    const { post: _post, ...plain } = comment;
    return this.remove(plain);
  }

  /** Deletes `comment` and what it caused; whoever may (its author, the post's, a moderator) has been checked. */
  async remove(comment: Comment): Promise<Comment> {
    await inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      await lockPost(tx, comment.postId, "share");
      await retractingCascade(tx, events, { commentId: comment.id }, async () => {
        // A concurrent deletion of the same comment won: roll back, announcing nothing.
        const { count } = await tx.comment.deleteMany({ where: { id: comment.id } });
        if (!count) throw new NotFoundError("Comment");
      });
      events.publish("comment.deleted", { commentId: comment.id, postId: comment.postId });
    });
    return comment;
  }

  /** A comment `viewer` may see (its author and its post's author may be seen by them); null otherwise. */
  find(commentId: string, viewer: Viewer | null): Promise<Comment | null> {
    return this.deps.prisma.comment.findFirst({
      where: { id: requireId(commentId, "Comment"), ...commentsShownTo(viewer?.id) },
    });
  }

  /** A post's comments that `viewer` sees (none by someone they blocked or who blocked them). */
  async page(
    viewer: Viewer | null,
    postId: string,
    args: PageArgs,
    order: Direction,
    shape: QueryShape = {},
  ): Promise<Page<Comment>> {
    const { size, ...query } = keyset(args, order);
    const rows = await this.deps.prisma.comment.findMany({
      ...shape,
      ...query,
      where: {
        postId: requireId(postId, "Post"),
        ...commentsShownTo(viewer?.id),
        ...query.where,
      },
    });
    return toPage(inShape<Comment[]>(rows), size);
  }
}

/** Only its author changes a comment's text (the post's author may remove it, not reword it). */
export function mayEdit(viewer: Viewer | null, comment: { authorId: string }): boolean {
  return !!viewer && comment.authorId === viewer.id;
}

export function mayDelete(viewer: Viewer | null, comment: { authorId: string; post: { authorId: string } }): boolean {
  return !!viewer && (comment.authorId === viewer.id || comment.post.authorId === viewer.id);
}

/** Prisma's answer to an update whose where matched no row. */
function isRecordNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}
