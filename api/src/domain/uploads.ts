// Turns an uploaded file into an image the domain accepts, or a ValidationError on its field,
// and stores images with the rows that use them, all or nothing.
import type { Media, Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { MediaError, type MediaErrorCode } from "../media/errors.ts";
import type { MediaStore } from "../media/media-store.ts";
import type { PreparedImage } from "../media/prepare-image.ts";
import { ValidationError } from "./errors.ts";
import type { FailureCode } from "./failures.ts";
import { TRANSACTION_OPTIONS } from "./transaction.ts";

const FAILURE_OF_MEDIA_ERROR: Record<MediaErrorCode, FailureCode> = {
  TOO_LARGE: "IMAGE_TOO_LARGE",
  TOO_MANY_PIXELS: "IMAGE_TOO_MANY_PIXELS",
  UNSUPPORTED_TYPE: "NOT_AN_IMAGE",
  UNREADABLE: "IMAGE_UNREADABLE",
};

export type UploadSource = AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

export async function ingestUpload(media: MediaStore, field: string, source: UploadSource): Promise<PreparedImage> {
  try {
    return await media.ingest(source);
  } catch (error) {
    if (error instanceof MediaError) throw ValidationError.of(field, FAILURE_OF_MEDIA_ERROR[error.code], error.limit);
    throw error;
  }
}

export type StoreImage = (image: PreparedImage) => Promise<Media>;

/**
 * Runs `work` in one transaction, in which `store` persists images (Media row and file). When
 * the transaction fails (the database refuses a row, a lost race, a timeout), the files it wrote
 * are removed again, so a failed sign-up, post or profile edit leaves no file behind; content a
 * committed row uses is kept.
 */
export async function withStoredImages<T>(
  prisma: PrismaClient,
  media: MediaStore,
  work: (tx: Prisma.TransactionClient, store: StoreImage) => Promise<T>,
): Promise<T> {
  const stored: PreparedImage[] = [];
  try {
    return await prisma.$transaction((tx) => work(tx, (image) => (stored.push(image), media.persist(tx, image))), TRANSACTION_OPTIONS);
  } catch (error) {
    await media.discardUnreferenced(prisma, stored);
    throw error;
  }
}
