// The background half of mail. Every node runs one worker; the MailJob table is the queue, so a
// mail outlives the node that queued it and any node can send it:
// - queuing a mail publishes `mail.queued` once its transaction commits, which wakes every node's
//   worker; besides, a worker looks again when the next retry is due (at least every 10 s);
// - a worker claims one due job at a time with a conditional update over FOR UPDATE SKIP LOCKED,
//   so two workers never take the same job; the claim counts an attempt and moves the job's next
//   attempt past a lease, so a node that dies while sending leaves the job to another node once
//   the lease is over, and the lease outlasts the longest a send can take (the transport's
//   timeouts), so a slow send is never taken over while it runs;
// - a sent mail's job is deleted (and its link with it); a failed send is tried again later and
//   later (1 s, 2 s, 4 s... at most every 5 minutes), for as long as it takes: nothing is lost
//   while the SMTP server is down; only a permanent refusal (a 5xx answer) ends the tries, and the
//   job stays, marked failed, for the operator;
// - every attempt of a job sends the same Message-ID (the job's id): a receiver that got a mail
//   whose sender then saw the connection fail can tell the retry for the same mail.
// Due times and leases are compared with the database's clock, never a node's.
import type { Logger } from "pino";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import { recorder } from "../../observability/metrics.ts";
import { Rounds } from "../rounds.ts";
import { MailRefusedError, type MailSender, type OutgoingMail, type QueuedMail } from "./mail-kinds.ts";

/** Longer than a send can take (the SMTP transport gives up within 40 s): no send is taken over while it runs. */
export const MAIL_LEASE_SECONDS = 60;
const FIRST_RETRY_SECONDS = 1;
const LONGEST_RETRY_SECONDS = 5 * 60;
/** The longest a worker waits before looking again (for jobs queued where no event reached it). */
const LOOK_AGAIN_MS = 10_000;
/** The shortest: a retry due in a few milliseconds is looked for a little later. */
const SOONEST_MS = 50;
/** Kept of a failure's message, for the operator. */
const ERROR_TEXT_MAX = 500;

/** A claimed job: the mail, the account it is about, and which attempt this is. */
export interface ClaimedMail {
  mail: QueuedMail;
  userId: string | null;
  attempts: number;
}

/**
 * The last look before a claimed mail goes out: the mail as it should be sent (a request turned
 * into its mail), or null when there is none to send (its account deleted, its link used or
 * replaced meanwhile, a request that names no account).
 */
export type PrepareMail = (claimed: ClaimedMail) => Promise<OutgoingMail | null>;

interface Deps {
  prisma: PrismaClient;
  bus: EventBus;
  sender: MailSender;
  prepare: PrepareMail;
  log: Logger;
}

/** How long after its `attempts`-th failed send a mail is tried again. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

export class MailWorker {
  private readonly rounds = new Rounds(() => this.sendDue());
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: Deps) {}

  /** where this worker's mail goes ("smtp://mail.example.com:587", "files in ...") */
  get description(): string {
    return this.deps.sender.description;
  }

  /**
   * Listens for queued mail and sends what is due now; after each round, looks again when the
   * next job is due. Resolves to the function that stops it.
   */
  async start(onError: (error: unknown) => void): Promise<() => Promise<void>> {
    const sendAndPlan = async () => {
      let wait = LOOK_AGAIN_MS;
      try {
        await this.wake();
        wait = await this.untilNextDue();
      } catch (error) {
        onError(error);
      }
      if (this.rounds.stopping) return;
      // the latest plan wins: it knows of every retry scheduled so far
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void sendAndPlan(), wait);
      this.timer.unref();
    };
    const unsubscribe = await this.deps.bus.subscribe("mail.queued", () => void sendAndPlan());
    void sendAndPlan();
    return async () => {
      clearTimeout(this.timer);
      unsubscribe();
      await this.rounds.stop();
    };
  }

  /** Sends what is due now, or once more after the round under way; resolves when no round is left to run. */
  wake(): Promise<void> {
    return this.rounds.wake();
  }

  private async sendDue(): Promise<void> {
    for (let job = await this.claim(); job; job = this.rounds.stopping ? null : await this.claim())
      await this.deliver(job);
  }

  /** Milliseconds until the next job is due (LOOK_AGAIN_MS at most, none pending included). */
  private async untilNextDue(): Promise<number> {
    const [row] = await this.deps.prisma.$queryRaw<{ inMs: number | null }[]>`
      SELECT (extract(epoch FROM min("nextAttemptAt") - clock_timestamp()) * 1000)::float8 AS "inMs"
      FROM "MailJob" WHERE "failedAt" IS NULL`;
    const inMs = row?.inMs == null ? LOOK_AGAIN_MS : Number(row.inMs);
    return Math.min(LOOK_AGAIN_MS, Math.max(SOONEST_MS, Math.ceil(inMs)));
  }

  private async claim(): Promise<ClaimedMail | null> {
    const rows = await this.deps.prisma.$queryRaw<
      { id: string; kind: string; to: string; data: unknown; userId: string | null; attempts: number }[]
    >`
      UPDATE "MailJob" AS m SET
        "attempts" = m."attempts" + 1,
        "nextAttemptAt" = clock_timestamp() + ${MAIL_LEASE_SECONDS} * interval '1 second'
      WHERE m."id" = (
        SELECT "id" FROM "MailJob"
        WHERE "failedAt" IS NULL AND "nextAttemptAt" <= clock_timestamp()
        ORDER BY "nextAttemptAt" LIMIT 1
        FOR UPDATE SKIP LOCKED)
      AND m."failedAt" IS NULL AND m."nextAttemptAt" <= clock_timestamp()
      RETURNING m."id", m."kind", m."to", m."data", m."userId", m."attempts"`;
    const row = rows[0];
    if (!row) return null;
    const mail = { id: row.id, kind: row.kind, to: row.to, data: row.data } as QueuedMail;
    return { mail, userId: row.userId, attempts: row.attempts };
  }

  /** Sends one claimed job: deleted once sent (or no longer to be sent), else tried again later. */
  private async deliver(claimed: ClaimedMail): Promise<void> {
    const { prisma, sender, prepare, log } = this.deps;
    const { id, kind } = claimed.mail;
    const ours = { id, attempts: claimed.attempts };
    try {
      const mail = await prepare(claimed);
      if (mail) {
        await sender.send(mail);
        recorder()?.mailSent.inc({ kind });
      } else log.info({ mailId: id, kind }, "mail: no longer to be sent");
    } catch (error) {
      const refused = error instanceof MailRefusedError;
      recorder()?.mailFailures.inc({ kind, outcome: refused ? "refused" : "retried" });
      const lastError = String(error instanceof Error ? error.message : error).slice(0, ERROR_TEXT_MAX);
      if (refused) {
        log.error({ mailId: id, kind, err: error }, "mail: the SMTP server refused it for good; not tried again");
        await prisma.mailJob.updateMany({ where: ours, data: { failedAt: new Date(), lastError, data: {} } });
        return;
      }
      const retryIn = retryDelaySeconds(claimed.attempts);
      log.warn({ mailId: id, kind, attempts: claimed.attempts, retryIn, err: error }, "mail: not sent; tried again");
      await prisma.$executeRaw`
        UPDATE "MailJob" SET "nextAttemptAt" = clock_timestamp() + ${retryIn} * interval '1 second', "lastError" = ${lastError}
        WHERE "id" = ${id}::uuid AND "attempts" = ${claimed.attempts}`;
      return;
    }
    await prisma.mailJob.deleteMany({ where: ours });
  }
}
