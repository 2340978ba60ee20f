// Posts: create (image, caption, tags), edit caption and tags, delete (author only; cascades to
// comments, likes, saves and notifications, and the image once nothing else uses it).
import type { Post, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { MediaStore } from "../../media/media-store.ts";
import type { PreparedImage } from "../../media/prepare-image.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError, type FieldError } from "../errors.ts";
import { isId, requireId } from "../ids.ts";
import { retractingCascade } from "../notifications/notifications.ts";
import type { QueryShape } from "../pagination.ts";
import { inTransaction, lockPost, storeEvents, TRANSACTION_OPTIONS } from "../transaction.ts";
import { withStoredImages } from "../uploads.ts";
import { parseInput } from "../validation.ts";
import * as rules from "./rules.ts";
import type { RateLimit } from "../auth/rate-limit.ts";

/** Tags as typed ("code,post,enjoy") or as a list (["code", "post", "enjoy"]): the same rule applies to both. */
export type TagsInput = string | readonly string[];

export interface NewPost {
  caption: string;
  tags: TagsInput;
  /** an image that passed the media pipeline; required */
  image?: PreparedImage | null;
}

export interface PostEdit {
  caption?: string | null;
  tags?: TagsInput | null;
}

export class Posts {
  constructor(private readonly deps: { prisma: PrismaClient; media: MediaStore; bus: EventBus; writes: RateLimit }) {}

  async create(viewer: Viewer, input: NewPost): Promise<Post> {
    await this.deps.writes.take(viewer.id);
    const fields = parseWithImage(input);
    const { prisma, media, bus } = this.deps;
    const post = await withStoredImages(prisma, media, async (tx, store) => {
      const image = await store(fields.image);
      const created = await tx.post.create({ data: { authorId: viewer.id, imageId: image.id, caption: fields.caption } });
      await setTags(tx, created.id, fields.tags);
      await storeEvents(tx, [{ type: "post.created", payload: { postId: created.id, authorId: viewer.id } }]);
      return created;
    });
    bus.committed();
    return post;
  }

  async update(viewer: Viewer, postId: string, edit: PostEdit): Promise<Post> {
    await this.deps.writes.take(viewer.id);
    const fields = parseInput(rules.postEdit, { caption: edit.caption ?? undefined, tags: edit.tags ?? undefined });
    const post = await this.authoredBy(viewer, postId, "edit");
    return this.deps.prisma.$transaction(async (tx) => {
      if (fields.tags) await setTags(tx, post.id, fields.tags);
      return tx.post.update({ where: { id: post.id }, data: { caption: fields.caption, updatedAt: new Date() } });
    }, TRANSACTION_OPTIONS);
  }

  async delete(viewer: Viewer, postId: string): Promise<Post> {
    const post = await this.authoredBy(viewer, postId, "delete");
    const { prisma, media, bus } = this.deps;
    await inTransaction(prisma, bus, async (tx, events) => {
      // Lock first: what the cascade removes is then exactly what retractingCascade reads.
      await lockPost(tx, post.id, "update");
      await retractingCascade(tx, events, { postId: post.id }, () => tx.post.delete({ where: { id: post.id } }));
      events.publish("post.deleted", { postId: post.id, authorId: post.authorId });
    });
    // only once the deletion is committed: a deletion that fails keeps the post's image whole
    await media.releaseUnreferenced(prisma, [post.imageId]);
    return post;
  }

  async get(postId: string): Promise<Post> {
    const post = await this.deps.prisma.post.findUnique({ where: { id: requireId(postId, "Post") } });
    if (!post) throw new NotFoundError("Post");
    return post;
  }

  /** A post by its id, with what the face shows of it; null when there is no such post (deleted, or never was). */
  async find(postId: string, shape: QueryShape = {}): Promise<Post | null> {
    if (!isId(postId)) return null;
    return (await this.deps.prisma.post.findUnique({ ...shape, where: { id: postId.toLowerCase() } })) as Post | null;
  }

  private async authoredBy(viewer: Viewer, postId: string, action: "edit" | "delete"): Promise<Post> {
    const post = await this.get(postId);
    if (!mayChange(viewer, post)) throw new ForbiddenError(action === "edit" ? "CANNOT_EDIT_POST" : "CANNOT_DELETE_POST");
    return post;
  }
}

/** Only a post's author may edit or delete it. */
export function mayChange(viewer: Viewer | null, post: { authorId: string }): boolean {
  return !!viewer && post.authorId === viewer.id;
}

/** Validates the text fields and the image together, so the form shows every problem at once. */
function parseWithImage(input: NewPost) {
  const errors: FieldError[] = [];
  let fields: { caption: string; tags: string[] } | undefined;
  try {
    fields = parseInput(rules.newPost, input);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    errors.push(...error.fieldErrors);
  }
  if (!input.image) errors.push({ field: "image", reason: "IMAGE_REQUIRED" });
  ValidationError.throwIfAny(errors);
  return { ...fields!, image: input.image! };
}

/** Replaces a post's tags, keeping the order they were written in. */
async function setTags(tx: Prisma.TransactionClient, postId: string, names: string[]) {
  await tx.postTag.deleteMany({ where: { postId } });
  await tx.tag.createMany({ data: names.map((name) => ({ name })), skipDuplicates: true });
  const tags = await tx.tag.findMany({ where: { name: { in: names } }, select: { id: true, name: true } });
  const idOf = new Map(tags.map((t) => [t.name, t.id]));
  await tx.postTag.createMany({ data: names.map((name, position) => ({ postId, tagId: idOf.get(name)!, position })) });
}
