// Posts: create (1 to 10 images with alt text, caption, tags), edit caption, tags and images,
// delete (author only; cascades to comments, likes, saves and notifications, and the images once
// nothing else uses them).
import type { Post, Prisma, PrismaClient, User } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { MediaStore } from "../../media/media-store.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError, type FieldError } from "../errors.ts";
import { isId, requireId } from "../ids.ts";
import { retractingCascade } from "../notifications/notifications.ts";
import type { QueryShape } from "../pagination.ts";
import { claimKey, settleKey, stillThere, type IdempotencyKeys, type KeyClaim } from "../idempotency-keys.ts";
import { inTransaction, lockPost, storeEvents, type OutboxEntry } from "../transaction.ts";
import { notifyMentions } from "../social/mentions.ts";
import { withStoredImages, type Uploads, type UploadSource } from "../uploads.ts";
import { postPolicy } from "../policies/posts.ts";
import { userPolicy } from "../policies/users.ts";
import { parseInput } from "../validation.ts";
import {
  addImages,
  planImages,
  replaceImages,
  uploadsOf,
  type NewPostImage,
  type PlannedImage,
  type PostImageChange,
} from "./post-images.ts";
import * as rules from "./rules.ts";
import { spending, type RateLimit } from "../limits/rate-limit.ts";
import { VisiblePosts } from "./visible-posts.ts";

/** Tags as typed ("code,post,enjoy") or as a list (["code", "post", "enjoy"]): the same rule applies to both. */
export type TagsInput = string | readonly string[];

export interface NewPost {
  caption: string;
  /** left out: only the caption's #hashtags */
  tags?: TagsInput | null;
  /**
   * "v1" for v1 clients, whose contract keeps v1's rule: two tags or more, from the tags field
   * alone. Otherwise the tags are optional and the caption's #hashtags are tags too.
   */
  rules?: "v1";
  /** the images, in order (1 to IMAGES_MAX); or, as v1 and older GraphQL clients send it, `image` */
  images?: readonly NewPostImage[] | null;
  /** one uploaded file, not yet read, without alt text: the same as `images: [{ file: image }]` */
  image?: UploadSource | null;
}

export interface PostEdit {
  caption?: string | null;
  tags?: TagsInput | null;
  /** the post's whole new list of images, in order; left out or null: the images stay as they are */
  images?: readonly PostImageChange[] | null;
}

export class Posts {
  private readonly visible: VisiblePosts;

  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      media: MediaStore;
      uploads: Uploads;
      bus: EventBus;
      writes: RateLimit;
      keys: IdempotencyKeys;
    },
  ) {
    this.visible = new VisiblePosts(deps.prisma);
  }

  /**
   * Cheap checks first (the write budget, the caption and tags, the images' count and alt texts),
   * then the image work, then the post: a refused post costs no image work, and no budget.
   */
  create(viewer: Viewer, input: NewPost, key: string | null = null): Promise<Post> {
    // a retry is the same post by its text and alt texts (the files are streams, read once)
    const sameAs = {
      caption: input.caption,
      tags: input.tags,
      altTexts: input.images?.map((image) => image.altText ?? null),
      image: Boolean(input.image),
    };
    return this.deps.keys.once(
      { accountId: viewer.id, key, operation: "createPost", input: sameAs },
      async (id) => stillThere(await this.deps.prisma.post.findUnique({ where: { id } }), "Post"),
      (claim) => spending(this.deps.writes, viewer.id, () => this.createCounted(viewer, input, claim)),
    );
  }

  private async createCounted(viewer: Viewer, input: NewPost, claim: KeyClaim | undefined): Promise<Post> {
    const fields = parseWithImages(input);
    const { prisma, media, uploads, bus } = this.deps;
    const prepared = await uploads.prepare(viewer.id, uploadsOf(fields.images));
    const { post, stored } = await withStoredImages(prisma, media, async (tx, store) => {
      await claimKey(tx, claim);
      const created = await tx.post.create({
        data: { authorId: viewer.id, caption: fields.caption, tagsText: searchableTags(fields.tags) },
      });
      await addImages(tx, store, created.id, fields.images, prepared);
      await setTags(tx, created.id, fields.tags);
      const queued: OutboxEntry[] = [{ type: "post.created", payload: { postId: created.id, authorId: viewer.id } }];
      await notifyMentions(
        tx,
        { publish: (type, payload) => void queued.push({ type, payload }) },
        { actorId: viewer.id, postId: created.id, postAuthorId: viewer.id, text: fields.caption, skip: [viewer.id] },
      );
      const stored = await storeEvents(tx, queued);
      await settleKey(tx, claim, created.id);
      return { post: created, stored };
    });
    bus.committed(stored);
    return post;
  }

  /**
   * Cheap checks first (budget, fields, the post's author), then the new images' work, then one
   * transaction; images the post no longer uses are released once it commits.
   */
  async update(viewer: Viewer, postId: string, edit: PostEdit): Promise<Post> {
    await this.deps.writes.take(viewer.id);
    const fields = parseEdit(edit);
    const post = await this.authoredBy(viewer, postId, "edit");
    const tags = await this.editedTags(post, fields);
    // whoever has the post open sees the edit (live.ts)
    const edited = { postId: post.id, authorId: post.authorId };
    if (!fields.images) {
      return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
        if (tags) await setTags(tx, post.id, tags);
        events.publish("post.updated", edited);
        return tx.post.update({
          where: { id: post.id },
          data: {
            caption: fields.caption,
            tagsText: tags && searchableTags(tags),
            updatedAt: new Date(),
          },
        });
      });
    }
    const { prisma, media, uploads, bus } = this.deps;
    const images = fields.images;
    const prepared = await uploads.prepare(viewer.id, uploadsOf(images));
    const { updated, released, stored } = await withStoredImages(prisma, media, async (tx, store) => {
      // Locked: a concurrent edit's list is read after ours commits, so neither loses the other's images unnoticed.
      await lockPost(tx, post.id, "update");
      const released = await replaceImages(tx, store, post.id, images, prepared);
      if (tags) await setTags(tx, post.id, tags);
      const updated = await tx.post.update({
        where: { id: post.id },
        data: { caption: fields.caption, tagsText: tags && searchableTags(tags), updatedAt: new Date() },
      });
      const stored = await storeEvents(tx, [{ type: "post.updated", payload: edited }]);
      return { updated, released, stored };
    });
    bus.committed(stored);
    // only once the edit is committed: a failed edit keeps every image it would have dropped
    await media.releaseUnreferenced(prisma, released);
    return updated;
  }

  /**
   * An edit's tags: the ones given (else the post's own, less its old caption's hashtags), then
   * the caption's hashtags, new or old. Undefined when the edit changes neither caption nor tags.
   */
  private async editedTags(post: Post, edit: { caption?: string; tags?: string[] }): Promise<string[] | undefined> {
    if (edit.tags === undefined && edit.caption === undefined) return undefined;
    let given = edit.tags;
    if (!given) {
      const fromCaption = new Set(rules.captionHashtags(post.caption).map((t) => t.toLowerCase()));
      const stored = await this.deps.prisma.postTag.findMany({
        where: { postId: post.id },
        orderBy: { position: "asc" },
        select: { tag: { select: { name: true } } },
      });
      given = stored.map(({ tag }) => tag.name).filter((name) => !fromCaption.has(name.toLowerCase()));
    }
    return rules.withCaptionHashtags(given, edit.caption ?? post.caption);
  }

  async delete(viewer: Viewer, postId: string): Promise<Post> {
    return this.remove(await this.authoredBy(viewer, postId, "delete"));
  }

  /** Deletes `post` with all it takes along; whoever may (its author, a moderator) has been checked. */
  async remove(post: Post): Promise<Post> {
    const { prisma, media, bus } = this.deps;
    let imageIds: string[] = [];
    await inTransaction(prisma, bus, async (tx, events) => {
      // Lock first: what the cascade removes is then exactly what retractingCascade reads.
      await lockPost(tx, post.id, "update");
      imageIds = (await tx.postImage.findMany({ where: { postId: post.id }, select: { mediaId: true } })).map(
        (image) => image.mediaId,
      );
      await retractingCascade(tx, events, { postId: post.id }, () => tx.post.delete({ where: { id: post.id } }));
      events.publish("post.deleted", { postId: post.id, authorId: post.authorId });
    });
    // only once the deletion is committed: a deletion that fails keeps the post's images whole
    await media.releaseUnreferenced(prisma, imageIds);
    return post;
  }

  /** The post; NotFoundError when there is none, or `viewer` may not see it (its author blocked them, or they blocked its author). */
  async get(postId: string, viewer: Viewer | null = null): Promise<Post> {
    const post = await this.deps.prisma.post.findUnique({
      where: { id: requireId(postId, "Post"), ...postPolicy.where(viewer?.id) },
    });
    if (!post) throw new NotFoundError("Post");
    return post;
  }

  /**
   * A post by its id, with what the face shows of it; null when there is no such post (deleted, or
   * never was) or the viewer may not see it. The finds of one tick share one query (visible-posts.ts).
   */
  async find(postId: string, viewer: Viewer | null, shape: QueryShape = {}): Promise<Post | null> {
    if (!isId(postId)) return null;
    return this.visible.find(postId.toLowerCase(), viewer?.id ?? null, shape);
  }

  /**
   * The author of a post `viewer` may not read only because its author's account is private and
   * they do not follow it (a shared link): the post page says so and offers Follow. Null in every
   * other case: no such post, a block either way, an account gone, or a post they may read.
   */
  async privateAuthor(postId: string, viewer: Viewer | null, shape: QueryShape = {}): Promise<User | null> {
    if (!isId(postId)) return null;
    const notReadable = viewer ? { id: { not: viewer.id }, followers: { none: { followerId: viewer.id } } } : {};
    const author = { ...userPolicy.where(viewer?.id), isPrivate: true, ...notReadable };
    return this.deps.prisma.user.findFirst({
      ...shape,
      where: { ...author, posts: { some: { id: postId.toLowerCase() } } },
    });
  }

  private async authoredBy(viewer: Viewer, postId: string, action: "edit" | "delete"): Promise<Post> {
    const post = await this.get(postId, viewer);
    if (!mayChange(viewer, post))
      throw new ForbiddenError(action === "edit" ? "CANNOT_EDIT_POST" : "CANNOT_DELETE_POST");
    return post;
  }
}

/** Only a post's author may edit or delete it. */
export function mayChange(viewer: Viewer | null, post: { authorId: string }): boolean {
  return !!viewer && post.authorId === viewer.id;
}

/** Validates the text fields and the images together, so the form shows every problem at once. */
function parseWithImages(input: NewPost): { caption: string; tags: string[]; images: PlannedImage[] } {
  const errors: FieldError[] = [];
  const fields = collecting(errors, () => {
    if (input.rules === "v1") return parseInput(rules.v1NewPost, input);
    const parsed = parseInput(rules.newPost, { caption: input.caption, tags: input.tags ?? undefined });
    return { caption: parsed.caption, tags: rules.withCaptionHashtags(parsed.tags ?? [], parsed.caption) };
  });
  let images: PlannedImage[] = [];
  if (input.image && input.images) errors.push({ field: "image", reason: "IMAGE_GIVEN_TWICE" });
  else if (input.images) ({ images } = collectingPlan(errors, planImages(input.images)));
  else if (input.image) images = [{ file: input.image, field: "image", altText: "" }];
  else errors.push({ field: "image", reason: "IMAGE_REQUIRED" }); // as v1 and older clients name it
  ValidationError.throwIfAny(errors);
  return { ...fields!, images };
}

/** An edit's fields; images only when a new list is given. */
function parseEdit(edit: PostEdit): { caption?: string; tags?: string[]; images?: PlannedImage[] } {
  const errors: FieldError[] = [];
  const fields = collecting(errors, () =>
    parseInput(rules.postEdit, { caption: edit.caption ?? undefined, tags: edit.tags ?? undefined }),
  );
  const images = edit.images ? collectingPlan(errors, planImages(edit.images)).images : undefined;
  ValidationError.throwIfAny(errors);
  return { ...fields!, images };
}

function collecting<T>(errors: FieldError[], parse: () => T): T | undefined {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    errors.push(...error.fieldErrors);
    return undefined;
  }
}

function collectingPlan<T extends { errors: FieldError[] }>(errors: FieldError[], plan: T): T {
  errors.push(...plan.errors);
  return plan;
}

/** The tags as post search reads them (Post.tagsText): a tag holds no space, so spaces part them. */
function searchableTags(names: string[]): string {
  return names.join(" ");
}

/** Replaces a post's tags, keeping the order they were written in. */
async function setTags(tx: Prisma.TransactionClient, postId: string, names: string[]) {
  await tx.postTag.deleteMany({ where: { postId } });
  await tx.tag.createMany({ data: names.map((name) => ({ name })), skipDuplicates: true });
  const tags = await tx.tag.findMany({ where: { name: { in: names } }, select: { id: true, name: true } });
  const idOf = new Map(tags.map((t) => [t.name, t.id]));
  await tx.postTag.createMany({ data: names.map((name, position) => ({ postId, tagId: idOf.get(name)!, position })) });
}
