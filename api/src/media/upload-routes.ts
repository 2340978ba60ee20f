// Serves stored images. File names are content hashes, so a URL's bytes never change:
// clients and proxies may cache forever, and the ETag is simply the hash.
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { MediaStore } from "./media-store.ts";

const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
};

export function registerUploadRoutes(app: FastifyInstance, store: MediaStore): void {
  app.route<{ Params: { file: string } }>({
    method: ["GET", "HEAD"],
    url: "/uploads/:file",
    // HEAD is handled here (headers, no file stream) instead of Fastify's generated route.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const filePath = store.filePath(request.params.file);
      if (!filePath) return notFound(reply);
      // Open first and serve from the handle: a file deleted after this still streams whole.
      const handle = await fs.open(filePath, "r").catch(() => null);
      if (!handle) return notFound(reply);
      const stat = await handle.stat().catch(() => null);
      if (!stat?.isFile()) {
        await handle.close();
        return notFound(reply);
      }

      const etag = `"${path.basename(filePath, path.extname(filePath))}"`;
      reply
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("ETag", etag)
        .header("X-Content-Type-Options", "nosniff");
      if (matchesEtag(request.headers["if-none-match"], etag)) {
        await handle.close();
        return reply.code(304).send();
      }
      reply
        .header("Content-Type", CONTENT_TYPE_BY_EXTENSION[path.extname(filePath)] ?? "application/octet-stream")
        .header("Content-Length", stat.size);
      if (request.method === "HEAD") {
        await handle.close();
        return reply.send();
      }
      return reply.send(handle.createReadStream());
    },
  });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ status: "failed", message: "Not found" });
}

/** If-None-Match may list several tags, weak ones (W/"...") or "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}
