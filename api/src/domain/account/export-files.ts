// Where finished data exports wait for their download: DATA_DIR/exports, one ZIP per export named
// by its id and the attempt that wrote it, so every node sharing that folder (the one part of
// DATA_DIR nodes must share, docs/deploy.md) serves any export, and two nodes that both think they
// hold a job never write the same file. An archive is written under a ".part" name and renamed
// when whole: no reader sees half of one.
import fs from "node:fs/promises";
import path from "node:path";

export class ExportFiles {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  /** The archive attempt `attempt` of export `id` finished (the attempt the READY row names is the one to serve). */
  pathOf(id: string, attempt: number): string {
    return path.join(this.dir, `${id}.${attempt}.zip`);
  }

  /** Where attempt `attempt` writes the archive until it is whole. */
  partPathOf(id: string, attempt: number): string {
    return `${this.pathOf(id, attempt)}.part`;
  }

  async prepare(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
  }

  /** Removes what earlier attempts at export `id` left (a node that died mid-way leaves its part). */
  async removeEarlierAttempts(id: string, attempt: number): Promise<void> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    const mine = path.basename(this.pathOf(id, attempt));
    const earlier = names.filter((name) => name.startsWith(`${id}.`) && !name.startsWith(mine));
    await Promise.all(earlier.map((name) => fs.rm(path.join(this.dir, name), { force: true })));
  }

  /** Removes the archives (whole or partial) of these exports; what is already gone is no error. */
  async remove(ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    const wanted = new Set(ids);
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => wanted.has(name.slice(0, 36))).map((name) => fs.rm(path.join(this.dir, name), { force: true })));
  }
}
