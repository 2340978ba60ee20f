// Data exports in a bucket that goes down: an export asked for meanwhile waits in the queue and is
// written once the bucket answers again; one the bucket fails half way is not offered, its attempt
// does not count, and it is written later; a finished export's download answers 503 (to be tried
// again) rather than "not found". Archives are kept in the bucket's private area, never cached.
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { zipArchive } from "../../src/archive/zip-archive.ts";
import { ExportStore, ExportStoreUnavailable } from "../../src/domain/account/export-store.ts";
import { DataExportWorker } from "../../src/domain/account/export-worker.ts";
import type { MediaObjects } from "../../src/media/media-objects.ts";
import { S3Objects } from "../../src/media/s3-objects.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { S3Server, TEST_BUCKET } from "../support/s3-server.ts";
import { createTestServer, TEST_JWT_SECRET, type TestServer } from "../support/test-server.ts";

let s3: S3Server;
let server: TestServer;
let images: S3Objects;
let exportObjects: MediaObjects;

beforeAll(async () => {
  s3 = await S3Server.start();
  // no worker of its own: each test sweeps when it means to
  server = await createTestServer(s3.env);
  images = await S3Objects.connect(s3.settings);
  exportObjects = images.privateArea("exports", TEST_JWT_SECRET);
});
afterAll(async () => {
  images?.close();
  await server?.close();
  await s3?.remove();
});

const latest = (user: TestUser) => server.domain.dataExports.latest(user.viewer);
const download = (link: string) => server.app.inject({ method: "GET", url: link.replace(server.config.publicUrl, "") });
const archiveNames = async () => (await exportObjects.list()).map((object) => object.name);

async function readyLink(user: TestUser): Promise<string> {
  await server.domain.dataExportWorker.wake();
  const job = await latest(user);
  expect(job?.status).toBe("READY");
  return (await server.domain.dataExports.downloadUrl(
    await server.domain.sessions.sessionFromToken(user.token),
    job!,
  ))!;
}

it("keeps an archive in the bucket's private area, under a sealed key, never to be cached", async () => {
  const ada = await createUser(server);
  await server.domain.dataExports.request(ada.viewer);
  await readyLink(ada);
  const job = (await latest(ada))!;
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  try {
    const keys = ((await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }))).Contents ?? []).map(
      (object) => object.Key!,
    );
    const key = keys.find((k) => k.endsWith(`${job.id}.${job.attempts}.zip`));
    expect(key).toMatch(new RegExp(`^private/exports/[0-9a-f]{32}-${job.id}\\.${job.attempts}\\.zip$`));
    expect((await client.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }))).CacheControl).toBe(
      "private, no-store",
    );
  } finally {
    client.destroy();
  }
});

it("with the bucket down, an export waits in the queue, and is written once the bucket is back", async () => {
  const ada = await createUser(server);
  await s3.stop();
  try {
    await server.domain.dataExports.request(ada.viewer);
    await expect(server.domain.dataExportWorker.wake()).rejects.toBeInstanceOf(ExportStoreUnavailable);
    expect(await latest(ada)).toMatchObject({ status: "QUEUED", attempts: 0 });
  } finally {
    await s3.resume();
  }
  const response = await download(await readyLink(ada));
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/zip");
});

it("a bucket that fails half way: nothing is offered, the attempt does not count, and the export is written later", async () => {
  const ada = await createUser(server);
  await server.domain.dataExports.request(ada.viewer);
  // the bucket goes down just as this worker starts storing the archive
  const goingDown: MediaObjects = Object.assign(Object.create(exportObjects) as MediaObjects, {
    write: async (...args: Parameters<MediaObjects["write"]>) => {
      await s3.stop();
      return exportObjects.write(...args);
    },
  });
  const worker = new DataExportWorker({
    prisma: server.prisma,
    bus: server.bus,
    store: new ExportStore(goingDown),
    images: server.media,
    writeArchive: zipArchive,
  });
  try {
    await expect(worker.wake()).rejects.toBeInstanceOf(ExportStoreUnavailable);
    expect(await latest(ada)).toMatchObject({ status: "QUEUED", attempts: 0, byteSize: null });
  } finally {
    await s3.resume();
  }
  const job = (await latest(ada))!;
  expect((await archiveNames()).filter((name) => name.startsWith(job.id))).toEqual([]);
  expect((await download(await readyLink(ada))).statusCode).toBe(200);
  expect(await latest(ada)).toMatchObject({ status: "READY", attempts: 1 });
});

it("a finished export's download answers 503 while the bucket is down, and works again after", async () => {
  const ada = await createUser(server);
  await server.domain.dataExports.request(ada.viewer);
  const link = await readyLink(ada);
  await s3.stop();
  try {
    const refused = await download(link);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json()).toEqual({
      status: "failed",
      message: "Your archive cannot be read right now. Please try again in a moment.",
    });
  } finally {
    await s3.resume();
  }
  expect((await download(link)).statusCode).toBe(200);
});
