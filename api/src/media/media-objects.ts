// Where stored bytes live, by name: the data folder of a single node (local-folder-objects.ts)
// or an S3-compatible bucket every node shares (s3-objects.ts). Two areas use it: images
// (`<sha256>.<ext>`, public, MediaStore keeps their rows) and data exports (personal, private,
// domain/account/export-store.ts). The owner decides when an object is written or removed; an
// implementation only moves bytes.
import type { Readable } from "node:stream";

export interface StoredObject {
  size: number;
  /** the bytes; read it or destroy it */
  body: Readable;
}

export interface ListedObject {
  name: string;
  modifiedAt: Date;
}

/**
 * A call made while a database transaction waits for it: it ends by `deadline` (aborted), tried
 * once, with no retries of the store's client, so a store that does not answer holds a pooled
 * connection for seconds, not for its client's whole retry schedule (issue 38.3).
 */
export interface Urgent {
  readonly deadline: AbortSignal;
}

export interface MediaObjects {
  /** "the folder /srv/data/uploads", "the bucket media at http://minio:9000": for logs and the start line */
  readonly description: string;
  /**
   * The object's size in bytes, or null when there is none by that name. `urgent`: the call is
   * made inside a database transaction (see Urgent).
   */
  sizeOf(name: string, urgent?: Urgent): Promise<number | null>;
  /** Stores the object whole or not at all: a reader never sees part of it. `urgent`: as for sizeOf. */
  write(name: string, body: Buffer | Readable, contentType: string, urgent?: Urgent): Promise<void>;
  /** The object, or null when there is none by that name. */
  read(name: string): Promise<StoredObject | null>;
  /** Every object of this area, with when it was last written (for sweeping leftovers). */
  list(): Promise<ListedObject[]>;
  /** Removes the object; nothing by that name is not an error. */
  remove(name: string): Promise<void>;
  /** Whether the store answers now (/readyz). */
  ping(): Promise<boolean>;
  close(): void;
}

/** The names objects are stored under: a content hash and the format's extension (so no traversal). */
export const STORED_OBJECT_NAME = /^[0-9a-f]{64}\.(webp|png|jpg)$/;

/** Content-Type of a stored object by its extension. */
export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
};

export function contentTypeOf(name: string): string {
  if (name.endsWith(".zip")) return "application/zip";
  return CONTENT_TYPE_BY_EXTENSION[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
