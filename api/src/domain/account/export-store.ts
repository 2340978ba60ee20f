// Where finished data exports wait for their download: the same store as images (media-objects.ts),
// in an area of their own: DATA_DIR/exports for one node, the bucket's private area
// (`private/exports/`, s3-objects.ts) for several, so any node serves an archive any node wrote.
// One object per export attempt, `<export id>.<attempt>.zip`: the attempt the READY row names is
// the one to serve, and two nodes that both think they hold a job never write the same object.
// A store makes an object visible only once it is whole, so nobody downloads half an archive.
//
// An object outlives its row when its removal failed (the store was down just then: after an
// account's deletion, a newer export's request, an expiry) or when a node died between storing an
// archive and marking it READY. sweepLeftovers removes those later, so removal is never a reason
// to fail or hold up a change.
import { pipeline, Transform, type Readable } from "node:stream";
import type { ListedObject, MediaObjects, StoredObject } from "../../media/media-objects.ts";

/** The store did not answer, or refused: the job waits for it, a download answers 503. */
export class ExportStoreUnavailable extends Error {
  override readonly name = "ExportStoreUnavailable";

  constructor(store: string, cause: unknown) {
    super(
      `The data export store (${store}) did not answer: ${cause instanceof Error ? cause.message || cause.name : String(cause)}`,
      { cause },
    );
  }
}

/** An export as its rows name its objects: one per attempt so far. */
export interface ExportAttempts {
  id: string;
  attempts: number;
}

/** Whether a stored archive (an export's id and attempt) is still wanted; the rest is left over. */
export type StillWanted = (
  archives: { id: string; attempt: number }[],
) => Promise<(archive: { id: string; attempt: number }) => boolean>;

/** The names archives are stored under: `<export id>.<attempt>.zip`. */
export const ARCHIVE_NAME = /^([0-9a-f-]{36})\.(\d+)\.zip$/;

export class ExportStore {
  constructor(private readonly objects: MediaObjects) {}

  get description(): string {
    return this.objects.description;
  }

  /** Whether the store answers now: a worker starts no job it could not store. */
  ping(): Promise<boolean> {
    return this.objects.ping();
  }

  /**
   * Stores `archive` (a stream, sent as it is produced) as attempt `attempt` of export `id`;
   * resolves to its size in bytes. Fails with the archive's own error when producing it failed
   * (the job was lost, the database failed), ExportStoreUnavailable when the store did.
   */
  async write(id: string, attempt: number, archive: Readable): Promise<number> {
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        size += chunk.length;
        next(null, chunk);
      },
    });
    // either side failing ends both: a store that stops reading stops the archive's reads too
    // (the outcome is read below: the archive's own error, or the store's)
    pipeline(archive, counted, () => {});
    try {
      await this.objects.write(nameOf(id, attempt), counted, "application/zip");
    } catch (error) {
      counted.destroy();
      if (archive.errored) throw archive.errored;
      throw new ExportStoreUnavailable(this.objects.description, error);
    }
    return size;
  }

  /** Attempt `attempt` of export `id`; null when it is not there. */
  async read(id: string, attempt: number): Promise<StoredObject | null> {
    return this.objects.read(nameOf(id, attempt)).catch((error: unknown) => {
      throw new ExportStoreUnavailable(this.objects.description, error);
    });
  }

  /** Removes attempt `attempt` of export `id`. */
  async remove(id: string, attempt: number): Promise<void> {
    await this.objects.remove(nameOf(id, attempt)).catch((error: unknown) => {
      throw new ExportStoreUnavailable(this.objects.description, error);
    });
  }

  /**
   * After a committed change removed these exports' rows: removes every attempt's object.
   * Never fails: what the store does not remove now, sweepLeftovers does later.
   */
  async discard(exports: readonly ExportAttempts[]): Promise<void> {
    for (const { id, attempts } of exports) {
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        const removed = await this.objects.remove(nameOf(id, attempt)).then(
          () => true,
          () => false,
        );
        if (!removed) return;
      }
    }
  }

  /**
   * Removes the archives last written before `writtenBefore` that `stillWanted` does not claim.
   * The age keeps it off an archive whose job is still being marked READY.
   */
  async sweepLeftovers(writtenBefore: Date, stillWanted: StillWanted): Promise<number> {
    const listed = await this.objects.list().catch((error: unknown) => {
      throw new ExportStoreUnavailable(this.objects.description, error);
    });
    const archives = listed.filter((object) => object.modifiedAt < writtenBefore).flatMap(archiveOf);
    if (!archives.length) return 0;
    const wanted = await stillWanted(archives);
    const leftovers = archives.filter((archive) => !wanted(archive));
    for (const { id, attempt } of leftovers) await this.remove(id, attempt);
    return leftovers.length;
  }
}

function nameOf(id: string, attempt: number): string {
  return `${id}.${attempt}.zip`;
}

/** The export and attempt a stored object is the archive of; none for any other object. */
function archiveOf(object: ListedObject): { id: string; attempt: number }[] {
  const match = ARCHIVE_NAME.exec(object.name);
  return match ? [{ id: match[1]!, attempt: Number(match[2]) }] : [];
}
