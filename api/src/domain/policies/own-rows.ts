// Who may read what is one person's alone: a data export and a personal access token are their
// owner's, and nobody else's, a moderator included (an export holds everything the owner may read
// of their own; a token's secret is shown once, when it is made, and never read again). A visitor
// owns nothing. So the rule is the row's owner column, the same on every face.
import { Prisma } from "../../generated/prisma/client.ts";
import { NO_VIEWER_ID } from "../ids.ts";
import type { ViewerId } from "./users.ts";

/** A row owned by the person its `userId` names. */
const ownersAlone = {
  where: (viewerId: ViewerId) => ({ userId: viewerId ?? NO_VIEWER_ID }),
  /** The row `alias` passes. */
  sql: (alias: string, viewerId: ViewerId): Prisma.Sql =>
    Prisma.sql`${Prisma.raw(`"${alias}"`)}."userId" = ${viewerId ?? NO_VIEWER_ID}::uuid`,
  select: () => ({ userId: true }) as const,
  shows: (row: { userId: string }, viewerId: ViewerId): boolean => !!viewerId && row.userId === viewerId,
};

/**
 * Who may read a data export or a personal access token (the header above says it in words), in
 * the forms `where(viewerId)`, `sql(alias, viewerId)`, `select()` and `shows(row, viewerId)`; they
 * agree (test/domain/read-policies.test.ts).
 */
export const dataExportPolicy = ownersAlone;
export const accessTokenPolicy = ownersAlone;
