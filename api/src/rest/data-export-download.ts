// Downloads of finished data exports: GET /data-exports/<id>.zip?ticket=<ticket>, the link
// DataExport.downloadUrl gives its owner (domain/account/download-tickets.ts says why a ticket
// and not a header). Anything that is not a valid ticket for that READY, unexpired export is a
// 404, the same whatever was wrong, so a link tells nobody whether an export exists. The archive
// streams from the export store (DATA_DIR/exports or the bucket's private area): through this
// route only, never from a public URL; a store that does not answer is a 503 to try again.
import type { FastifyInstance, FastifyReply } from "fastify";
import { DATA_EXPORT_DOWNLOAD_PATH, type DataExports } from "../domain/account/data-exports.ts";
import { ExportStoreUnavailable } from "../domain/account/export-store.ts";

const EXPORT_FILE = /^([0-9a-f-]{36})\.zip$/i;

export function registerDataExportRoutes(app: FastifyInstance, exports: DataExports): void {
  // warn: the request log (info) would write each link's ticket into the server's log
  app.get<{ Params: { file: string }; Querystring: { ticket?: unknown } }>(
    `${DATA_EXPORT_DOWNLOAD_PATH}/:file`,
    { logLevel: "warn" },
    async (request, reply) => {
      const id = EXPORT_FILE.exec(request.params.file)?.[1];
      const ticket = request.query.ticket;
      let download;
      try {
        download = id && typeof ticket === "string" ? await exports.openDownload(id, ticket) : null;
      } catch (error) {
        if (!(error instanceof ExportStoreUnavailable)) throw error;
        request.log.warn({ err: error }, "data export download: the store did not answer");
        return unavailable(reply);
      }
      if (!download) return notFound(reply);
      // opened before this: an expiry that removes it meanwhile does not cut it short
      return (
        reply
          .header("Content-Type", "application/zip")
          .header("Content-Length", download.archive.size)
          .header("Content-Disposition", attachment(download.fileName))
          // personal data: never kept by a browser cache or a proxy
          .header("Cache-Control", "no-store")
          .header("X-Content-Type-Options", "nosniff")
          .header("Referrer-Policy", "no-referrer")
          .send(download.archive.body)
      );
    },
  );
}

/** RFC 6266: an ASCII fallback, and the name itself in UTF-8 (RFC 8187) for names beyond ASCII. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function unavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header("Retry-After", "5")
    .header("Cache-Control", "no-store")
    .send({ status: "failed", message: "Your archive cannot be read right now. Please try again in a moment." });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header("Cache-Control", "no-store").send({ status: "failed", message: "Not found" });
}
