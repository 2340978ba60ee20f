// Archives as ZIP files (yazl), written as a stream while their entries come: each entry is
// opened only when the archive reaches it, at the pace the output is read, so no archive is ever
// held whole. An entry that fails to open or to read, or entries that fail to come, fail the output.
import type { Readable } from "node:stream";
import yazl from "yazl";
import type { ArchiveEntry } from "../domain/account/export-archive.ts";

/** The ZIP of `entries`, every one of them dated `mtime`. */
export function zipArchive(entries: AsyncIterable<ArchiveEntry>, mtime: Date): Readable {
  const zip = new yazl.ZipFile();
  // yazl reports a failed entry (a database error mid-section) on the ZipFile: fail the output with it
  const output = zip.outputStream as Readable;
  zip.on("error", (error: Error) => output.destroy(error));
  const filling = (async () => {
    for await (const entry of entries) {
      const options = { mtime, mode: 0o100644, compress: entry.compress };
      if ("bytes" in entry) {
        zip.addBuffer(entry.bytes, entry.path, options);
        continue;
      }
      zip.addReadStreamLazy(entry.path, options, (callback) => {
        entry.open().then(
          (body) => callback(null, body),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined as never),
        );
      });
    }
    zip.end();
  })();
  filling.catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
