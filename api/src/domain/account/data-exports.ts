// "Download my data", as the faces offer it: asking for an export (one at a time, a few a day),
// reading how it stands, and downloading it once READY, by its owner only. The work itself is
// the worker's (export-worker.ts), on whichever node claims it.
import path from "node:path";
import { Prisma, type DataExport, type PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import { spending, type RateLimit } from "../limits/rate-limit.ts";
import type { Session, Sessions, Viewer } from "../auth/sessions.ts";
import { UserError } from "../errors.ts";
import { claimKey, settleKey, stillThere, type IdempotencyKeys, type KeyClaim } from "../idempotency-keys.ts";
import { inTransaction } from "../transaction.ts";
import type { DownloadTickets } from "./download-tickets.ts";
import type { StoredObject } from "../../media/media-objects.ts";
import type { ExportStore } from "./export-store.ts";
import { inShape, type QueryShape } from "../pagination.ts";

/** Exports a user may ask for per day: each reads their whole account and writes an archive. */
export const DATA_EXPORTS_PER_DAY = 3;

/** Asked for another export while one is being prepared. */
export class DataExportInProgressError extends UserError {
  readonly code = "DATA_EXPORT_IN_PROGRESS";
  constructor() {
    super({ reason: "DATA_EXPORT_IN_PROGRESS" });
  }
}

/** A finished archive, opened in the store, ready to stream to its owner. */
export interface ExportDownload {
  archive: StoredObject;
  /** what the browser saves it as */
  fileName: string;
}

const OPEN = ["QUEUED", "RUNNING"] as const;

/** Download links are `${DATA_EXPORT_DOWNLOAD_PATH}/<export id>.zip?ticket=...` (rest/data-export-download.ts). */
export const DATA_EXPORT_DOWNLOAD_PATH = "/data-exports";

export class DataExports {
  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      bus: EventBus;
      store: ExportStore;
      tickets: DownloadTickets;
      /** whether the session that asked for a link still holds when it is followed */
      sessions: Pick<Sessions, "holding">;
      requests: RateLimit;
      /** the origin download links start with (PUBLIC_URL) */
      publicUrl: string;
      keys: IdempotencyKeys;
    },
  ) {}

  /**
   * Queues an export of the viewer's data; DATA_EXPORT_IN_PROGRESS while one is queued or
   * running (the open job's unique index decides between requests sent at once). The viewer's
   * earlier exports go, archives included: the newest is the one that counts.
   */
  /** `key`: the action's idempotency key (idempotency-keys.ts), or null. */
  request(viewer: Viewer, key: string | null = null): Promise<DataExport> {
    return this.deps.keys.once(
      { accountId: viewer.id, key, operation: "requestDataExport", input: {} },
      async (id) => stillThere(await this.deps.prisma.dataExport.findUnique({ where: { id } }), "DataExport"),
      (claim) => this.requestOnce(viewer, claim),
    );
  }

  private async requestOnce(viewer: Viewer, claim: KeyClaim | undefined): Promise<DataExport> {
    const { prisma, bus, store, requests } = this.deps;
    if (
      await prisma.dataExport.findFirst({
        where: { userId: viewer.id, status: { in: [...OPEN] } },
        select: { id: true },
      })
    )
      throw new DataExportInProgressError();
    return spending(requests, viewer.id, async () => {
      const earlier = await prisma.dataExport.findMany({
        where: { userId: viewer.id, status: { notIn: [...OPEN] } },
        select: { id: true, attempts: true },
      });
      const ids = earlier.map((e) => e.id);
      const created = await inTransaction(prisma, bus, async (tx, events) => {
        await claimKey(tx, claim);
        await tx.dataExport.deleteMany({ where: { id: { in: ids } } });
        const job = await tx.dataExport.create({ data: { userId: viewer.id } });
        await settleKey(tx, claim, job.id);
        events.publish("dataExport.requested", { exportId: job.id, userId: viewer.id });
        return job;
      }).catch((error: unknown) => {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
          throw new DataExportInProgressError();
        throw error;
      });
      await store.discard(earlier);
      return created;
    });
  }

  /** The viewer's latest export, or null when they have asked for none (or it went with a newer one). */
  async latest(viewer: Viewer, shape: QueryShape = {}): Promise<DataExport | null> {
    const row = await this.deps.prisma.dataExport.findFirst({
      ...shape,
      where: { userId: viewer.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    return inShape<DataExport | null>(row);
  }

  /**
   * Where the session's user downloads their READY export (a link with a ticket valid for minutes,
   * for as long as this session holds); null for anyone else's, or before it is ready.
   */
  async downloadUrl(
    session: Session | null,
    job: Pick<DataExport, "id" | "userId" | "status">,
  ): Promise<string | null> {
    if (!session || job.userId !== session.viewer.id || job.status !== "READY") return null;
    const ticket = await this.deps.tickets.issue(job.id, session);
    return `${this.deps.publicUrl}${DATA_EXPORT_DOWNLOAD_PATH}/${job.id}.zip?ticket=${encodeURIComponent(ticket)}`;
  }

  /**
   * The archive a download link opens: its export is READY and unexpired, and the ticket is its
   * owner's, from a session that still holds (not logged out, replaced by a password change or
   * revoked, the account not suspended); null otherwise. ExportStoreUnavailable when the store
   * does not answer now.
   */
  async openDownload(exportId: string, ticket: string): Promise<ExportDownload | null> {
    const proof = await this.deps.tickets.read(ticket);
    if (!proof || proof.exportId !== exportId.toLowerCase()) return null;
    const [holds] = await this.deps.sessions.holding([proof.session]);
    if (!holds) return null;
    const job = await this.deps.prisma.dataExport.findFirst({
      where: { id: proof.exportId, userId: proof.session.viewer.id, status: "READY", expiresAt: { gt: new Date() } },
      select: { id: true, attempts: true, finishedAt: true, user: { select: { username: true } } },
    });
    if (!job) return null;
    const archive = await this.deps.store.read(job.id, job.attempts);
    if (!archive) return null;
    const day = (job.finishedAt ?? new Date()).toISOString().slice(0, 10);
    return { archive, fileName: `skysocial-${safeName(job.user.username)}-${day}.zip` };
  }
}

/** A username as a file name: letters and digits stay, anything else (dots too) becomes "_". */
function safeName(username: string): string {
  return path.basename(username).replace(/[^\p{L}\p{N}]/gu, "_");
}
