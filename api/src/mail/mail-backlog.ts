// How far mail is behind: the mails waiting to be sent (those refused for good aside) and how
// long the oldest has waited (observability/queue-backlog.ts reads, reports and logs them).
import type { Logger } from "pino";
import type { Database } from "../db/database.ts";
import { PENDING_COUNT_CAP, QueueBacklog } from "../observability/queue-backlog.ts";

// the jobs due soonest (the workers' partial index), bounded: a huge backlog costs no more
const BACKLOG = `
  SELECT count(*)::int AS "pending", (extract(epoch FROM clock_timestamp() - min("createdAt")) * 1000)::float8 AS "oldestMs"
  FROM (SELECT "createdAt" FROM "MailJob" WHERE "failedAt" IS NULL ORDER BY "nextAttemptAt" LIMIT ${PENDING_COUNT_CAP}) AS "first"`;

/**
 * A healthy queue sends a mail within a second or two of its cause; one waiting a minute means the
 * SMTP server has not taken mail for a while (each retry waits longer, up to 5 minutes).
 */
export const MAIL_BEHIND_AFTER_MS = 60_000;

export class MailBacklog extends QueueBacklog {
  constructor(db: Pick<Database, "probe">, log: Logger) {
    super(db, log, { query: BACKLOG, behindAfterMs: MAIL_BEHIND_AFTER_MS, work: "mail: sending", items: "mails" });
  }
}
