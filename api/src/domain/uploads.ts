// Uploaded images, as the domain takes them from every face: unread bytes (a GraphQL File's
// stream, a v1 form's buffered part), turned into images the domain stores only once the request
// has passed every cheap check (budget, text fields, names taken). The image work (decode,
// re-encode) is the costly part of a request, so it is bounded: per image by pixels, frames and
// time, read from the header before any decoding (media/prepare-image.ts); per node by encodes at
// once (media/encode-webp.ts); and here per uploader, who is charged the pixels decoding will
// mean (frames included) before any of it starts, in a budget per minute shared by the nodes, and
// who has one upload in flight at a time. A node has a few slots for images being processed: an
// upload takes one for one image at a time and queues behind everyone waiting for its next, so
// with more uploads than slots they take turns image by image, and a flood of uploads from a
// few accounts only delays another's (eight accounts posting ten 16-megapixel GIFs a minute each
// kept every slot of a node busy, and everyone else's uploads were refused for the whole
// minute). Images are stored with the rows that use them, all or nothing.
import type { Media, Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { ConcurrencyLimit } from "../media/concurrency-limit.ts";
import { MediaError, MediaStoreUnavailable, type MediaErrorCode } from "../media/errors.ts";
import type { InspectedUpload, MediaStore } from "../media/media-store.ts";
import type { PreparedImage } from "../media/prepare-image.ts";
import { readLimited, type ByteSource } from "../media/read-limited.ts";
import {
  MediaStoreUnavailableError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from "./errors.ts";
import type { FailureCode } from "./failures.ts";
import type { RateLimit } from "./limits/rate-limit.ts";
import { committing } from "./transaction.ts";

const FAILURE_OF_MEDIA_ERROR: Record<MediaErrorCode, FailureCode> = {
  TOO_LARGE: "IMAGE_TOO_LARGE",
  TOO_MANY_PIXELS: "IMAGE_TOO_MANY_PIXELS",
  TOO_MANY_FRAMES: "IMAGE_TOO_MANY_FRAMES",
  TOO_COMPLEX: "IMAGE_TOO_COMPLEX",
  UNSUPPORTED_TYPE: "NOT_AN_IMAGE",
  UNREADABLE: "IMAGE_UNREADABLE",
};

/** An uploaded file's bytes, not yet read: a stream, or the chunks a face already read. */
export type UploadSource = ByteSource;

/**
 * Uploads one user (or, for a sign-up, one client address) may have in flight on a node: one.
 * Its images are processed one after the other; a second request while one runs is refused at
 * once (TOO_MANY_REQUESTS), not queued, so a script gets nothing by sending many at a time.
 */
export const MAX_UPLOADS_IN_FLIGHT_PER_OWNER = 1;

/**
 * Images a node processes at once: waiting for an encoder (two at a time) or being encoded. An
 * upload holds one slot for one image, so no account holds more than one.
 */
export const IMAGE_SLOTS = 8;

/**
 * Uploads in flight on a node, processing an image or waiting for a slot. Each holds its bytes
 * (up to MAX_UPLOAD_BYTES per image) and its owner's request open; past this many the node
 * refuses new ones (SERVICE_UNAVAILABLE, try again) rather than queue without end. Taking turns
 * image by image, a newcomer waits for at most one image of each upload ahead of it.
 */
export const MAX_UPLOADS_IN_FLIGHT = 24;

/** How long a refused upload's owner should wait: about one upload's processing. */
const RETRY_UPLOAD_AFTER_SECONDS = 2;

/** Runs one step (an image's processing) in a slot of the node's. */
export type ImageTurn = <T>(step: () => Promise<T>) => Promise<T>;

/** The uploads a node is processing, by owner, and the slots their images take turns in. */
export class UploadGate {
  private readonly inFlightBy = new Map<string, number>();
  private inFlight = 0;
  // first come, first served, each slot handed to the next waiting: an upload queues again for
  // its next image behind those already waiting, so uploads take turns image by image
  private readonly slots: ConcurrencyLimit;

  constructor(
    private readonly perOwner = MAX_UPLOADS_IN_FLIGHT_PER_OWNER,
    private readonly perNode = MAX_UPLOADS_IN_FLIGHT,
    slots = IMAGE_SLOTS,
  ) {
    this.slots = new ConcurrencyLimit(slots);
  }

  /** Images waiting for a slot on this node. */
  get imagesWaiting(): number {
    return this.slots.waiting;
  }

  /**
   * Runs `work` as one upload of `owner`, or refuses at once when the owner or the node has no
   * room; `work` runs each image's processing through `turn`, which waits for a slot.
   */
  async run<T>(owner: string, work: (turn: ImageTurn) => Promise<T>): Promise<T> {
    const ownerCount = this.inFlightBy.get(owner) ?? 0;
    if (ownerCount >= this.perOwner) throw new TooManyRequestsError(RETRY_UPLOAD_AFTER_SECONDS);
    if (this.inFlight >= this.perNode)
      throw new ServiceUnavailableError("Too many images are being processed right now. Please try again in a moment.");
    this.inFlightBy.set(owner, ownerCount + 1);
    this.inFlight += 1;
    try {
      return await work((step) => this.slots.run(step));
    } finally {
      this.inFlight -= 1;
      const left = (this.inFlightBy.get(owner) ?? 1) - 1;
      if (left > 0) this.inFlightBy.set(owner, left);
      else this.inFlightBy.delete(owner);
    }
  }
}

/** Images by the domain's field name. */
export type UploadsByField<Field extends string> = Partial<Record<Field, UploadSource | null>>;

/** Turns uploads into images: each is read, sniffed and re-encoded; the first bad one is a ValidationError on its field. */
export class Uploads {
  constructor(
    private readonly deps: {
      media: MediaStore;
      gate: UploadGate;
      /** megapixels decoded per owner per minute (frames included) */
      pixels: RateLimit;
    },
  ) {}

  /**
   * The images of `uploads` (those given), processed one after the other as one upload of
   * `owner`. Call it once the request has passed its cheap checks: this is the costly part. Every
   * image is read and its header checked first (a bad one refuses the upload, nothing decoded);
   * then the pixels decoding will mean are charged to `owner` (TOO_MANY_REQUESTS when the
   * budget cannot take them), and only then are the images decoded, each in its turn.
   */
  async prepare<Field extends string>(
    owner: string,
    uploads: UploadsByField<Field>,
  ): Promise<Partial<Record<Field, PreparedImage>>> {
    const given = (Object.entries(uploads) as [Field, UploadSource | null | undefined][]).filter(
      (entry): entry is [Field, UploadSource] => !!entry[1],
    );
    if (!given.length) return {};
    return this.deps.gate.run(owner, async (turn) => {
      const inspected: [Field, InspectedUpload][] = [];
      for (const [field, source] of given) inspected.push([field, await this.inspect(field, source)]);
      await this.charge(
        owner,
        inspected.reduce((pixels, [, upload]) => pixels + upload.header.pixels, 0),
      );
      const images: Partial<Record<Field, PreparedImage>> = {};
      for (const [field, upload] of inspected) images[field] = await turn(() => this.decode(field, upload));
      return images;
    });
  }

  /** Images waiting for a slot on this node. */
  get imagesWaiting(): number {
    return this.deps.gate.imagesWaiting;
  }

  /**
   * An upload's bytes, size-limited as they arrive, without any image work: for a face that must
   * take a file as it streams, before it knows the request's other fields (v1's multipart forms).
   */
  read(field: string, source: UploadSource): Promise<Buffer> {
    return readLimited(source, this.deps.media.maxUploadBytes).catch(asFieldError(field));
  }

  /**
   * Charges `pixels` to `owner`'s budget, in whole megapixels. An upload never costs more than
   * the whole budget: one larger than it (ten 50-megapixel photos) takes a minute to itself.
   */
  private async charge(owner: string, pixels: number): Promise<void> {
    const { limit } = this.deps.pixels.budget;
    try {
      await this.deps.pixels.take(owner, Math.min(limit, Math.max(1, Math.ceil(pixels / 1_000_000))));
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
      throw new TooManyRequestsError(
        error.retryAfterSeconds,
        `Too many image pixels this minute (at most ${limit} megapixels a minute, animation frames counted)`,
      );
    }
  }

  private inspect(field: string, source: UploadSource): Promise<InspectedUpload> {
    return this.deps.media.inspect(source).catch(asFieldError(field));
  }

  private decode(field: string, upload: InspectedUpload): Promise<PreparedImage> {
    return this.deps.media.decode(upload).catch(asFieldError(field));
  }
}

/** The media module's refusal as a failure of the upload's field. */
const asFieldError =
  (field: string) =>
  (error: unknown): never => {
    if (error instanceof MediaError) throw ValidationError.of(field, FAILURE_OF_MEDIA_ERROR[error.code], error.limit);
    throw error;
  };

export type StoreImage = (image: PreparedImage) => Promise<Media>;

/**
 * Runs `work` in one transaction, in which `store` persists images (Media row and file). When
 * the transaction fails (the database refuses a row, a lost race, a timeout), the files it wrote
 * are removed again, so a failed sign-up, post or profile edit leaves no file behind; content a
 * committed row uses is kept. A store that cannot take an image fails the whole change with
 * MediaStoreUnavailableError: nothing of it is in the database.
 */
export async function withStoredImages<T>(
  prisma: PrismaClient,
  media: MediaStore,
  work: (tx: Prisma.TransactionClient, store: StoreImage) => Promise<T>,
): Promise<T> {
  const stored: PreparedImage[] = [];
  try {
    return await media.inStoringTurn(() =>
      committing(prisma, (tx) => work(tx, (image) => (stored.push(image), media.persist(tx, image)))),
    );
  } catch (error) {
    // A store that does not answer would hold the answer (and the discard's own transaction) as
    // long again: the files are left. The store took none of a hung call's; one an earlier image
    // of the change wrote stays unreferenced, which costs disk space, never an image.
    if (error instanceof MediaStoreUnavailable) throw new MediaStoreUnavailableError();
    await media.discardUnreferenced(prisma, stored);
    throw error;
  }
}
