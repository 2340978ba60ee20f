// Serves stored images, from the data folder or the bucket alike, so their URLs stay the same
// whichever store holds them. File names are content hashes, so a URL's bytes never change:
// clients and proxies may cache forever, and the ETag is simply the hash.
import type { FastifyInstance, FastifyReply } from "fastify";
import { contentTypeOf } from "./media-objects.ts";
import type { MediaStore } from "./media-store.ts";

export function registerUploadRoutes(app: FastifyInstance, store: MediaStore): void {
  app.route<{ Params: { file: string } }>({
    method: ["GET", "HEAD"],
    url: "/uploads/:file",
    // HEAD is handled here (headers, no body) instead of Fastify's generated route.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const fileName = request.params.file;
      const stored = await store.open(fileName).catch((err: unknown) => {
        request.log.warn({ err }, "media store did not answer: image not served");
        return undefined;
      });
      if (stored === undefined)
        return reply
          .code(503)
          .header("Retry-After", "5")
          .send({ status: "failed", message: "The image cannot be read right now." });
      if (!stored) return notFound(reply);

      const etag = `"${fileName.slice(0, fileName.indexOf("."))}"`;
      reply
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("ETag", etag)
        .header("X-Content-Type-Options", "nosniff");
      if (matchesEtag(request.headers["if-none-match"], etag)) {
        stored.body.destroy();
        return reply.code(304).send();
      }
      reply.header("Content-Type", contentTypeOf(fileName)).header("Content-Length", stored.size);
      if (request.method === "HEAD") {
        stored.body.destroy();
        return reply.send();
      }
      return reply.send(stored.body);
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
