// Who may read a report: the person who made it (what they reported and what became of it), and
// whoever moderates (the desk works the queue of them). Nobody else, the account reported
// included: a report never tells who made it. A visitor reads none. The role is part of the
// reader: the desk makes it from requireModerator (moderation/moderators.ts), which reads the
// role afresh, so a role taken away stops reading at once.
import { Prisma } from "../../generated/prisma/client.ts";
import { NO_VIEWER_ID } from "../ids.ts";

/** Someone signed in, and whether they moderate; or nobody (a visitor). */
export type ReportReader = { id: string; moderates: boolean } | null;

const reporterId = (reader: ReportReader) => reader?.id ?? NO_VIEWER_ID;

/**
 * Who may read a report (the header above says it in words), in the forms `where(reader)`,
 * `sql(alias, reader)`, `select()` and `shows(row, reader)`; they agree
 * (test/domain/read-policies.test.ts).
 */
export const reportPolicy = {
  where: (reader: ReportReader) =>
    (reader?.moderates ? {} : { reporterId: reporterId(reader) }) satisfies Prisma.ReportWhereInput,
  /** The "Report" row `alias` passes. */
  sql: (alias: string, reader: ReportReader): Prisma.Sql =>
    reader?.moderates
      ? Prisma.sql`TRUE`
      : Prisma.sql`${Prisma.raw(`"${alias}"`)}."reporterId" = ${reporterId(reader)}::uuid`,
  select: () => ({ reporterId: true }) as const,
  shows: (row: { reporterId: string | null }, reader: ReportReader): boolean =>
    !!reader && (reader.moderates || row.reporterId === reader.id),
};
