// Post search: full-text search over captions and tags, best match first.
//
// Each post's document is its tags (weight A: a post tagged #harbour is about harbours) and its
// caption (weight B), in PostgreSQL's english configuration (stemmed: "harbours" finds
// "harbour"), indexed by the GIN expression index of migration post_search. SEARCH_DOCUMENT
// below must stay that index's expression, character for character, or the planner cannot use it.
// The query goes through websearch_to_tsquery, which reads anything a person types ("quoted
// phrases", or, -not) and never fails on syntax: `%`, `'` or `&&&` are words or nothing.
//
// Order: rank (ts_rank, rounded to 6 places so a cursor holds it exactly as text), then the
// newest, then id. Keyset pages on that triple: a post whose rank changes between pages (its
// caption edited) may move, as in any ranked search, but no page repeats the previous one.
import { Prisma, type PrismaClient } from "../../generated/prisma/client.ts";
import { z } from "zod";
import { isId } from "../ids.ts";
import { pageSize, type Page, type PageArgs, type QueryShape } from "../pagination.ts";
import { text } from "../text.ts";
import type { Viewer } from "../auth/sessions.ts";
import { contentVisibleToSql } from "../safety/visibility.ts";
import { decodeRankedCursor, encodeRankedCursor, isDecimalText, rankedPage, type RankedHit } from "./ranked-pages.ts";
import { failingWith, parseInput } from "../validation.ts";

/** Characters a search may hold: a few sentences is plenty, and more only costs the database. */
export const POST_SEARCH_MAX = 200;

/** a post's search document: exported so a test can check the planner finds its index */
export const SEARCH_DOCUMENT = Prisma.sql`(setweight(to_tsvector('english'::regconfig, p."tagsText"), 'A') || setweight(to_tsvector('english'::regconfig, p.caption), 'B'))`;

const searchInput = z.object({
  query: text()
    .trim()
    .refine((value) => value.length <= POST_SEARCH_MAX, {
      message: failingWith("SEARCH_TOO_LONG"),
      params: { limit: POST_SEARCH_MAX },
    }),
});

interface RankKey {
  /** the rank as the database printed it (numeric, 6 places) */
  rank: string;
  createdAt: Date;
  id: string;
}

const CURSOR_KIND = "search";

function readCursor([rank, createdAt, id]: unknown[]): RankKey | null {
  const date = new Date(String(createdAt));
  return isDecimalText(rank) && typeof id === "string" && isId(id) && !Number.isNaN(date.getTime())
    ? { rank, createdAt: date, id }
    : null;
}

/** The posts a search matches (`q` the parsed query), by authors `viewerId` may see. */
function matching(query: string, viewerId: string | undefined): Prisma.Sql {
  return Prisma.sql`FROM "Post" p JOIN "User" author ON author.id = p."authorId" AND ${contentVisibleToSql("author", viewerId)}, websearch_to_tsquery('english'::regconfig, ${query}) q
    WHERE ${SEARCH_DOCUMENT} @@ q`;
}

export class PostSearch {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Posts matching `query`, best first. An empty search, or one of only stop words and
   * punctuation ("the", "%"), matches nothing: an empty page, not an error. A search longer than
   * POST_SEARCH_MAX is refused (SEARCH_TOO_LONG), as is a bad `first` or `after`.
   */
  async search(
    viewer: Viewer | null,
    rawQuery: string,
    args: PageArgs,
    shape: QueryShape = {},
  ): Promise<Page<RankedHit>> {
    const { query } = parseInput(searchInput, { query: rawQuery });
    const size = pageSize(args.first);
    const after = args.after ? decodeRankedCursor(args.after, CURSOR_KIND, readCursor) : undefined;
    if (!query) return { nodes: [], hasNextPage: false };
    const beyondCursor = after
      ? Prisma.sql`WHERE (hits.rank, hits."createdAt", hits.id) < (${after.rank}::numeric, ${after.createdAt}, ${after.id}::uuid)`
      : Prisma.empty;
    const keys = await this.prisma.$queryRaw<{ id: string; createdAt: Date; rank: string }[]>`
      SELECT hits.id, hits."createdAt", hits.rank::text AS rank
      FROM (
        SELECT p.id, p."createdAt", round(ts_rank(${SEARCH_DOCUMENT}, q)::numeric, 6) AS rank
        ${matching(query, viewer?.id)}
      ) hits
      ${beyondCursor}
      ORDER BY hits.rank DESC, hits."createdAt" DESC, hits.id DESC
      LIMIT ${size + 1}`;
    return rankedPage(this.prisma, keys, size, shape, (key) =>
      encodeRankedCursor(CURSOR_KIND, [key.rank, key.createdAt.toISOString(), key.id]),
    );
  }

  /** How many posts match `query` (every page of `search`). */
  async count(viewer: Viewer | null, rawQuery: string): Promise<number> {
    const { query } = parseInput(searchInput, { query: rawQuery });
    if (!query) return 0;
    const [row] = await this.prisma.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count
      ${matching(query, viewer?.id)}`;
    return row?.count ?? 0;
  }
}
