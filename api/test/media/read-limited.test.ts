import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { MediaError } from "../../src/media/errors.ts";
import { readLimited } from "../../src/media/read-limited.ts";
import { countingSource } from "./sample-images.ts";

const KB = 1024;
const bytes = Buffer.from(Array.from({ length: 100 * KB }, (_, i) => i % 251));

function webStream(data: Buffer, chunkSize: number) {
  const progress = { chunksPulled: 0, cancelled: false };
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      progress.chunksPulled++;
      controller.enqueue(data.subarray(offset, (offset += chunkSize)));
    },
    cancel() {
      progress.cancelled = true;
    },
  });
  return { stream, progress };
}

describe("readLimited", () => {
  it("collects an async iterable, a Node stream and a web stream", async () => {
    expect((await readLimited(countingSource(bytes, 7 * KB).source, bytes.length)).equals(bytes)).toBe(true);
    expect(
      (await readLimited(Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]), bytes.length)).equals(bytes),
    ).toBe(true);
    expect((await readLimited(webStream(bytes, 3 * KB).stream, bytes.length)).equals(bytes)).toBe(true);
  });

  it("accepts exactly maxBytes", async () => {
    await expect(readLimited(countingSource(bytes, KB).source, bytes.length)).resolves.toHaveLength(bytes.length);
  });

  it("stops at the first chunk past the limit and closes the source", async () => {
    const { source, progress } = countingSource(bytes, KB);
    const error = await readLimited(source, 10 * KB).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ code: "TOO_LARGE", message: "Image must be at most 10 KB." });
    expect(progress.chunksPulled).toBe(11); // of 100
    expect(progress.closedEarly).toBe(true);
  });

  it("destroys a Node stream that goes past the limit", async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += KB;
        this.push(Buffer.alloc(KB));
      },
    });
    await expect(readLimited(endless, 64 * KB)).rejects.toMatchObject({ code: "TOO_LARGE" });
    expect(endless.destroyed).toBe(true);
    expect(produced).toBeLessThan(128 * KB); // its read-ahead buffer at most, not the "whole" stream
  });

  it("cancels a web stream that goes past the limit", async () => {
    const { stream, progress } = webStream(bytes, KB);
    await expect(readLimited(stream, 10 * KB)).rejects.toMatchObject({ code: "TOO_LARGE" });
    expect(progress.cancelled).toBe(true);
    expect(progress.chunksPulled).toBeLessThan(20);
  });
});
