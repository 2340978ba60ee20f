// A data export's ZIP (yazl) as a stream, produced as its contents are read: the JSON sections as
// they come from the database, then the image files, one open at a time, at the pace the store
// takes it (export-store.ts), so no archive is ever held whole. JSON is deflated; images are
// stored as they are (WebP is compressed already).
import { Readable } from "node:stream";
import yazl from "yazl";
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

/** The archive's entries' times: when it was made. */
function entryOptions(now: Date, compress: boolean) {
  return { mtime: now, mode: 0o100644, compress };
}

/**
 * The archive of `contents`, the images from `images`; an image that is gone is left out.
 * `counted` is called as each image is read; should it throw (the job is no longer ours), or
 * reading fail, the stream fails with that error.
 */
export function archiveOf(contents: ExportContents, images: StoredImages, counted: () => void): Readable {
  const zip = new yazl.ZipFile();
  const now = new Date();
  // yazl reports a failed entry (a database error mid-section) on the ZipFile: fail the output with it
  const source = zip.outputStream as Readable;
  zip.on("error", (error: Error) => source.destroy(error));
  const filling = (async () => {
    zip.addBuffer(Buffer.from(README, "utf8"), "README.txt", entryOptions(now, true));
    const sectionsRead = contents.sections.map((section) => {
      let done: () => void = () => {};
      const finished = new Promise<void>((resolve) => (done = resolve));
      zip.addReadStreamLazy(section.name, entryOptions(now, true), (callback) =>
        callback(null, Readable.from(afterwards(section.text, done))),
      );
      return finished;
    });
    // the images are known once the posts (and the profile) have been read
    await Promise.all(sectionsRead);
    for (const image of contents.images()) await addImage(zip, image, images, now, counted);
    zip.end();
  })();
  filling.catch((error: unknown) => source.destroy(error instanceof Error ? error : new Error(String(error))));
  return source;
}

/**
 * Opened only when the archive reaches it: one image read at a time, one connection to a bucket.
 * The images' store not answering fails the archive as the exports' store would (the job waits).
 */
async function addImage(
  zip: yazl.ZipFile,
  image: ArchiveImage,
  images: StoredImages,
  now: Date,
  counted: () => void,
): Promise<void> {
  const unavailable = (error: unknown) => {
    throw new ExportStoreUnavailable("the images' store", error);
  };
  if (!(await images.has(image.storedName).catch(unavailable))) return;
  zip.addReadStreamLazy(image.archivePath, entryOptions(now, false), (callback) => {
    const opened = (async () => {
      counted();
      const stored = await images.open(image.storedName).catch(unavailable);
      if (!stored) throw new Error(`stored image ${image.storedName} was removed while the archive was written`);
      return stored.body;
    })();
    opened.then(
      (body) => callback(null, body),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined as never),
    );
  });
}

/** `text`, then `done` once it has all been read (or failed). */
async function* afterwards(text: AsyncIterable<string>, done: () => void): AsyncGenerator<Buffer> {
  try {
    for await (const piece of text) yield Buffer.from(piece, "utf8");
  } finally {
    done();
  }
}
