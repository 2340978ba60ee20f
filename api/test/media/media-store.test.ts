import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database.ts";
import type { PrismaClient } from "../../src/generated/prisma/client.ts";
import { LocalFolderObjects } from "../../src/media/local-folder-objects.ts";
import { MediaStore } from "../../src/media/media-store.ts";
import { prepareImage, type PreparedImage } from "../../src/media/prepare-image.ts";
import { countingSource, makeTempDir, sampleImage } from "./sample-images.ts";

let db: Awaited<ReturnType<typeof openDatabase>>;
let prisma: PrismaClient;
let root: string;
let store: MediaStore;
let uploadsDir: string;

beforeAll(async () => {
  root = await makeTempDir();
  db = await openDatabase("pglite:memory");
  prisma = db.prisma;
});
afterAll(async () => {
  await db?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

beforeEach(async () => {
  // a fresh, not yet existing uploads dir per test: persist creates it
  uploadsDir = await fs.mkdtemp(path.join(root, "case-")).then((dir) => path.join(dir, "uploads"));
  store = new MediaStore({
    objects: new LocalFolderObjects(uploadsDir),
    publicUrl: "http://localhost:4000/",
    maxUploadBytes: 64 * 1024,
    maxImageSide: 2048,
  });
  await prisma.post.deleteMany();
  await prisma.user.deleteMany();
  await prisma.media.deleteMany();
});

let distinct = 0;
/** A different small image on every call. */
async function anImage(): Promise<PreparedImage> {
  distinct++;
  return prepareImage(await sampleImage("png", 16 + distinct, 16), { maxSide: 2048 });
}

async function filesIn(dir: string): Promise<string[]> {
  return fs.readdir(dir).catch(() => []);
}

function createUser(fields: { profileImageId?: string; coverImageId?: string } = {}) {
  distinct++;
  return prisma.user.create({
    data: {
      name: "Test User",
      username: `user${distinct}`,
      usernameKey: `user${distinct}`,
      email: `user${distinct}@example.com`,
      passwordHash: "x",
      ...fields,
    },
  });
}

describe("MediaStore.ingest", () => {
  it("reads and prepares an upload without writing anything", async () => {
    const image = await store.ingest(Readable.from([await sampleImage("jpeg", 80, 60)]));
    expect(image).toMatchObject({ mimeType: "image/webp", width: 80, height: 60 });
    expect(await filesIn(uploadsDir)).toEqual([]);
    expect(await prisma.media.count()).toBe(0);
  });

  it("rejects an over-limit upload while streaming, leaving no file and no row", async () => {
    const big = Buffer.alloc(1024 * 1024, 1);
    const { source, progress } = countingSource(big, 4096);
    await expect(store.ingest(source)).rejects.toMatchObject({
      code: "TOO_LARGE",
      message: "Image must be at most 64 KB.",
    });
    expect(progress.chunksPulled).toBe(17); // 16 chunks = exactly 64 KB, the 17th passes the limit
    expect(progress.closedEarly).toBe(true);
    expect(await filesIn(uploadsDir)).toEqual([]);
    expect(await prisma.media.count()).toBe(0);
  });

  it("rejects a non-image with UNSUPPORTED_TYPE", async () => {
    await expect(store.ingest(Readable.from([Buffer.from("hello")]))).rejects.toMatchObject({
      code: "UNSUPPORTED_TYPE",
    });
  });
});

describe("MediaStore.persist", () => {
  it("writes <sha256>.webp and a matching Media row", async () => {
    const image = await anImage();
    const media = await store.persist(prisma, image);
    expect(media).toMatchObject({
      sha256: image.sha256,
      mimeType: "image/webp",
      byteSize: image.byteSize,
      width: image.width,
      height: image.height,
    });
    const stored = await fs.readFile(path.join(uploadsDir, `${image.sha256}.webp`));
    expect(stored.equals(image.bytes)).toBe(true);
    expect(await filesIn(uploadsDir)).toEqual([`${image.sha256}.webp`]); // no temp file left
  });

  it("stores the same image once, persisted twice or concurrently", async () => {
    const image = await anImage();
    const first = await store.persist(prisma, image);
    const second = await store.persist(prisma, image);
    const concurrent = await Promise.all([1, 2, 3, 4].map(() => store.persist(prisma, image)));
    for (const media of [second, ...concurrent]) expect(media.id).toBe(first.id);
    expect(await prisma.media.count()).toBe(1);
    expect(await filesIn(uploadsDir)).toEqual([`${image.sha256}.webp`]);
  });

  it("dedupes across concurrent first uploads of the same content", async () => {
    const bytes = await sampleImage("jpeg", 40, 30);
    const images = await Promise.all([1, 2, 3].map(() => store.ingest(Readable.from([bytes]))));
    const rows = await Promise.all(images.map((image) => store.persist(prisma, image)));
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
    expect(await prisma.media.count()).toBe(1);
  });

  it("works inside a transaction, next to the write that links the image", async () => {
    const image = await anImage();
    const user = await createUser();
    await prisma.$transaction(async (tx) => {
      const media = await store.persist(tx, image);
      await tx.user.update({ where: { id: user.id }, data: { profileImageId: media.id } });
    });
    const linked = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, include: { profileImage: true } });
    expect(linked.profileImage?.sha256).toBe(image.sha256);
  });
});

describe("MediaStore.url and open", () => {
  const sha = "0123456789abcdef".repeat(4);

  it("builds absolute URLs from publicUrl (trailing slash trimmed)", () => {
    expect(store.url({ sha256: sha, mimeType: "image/webp" })).toBe(`http://localhost:4000/uploads/${sha}.webp`);
    expect(store.url({ sha256: sha, mimeType: "image/jpeg" })).toBe(`http://localhost:4000/uploads/${sha}.jpg`);
  });

  it("builds them from the images' own base URL when given one (S3_PUBLIC_URL)", () => {
    const served = new MediaStore({
      objects: new LocalFolderObjects(uploadsDir),
      publicUrl: "http://localhost:4000",
      imagesUrl: "https://cdn.example/media/",
      maxUploadBytes: 1024,
      maxImageSide: 64,
    });
    expect(served.url({ sha256: sha, mimeType: "image/webp" })).toBe(`https://cdn.example/media/${sha}.webp`);
  });

  it("opens only <sha256>.<webp|png|jpg> names, inside uploadsDir", async () => {
    await fs.mkdir(uploadsDir, { recursive: true });
    for (const name of [`${sha}.webp`, `${sha}.png`]) await fs.writeFile(path.join(uploadsDir, name), "stored");
    // beside the folder: a name that climbs out must not reach it
    await fs.writeFile(path.join(uploadsDir, "..", `${sha}.webp`), "outside");
    for (const name of [`${sha}.webp`, `${sha}.png`]) {
      const opened = await store.open(name);
      expect(opened?.size, name).toBe(6);
      opened?.body.destroy();
    }
    for (const name of [
      `../${sha}.webp`,
      "../../etc/passwd",
      `${sha}.webp/..`,
      `${sha.toUpperCase()}.webp`,
      `${sha.slice(1)}.webp`,
      `${sha}.gif`,
      `${sha}.webp.tmp`,
      `.${sha}.webp`,
      `${sha}`,
      "",
    ]) {
      expect(await store.open(name), name).toBeNull();
    }
  });
});

describe("MediaStore.deleteIfUnreferenced", () => {
  const filePathOf = (image: PreparedImage) => path.join(uploadsDir, `${image.sha256}.webp`);
  const fileExists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );

  it("removes an unreferenced image: row and file", async () => {
    const image = await anImage();
    const media = await store.persist(prisma, image);
    expect(await store.deleteIfUnreferenced(prisma, media.id)).toBe(true);
    expect(await prisma.media.findUnique({ where: { id: media.id } })).toBeNull();
    expect(await fileExists(filePathOf(image))).toBe(false);
    // and a later upload of the same content stores it again
    const again = await store.persist(prisma, image);
    expect(await fileExists(filePathOf(image))).toBe(true);
    expect(again.id).not.toBe(media.id);
  });

  it.each(["profileImageId", "coverImageId", "post"] as const)("keeps an image referenced as %s", async (reference) => {
    const image = await anImage();
    const media = await store.persist(prisma, image);
    if (reference === "post") {
      const author = await createUser();
      await prisma.post.create({
        data: { authorId: author.id, images: { create: { position: 0, mediaId: media.id } }, caption: "hello" },
      });
    } else {
      await createUser({ [reference]: media.id });
    }
    expect(await store.deleteIfUnreferenced(prisma, media.id)).toBe(false);
    expect(await prisma.media.findUnique({ where: { id: media.id } })).not.toBeNull();
    expect(await fileExists(filePathOf(image))).toBe(true);
  });

  it("deletes once the last post using it is gone, inside the caller's transaction", async () => {
    const image = await anImage();
    const media = await store.persist(prisma, image);
    const author = await createUser();
    const post = await prisma.post.create({
      data: { authorId: author.id, images: { create: { position: 0, mediaId: media.id } }, caption: "bye" },
    });
    const deleted = await prisma.$transaction(async (tx) => {
      await tx.post.delete({ where: { id: post.id } });
      return store.deleteIfUnreferenced(tx, media.id);
    });
    expect(deleted).toBe(true);
    expect(await prisma.media.count()).toBe(0);
    expect(await fileExists(filePathOf(image))).toBe(false);
  });

  it("answers false for unknown and malformed ids", async () => {
    expect(await store.deleteIfUnreferenced(prisma, "01a1fea3-32af-768e-acd3-52ac9438f520")).toBe(false);
    expect(await store.deleteIfUnreferenced(prisma, "not-a-uuid")).toBe(false);
  });
});
