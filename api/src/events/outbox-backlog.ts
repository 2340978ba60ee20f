// How far live delivery is behind: the events waiting in the outbox and how long the oldest has
// waited (observability/queue-backlog.ts reads, reports and logs them), read on the outbox's
// primary key, bounded.
import type { Logger } from "pino";
import type { Database } from "../db/database.ts";
import { PENDING_COUNT_CAP, QueueBacklog } from "../observability/queue-backlog.ts";

export type { BacklogFigures } from "../observability/queue-backlog.ts";

// the first rows in publishing order (the primary key), bounded: a huge backlog costs no more
const BACKLOG = `
  SELECT count(*)::int AS "pending", (extract(epoch FROM clock_timestamp() - min("createdAt")) * 1000)::float8 AS "oldestMs"
  FROM (SELECT "createdAt" FROM "OutboxEvent" ORDER BY "id" LIMIT ${PENDING_COUNT_CAP}) AS "first"`;

export class OutboxBacklog extends QueueBacklog {
  constructor(db: Pick<Database, "probe">, log: Logger) {
    // a healthy outbox drains in milliseconds
    super(db, log, { query: BACKLOG, behindAfterMs: 5_000, work: "outbox: live delivery", items: "events" });
  }
}
