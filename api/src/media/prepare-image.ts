// Turns uploaded bytes into the image we store: the type is decided by the bytes alone,
// then the image is decoded and re-encoded, which drops all metadata (EXIF, GPS, comments)
// and anything hidden after the image data. No disk or database writes happen here.
import { fileTypeFromBuffer } from "file-type";
import sharp, { type SharpOptions } from "sharp";
import { encodeWebp, type PreparedImage } from "./encode-webp.ts";
import { MediaError } from "./errors.ts";

export type { PreparedImage } from "./encode-webp.ts";

export const ACCEPTED_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;

/**
 * Decompression-bomb guard: a few KB of PNG or GIF can declare a gigantic canvas. Counted
 * over all frames of an animation, since that is what gets decoded (50 MP of RGBA = 200 MB).
 */
export const MAX_INPUT_PIXELS = 50_000_000;

const accepted: ReadonlySet<string> = new Set(ACCEPTED_MIME_TYPES);
const animatable: ReadonlySet<string> = new Set(["image/gif", "image/webp"]);

export async function prepareImage(bytes: Buffer, opts: { maxSide: number }): Promise<PreparedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !accepted.has(type.mime)) throw MediaError.unsupportedType();

  const input: SharpOptions = {
    animated: animatable.has(type.mime),
    limitInputPixels: MAX_INPUT_PIXELS,
    // "error" rather than the default "warning": phones and cameras write plenty of JPEGs
    // with harmless warnings (extraneous bytes, ...); real decode errors still fail.
    failOn: "error",
  };
  // sharp checks limitInputPixels against the header when opening, before decoding pixels.
  // rotate() without an angle applies the EXIF orientation before the metadata is dropped.
  return encodeWebp(sharp(bytes, input).rotate(), opts.maxSide).catch(rethrowAsMediaError);
}

/** sharp reports every problem as a plain Error; users get one of ours. */
function rethrowAsMediaError(error: unknown): never {
  if (error instanceof Error && /exceeds pixel limit/i.test(error.message)) {
    throw MediaError.tooManyPixels(MAX_INPUT_PIXELS);
  }
  throw MediaError.unreadable();
}
