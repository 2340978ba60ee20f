// What every media store promises (the data folder, and an S3 bucket on a real S3-compatible
// server, s3rver): an upload is stored and served back at its URL, a replaced or deleted image's
// object goes only once the change has committed, and an image still in use stays.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFolderObjects } from "../../src/media/local-folder-objects.ts";
import type { MediaObjects } from "../../src/media/media-objects.ts";
import { S3Objects } from "../../src/media/s3-objects.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { pngImage } from "../support/images.ts";
import { S3Server } from "../support/s3-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { eventually } from "../support/eventually.ts";
import { unzip } from "../support/zip.ts";

interface Backend {
  name: string;
  /** the node's S3_* settings (none: the data folder) and a view of the same store, for checking */
  open(dataDir: () => string): Promise<{ env: Record<string, string>; objects: () => Promise<MediaObjects>; close: () => Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: "the data folder",
    async open(dataDir) {
      return { env: {}, objects: async () => new LocalFolderObjects(path.join(dataDir(), "uploads")), close: async () => {} };
    },
  },
  {
    name: "an S3 bucket",
    async open() {
      const s3 = await S3Server.start();
      return { env: s3.env, objects: () => S3Objects.connect(s3.settings), close: () => s3.remove() };
    },
  },
];

describe.each(backends)("images kept in $name", (backend) => {
  let server: TestServer;
  let store: Awaited<ReturnType<Backend["open"]>>;
  let objects: MediaObjects;
  let ada: TestUser;
  let shade = 0;
  /** A picture no other test uploads. */
  const picture = () => pngImage(30 + ++shade, 20, `#${(0x204060 + shade * 0x030507).toString(16).slice(-6)}`);

  beforeAll(async () => {
    store = await backend.open(() => server.config.dataDir);
    server = await createTestServer(store.env, { background: ["dataExports"] });
    objects = await store.objects();
    ada = await createUser(server);
  });
  afterAll(async () => {
    objects?.close();
    await server?.close();
    await store?.close();
  });

  const nameOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);
  const get = (url: string) => server.app.inject({ method: "GET", url: new URL(url).pathname });
  async function profileImageUrl(): Promise<string> {
    const user = await server.prisma.user.findUniqueOrThrow({ where: { id: ada.id }, include: { profileImage: true } });
    return server.media.url(user.profileImage!);
  }
  const setProfileImage = async (bytes: Buffer, username?: string) =>
    server.domain.accounts.updateProfile(ada.viewer, { profileImage: [bytes], ...(username && { username }) });

  it("stores an upload and serves it back at its URL", async () => {
    await setProfileImage(await picture());
    const url = await profileImageUrl();
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await objects.sizeOf(nameOf(url))).toBe(served.rawPayload.length);
    const read = await objects.read(nameOf(url));
    expect(Buffer.concat(await read!.body.toArray()).equals(served.rawPayload)).toBe(true);
  });

  it("removes a replaced image once the change has committed", async () => {
    await setProfileImage(await picture());
    const before = await profileImageUrl();
    await setProfileImage(await picture());
    const after = await profileImageUrl();
    expect(after).not.toBe(before);
    expect((await get(after)).statusCode).toBe(200);
    expect(await objects.sizeOf(nameOf(before))).toBeNull();
    expect((await get(before)).statusCode).toBe(404);
  });

  it("keeps the image a failed change would have replaced, and stores nothing of it", async () => {
    await setProfileImage(await picture());
    const kept = await profileImageUrl();
    const taken = await createUser(server);
    const replacement = await picture();
    await expect(setProfileImage(replacement, taken.username)).rejects.toMatchObject({ code: "VALIDATION" });
    expect(await profileImageUrl()).toBe(kept);
    expect((await get(kept)).statusCode).toBe(200);
    expect(await server.prisma.media.count({ where: { profileImageOf: { none: {} }, coverImageOf: { none: {} }, postImages: { none: {} } } })).toBe(0);
  });

  it("removes a deleted post's image, and keeps one another post still shows", async () => {
    const bytes = await picture();
    const first = await server.domain.posts.create(ada.viewer, { caption: "one", tags: "a,b", image: [bytes] });
    const second = await server.domain.posts.create(ada.viewer, { caption: "two", tags: "a,b", image: [bytes] });
    const image = await server.prisma.postImage.findFirstOrThrow({ where: { postId: first.id }, include: { media: true } });
    const url = server.media.url(image.media);
    await server.domain.posts.delete(ada.viewer, first.id);
    expect((await get(url)).statusCode).toBe(200);
    await server.domain.posts.delete(ada.viewer, second.id);
    expect(await objects.sizeOf(nameOf(url))).toBeNull();
    expect((await get(url)).statusCode).toBe(404);
  });

  it("puts the stored images into a data export's archive", async () => {
    await setProfileImage(await picture());
    const url = await profileImageUrl();
    await server.domain.dataExports.request(ada.viewer);
    await eventually(async () => expect((await server.domain.dataExports.latest(ada.viewer))?.status).toBe("READY"));
    const job = (await server.domain.dataExports.latest(ada.viewer))!;
    const link = (await server.domain.dataExports.downloadUrl(ada.viewer, job))!;
    const archive = await server.app.inject({ method: "GET", url: link.replace(server.config.publicUrl, "") });
    const images = [...(await unzip(archive.rawPayload))].filter(([name]) => name.startsWith("images/"));
    expect(images.map(([, bytes]) => bytes)).toContainEqual((await get(url)).rawPayload);
  });
});
