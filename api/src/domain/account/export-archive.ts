// What a data export's archive holds: a README, the JSON sections as they come from the database,
// then the image files, one open at a time. Whoever writes the archive (a ZIP, archive/zip-archive.ts)
// opens each entry only when it reaches it, at the pace the store takes it (export-store.ts), so no
// archive is ever held whole. JSON is compressed; images are stored as they are (WebP is
// compressed already).
import { Readable } from "node:stream";
import type { StoredObject } from "../../media/media-objects.ts";
import type { ArchiveImage, ExportContents } from "./export-contents.ts";
import { ExportStoreUnavailable } from "./export-store.ts";

export const README = `Your SkySocial data
===================

This archive holds what your SkySocial account held when it was made. Every .json file is
UTF-8 JSON; times are UTC, in ISO 8601 (2026-11-26T18:30:00.000Z).

profile.json    Your profile: name, username, email address, bio, when you joined, your
                avatar and cover image (files in images/), your settings and your
                tic-tac-toe results.
posts.json      Your posts, oldest first: caption, tags, images (files in images/, in the
                order you chose), like and comment counts, when posted and last edited.
comments.json   The comments you wrote, on your posts and on other people's, with the post
                each is on.
likes.json      The posts you liked, and when.
saves.json      The posts you saved, and when.
following.json  The people you follow, and since when.
followers.json  The people who follow you, and since when.
messages.json   Your conversations: who with, and every message, oldest first ("fromYou":
                true for the ones you sent; a deleted message has "deleted": true and no
                text).
images/         The image files the JSON names: your avatar, your cover and your posts'
                images, as SkySocial stores them (WebP).

People are named by id and username, as SkySocial shows them to you today: "unavailable":
true (and no id or username) marks someone it no longer shows you, because they deleted their
account or it is not available to you.
`;

/** The stored images an archive copies, by stored name (MediaStore's has and open). */
export interface StoredImages {
  has(storedName: string): Promise<boolean>;
  open(storedName: string): Promise<StoredObject | null>;
}

/** One file of an archive: its bytes, or what opens it once the archive reaches it. */
export type ArchiveEntry = { path: string; compress: boolean } & ({ bytes: Buffer } | { open(): Promise<Readable> });

/** Writes an archive of `entries` as they come, each dated `mtime`; fails its output when one fails. */
export type WriteArchive = (entries: AsyncIterable<ArchiveEntry>, mtime: Date) => Readable;

/**
 * The archive of `contents`, the images from `images`, written by `write`; an image that is gone
 * is left out. `counted` is called as each image is read; should it throw (the job is no longer
 * ours), or reading fail, the stream fails with that error.
 */
export function archiveOf(
  contents: ExportContents,
  images: StoredImages,
  counted: () => void,
  write: WriteArchive,
): Readable {
  return write(entriesOf(contents, images, counted), new Date());
}

async function* entriesOf(
  contents: ExportContents,
  images: StoredImages,
  counted: () => void,
): AsyncGenerator<ArchiveEntry> {
  yield { path: "README.txt", compress: true, bytes: Buffer.from(README, "utf8") };
  const sectionsRead: Promise<void>[] = [];
  for (const section of contents.sections) {
    let done: () => void = () => {};
    sectionsRead.push(new Promise<void>((resolve) => (done = resolve)));
    yield { path: section.name, compress: true, open: async () => Readable.from(afterwards(section.text, done)) };
  }
  // the images are known once the posts (and the profile) have been read
  await Promise.all(sectionsRead);
  for (const image of contents.images()) {
    const entry = await imageEntry(image, images, counted);
    if (entry) yield entry;
  }
}

/**
 * Opened only when the archive reaches it: one image read at a time, one connection to a bucket.
 * The images' store not answering fails the archive as the exports' store would (the job waits).
 */
async function imageEntry(
  image: ArchiveImage,
  images: StoredImages,
  counted: () => void,
): Promise<ArchiveEntry | null> {
  const unavailable = (error: unknown) => {
    throw new ExportStoreUnavailable("the images' store", error);
  };
  if (!(await images.has(image.storedName).catch(unavailable))) return null;
  return {
    path: image.archivePath,
    compress: false,
    async open() {
      counted();
      const stored = await images.open(image.storedName).catch(unavailable);
      if (!stored) throw new Error(`stored image ${image.storedName} was removed while the archive was written`);
      return stored.body;
    },
  };
}

/** `text`, then `done` once it has all been read (or failed). */
async function* afterwards(text: AsyncIterable<string>, done: () => void): AsyncGenerator<Buffer> {
  try {
    for await (const piece of text) yield Buffer.from(piece, "utf8");
  } finally {
    done();
  }
}
