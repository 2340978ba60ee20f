// Stored objects as files in one folder (DATA_DIR/uploads, DATA_DIR/exports): the embedded default, for one node.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { ListedObject, MediaObjects, StoredObject } from "./media-objects.ts";

export class LocalFolderObjects implements MediaObjects {
  readonly folder: string;
  readonly description: string;

  constructor(folder: string) {
    this.folder = path.resolve(folder);
    this.description = `the folder ${this.folder}`;
  }

  async sizeOf(name: string): Promise<number | null> {
    const stat = await fs.stat(this.pathOf(name)).catch(() => null);
    return stat?.isFile() ? stat.size : null;
  }

  /** Atomic: a temp file in the same folder, then a rename. */
  async write(name: string, body: Buffer | Readable): Promise<void> {
    await fs.mkdir(this.folder, { recursive: true });
    const temp = path.join(this.folder, `.${name}.${crypto.randomUUID()}.tmp`);
    try {
      await fs.writeFile(temp, body, { flag: "wx" });
      await fs.rename(temp, this.pathOf(name));
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  /** Opened first and read from the handle: a file removed after this still reads whole. */
  async read(name: string): Promise<StoredObject | null> {
    const handle = await fs.open(this.pathOf(name), "r").catch(() => null);
    if (!handle) return null;
    const stat = await handle.stat().catch(() => null);
    if (!stat?.isFile()) {
      await handle.close();
      return null;
    }
    return { size: stat.size, body: handle.createReadStream() };
  }

  /** Whole files only: a write under way is a hidden temp file. */
  async list(): Promise<ListedObject[]> {
    const entries = await fs.readdir(this.folder, { withFileTypes: true }).catch(() => []);
    const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith("."));
    const listed = await Promise.all(
      files.map(async ({ name }) => {
        const stat = await fs.stat(this.pathOf(name)).catch(() => null);
        return stat ? { name, modifiedAt: stat.mtime } : null;
      }),
    );
    return listed.filter((object) => object !== null);
  }

  async remove(name: string): Promise<void> {
    await fs.rm(this.pathOf(name), { force: true });
  }

  /** A folder on this machine's disk is always there. */
  async ping(): Promise<boolean> {
    return true;
  }

  close(): void {}

  private pathOf(name: string): string {
    return path.join(this.folder, name);
  }
}
