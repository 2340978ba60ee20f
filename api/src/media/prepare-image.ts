// Turns uploaded bytes into the image we store, in two steps: the header is read and checked
// first (the type, decided by the bytes alone, and the pixels and frames decoding would mean),
// without decoding anything, so the costly step is refused or charged for before it starts
// (domain/uploads.ts); then the image is decoded and re-encoded, which drops all metadata (EXIF,
// GPS, comments) and anything hidden after the image data. No disk or database writes happen here.
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

/**
 * An animation's frames. Each frame costs its own decoding, resizing and encoding besides its
 * pixels: a GIF of 20,000 frames of 10x10 (2 megapixels in all) took several seconds of a core.
 * A post's animation needs far fewer (20 seconds at 25 frames a second is 500).
 */
export const MAX_ANIMATION_FRAMES = 500;

const accepted: ReadonlySet<string> = new Set(ACCEPTED_MIME_TYPES);
const animatable: ReadonlySet<string> = new Set(["image/gif", "image/webp"]);

/** What an upload's header says: its type, and what decoding it would cost. */
export interface ImageHeader {
  mime: string;
  /** of one frame */
  width: number;
  height: number;
  frames: number;
  /** width x height x frames: the pixels decoding it means */
  pixels: number;
}

/**
 * The image's type (by its bytes alone) and size from its header, without decoding a pixel
 * (sharp's metadata reads headers: a GIF's frames are counted, not decoded). Refuses what a post
 * needs no image of, before any decoding: another type, more pixels than MAX_INPUT_PIXELS (an
 * animation: more than MAX_ANIMATION_PIXELS over all frames, or more than MAX_ANIMATION_FRAMES).
 */
export async function inspectImage(bytes: Buffer): Promise<ImageHeader> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !accepted.has(type.mime)) throw MediaError.unsupportedType();
  const animated = animatable.has(type.mime);
  const meta = await sharp(bytes, { animated, limitInputPixels: false, failOn: "error" })
    .metadata()
    .catch(rethrowAsMediaError);
  // only an animation's frames are all decoded (a still type's other pages, as in an AVIF
  // sequence, are not read); with `animated`, height is all frames' together, pageHeight one's
  const frames = animated ? (meta.pages ?? 1) : 1;
  const height = animated ? (meta.pageHeight ?? meta.height) : meta.height;
  const pixels = meta.width * height * frames;
  if (frames > MAX_ANIMATION_FRAMES) throw MediaError.tooManyFrames(MAX_ANIMATION_FRAMES);
  if (frames > 1 && pixels > MAX_ANIMATION_PIXELS) throw MediaError.tooManyPixels(MAX_ANIMATION_PIXELS);
  if (pixels > MAX_INPUT_PIXELS) throw MediaError.tooManyPixels(MAX_INPUT_PIXELS);
  return { mime: type.mime, width: meta.width, height, frames, pixels };
}

/** Decodes an image `inspectImage` accepted and re-encodes it: the costly part. */
export function decodeImage(bytes: Buffer, header: ImageHeader, opts: { maxSide: number }): Promise<PreparedImage> {
  const input: SharpOptions = {
    animated: animatable.has(header.mime),
    // the header was checked; sharp checks again as it opens the image, a backstop
    limitInputPixels: MAX_INPUT_PIXELS,
    // "error" rather than the default "warning": phones and cameras write plenty of JPEGs
    // with harmless warnings (extraneous bytes, ...); real decode errors still fail.
    failOn: "error",
  };
  // rotate() without an angle applies the EXIF orientation before the metadata is dropped.
  const pipeline = sharp(bytes, input).rotate().timeout({ seconds: IMAGE_WORK_TIMEOUT_SECONDS });
  return encodeWebp(pipeline, opts.maxSide).catch(rethrowAsMediaError);
}

/** Inspects and decodes an image in one go (default images, tools): uploads take the two steps apart. */
export async function prepareImage(bytes: Buffer, opts: { maxSide: number }): Promise<PreparedImage> {
  return decodeImage(bytes, await inspectImage(bytes), opts);
}

/** sharp reports every problem as a plain Error; users get one of ours. */
function rethrowAsMediaError(error: unknown): never {
  if (error instanceof MediaError) throw error;
  if (error instanceof Error && /exceeds pixel limit/i.test(error.message)) {
    throw MediaError.tooManyPixels(MAX_INPUT_PIXELS);
  }
  if (error instanceof Error && /^timeout/i.test(error.message))
    throw MediaError.tooComplex(IMAGE_WORK_TIMEOUT_SECONDS);
  throw MediaError.unreadable();
}
