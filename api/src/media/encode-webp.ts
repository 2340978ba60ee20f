// The single output encoding of the media module: every stored image (uploads and generated
// defaults) goes through here, so all files are WebP, capped in size and named by their hash.
import crypto from "node:crypto";
import type { Sharp } from "sharp";
import { ConcurrencyLimit } from "./concurrency-limit.ts";

export interface PreparedImage {
  /** sha256 hex of `bytes`: the identity of the image and its file name */
  sha256: string;
  bytes: Buffer;
  mimeType: "image/webp";
  extension: "webp";
  /** of the output; for animations the size of one frame */
  width: number;
  height: number;
  byteSize: number;
}

// Quality 82 is visually clean for photos; effort 4 (libwebp's default, 0..6) keeps a
// 2048px photo well under a second on a small 2-core box, higher efforts cost far more time
// than the few percent of bytes they save.
const WEBP_QUALITY = 82;
const WEBP_EFFORT = 4;

/**
 * Images encoded at once. Each encode holds one of libuv's worker threads (4 by default) for
 * its whole run, up to a couple of seconds for a large animation; a burst of uploads would
 * otherwise hold them all, and every file read and write (images served from disk, uploads
 * stored) would wait behind it. Two keep both cores busy and leave threads for the files.
 */
export const MAX_CONCURRENT_ENCODES = 2;
const encodes = new ConcurrencyLimit(MAX_CONCURRENT_ENCODES);

/**
 * Shrinks `pipeline` to fit in maxSide x maxSide (never enlarging) and encodes it as WebP.
 * sharp writes no metadata unless asked to, so EXIF/XMP/ICC of the input are dropped here.
 */
export async function encodeWebp(pipeline: Sharp, maxSide: number): Promise<PreparedImage> {
  const { data, info } = await encodes.run(() =>
    pipeline
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true }),
  );
  return {
    sha256: crypto.createHash("sha256").update(data).digest("hex"),
    bytes: data,
    mimeType: "image/webp",
    extension: "webp",
    width: info.width,
    // animated output is one tall strip of frames; pageHeight is the height of a frame
    height: info.pageHeight ?? info.height,
    byteSize: data.byteLength,
  };
}
