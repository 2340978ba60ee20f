// Turns an uploaded file into an image the domain accepts, or a ValidationError on its field.
import { MediaError } from "../media/errors.ts";
import type { MediaStore } from "../media/media-store.ts";
import type { PreparedImage } from "../media/prepare-image.ts";
import { ValidationError } from "./errors.ts";

export type UploadSource = AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

export async function ingestUpload(media: MediaStore, field: string, source: UploadSource): Promise<PreparedImage> {
  try {
    return await media.ingest(source);
  } catch (error) {
    if (error instanceof MediaError) throw ValidationError.field(field, error.message);
    throw error;
  }
}
