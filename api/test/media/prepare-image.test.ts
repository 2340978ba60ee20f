import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_CONCURRENT_ENCODES } from "../../src/media/encode-webp.ts";
import { MediaError } from "../../src/media/errors.ts";
import {
  inspectImage,
  MAX_ANIMATION_FRAMES,
  MAX_ANIMATION_PIXELS,
  prepareImage,
} from "../../src/media/prepare-image.ts";
import { animatedGif, gradientPixels, sampleImage, type SampleFormat } from "./sample-images.ts";

const opts = { maxSide: 2048 };

async function rejection(bytes: Buffer): Promise<MediaError> {
  const error = await prepareImage(bytes, opts).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof MediaError)) throw new Error(`expected a MediaError, got ${String(error)}`);
  return error;
}

describe("prepareImage", () => {
  it(`encodes at most ${MAX_CONCURRENT_ENCODES} images at once; the rest wait their turn`, async () => {
    const photos = await Promise.all(Array.from({ length: 6 }, () => sampleImage("png", 1600, 1200)));
    let busiest = 0;
    const watch = setInterval(() => (busiest = Math.max(busiest, sharp.counters().process)), 1);
    try {
      const prepared = await Promise.all(photos.map((bytes) => prepareImage(bytes, opts)));
      expect(prepared.map((image) => image.width)).toEqual(Array(6).fill(1600));
    } finally {
      clearInterval(watch);
    }
    expect(busiest).toBeGreaterThan(0);
    expect(busiest).toBeLessThanOrEqual(MAX_CONCURRENT_ENCODES);
  });

  it.each<SampleFormat>(["jpeg", "png", "webp", "gif", "avif"])(
    "accepts %s and re-encodes it as WebP",
    async (format) => {
      const image = await prepareImage(await sampleImage(format, 64, 48), opts);
      expect(image).toMatchObject({ mimeType: "image/webp", extension: "webp", width: 64, height: 48 });
      expect(image.byteSize).toBe(image.bytes.length);
      expect(image.sha256).toBe(crypto.createHash("sha256").update(image.bytes).digest("hex"));
      expect(await fileTypeFromBuffer(image.bytes)).toMatchObject({ mime: "image/webp" });
    },
  );

  it("decides the type by the bytes: a PNG uploaded as photo.jpg (image/jpeg) is a PNG", async () => {
    // the API takes no file name or declared type at all: there is nothing to trust
    const png = await sampleImage("png");
    expect(await fileTypeFromBuffer(png)).toMatchObject({ mime: "image/png" });
    await expect(prepareImage(png, opts)).resolves.toMatchObject({ width: 64, height: 48 });
  });

  it.each([
    ["a text file", Buffer.from("just some text, named cat.png\n".repeat(20))],
    ["a PDF", Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1")],
    [
      "random bytes",
      Buffer.concat(Array.from({ length: 64 }, (_, i) => crypto.createHash("sha256").update(String(i)).digest())),
    ],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ["nothing", Buffer.alloc(0)],
  ])("rejects %s as UNSUPPORTED_TYPE", async (_, bytes) => {
    expect(await rejection(bytes)).toMatchObject({
      code: "UNSUPPORTED_TYPE",
      message: "Only JPEG, PNG, WebP, GIF or AVIF images are allowed.",
    });
  });

  it("rejects a truncated PNG as UNREADABLE", async () => {
    const png = await sampleImage("png", 300, 200);
    expect(await rejection(png.subarray(0, png.length / 2))).toMatchObject({
      code: "UNREADABLE",
      message: "The image could not be read.",
    });
  });

  it("refuses an animation whose frames together pass the animation limit", async () => {
    // 12 frames of 2000x2000 in a few hundred bytes: 48 MP, under the still-image limit, seconds of a core
    const gif = await animatedGif(12, 2000, 2000);
    expect(gif.byteLength).toBeLessThan(64 * 1024);
    const error = await rejection(gif);
    expect(error.code).toBe("TOO_MANY_PIXELS");
    expect(error.limit).toBe(MAX_ANIMATION_PIXELS);
    // a still image of as many pixels is fine
    expect((await prepareImage(await sampleImage("jpeg", 8000, 6000), opts)).width).toBe(2048);
    // and an animation within the limit (20 frames of 400x400: 3.2 MP) keeps its frames
    const small = await prepareImage(await animatedGif(20, 400, 400), opts);
    expect((await sharp(small.bytes, { animated: true }).metadata()).pages).toBe(20);
  });

  it(`reads what decoding would mean from the header, and refuses an animation of more than ${MAX_ANIMATION_FRAMES} frames`, async () => {
    await expect(inspectImage(await animatedGif(20, 40, 30))).resolves.toEqual({
      mime: "image/gif",
      width: 40,
      height: 30,
      frames: 20,
      pixels: 40 * 30 * 20,
    });
    // 2,000 frames of 8x8: 0.13 megapixels in all, but each frame is decoded, resized and encoded
    const long = await animatedGif(2_000, 8, 8);
    const error = await inspectImage(long).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "TOO_MANY_FRAMES", limit: MAX_ANIMATION_FRAMES });
    expect(await rejection(long)).toMatchObject({ code: "TOO_MANY_FRAMES" });
  });

  it("rejects a decompression bomb before decoding it", async () => {
    // a valid 1x1 PNG whose header then claims 20000x20000 (1.6 GB of RGBA once decoded)
    const bomb = withPngSize(await sampleImage("png", 1, 1), 20_000, 20_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const error = await rejection(bomb);
    expect(error.code).toBe("TOO_MANY_PIXELS");
    expect(error.message).toBe("Image must be at most 50 megapixels.");
  });

  it("drops EXIF (GPS, description) from the stored image", async () => {
    const withExif = await gradientPixels(64, 48)
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: "secret-description", Make: "SpyCam" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "48/1 51/1 2900/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "2/1 17/1 4000/100",
        },
      })
      .toBuffer();
    const inputMeta = await sharp(withExif).metadata();
    expect(inputMeta.exif?.toString("latin1")).toContain("secret-description"); // the test input really has it

    const image = await prepareImage(withExif, opts);
    const meta = await sharp(image.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const raw = image.bytes.toString("latin1");
    for (const leaked of ["secret-description", "SpyCam", "Exif"]) expect(raw).not.toContain(leaked);
  });

  it("applies the EXIF orientation before dropping it", async () => {
    // 60x20 pixels stored sideways: orientation 6 means "rotate 90° clockwise to display"
    const sideways = await gradientPixels(60, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    await expect(prepareImage(sideways, opts)).resolves.toMatchObject({ width: 20, height: 60 });
  });

  it("caps the longest side at maxSide without enlarging", async () => {
    const wide = await gradientPixels(4000, 1000).jpeg().toBuffer();
    await expect(prepareImage(wide, opts)).resolves.toMatchObject({ width: 2048, height: 512 });
    const tall = await gradientPixels(300, 900).png().toBuffer();
    await expect(prepareImage(tall, { maxSide: 300 })).resolves.toMatchObject({ width: 100, height: 300 });
    const small = await sampleImage("png", 100, 50);
    await expect(prepareImage(small, opts)).resolves.toMatchObject({ width: 100, height: 50 });
  });

  it("keeps GIF animation, reporting the frame size", async () => {
    const gif = await animatedGif(3, 400, 100);
    const image = await prepareImage(gif, { maxSide: 200 });
    expect(image).toMatchObject({ width: 200, height: 50 });
    const meta = await sharp(image.bytes, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: "webp", pages: 3, pageHeight: 50, delay: [100, 100, 100], loop: 0 });
  });

  it("is deterministic: the same bytes give the same sha256", async () => {
    const jpeg = await sampleImage("jpeg");
    const [first, second] = await Promise.all([prepareImage(jpeg, opts), prepareImage(Buffer.from(jpeg), opts)]);
    expect(first.sha256).toBe(second.sha256);
    expect(first.bytes.equals(second.bytes)).toBe(true);
  });
});

/** Rewrites the size in a PNG's IHDR chunk (and the chunk's CRC, or decoders reject it). */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  // 8-byte signature, then IHDR: length (4), type (4), width (4), height (4), ..., CRC
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  const ihdrLength = patched.readUInt32BE(8);
  patched.writeUInt32BE(crc32(patched.subarray(12, 16 + ihdrLength)), 16 + ihdrLength);
  return patched;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
