// v1 answers carry images as absolute URLs (the client only ever uses them as <img src>).
import type { Prisma } from "../../../generated/prisma/client.ts";
import { URL_COLUMNS } from "../../../media/media-store.ts";

/** v1 shows an image as its URL only. */
export const imageSelect = URL_COLUMNS;

export type ImageRow = Prisma.MediaGetPayload<{ select: typeof imageSelect }>;

/** Builds the absolute URL of a stored image (MediaStore.url), passed in to keep serializers pure. */
export type ImageUrl = (image: ImageRow) => string;

/** A user's image relation is cleared if its Media row is ever removed: answer null then. */
export function optionalImageUrl(image: ImageRow | null, imageUrl: ImageUrl): string | null {
  return image ? imageUrl(image) : null;
}
