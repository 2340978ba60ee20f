// Explore: recent popular posts from people the viewer does not follow.
//
// Which posts: those shared in the last EXPLORE_DAYS days by anyone but the viewer and the people
// they follow (the index on Post's createdAt bounds the read to those days). How they rank: a
// post's likes and comments (a comment counts as two likes: it takes more than a tap), plus one
// so a new post with none still has a place, decayed by the post's age in hours as news
// aggregators do, score = (likes + 2 comments + 1) / (hours + 2) ^ 1.5: a day-old post needs
// about five times the likes of one an hour old to stand beside it. The counters are the
// post's own columns (kept by triggers), so ranking reads no Like or Comment row.
//
// Pages: the score moves with the clock, so a list is ranked as of one moment, which the cursor
// carries: every page after the first ranks as the first did, and neither repeats nor skips a
// post (only new likes move one). A refresh (no cursor) ranks as of now, taking in newer posts.
import { Prisma, type PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { isId } from "../ids.ts";
import { cursorDate, pageSize, type Page, type PageArgs, type QueryShape } from "../pagination.ts";
import { postPolicy } from "../policies/posts.ts";
import { decodeRankedCursor, encodeRankedCursor, isDecimalText, rankedPage, type RankedHit } from "./ranked-pages.ts";

/** How far back explore looks. */
export const EXPLORE_DAYS = 7;

interface ScoreKey {
  /** the moment the list is ranked as of */
  asOf: Date;
  /** the score as the database printed it (numeric, 9 places) */
  score: string;
  id: string;
}

const CURSOR_KIND = "explore";

function readCursor([asOf, score, id]: unknown[]): ScoreKey | null {
  const date = cursorDate(asOf);
  return isDecimalText(score) && typeof id === "string" && isId(id) && date ? { asOf: date, score, id } : null;
}

export class Explore {
  constructor(private readonly prisma: PrismaClient) {}

  /** A page of explore for `viewer` (everyone's posts for a visitor), best first. */
  async page(
    viewer: Viewer | null,
    args: PageArgs,
    shape: QueryShape = {},
    now = new Date(),
  ): Promise<Page<RankedHit>> {
    const size = pageSize(args.first);
    const after = args.after ? decodeRankedCursor(args.after, CURSOR_KIND, readCursor) : undefined;
    const asOf = after?.asOf ?? now;
    const since = new Date(asOf.getTime() - EXPLORE_DAYS * 24 * 3600 * 1000);
    const notFollowed = viewer
      ? Prisma.sql`AND p."authorId" <> ${viewer.id}::uuid
          AND NOT EXISTS (SELECT 1 FROM "Follow" f WHERE f."followerId" = ${viewer.id}::uuid AND f."followeeId" = p."authorId")`
      : Prisma.empty;
    const beyondCursor = after
      ? Prisma.sql`WHERE (ranked.score, ranked.id) < (${after.score}::numeric, ${after.id}::uuid)`
      : Prisma.empty;
    const keys = await this.prisma.$queryRaw<{ id: string; score: string }[]>`
      SELECT ranked.id, ranked.score::text AS score
      FROM (
        SELECT p.id, round(
          (p."likeCount" + 2 * p."commentCount" + 1)
            / power(greatest(extract(epoch FROM (${asOf}::timestamptz - p."createdAt")) / 3600, 0) + 2, 1.5)::numeric,
          9) AS score
        FROM "Post" p JOIN "User" author ON author.id = p."authorId" AND ${postPolicy.sql("author", viewer?.id)}
        WHERE p."createdAt" > ${since} AND p."createdAt" <= ${asOf} ${notFollowed}
      ) ranked
      ${beyondCursor}
      ORDER BY ranked.score DESC, ranked.id DESC
      LIMIT ${size + 1}`;
    return rankedPage(this.prisma, keys, size, shape, (key) =>
      encodeRankedCursor(CURSOR_KIND, [asOf.toISOString(), key.score, key.id]),
    );
  }
}
