// Post search: full-text search over captions and tags, best match first.
//
// Each post's document is its tags (weight A: a post tagged #harbour is about harbours) and its
// caption (weight B), in PostgreSQL's english configuration (stemmed: "harbours" finds
// "harbour"), stored in the post's row (the generated column searchDocument of migration
// post_search_document) and indexed (GIN). The query goes through websearch_to_tsquery, which
// reads anything a person types ("quoted phrases", or, -not) and never fails on syntax: `%`, `'`
// or `&&&` are words or nothing.
//
// What a search costs does not grow with how many posts match. It ranks only its candidates: the
// newest SEARCH_CANDIDATES matches the viewer may read, found by the index (the planner walks the
// posts newest first when a word is common, and reads the index's few matches when it is rare),
// and ranks them from their stored documents, never parsing a caption again. Ranking every match
// of a common word (30,000 posts of "sunset") outlasted the statement timeout and held the pool's
// connections. So a search lists the best of the newest matches: older ones need more words.
// Each search runs in a transaction of its own with a statement timeout of its own, and planned
// for its words (a prepared statement's generic plan would not know that "sunset" is common).
// Searches are counted (SEARCH_RATE_LIMIT_PER_MINUTE, per user or, for a visitor, per client
// address) and a node runs at most SEARCHES_AT_ONCE at once, refusing more at once rather than
// queueing them on the database's connections.
//
// Order: rank (ts_rank, rounded to 6 places so a cursor holds it exactly as text), then the
// newest, then id. A list's candidates are those of its first page's moment (asOf, carried by its
// cursors), so a post shared meanwhile pushes none out of it. Keyset pages on the triple: a post
// whose rank changes between pages (its caption edited) may move, as in any ranked search, but no
// page repeats the previous one.
import { Prisma, type PrismaClient } from "../../generated/prisma/client.ts";
import { z } from "zod";
import { isStatementTimeout } from "../database-failures.ts";
import { ServiceUnavailableError } from "../errors.ts";
import { isId } from "../ids.ts";
import { spending, type RateLimit } from "../limits/rate-limit.ts";
import { cursorDate, pageSize, type Page, type PageArgs, type QueryShape } from "../pagination.ts";
import { text } from "../text.ts";
import type { Viewer } from "../auth/sessions.ts";
import { postPolicy } from "../policies/posts.ts";
import { decodeRankedCursor, encodeRankedCursor, isDecimalText, rankedPage, type RankedHit } from "./ranked-pages.ts";
import { failingWith, parseInput } from "../validation.ts";

/** Characters a search may hold: a few sentences is plenty, and more only costs the database. */
export const POST_SEARCH_MAX = 200;

/**
 * The matches a search ranks: the newest this many. Ranking them reads their stored documents
 * (about a millisecond for all of them); a list of 50 a page is 20 pages deep.
 */
export const SEARCH_CANDIDATES = 1_000;

/**
 * Searches one node runs at once. Each holds one of the pool's ten connections for its
 * statement; past this many the node refuses (SERVICE_UNAVAILABLE) rather than let searches take
 * the connections everyone else's requests need.
 */
export const SEARCHES_AT_ONCE = 3;

/** A search's statement timeout: its candidates take milliseconds; the pool's 5 s is for everything else. */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2_000;

const searchInput = z.object({
  query: text()
    .trim()
    .refine((value) => value.length <= POST_SEARCH_MAX, {
      message: failingWith("SEARCH_TOO_LONG"),
      params: { limit: POST_SEARCH_MAX },
    }),
});

/** A page of a search, with what the whole list holds. */
export interface SearchPage extends Page<RankedHit> {
  /** the posts the list holds (every page): the matches among the candidates, SEARCH_CANDIDATES at most */
  totalCount: number;
  /** more posts match than the list holds: older ones, beyond the candidates */
  moreMatches: boolean;
}

export interface RankKey {
  /** the moment the list's candidates are taken as of: its first page's */
  asOf: Date;
  /** the rank as the database printed it (numeric, 6 places) */
  rank: string;
  createdAt: Date;
  id: string;
}

const CURSOR_KIND = "search";

function readCursor([asOf, rank, createdAt, id]: unknown[]): RankKey | null {
  const [listDate, postDate] = [cursorDate(asOf), cursorDate(createdAt)];
  return isDecimalText(rank) && typeof id === "string" && isId(id) && listDate && postDate
    ? { asOf: listDate, rank, createdAt: postDate, id }
    : null;
}

/** One row of the search statement: the list's figures, and a post of the page (null on an empty page). */
interface SearchRow {
  asOf: Date;
  matches: number;
  id: string | null;
  createdAt: Date | null;
  rank: string | null;
}

export interface PostSearchOptions {
  /** the matches ranked (SEARCH_CANDIDATES) */
  candidates?: number;
  /** searches at once on this node (SEARCHES_AT_ONCE) */
  atOnce?: number;
  /** each search's statement timeout (SEARCH_STATEMENT_TIMEOUT_MS) */
  statementTimeoutMs?: number;
}

export class PostSearch {
  private running = 0;
  private readonly candidates: number;
  private readonly atOnce: number;
  private readonly statementTimeoutMs: number;

  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      /** searches per user, or per client address for a visitor */
      searches: RateLimit;
    },
    options: PostSearchOptions = {},
  ) {
    this.candidates = options.candidates ?? SEARCH_CANDIDATES;
    this.atOnce = options.atOnce ?? SEARCHES_AT_ONCE;
    this.statementTimeoutMs = options.statementTimeoutMs ?? SEARCH_STATEMENT_TIMEOUT_MS;
  }

  /** Searches running on this node now. */
  get inFlight(): number {
    return this.running;
  }

  /**
   * Posts matching `query`, best first, for `viewer` (or a visitor at `clientKey`). An empty
   * search, or one of only stop words and punctuation ("the", "%"), matches nothing: an empty
   * page, not an error, and not counted. A search longer than POST_SEARCH_MAX is refused
   * (SEARCH_TOO_LONG), as is a bad `first` or `after`; past the budget TOO_MANY_REQUESTS, and
   * with SEARCHES_AT_ONCE running on this node SERVICE_UNAVAILABLE (neither counted).
   */
  async search(
    viewer: Viewer | null,
    clientKey: string,
    rawQuery: string,
    args: PageArgs,
    shape: QueryShape = {},
  ): Promise<SearchPage> {
    const { query } = parseInput(searchInput, { query: rawQuery });
    const size = pageSize(args.first);
    const after = args.after ? decodeRankedCursor(args.after, CURSOR_KIND, readCursor) : undefined;
    if (!query) return { nodes: [], hasNextPage: false, totalCount: 0, moreMatches: false };
    const rows = await spending(this.deps.searches, viewer?.id ?? clientKey, () =>
      this.withinNodeLimit(() => this.read(query, viewer?.id, size, after)),
    );
    const first = rows[0];
    if (!first) throw new Error("The search statement answered no row.");
    const keys = rows.flatMap(({ id, createdAt, rank }) => (id && createdAt && rank ? [{ id, createdAt, rank }] : []));
    const page = await rankedPage(this.deps.prisma, keys, size, shape, (key) =>
      encodeRankedCursor(CURSOR_KIND, [first.asOf.toISOString(), key.rank, key.createdAt.toISOString(), key.id]),
    );
    return {
      ...page,
      totalCount: Math.min(first.matches, this.candidates),
      moreMatches: first.matches > this.candidates,
    };
  }

  /** Runs `work` unless SEARCHES_AT_ONCE already run on this node; its statement timeout as a refusal of its own. */
  private async withinNodeLimit<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce)
      throw new ServiceUnavailableError("Too many searches are running right now. Please try again in a moment.");
    this.running += 1;
    try {
      return await work();
    } catch (error) {
      if (isStatementTimeout(error))
        throw new ServiceUnavailableError("The search took too long. Please try again in a moment.");
      throw error;
    } finally {
      this.running -= 1;
    }
  }

  private read(query: string, viewerId: string | undefined, size: number, after: RankKey | undefined) {
    const statement = searchStatement({ query, viewerId, size, after, candidates: this.candidates });
    return this.deps.prisma.$transaction(async (tx) => {
      // planned for these words (a generic plan guesses how common they are), and bounded in time
      await tx.$queryRaw`SELECT set_config('statement_timeout', ${String(this.statementTimeoutMs)}, true),
        set_config('plan_cache_mode', 'force_custom_plan', true)`;
      return tx.$queryRaw<SearchRow[]>(statement);
    });
  }
}

/**
 * The search as one statement: the candidates (the newest matches, one more than are ranked,
 * which tells whether more match), how many there are, and the page among them in rank order
 * after `after`; one row with a null post when the page is empty. Exported for the tests and
 * the benchmark to EXPLAIN.
 */
export function searchStatement(opts: {
  query: string;
  viewerId: string | undefined;
  size: number;
  after?: RankKey | undefined;
  candidates?: number;
}): Prisma.Sql {
  const { query, viewerId, size, after, candidates = SEARCH_CANDIDATES } = opts;
  // to the millisecond, as createdAt is stored: a post of the same moment is in or out on every page alike
  const asOf = after ? Prisma.sql`${after.asOf}::timestamptz` : Prisma.sql`now()::timestamptz(3)`;
  const beyondCursor = after
    ? Prisma.sql`WHERE (r.rank, r."createdAt", r.id) < (${after.rank}::numeric, ${after.createdAt}, ${after.id}::uuid)`
    : Prisma.empty;
  return Prisma.sql`
    WITH candidates AS MATERIALIZED (
      SELECT p.id, p."createdAt", p."searchDocument" AS document
      FROM "Post" p JOIN "User" author ON author.id = p."authorId" AND ${postPolicy.sql("author", viewerId)}
      WHERE p."searchDocument" @@ websearch_to_tsquery('english'::regconfig, ${query}) AND p."createdAt" <= ${asOf}
      ORDER BY p."createdAt" DESC, p.id DESC
      LIMIT ${candidates + 1}
    ), ranked AS (
      SELECT c.id, c."createdAt", round(ts_rank(c.document, websearch_to_tsquery('english'::regconfig, ${query}))::numeric, 6) AS rank
      FROM candidates c
      ORDER BY c."createdAt" DESC, c.id DESC
      LIMIT ${candidates}
    )
    SELECT ${asOf} AS "asOf", counted.matches, page.id, page."createdAt", page.rank::text AS rank
    FROM (SELECT count(*)::int AS matches FROM candidates) counted
    LEFT JOIN LATERAL (
      SELECT r.id, r."createdAt", r.rank FROM ranked r
      ${beyondCursor}
      ORDER BY r.rank DESC, r."createdAt" DESC, r.id DESC
      LIMIT ${size + 1}
    ) page ON true`;
}
