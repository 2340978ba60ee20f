// A post's images: 1 to IMAGES_MAX, in the order the author chose, each with its alt text. New
// posts give a list of files; an edit gives the whole new list, where each item keeps one of the
// post's images (by its PostImage id) or brings a new file. Everything but the files' content is
// checked here, before any image work: the count, the alt texts, which images are kept.
import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { PreparedImage } from "../../media/prepare-image.ts";
import { ValidationError, type FieldError } from "../errors.ts";
import type { StoreImage, UploadSource, UploadsByField } from "../uploads.ts";
import { parseInput } from "../validation.ts";
import { failingWith } from "../validation.ts";
import { altText, IMAGES_MAX } from "./rules.ts";

/** One image of a new post. */
export interface NewPostImage {
  /** the uploaded file, not yet read */
  file: UploadSource;
  /** what the image shows; none or "" for no alt text */
  altText?: string | null;
}

/** One image of a post's new list of images: one it has (kept, maybe moved), or a new file; exactly one of the two. */
export interface PostImageChange {
  /** the PostImage id of one of the post's images */
  keep?: string | null;
  file?: UploadSource | null;
  /** null or left out: a kept image's alt text stays as it is (a new file's is "") */
  altText?: string | null;
}

/** A list that passed the cheap checks: alt texts trimmed, files named by the field they came in. */
export interface PlannedImage {
  keep?: string;
  /** the upload's field, e.g. "images.2.file" */
  field?: string;
  file?: UploadSource;
  /** undefined: keep the kept image's alt text */
  altText?: string;
}

const imageList = z
  .array(z.object({ altText: altText.nullish() }))
  .min(1, failingWith("IMAGE_REQUIRED"))
  .max(IMAGES_MAX, failingWith("TOO_MANY_IMAGES"));

/**
 * Checks a list of images without reading a byte of them. Errors are named after `field`
 * ("images", "images.3.altText") and gathered with the caller's, so a form shows them all at once.
 */
export function planImages(
  given: readonly (NewPostImage | PostImageChange)[],
  field = "images",
): { images: PlannedImage[]; errors: FieldError[] } {
  try {
    const checked = parseInput(z.object({ [field]: imageList }), {
      [field]: given.map((image) => ({ altText: image.altText })),
    })[field]!;
    const errors: FieldError[] = [];
    const kept = new Set<string>();
    const images = given.map((image, index): PlannedImage => {
      const alt = checked[index]!.altText ?? undefined;
      const keep = "keep" in image ? image.keep?.toLowerCase() : undefined;
      if (image.file && keep !== undefined) errors.push({ field: `${field}.${index}`, reason: "IMAGE_GIVEN_TWICE" });
      if (image.file) return { file: image.file, field: `${field}.${index}.file`, altText: alt ?? "" };
      if (keep === undefined) errors.push({ field: `${field}.${index}.file`, reason: "IMAGE_REQUIRED" });
      else if (kept.has(keep)) errors.push({ field: `${field}.${index}.imageId`, reason: "POST_IMAGE_UNKNOWN" });
      else kept.add(keep);
      return { keep, altText: alt };
    });
    return { images, errors };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { images: [], errors: [...error.fieldErrors] };
  }
}

/** The uploads of a planned list, by field, ready for Uploads.prepare. */
export function uploadsOf(images: readonly PlannedImage[]): UploadsByField<string> {
  return Object.fromEntries(images.filter((image) => image.file).map((image) => [image.field!, image.file!]));
}

interface CurrentImage {
  id: string;
  mediaId: string;
  altText: string;
}

/**
 * Makes `images` the post's images, in their order, and answers the Media ids no longer used by
 * this post (to release once the change commits). A kept image that is not the post's (any more:
 * a concurrent edit may have removed it) refuses the whole change. Call with the post locked.
 */
export async function replaceImages(
  tx: Prisma.TransactionClient,
  store: StoreImage,
  postId: string,
  images: readonly PlannedImage[],
  prepared: Partial<Record<string, PreparedImage>>,
): Promise<string[]> {
  const current = await tx.postImage.findMany({
    where: { postId },
    select: { id: true, mediaId: true, altText: true },
  });
  const byId = new Map<string, CurrentImage>(current.map((image) => [image.id, image]));
  const unknown: FieldError[] = [];
  images.forEach((image, index) => {
    if (image.keep !== undefined && !byId.has(image.keep))
      unknown.push({ field: `images.${index}.imageId`, reason: "POST_IMAGE_UNKNOWN" });
  });
  ValidationError.throwIfAny(unknown);

  const rows = await rowsOf(store, postId, images, prepared, byId);
  await tx.postImage.deleteMany({ where: { postId } });
  await tx.postImage.createMany({ data: rows });
  const stillUsed = new Set(rows.map((row) => row.mediaId));
  return current.map((image) => image.mediaId).filter((mediaId) => !stillUsed.has(mediaId));
}

/** A new post's images, in order. */
export async function addImages(
  tx: Prisma.TransactionClient,
  store: StoreImage,
  postId: string,
  images: readonly PlannedImage[],
  prepared: Partial<Record<string, PreparedImage>>,
): Promise<void> {
  const rows = await rowsOf(store, postId, images, prepared, new Map());
  await tx.postImage.createMany({ data: rows });
}

/** The rows of a list of images: a kept image keeps its id, file and (unless given anew) alt text; a new file is stored. */
async function rowsOf(
  store: StoreImage,
  postId: string,
  images: readonly PlannedImage[],
  prepared: Partial<Record<string, PreparedImage>>,
  current: ReadonlyMap<string, CurrentImage>,
): Promise<Prisma.PostImageCreateManyInput[]> {
  const rows: Prisma.PostImageCreateManyInput[] = [];
  for (const [position, image] of images.entries()) {
    const kept = image.keep === undefined ? undefined : current.get(image.keep)!;
    if (kept)
      rows.push({ id: kept.id, postId, position, mediaId: kept.mediaId, altText: image.altText ?? kept.altText });
    else
      rows.push({ postId, position, mediaId: (await store(prepared[image.field!]!)).id, altText: image.altText ?? "" });
  }
  return rows;
}
