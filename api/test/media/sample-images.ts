// Real encoded images for the media tests, generated with sharp so no binary fixtures are
// checked in. The pixels are a gradient, not a flat colour, so encoders have work to do.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp, { type Sharp } from "sharp";

export type SampleFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/** A width x height RGB gradient as raw pixels. */
export function gradientPixels(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export function sampleImage(format: SampleFormat, width = 64, height = 48): Promise<Buffer> {
  const image = gradientPixels(width, height);
  // effort 0: AVIF encoding is slow otherwise, and these are only inputs
  return (format === "avif" ? image.avif({ effort: 0 }) : image.toFormat(format)).toBuffer();
}

/** A GIF of `frames` frames of width x height, each a different flat colour. */
export function animatedGif(frames: number, width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * frames * 3);
  for (let frame = 0; frame < frames; frame++) {
    pixels.fill(frame * 60, frame * width * height * 3, (frame + 1) * width * height * 3);
  }
  return sharp(pixels, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ loop: 0, delay: Array<number>(frames).fill(100) })
    .toBuffer();
}

export async function makeTempDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), "skysocial-media-"));
}

/** Yields `bytes` in chunks of `chunkSize`, counting how far the consumer read. */
export function countingSource(bytes: Buffer, chunkSize: number) {
  const progress = { chunksPulled: 0, finished: false, closedEarly: false };
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      for (let offset = 0; offset < bytes.length; offset += chunkSize) {
        progress.chunksPulled++;
        yield bytes.subarray(offset, offset + chunkSize);
      }
      progress.finished = true;
    } finally {
      progress.closedEarly = !progress.finished;
    }
  }
  return { source: chunks(), progress };
}
