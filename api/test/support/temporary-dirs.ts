// Directories a test file makes under the system's temporary directory, removed once it is done.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/** `makeDir()` makes a fresh directory named `prefix`...; all of them go when the file's tests end. */
export function temporaryDirs(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
