import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerStaticWeb, webBuildingMarker } from "../../src/http/static-web.ts";

// The built web client as the API serves it: the .br/.gz copies the build writes beside each
// file go to browsers that accept them, everything else gets the file itself.
const script = `console.log(${JSON.stringify("SkySocial ".repeat(400))});\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body>${"<!-- app -->".repeat(200)}</body></html>`;

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  for (const [name, content] of [
    ["index.html", page],
    ["assets/app-1a2b.js", script],
  ] as const) {
    const file = path.join(dist, name);
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }
  app = Fastify();
  expect(await registerStaticWeb(app, dist, "https://sky.example")).toBe("served");
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

describe("static web client", () => {
  it("sends brotli to a browser that accepts it, cached for a year", async () => {
    const res = await get("/assets/app-1a2b.js", "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it("sends gzip when brotli is not accepted, and the file itself when nothing is", async () => {
    const gzipped = await get("/assets/app-1a2b.js", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/app-1a2b.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("answers client-side routes with index.html, revalidated on every visit", async () => {
    for (const url of ["/", "/profile/0b9e", "/custom-challenges/tic-tac-toe"]) {
      const res = await get(url, "br");
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      const body =
        res.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body, url).toBe(page);
    }
  });

  it("serves pages that other sites may not frame, with scripts from this origin only", async () => {
    for (const url of ["/", "/index.html", "/profile/0b9e"]) {
      const res = await get(url);
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      const policy = String(res.headers["content-security-policy"]);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("script-src 'self'");
      // upload URLs are absolute, on PUBLIC_URL's origin; the create-post preview is a blob: URL
      expect(policy, url).toMatch(/img-src [^;]*https:\/\/sky\.example[^;]* blob:/);
    }
  });

  it("lets pages show images from S3_PUBLIC_URL's origin when images are served from there", async () => {
    const server = Fastify();
    try {
      await registerStaticWeb(server, dist, "https://sky.example", "https://cdn.example/skysocial-media");
      const policy = String((await server.inject({ url: "/" })).headers["content-security-policy"]);
      expect(policy).toMatch(/img-src 'self' https:\/\/sky\.example https:\/\/cdn\.example data: blob:;/);
    } finally {
      await server.close();
    }
  });

  it("answers unknown API paths and missing files with a JSON 404, not the page", async () => {
    for (const url of ["/api/v1/nothing", "/graphql/nothing", "/assets/missing-9z.js"]) {
      const res = await get(url, "br");
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ status: "failed", message: "Not found" });
    }
  });
});

describe("while `npm start` builds the web client", () => {
  it("answers pages at once with a self-refreshing 'getting ready' page, then the client as soon as it is built", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-building-"));
    const building = path.join(parent, "dist");
    fs.writeFileSync(webBuildingMarker(building), "");
    const server = Fastify();
    try {
      expect(await registerStaticWeb(server, building, "https://sky.example")).toBe("building");
      const waiting = await server.inject({ url: "/profile/0b9e" });
      expect(waiting.statusCode).toBe(503);
      expect(waiting.headers["retry-after"]).toBe("3");
      expect(waiting.headers["content-type"]).toMatch(/^text\/html/);
      expect(waiting.body).toContain("SkySocial is getting ready");
      expect(waiting.body).toContain('http-equiv="refresh"');
      expect((await server.inject({ url: "/api/v1/nothing" })).statusCode).toBe(404);

      // the build lands while the server runs: no restart needed
      fs.writeFileSync(path.join(building, "index.html"), page);
      const ready = await server.inject({ url: "/profile/0b9e" });
      expect(ready.statusCode).toBe(200);
      expect(ready.body).toBe(page);
    } finally {
      await server.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it("serves nothing when the client is neither built nor being built", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-absent-"));
    const server = Fastify();
    try {
      expect(await registerStaticWeb(server, path.join(parent, "dist"), "https://sky.example")).toBe("absent");
    } finally {
      await server.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
