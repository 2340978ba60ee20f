// Content-addressed image storage: one object per distinct re-encoded image, named by its
// sha256, in the data folder or a bucket (media-objects.ts), plus one Media row per object.
// Identical uploads (and the generated default images, which repeat a lot) share both.
import { ConcurrencyLimit, TurnNotInTime } from "./concurrency-limit.ts";
import type { Media, Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { MediaStoreUnavailable } from "./errors.ts";
import { STORED_OBJECT_NAME, type MediaObjects, type StoredObject } from "./media-objects.ts";
import { decodeImage, inspectImage, type ImageHeader, type PreparedImage } from "./prepare-image.ts";
import { readLimited, type ByteSource } from "./read-limited.ts";

export type MediaDb = PrismaClient | Prisma.TransactionClient;

/** The columns an image's URL is built from (url below): select these wherever an image is shown. */
export const URL_COLUMNS = { sha256: true, mimeType: true } as const satisfies Prisma.MediaSelect;

export interface MediaStoreOptions {
  objects: MediaObjects;
  /** origin used in absolute URLs, e.g. http://localhost:4000 */
  publicUrl: string;
  /** where browsers fetch images from when not through this server (S3_PUBLIC_URL): a CDN, a public bucket */
  imagesUrl?: string | undefined;
  maxUploadBytes: number;
  maxImageSide: number;
}

/** Extensions of the stored formats. Only WebP is written today; the others stay servable. */
const EXTENSION_BY_MIME: Readonly<Record<string, string>> = {
  "image/webp": "webp",
  "image/png": "png",
  "image/jpeg": "jpg",
};

/** An upload read and its header checked, not decoded yet. */
export interface InspectedUpload {
  bytes: Buffer;
  header: ImageHeader;
}

/**
 * How long persist's calls to the store (made inside a database transaction, holding a pooled
 * connection) may take in all, tried once: a store that accepts connections and never answers
 * fails the change with MEDIA_STORE_UNAVAILABLE after this, not after the client's 30 s times
 * its retries (150 s were seen, issue 38.3). Images are at most a few megabytes after decoding.
 */
export const STORE_IN_TRANSACTION_DEADLINE_MS = 5_000;
/**
 * How many transactions that store images may run at once on one node: well below the database
 * pool's 10 connections, so uploads to a hung store leave the pool to everyone else's reads.
 */
export const STORING_IN_TRANSACTIONS_MAX = 4;

/** `work`'s outcome, or the deadline's abort reason once it passes (`work` is then left to end on its own). */
function byDeadline(deadline: AbortSignal, work: () => Promise<void>): Promise<void> {
  const running = work();
  running.catch(() => {}); // lost the race: its own failure is of no interest any more
  return Promise.race([
    running,
    new Promise<never>((_, reject) => {
      if (deadline.aborted) reject(deadline.reason as Error);
      deadline.addEventListener("abort", () => reject(deadline.reason as Error), { once: true });
    }),
  ]);
}

export class MediaStore {
  readonly objects: MediaObjects;
  readonly publicUrl: string;
  private readonly imagesUrl: string;
  readonly maxUploadBytes: number;
  readonly maxImageSide: number;
  private readonly turns = new ConcurrencyLimit(STORING_IN_TRANSACTIONS_MAX);

  /** How many transactions storing images run now on this node (inStoringTurn). */
  get storingNow(): number {
    return this.turns.active;
  }

  constructor(opts: MediaStoreOptions) {
    this.objects = opts.objects;
    this.publicUrl = opts.publicUrl.replace(/\/+$/, "");
    this.imagesUrl = opts.imagesUrl?.replace(/\/+$/, "") ?? `${this.publicUrl}/uploads`;
    this.maxUploadBytes = opts.maxUploadBytes;
    this.maxImageSide = opts.maxImageSide;
  }

  /** Reads (size-limited), sniffs and re-encodes an upload. Writes nothing: a rejected upload leaves no trace. */
  async ingest(source: ByteSource): Promise<PreparedImage> {
    return this.decode(await this.inspect(source));
  }

  /**
   * An upload's bytes (size-limited as they arrive) and header, checked (type, pixels, frames)
   * without decoding: what `decode` will cost is known before it runs.
   */
  async inspect(source: ByteSource): Promise<InspectedUpload> {
    const bytes = await readLimited(source, this.maxUploadBytes);
    return { bytes, header: await inspectImage(bytes) };
  }

  /** Decodes and re-encodes an inspected upload: the costly step. Writes nothing. */
  decode(upload: InspectedUpload): Promise<PreparedImage> {
    return decodeImage(upload.bytes, upload.header, { maxSide: this.maxImageSide });
  }

  /**
   * Stores the image and returns its Media row (the existing one for content seen before).
   * Row first, then object: the upsert waits for a concurrent deleteIfUnreferenced of the same
   * content to commit, so the file is written back after that delete has removed it.
   * Persist and link (user.profileImageId, a PostImage row) in one transaction: until the
   * link exists, the row counts as unreferenced for deleteIfUnreferenced. Should that
   * transaction fail, discardUnreferenced removes the file again (domain/uploads.ts does both).
   * A store that does not answer or refuses fails it with MediaStoreUnavailable: the caller's
   * transaction rolls back, so no row points at an image that is not there.
   */
  async persist(db: MediaDb, image: PreparedImage): Promise<Media> {
    const media = await upsertMedia(db, image);
    const name = `${image.sha256}.${image.extension}`;
    const urgent = { deadline: AbortSignal.timeout(STORE_IN_TRANSACTION_DEADLINE_MS) };
    try {
      // by the deadline whatever the store's client does with it (a socket it keeps waiting on)
      await byDeadline(urgent.deadline, async () => {
        if ((await this.objects.sizeOf(name, urgent)) === null)
          await this.objects.write(name, image.bytes, image.mimeType, urgent);
      });
    } catch (error) {
      throw new MediaStoreUnavailable(this.objects.description, error);
    }
    return media;
  }

  /**
   * Runs `transaction`, one that stores images (persist), in one of this node's
   * STORING_IN_TRANSACTIONS_MAX turns, waiting for one before it opens: while the store is slow
   * or hung, the transactions waiting on it hold that many pooled connections at most, and the
   * rest of the pool serves everyone else. A turn not free within the store's deadline (those
   * ahead took all of theirs) is refused with MediaStoreUnavailable.
   */
  async inStoringTurn<T>(transaction: () => Promise<T>): Promise<T> {
    try {
      return await this.turns.run(transaction, AbortSignal.timeout(STORE_IN_TRANSACTION_DEADLINE_MS));
    } catch (error) {
      if (error instanceof TurnNotInTime) throw new MediaStoreUnavailable(this.objects.description, error);
      throw error;
    }
  }

  /**
   * The Media row of an image stored before (a committed row means its object is stored: rows
   * commit only after their object is written), locked against deletion until the caller's
   * transaction ends; null when there is none. Linking to it needs no store: how an account's
   * deletion hands its place to a stand-in with the stand-in images every deleted account shares
   * while the store is down. A concurrent deleteIfUnreferenced either commits first (null here)
   * or waits for the caller and then finds the row used.
   */
  async storedBefore(tx: Prisma.TransactionClient, image: PreparedImage): Promise<Media | null> {
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "Media" WHERE "sha256" = ${image.sha256} FOR KEY SHARE`;
    return locked[0] ? tx.media.findUnique({ where: { id: locked[0].id } }) : null;
  }

  /**
   * Deletes up to `limit` images no row uses any more, whose removal after their change failed
   * (releaseUnreferenced: the store or the database did not answer then); resolves to how many
   * went. Nodes call it now and then, so a removal is retried rather than forgotten.
   */
  async releaseLeftovers(prisma: PrismaClient, limit = 100): Promise<number> {
    const unused = await prisma.media.findMany({
      where: { profileImageOf: { none: {} }, coverImageOf: { none: {} }, postImages: { none: {} } },
      select: { id: true },
      take: limit,
    });
    let released = 0;
    for (const { id } of unused) if (await this.deleteIfUnreferenced(prisma, id).catch(() => false)) released += 1;
    return released;
  }

  /**
   * Undoes what persist stored for a transaction that then failed (its Media rows went with the
   * rollback, its files did not): removes each image's file unless a committed row uses that
   * content. The upsert takes the content's row lock first, creating the row again if need be:
   * a concurrent persist of the same content that already holds it (and may have found our file
   * and skipped writing its own) commits or rolls back before we look, and one that comes after
   * us waits for our commit and then writes the file anew. Best effort: with the database not
   * answering the file stays, unreferenced, as after a crash between file and commit.
   */
  async discardUnreferenced(prisma: PrismaClient, images: PreparedImage[]): Promise<void> {
    const distinct = new Map(images.map((image) => [image.sha256, image]));
    for (const image of distinct.values()) {
      await prisma
        .$transaction(async (tx) => {
          const media = await upsertMedia(tx, image);
          await this.deleteIfUnreferenced(tx, media.id);
        })
        .catch(() => {});
    }
  }

  /**
   * After a committed change stopped using these images (a replaced profile image, a deleted
   * post's), deletes those nothing uses any more. Best effort, like discardUnreferenced: should the
   * database not answer now, an unused file stays behind, which costs disk space, never an image.
   */
  async releaseUnreferenced(prisma: PrismaClient, mediaIds: readonly (string | null | undefined)[]): Promise<void> {
    for (const mediaId of new Set(mediaIds))
      if (mediaId) await this.deleteIfUnreferenced(prisma, mediaId).catch(() => false);
  }

  /** Absolute URL of a stored image, as API answers carry it. */
  url(media: Pick<Media, keyof typeof URL_COLUMNS>): string {
    return `${this.imagesUrl}/${media.sha256}.${extensionOf(media.mimeType)}`;
  }

  /** A stored image by its file name; null for none, or for anything but `<sha256>.<ext>`. */
  async open(fileName: string): Promise<StoredObject | null> {
    return STORED_OBJECT_NAME.test(fileName) ? this.objects.read(fileName) : null;
  }

  /** Whether a stored image of that file name exists. */
  async has(fileName: string): Promise<boolean> {
    return STORED_OBJECT_NAME.test(fileName) && (await this.objects.sizeOf(fileName)) !== null;
  }

  /**
   * Deletes the Media row and its file when no user (profile or cover image) and no post
   * uses it; false when it is still referenced or does not exist.
   *
   * The row is locked first (FOR UPDATE): a statement about to reference it holds a key-share
   * lock from its foreign-key check, so it either commits before our check and is seen, or
   * waits for us and then fails its foreign-key check instead of pointing at nothing.
   * Given a PrismaClient, all of it (file included) happens in one short transaction: should its
   * commit fail after the unlink, the row stays without its file, but unused (a later upload of
   * the same content writes the file again). Given a transaction, the file is unlinked before the
   * caller commits: only for rows the caller's transaction made and nothing committed uses
   * (discardUnreferenced), never for an image a committed row may still show.
   */
  async deleteIfUnreferenced(db: MediaDb, mediaId: string): Promise<boolean> {
    const removeUnreferenced = async (tx: Prisma.TransactionClient): Promise<boolean> => {
      const locked = await tx.$queryRaw<{ sha256: string; mimeType: string }[]>`
        SELECT "sha256", "mimeType" FROM "Media" WHERE "id" = ${mediaId}::uuid FOR UPDATE`;
      const media = locked[0];
      if (!media) return false;
      const { count } = await tx.media.deleteMany({
        where: { id: mediaId, profileImageOf: { none: {} }, coverImageOf: { none: {} }, postImages: { none: {} } },
      });
      if (count === 0) return false;
      // Before commit: a concurrent persist of the same content is blocked on this row and
      // rewrites the file after us, rather than us deleting the file under its new row.
      await this.objects.remove(`${media.sha256}.${extensionOf(media.mimeType)}`);
      return true;
    };
    if (!isUuid(mediaId)) return false;
    // A transaction client has no $connect. Run straight inside it: nested transactions
    // (savepoints) are not implemented by every adapter (PGlite's is not).
    return "$connect" in db ? db.$transaction(removeUnreferenced) : removeUnreferenced(db);
  }
}

async function upsertMedia(db: MediaDb, image: PreparedImage): Promise<Media> {
  const upsert = () =>
    db.media.upsert({
      where: { sha256: image.sha256 },
      create: {
        sha256: image.sha256,
        mimeType: image.mimeType,
        byteSize: image.byteSize,
        width: image.width,
        height: image.height,
      },
      // A no-op update (not `{}`) makes Prisma emit one INSERT ... ON CONFLICT DO UPDATE:
      // concurrent first uploads of the same image cannot collide, and the existing row is
      // locked until the caller's transaction ends (see deleteIfUnreferenced).
      update: { sha256: image.sha256 },
    });
  try {
    return await upsert();
  } catch (error) {
    // Should Prisma ever fall back to SELECT-then-INSERT: the loser of the race finds the row.
    if (isUniqueViolation(error)) return upsert();
    throw error;
  }
}

function extensionOf(mimeType: string): string {
  const extension = EXTENSION_BY_MIME[mimeType];
  if (!extension) throw new Error(`No file extension known for stored media type ${mimeType}`);
  return extension;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/** Media ids are UUIDs: anything else cannot exist, and would make Postgres' uuid cast fail. */
function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
