// What every media store promises (the data folder, and an S3 bucket on a real S3-compatible
// server, s3rver): an upload is stored and served back at its URL, a replaced or deleted image's
// object goes only once the change has committed, and an image still in use stays. Data exports
// are kept in the same store, apart from images (DATA_DIR/exports, the bucket's private area):
// downloaded by their owner only, through the api, and removed when they expire.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFolderObjects } from "../../src/media/local-folder-objects.ts";
import type { MediaObjects } from "../../src/media/media-objects.ts";
import { S3Objects } from "../../src/media/s3-objects.ts";
import { createUser, createUsers, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { pngImage } from "../support/images.ts";
import { S3Server } from "../support/s3-server.ts";
import { createTestServer, TEST_JWT_SECRET, type TestServer } from "../support/test-server.ts";
import { eventually } from "../support/eventually.ts";
import { unzip } from "../support/zip.ts";

interface Backend {
  name: string;
  /** the node's S3_* settings (none: the data folder) and views of the same store (images, exports), for checking */
  open(dataDir: () => string): Promise<{
    env: Record<string, string>;
    objects: () => Promise<MediaObjects>;
    exportObjects: (images: MediaObjects) => MediaObjects;
    close: () => Promise<void>;
  }>;
}

const backends: Backend[] = [
  {
    name: "the data folder",
    async open(dataDir) {
      return {
        env: {},
        objects: async () => new LocalFolderObjects(path.join(dataDir(), "uploads")),
        exportObjects: () => new LocalFolderObjects(path.join(dataDir(), "exports")),
        close: async () => {},
      };
    },
  },
  {
    name: "an S3 bucket",
    async open() {
      const s3 = await S3Server.start();
      return {
        env: s3.env,
        objects: () => S3Objects.connect(s3.settings),
        exportObjects: (images) => (images as S3Objects).privateArea("exports", TEST_JWT_SECRET),
        close: () => s3.remove(),
      };
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
    expect(
      await server.prisma.media.count({
        where: { profileImageOf: { none: {} }, coverImageOf: { none: {} }, postImages: { none: {} } },
      }),
    ).toBe(0);
  });

  it("removes a deleted post's image, and keeps one another post still shows", async () => {
    const bytes = await picture();
    const first = await server.domain.posts.create(ada.viewer, { caption: "one", tags: "a,b", image: [bytes] });
    const second = await server.domain.posts.create(ada.viewer, { caption: "two", tags: "a,b", image: [bytes] });
    const image = await server.prisma.postImage.findFirstOrThrow({
      where: { postId: first.id },
      include: { media: true },
    });
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
    const link = (await server.domain.dataExports.downloadUrl(
      await server.domain.sessions.sessionFromToken(ada.token),
      job,
    ))!;
    const archive = await server.app.inject({ method: "GET", url: link.replace(server.config.publicUrl, "") });
    const images = [...(await unzip(archive.rawPayload))].filter(([name]) => name.startsWith("images/"));
    expect(images.map(([, bytes]) => bytes)).toContainEqual((await get(url)).rawPayload);
  });

  describe("data exports", () => {
    async function readyExport(user: TestUser) {
      await server.domain.dataExports.request(user.viewer);
      await eventually(async () => expect((await server.domain.dataExports.latest(user.viewer))?.status).toBe("READY"));
      const job = (await server.domain.dataExports.latest(user.viewer))!;
      const session = await server.domain.sessions.sessionFromToken(user.token);
      return { job, link: (await server.domain.dataExports.downloadUrl(session, job))! };
    }
    const download = (link: string) =>
      server.app.inject({ method: "GET", url: link.replace(server.config.publicUrl, "") });

    it("keeps an archive in the store's exports area, apart from the images, and serves it to its owner, never to be cached", async () => {
      const [owner] = await createUsers(server, 1);
      const { job, link } = await readyExport(owner!);
      const exportObjects = store.exportObjects(objects);
      const archive = `${job.id}.${job.attempts}.zip`;
      expect(await exportObjects.sizeOf(archive)).toBe(Number(job.byteSize));
      expect((await objects.list()).map((object) => object.name)).not.toContain(archive);
      // not an image: the public images route has nothing by that name
      expect((await get(`${server.config.publicUrl}/uploads/${archive}`)).statusCode).toBe(404);
      const response = await download(link);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.rawPayload.length).toBe(Number(job.byteSize));
      const stored = await exportObjects.read(archive);
      expect(Buffer.concat(await stored!.body.toArray()).equals(response.rawPayload)).toBe(true);
    });

    it("refuses a stranger: another user's ticket or none opens nothing", async () => {
      const [owner, stranger] = (await createUsers(server, 2)) as [TestUser, TestUser];
      const { link } = await readyExport(owner);
      const { link: strangersLink } = await readyExport(stranger);
      const file = new URL(link).pathname;
      const strangersTicket = new URL(strangersLink).searchParams.get("ticket")!;
      for (const url of [
        `${file}?ticket=${encodeURIComponent(strangersTicket)}`,
        file,
        `${file}?ticket=${stranger.token}`,
      ]) {
        expect((await server.app.inject({ method: "GET", url })).statusCode).toBe(404);
      }
      expect((await download(link)).statusCode).toBe(200);
    });

    it("removes the archive from the store when it expires, and when its account is deleted", async () => {
      const [expiring, leaving] = (await createUsers(server, 2)) as [TestUser, TestUser];
      const exportObjects = store.exportObjects(objects);
      const first = await readyExport(expiring);
      await server.prisma
        .$executeRaw`UPDATE "DataExport" SET "expiresAt" = clock_timestamp() - interval '1 second' WHERE "id" = ${first.job.id}::uuid`;
      expect((await download(first.link)).statusCode).toBe(404);
      await server.domain.dataExportWorker.wake();
      expect(await exportObjects.sizeOf(`${first.job.id}.${first.job.attempts}.zip`)).toBeNull();
      expect((await server.domain.dataExports.latest(expiring.viewer))?.status).toBe("EXPIRED");

      const second = await readyExport(leaving);
      await server.domain.accountDeletion.delete(
        {
          viewer: leaving.viewer,
          credential: "LOG_IN",
          scope: "READ_WRITE",
          tokenVersion: 0,
          tokenId: crypto.randomUUID(),
          expiresAt: null,
        },
        { password: TEST_PASSWORD, username: leaving.username },
      );
      expect(await exportObjects.sizeOf(`${second.job.id}.${second.job.attempts}.zip`)).toBeNull();
    });

    it("removes the archives no export wants any more, and keeps the one to download", async () => {
      const [owner] = (await createUsers(server, 1)) as [TestUser];
      const exportObjects = store.exportObjects(objects);
      const { job, link } = await readyExport(owner);
      // left by a node that died before marking it READY, and by an account whose deletion could not remove it
      const leftovers = [`${job.id}.${job.attempts + 1}.zip`, "0193f0a0-0000-7000-8000-000000000000.1.zip"];
      for (const name of leftovers)
        await exportObjects.write(name, Buffer.from("an archive nobody wants"), "application/zip");
      expect(await server.domain.dataExportWorker.removeLeftovers(new Date(Date.now() + 60_000))).toBe(2);
      for (const name of leftovers) expect(await exportObjects.sizeOf(name)).toBeNull();
      expect((await download(link)).statusCode).toBe(200);
    });
  });
});
