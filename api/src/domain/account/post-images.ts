// A post's images, as the account's export and its deletion read them: the one place that knows
// how a post holds its images.
import type { Prisma } from "../../generated/prisma/client.ts";

/** What an image is to the export (its stored file) and to the deletion (its row). */
export const IMAGE_COLUMNS = {
  id: true,
  sha256: true,
  mimeType: true,
  width: true,
  height: true,
} as const satisfies Prisma.MediaSelect;

export type PostImageRow = Prisma.MediaGetPayload<{ select: typeof IMAGE_COLUMNS }> & { altText: string };

/** Select this on a post to read its images with imagesOf. */
export const POST_IMAGES_SELECT = {
  images: { orderBy: { position: "asc" }, select: { altText: true, media: { select: IMAGE_COLUMNS } } },
} as const satisfies Prisma.PostSelect;

type WithImages = Prisma.PostGetPayload<{ select: typeof POST_IMAGES_SELECT }>;

/** The post's images, in the order its author chose. */
export function imagesOf(post: WithImages): PostImageRow[] {
  return post.images.map((image) => ({ ...image.media, altText: image.altText }));
}
