import fs from "node:fs/promises";
import path from "node:path";
import fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFolderObjects } from "../../src/media/local-folder-objects.ts";
import { MediaStore } from "../../src/media/media-store.ts";
import { prepareImage, type PreparedImage } from "../../src/media/prepare-image.ts";
import { registerUploadRoutes } from "../../src/media/upload-routes.ts";
import { makeTempDir, sampleImage } from "./sample-images.ts";

let root: string;
let app: FastifyInstance;
let image: PreparedImage;
let url: string;

beforeAll(async () => {
  root = await makeTempDir();
  const store = new MediaStore({
    objects: new LocalFolderObjects(path.join(root, "uploads")),
    publicUrl: "http://localhost:4000",
    maxUploadBytes: 1024 * 1024,
    maxImageSide: 2048,
  });
  image = await prepareImage(await sampleImage("png"), { maxSide: 2048 });
  // serving needs only the file, no database
  await fs.mkdir(path.join(root, "uploads"));
  await fs.writeFile(path.join(root, "uploads", `${image.sha256}.webp`), image.bytes);
  // a file that sits next to uploads/ and must never be reachable
  await fs.writeFile(path.join(root, "secret.txt"), "TOP-SECRET-CONTENT");
  url = `/uploads/${image.sha256}.webp`;

  app = fastify();
  registerUploadRoutes(app, store);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe("GET /uploads/:file", () => {
  it("streams the file with long-lived cache headers", async () => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(image.bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "image/webp",
      "content-length": String(image.byteSize),
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${image.sha256}"`,
      "x-content-type-options": "nosniff",
    });
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await app.inject({ method: "HEAD", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe(String(image.byteSize));
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.rawPayload.length).toBe(0);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    for (const ifNoneMatch of [`"${image.sha256}"`, `W/"${image.sha256}"`, `"other", "${image.sha256}"`, "*"]) {
      const response = await app.inject({ method: "GET", url, headers: { "if-none-match": ifNoneMatch } });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(`"${image.sha256}"`);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const stale = await app.inject({ method: "GET", url, headers: { "if-none-match": '"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it.each([
    "/uploads/..%2Fsecret.txt",
    "/uploads/%2E%2E%2Fsecret.txt",
    "/uploads/..%5Csecret.txt",
    "/uploads/secret.txt",
    `/uploads/${"a".repeat(64)}.webp`, // well-formed, but no such file
    `/uploads/${"A".repeat(64)}.webp`,
    `/uploads/${"a".repeat(64)}.webp%00.txt`,
    "/uploads/x.webp",
  ])("answers 404 JSON for %s", async (requested) => {
    const response = await app.inject({ method: "GET", url: requested });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: "failed", message: "Not found" });
  });

  it("never serves files outside uploads/ through dot segments", async () => {
    // normalised before routing: this never reaches the upload route
    const response = await app.inject({ method: "GET", url: "/uploads/../secret.txt" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("TOP-SECRET-CONTENT");
  });
});
