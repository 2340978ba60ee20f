// Downloads of finished data exports: GET /data-exports/<id>.zip?ticket=<ticket>, the link
// DataExport.downloadUrl gives its owner (domain/account/download-tickets.ts says why a ticket
// and not a header). Anything that is not a valid ticket for that READY, unexpired export is a
// 404, the same whatever was wrong, so a link tells nobody whether an export exists.
import { open } from "node:fs/promises";
import type { FastifyInstance, FastifyReply } from "fastify";
import { DATA_EXPORT_DOWNLOAD_PATH, type DataExports } from "../domain/account/data-exports.ts";

const EXPORT_FILE = /^([0-9a-f-]{36})\.zip$/i;

export function registerDataExportRoutes(app: FastifyInstance, exports: DataExports): void {
  // warn: the request log (info) would write each link's ticket into the server's log
  app.get<{ Params: { file: string }; Querystring: { ticket?: unknown } }>(`${DATA_EXPORT_DOWNLOAD_PATH}/:file`, { logLevel: "warn" }, async (request, reply) => {
    const id = EXPORT_FILE.exec(request.params.file)?.[1];
    const ticket = request.query.ticket;
    const download = id && typeof ticket === "string" ? await exports.openDownload(id, ticket) : null;
    if (!download) return notFound(reply);
    // the archive's expiry may remove it while it streams: the open handle keeps it whole
    const handle = await open(download.file, "r").catch(() => null);
    if (!handle) return notFound(reply);
    return reply
      .header("Content-Type", "application/zip")
      .header("Content-Length", download.byteSize)
      .header("Content-Disposition", attachment(download.fileName))
      // personal data: never kept by a browser cache or a proxy
      .header("Cache-Control", "no-store")
      .header("X-Content-Type-Options", "nosniff")
      .header("Referrer-Policy", "no-referrer")
      .send(handle.createReadStream());
  });
}

/** RFC 6266: an ASCII fallback, and the name itself in UTF-8 (RFC 8187) for names beyond ASCII. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header("Cache-Control", "no-store").send({ status: "failed", message: "Not found" });
}
