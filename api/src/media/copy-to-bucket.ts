// Copies a data folder's stored objects into a bucket (npm run media:migrate), so a single node
// can grow into several: its images, and its data exports into the bucket's private area.
// Idempotent and resumable: an object already in the bucket with the same size is skipped (images
// are named by their content's hash, an export archive by its export and attempt, and neither is
// ever rewritten), and a run that stops half way is simply run again. The folder is left as it is.
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { contentTypeOf, type MediaObjects } from "./media-objects.ts";

export interface CopyReport {
  copied: number;
  skipped: number;
}

/**
 * Copies every object of `folder` (the files whose names `objectName` matches) missing from
 * `bucket`, one at a time; `progress` gets one line per object.
 */
export async function copyFolderToBucket(
  folder: string,
  bucket: MediaObjects,
  objectName: RegExp,
  progress: (line: string) => void,
): Promise<CopyReport> {
  const names = (await fs.readdir(folder)).filter((name) => objectName.test(name)).sort();
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
    // streamed from disk: a large file is never held whole
    await bucket.write(name, createReadStream(file), contentTypeOf(name));
    report.copied += 1;
    progress(`${step} copied         ${name} (${(size / 1024).toFixed(1)} KB)`);
  }
  return report;
}
