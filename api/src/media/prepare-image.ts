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

/**
 * An animation's pixels, all frames together. Each frame is decoded, resized and encoded, so
 * its cost grows with frames times frame size: a 315-byte GIF of 12 frames of 2000x2000 (48 MP)
 * took 2 s of a core, 16 MP about 0.6 s. Still images keep MAX_INPUT_PIXELS: JPEG decodes
 * shrunk, and one frame is cheap (a 24 MP photo: about 0.15 s). A GIF of 100 frames of
 * 400x400 still fits.
 */
export const MAX_ANIMATION_PIXELS = 16_000_000;

/**
 * The longest one image's decoding and encoding may take (libvips stops it): a backstop for
 * inputs the pixel limits let through yet cost far more than their pixels (the limits above
 * keep the real ones well under it, on a busy machine too).
 */
export const IMAGE_WORK_TIMEOUT_SECONDS = 15;

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
  // sharp checks limitInputPixels against the header when opening, before decoding pixels;
  // the frames of an animation are counted from its header too (its height covers them all).
  if (input.animated) await refuseLongAnimation(bytes, input);
  // rotate() without an angle applies the EXIF orientation before the metadata is dropped.
  const pipeline = sharp(bytes, input).rotate().timeout({ seconds: IMAGE_WORK_TIMEOUT_SECONDS });
  return encodeWebp(pipeline, opts.maxSide).catch(rethrowAsMediaError);
}

async function refuseLongAnimation(bytes: Buffer, input: SharpOptions): Promise<void> {
  const { width, height, pages } = await sharp(bytes, input).metadata().catch(rethrowAsMediaError);
  if ((pages ?? 1) > 1 && width * height > MAX_ANIMATION_PIXELS) throw MediaError.tooManyPixels(MAX_ANIMATION_PIXELS);
}

/** sharp reports every problem as a plain Error; users get one of ours. */
function rethrowAsMediaError(error: unknown): never {
  if (error instanceof Error && /exceeds pixel limit/i.test(error.message)) {
    throw MediaError.tooManyPixels(MAX_INPUT_PIXELS);
  }
  if (error instanceof Error && /^timeout/i.test(error.message))
    throw MediaError.tooComplex(IMAGE_WORK_TIMEOUT_SECONDS);
  throw MediaError.unreadable();
}
