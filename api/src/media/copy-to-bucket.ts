// Copies a data folder's stored images into a bucket (npm run media:migrate), so a single node
// can grow into several. Idempotent and resumable: an object already in the bucket with the same
// size is skipped (names are content hashes, so same name and size is the same image), and a run
// that stops half way is simply run again. The folder is left as it is.
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { STORED_OBJECT_NAME, contentTypeOf, type MediaObjects } from "./media-objects.ts";

export interface CopyReport {
  copied: number;
  skipped: number;
}

/** Copies every stored image of `folder` missing from `bucket`, one at a time; `progress` gets one line per image. */
export async function copyFolderToBucket(folder: string, bucket: MediaObjects, progress: (line: string) => void): Promise<CopyReport> {
  const names = (await fs.readdir(folder)).filter((name) => STORED_OBJECT_NAME.test(name)).sort();
  const report: CopyReport = { copied: 0, skipped: 0 };
  const width = String(names.length).length;
  for (const [index, name] of names.entries()) {
    const file = path.join(folder, name);
    const { size } = await fs.stat(file);
    const step = `[${String(index + 1).padStart(width)}/${names.length}]`;
    if ((await bucket.sizeOf(name)) === size) {
      report.skipped += 1;
      progress(`${step} already there  ${name}`);
      continue;
    }
    // streamed from disk: a large image is never held whole
    await bucket.write(name, createReadStream(file), contentTypeOf(name));
    report.copied += 1;
    progress(`${step} copied         ${name} (${(size / 1024).toFixed(1)} KB)`);
  }
  return report;
}
