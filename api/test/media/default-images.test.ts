import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultAvatar, defaultCover, initialOf } from "../../src/media/default-images.ts";

const alice = { username: "alice", name: "Alice Liddell" };

describe("defaultAvatar", () => {
  it("is a 256x256 WebP", async () => {
    const avatar = await defaultAvatar(alice);
    expect(avatar).toMatchObject({ mimeType: "image/webp", extension: "webp", width: 256, height: 256 });
    expect(await fileTypeFromBuffer(avatar.bytes)).toMatchObject({ mime: "image/webp" });
    expect(await sharp(avatar.bytes).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it("is deterministic for a seed and differs between users", async () => {
    const [first, again] = await Promise.all([defaultAvatar(alice), defaultAvatar({ ...alice })]);
    expect(again.sha256).toBe(first.sha256);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const other = await defaultAvatar({ username: "bob", name: "Bob" });
    expect(other.sha256).not.toBe(first.sha256);
  });

  it("draws a light letter on a coloured background", async () => {
    const { data, info } = await sharp((await defaultAvatar(alice)).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const corner = pixel(4, 4);
    expect(Math.max(...corner) - Math.min(...corner)).toBeGreaterThan(40); // a colour, not grey
    // some pixels of the middle band are near white: the letter
    let light = 0;
    for (let x = 64; x < 192; x++) if (pixel(x, 128).every((channel) => channel > 220)) light++;
    expect(light).toBeGreaterThan(5);
  });
});

describe("defaultCover", () => {
  it("is a deterministic 1200x400 WebP", async () => {
    const [cover, again] = await Promise.all([defaultCover(alice), defaultCover(alice)]);
    expect(cover).toMatchObject({ mimeType: "image/webp", width: 1200, height: 400 });
    expect(await sharp(cover.bytes).metadata()).toMatchObject({ format: "webp", width: 1200, height: 400 });
    expect(again.sha256).toBe(cover.sha256);
  });

  it("fits the configured maxSide", async () => {
    await expect(defaultCover(alice, { maxSide: 600 })).resolves.toMatchObject({ width: 600, height: 200 });
  });
});

describe("initialOf", () => {
  it.each([
    [{ username: "alice", name: "alice liddell" }, "A"],
    [{ username: "emile", name: "  émile" }, "É"],
    [{ username: "x_99", name: "" }, "X"],
    [{ username: "liming", name: "李明" }, "L"], // a letter the bundled font can draw wins
    [{ username: "李明", name: "李明" }, "李"],
    [{ username: "___", name: "<&>" }, "?"],
  ])("%o -> %s", (seed, initial) => {
    expect(initialOf(seed)).toBe(initial);
  });
});
