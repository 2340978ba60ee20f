// The background half of "Download my data". Every node runs one worker; the DataExport table is
// the queue, so a job outlives the node that took it and any node can do it:
// - a request (any node) publishes `dataExport.requested`, which wakes every node's worker, and
//   each also looks every 30 s (for jobs whose node died, and archives to expire);
// - a worker claims one job at a time with a conditional update over FOR UPDATE SKIP LOCKED, so
//   two workers never take the same job; the claim counts an attempt and sets a lease;
// - it streams the archive into the export store (export-store.ts) as it is produced, and marks
//   the job READY once the store holds all of it;
// - while it writes, it renews the lease (with the progress, about once a second), conditionally
//   on its attempt still being the job's: a node that finds the job no longer its own (the lease
//   ran out and another node took over, or the account was deleted) stops, and its archive is
//   never stored whole (or removed, when the job went in the moment after it was);
// - a job whose lease ran out is claimed again from the start, up to 3 attempts, then FAILED;
// - a store that is down fails no job: a sweep claims nothing while it does not answer, and a
//   job it failed mid-way goes back to the queue without counting the attempt;
// - a READY archive expires after 72 hours: its object is removed and the job marked EXPIRED;
//   every few minutes, archives no row wants any more are removed (ExportStore.sweepLeftovers).
// Leases are compared with the database's clock, never a node's.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import { Rounds } from "../rounds.ts";
import { archiveOf, type StoredImages, type WriteArchive } from "./export-archive.ts";
import { exportContents } from "./export-contents.ts";
import { ExportStoreUnavailable, type ExportStore, type StillWanted } from "./export-store.ts";

export const EXPORT_LEASE_SECONDS = 60;
export const EXPORT_MAX_ATTEMPTS = 3;
/** How long a finished archive can be downloaded. */
export const EXPORT_READY_HOURS = 72;
const SWEEP_EVERY_MS = 30_000;
const PROGRESS_EVERY_MS = 1_000;
/** How often a node looks for archives no row wants (a listing of the store's exports). */
const LEFTOVERS_EVERY_MS = 10 * 60_000;
/** An archive younger than this may be one whose job is being marked READY right now. */
const LEFTOVER_AFTER_MS = 2 * EXPORT_LEASE_SECONDS * 1000;

/** The job is no longer this node's attempt: it stops without touching the row. */
class LostJobError extends Error {}

interface Job {
  id: string;
  userId: string;
  attempts: number;
}

interface Deps {
  prisma: PrismaClient;
  bus: EventBus;
  store: ExportStore;
  /** where the archive's images are read from */
  images: StoredImages;
  /** writes the archive file (a ZIP) */
  writeArchive: WriteArchive;
}

export class DataExportWorker {
  private readonly rounds = new Rounds(() => this.sweep());
  private leftoversSweptAt = 0;

  constructor(private readonly deps: Deps) {}

  /** Listens for requests and sweeps every 30 s (and at once); resolves to the function that stops it. */
  async start(onError: (error: unknown) => void): Promise<() => Promise<void>> {
    const report = (error: unknown) => onError(error);
    const unsubscribe = await this.deps.bus.subscribe("dataExport.requested", () => void this.wake().catch(report));
    const timer = setInterval(() => void this.wake().catch(report), SWEEP_EVERY_MS);
    timer.unref();
    void this.wake().catch(report);
    return async () => {
      clearInterval(timer);
      unsubscribe();
      await this.rounds.stop();
    };
  }

  /** Sweeps now, or once more after the sweep under way; resolves when no sweep is left to run. */
  wake(): Promise<void> {
    return this.rounds.wake();
  }

  /**
   * Fails jobs out of attempts; then, with the store answering, expires old archives, removes
   * leftovers now and then, and runs every job there is to claim, one after another.
   */
  private async sweep(): Promise<void> {
    await this.failExhausted();
    if (!(await this.deps.store.ping()))
      throw new ExportStoreUnavailable(this.deps.store.description, "no answer (jobs wait in the queue)");
    await this.expire();
    if (Date.now() - this.leftoversSweptAt >= LEFTOVERS_EVERY_MS) await this.removeLeftovers();
    for (let job = await this.claim(); job; job = this.rounds.stopping ? null : await this.claim()) await this.run(job);
  }

  private async claim(): Promise<Job | null> {
    const rows = await this.deps.prisma.$queryRaw<Job[]>`
      UPDATE "DataExport" AS e SET
        "status" = 'RUNNING',
        "attempts" = e."attempts" + 1,
        "itemsDone" = 0,
        "leaseUntil" = clock_timestamp() + ${EXPORT_LEASE_SECONDS} * interval '1 second'
      WHERE e."id" = (
        SELECT "id" FROM "DataExport"
        WHERE ("status" = 'QUEUED' OR ("status" = 'RUNNING' AND "leaseUntil" < clock_timestamp())) AND "attempts" < ${EXPORT_MAX_ATTEMPTS}
        ORDER BY "createdAt" LIMIT 1
        FOR UPDATE SKIP LOCKED)
      AND (e."status" = 'QUEUED' OR (e."status" = 'RUNNING' AND e."leaseUntil" < clock_timestamp()))
      RETURNING e."id", e."userId", e."attempts"`;
    return rows[0] ?? null;
  }

  /** Writes the job's archive into the store; a store failure ends the sweep (the job waits for the next). */
  private async run(job: Job): Promise<void> {
    const { prisma, store, images, writeArchive } = this.deps;
    const progress = new JobProgress(prisma, job, () => this.rounds.stopping);
    try {
      // an earlier attempt's node may have died after storing its archive, before marking it READY
      await store.discard([{ id: job.id, attempts: job.attempts - 1 }]);
      const contents = await exportContents(prisma, job.userId, () => progress.tick());
      await progress.estimate(contents.estimatedItems);
      const size = await store.write(
        job.id,
        job.attempts,
        archiveOf(contents, images, () => progress.tick(), writeArchive),
      );
      const finished = await prisma.$executeRaw`
        UPDATE "DataExport" SET "status" = 'READY', "itemsDone" = ${progress.done}, "itemsTotal" = ${progress.done}, "byteSize" = ${size},
          "finishedAt" = clock_timestamp(), "expiresAt" = clock_timestamp() + ${EXPORT_READY_HOURS} * interval '1 hour', "leaseUntil" = NULL
        WHERE "id" = ${job.id}::uuid AND "attempts" = ${job.attempts} AND "status" = 'RUNNING'`;
      // taken over meanwhile, or its account deleted: the archive is nobody's
      if (!finished) await store.discard([job]);
    } catch (error) {
      if (error instanceof LostJobError) return;
      const why = this.rounds.stopping || error instanceof ExportStoreUnavailable ? "waiting" : "failed";
      const stillOurs = await this.giveBack(job, why);
      // a failure of a job that is gone (its account deleted meanwhile) is no failure
      if (stillOurs && !this.rounds.stopping) throw error;
    }
  }

  /**
   * Puts the job back: when its node stops, or the store failed it, the attempt does not count
   * (the job starts again on whichever node looks next with the store answering); a failure of
   * its own counts, and the last one fails the job.
   */
  private async giveBack(job: Job, why: "waiting" | "failed"): Promise<boolean> {
    const ours = { id: job.id, attempts: job.attempts, status: "RUNNING" as const };
    const data =
      why === "waiting"
        ? { status: "QUEUED" as const, attempts: { decrement: 1 }, leaseUntil: null }
        : job.attempts >= EXPORT_MAX_ATTEMPTS
          ? { status: "FAILED" as const, finishedAt: new Date(), leaseUntil: null }
          : { status: "QUEUED" as const, leaseUntil: null };
    const { count } = await this.deps.prisma.dataExport.updateMany({ where: ours, data });
    return count > 0;
  }

  /** Jobs whose last attempt's node went away: nothing more to try. */
  private async failExhausted(): Promise<void> {
    await this.deps.prisma.$executeRaw`
      UPDATE "DataExport" SET "status" = 'FAILED', "finishedAt" = clock_timestamp(), "leaseUntil" = NULL
      WHERE "status" = 'RUNNING' AND "leaseUntil" < clock_timestamp() AND "attempts" >= ${EXPORT_MAX_ATTEMPTS}`;
  }

  /** READY archives past their time: the object first, then the row (a failure in between leaves the row to try again). */
  private async expire(): Promise<void> {
    const { prisma, store } = this.deps;
    const due = await prisma.$queryRaw<{ id: string; attempts: number }[]>`
      SELECT "id", "attempts" FROM "DataExport" WHERE "status" = 'READY' AND "expiresAt" < clock_timestamp()`;
    for (const job of due) {
      await store.remove(job.id, job.attempts);
      await prisma.dataExport.updateMany({ where: { id: job.id, status: "READY" }, data: { status: "EXPIRED" } });
    }
  }

  /**
   * Removes the archives no row wants (of deleted accounts, replaced or expired exports, earlier
   * attempts) stored before `writtenBefore`; resolves to how many. The sweep calls it now and then.
   */
  async removeLeftovers(writtenBefore = new Date(Date.now() - LEFTOVER_AFTER_MS)): Promise<number> {
    const removed = await this.deps.store.sweepLeftovers(writtenBefore, this.stillWanted);
    this.leftoversSweptAt = Date.now();
    return removed;
  }

  /** Kept: the READY attempt of an unexpired export, and the attempt a running job is on. */
  private readonly stillWanted: StillWanted = async (archives) => {
    const rows = await this.deps.prisma.dataExport.findMany({
      where: { id: { in: [...new Set(archives.map((a) => a.id))] }, status: { in: ["READY", "RUNNING"] } },
      select: { id: true, attempts: true, status: true, expiresAt: true },
    });
    const now = new Date();
    const wanted = new Set(
      rows
        .filter((row) => row.status === "RUNNING" || (row.expiresAt ?? now) > now)
        .map((row) => `${row.id}.${row.attempts}`),
    );
    return (archive) => wanted.has(`${archive.id}.${archive.attempt}`);
  };
}

/**
 * A running job's progress: items are counted as the archive takes them, and about once a second
 * the count goes to the row with a renewed lease. Once a write finds the row no longer this
 * attempt's (or the node is stopping), the next count throws LostJobError, which ends the archive.
 */
class JobProgress {
  done = 0;
  private total = 0;
  private lost = false;
  private flushing = false;
  private flushedAt = Date.now();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly job: Job,
    private readonly stopping: () => boolean,
  ) {}

  tick(): void {
    if (this.lost || this.stopping()) throw new LostJobError();
    this.done += 1;
    if (!this.flushing && Date.now() - this.flushedAt >= PROGRESS_EVERY_MS) void this.flush();
  }

  /** The items expected (the image files are a guess until the posts are read). */
  async estimate(total: number): Promise<void> {
    this.total = total;
    await this.flush();
    if (this.lost) throw new LostJobError();
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      const { id, attempts } = this.job;
      // never at 100% before it is done: the guess may fall short
      const total = Math.max(this.total, this.done + 1);
      const renewed = await this.prisma.$executeRaw`
        UPDATE "DataExport" SET "itemsDone" = ${this.done}, "itemsTotal" = ${total},
          "leaseUntil" = clock_timestamp() + ${EXPORT_LEASE_SECONDS} * interval '1 second'
        WHERE "id" = ${id}::uuid AND "attempts" = ${attempts} AND "status" = 'RUNNING'`;
      if (!renewed) this.lost = true;
    } catch {
      // the database did not answer: the next count tries again (the lease lasts a minute)
    } finally {
      this.flushing = false;
      this.flushedAt = Date.now();
    }
  }
}
