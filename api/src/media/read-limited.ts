// Reads an upload into memory while enforcing the byte limit on the way in: the limit is
// checked after every chunk, so an oversized (or endless) body is cut off as soon as it
// passes the limit instead of being buffered first and measured afterwards.
import { MediaError } from "./errors.ts";

/** a stream, or chunks already in memory */
export type ByteSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array> | ReadableStream<Uint8Array>;

export async function readLimited(source: ByteSource, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunksOf(source)) {
    total += chunk.byteLength;
    // Throwing inside for-await calls the iterator's return(): a Node stream is destroyed,
    // a web stream cancelled, a generator finished; nothing more is pulled from the source.
    if (total > maxBytes) throw MediaError.tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

function isWebStream(source: ByteSource): source is ReadableStream<Uint8Array> {
  return typeof (source as ReadableStream<Uint8Array>).getReader === "function";
}

/** Web streams are read through a reader so that stopping early explicitly cancels them. */
async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (!isWebStream(source)) {
    yield* source;
    return;
  }
  const reader = source.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
