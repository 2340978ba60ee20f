// Finding posts beyond the feed: Query.searchPosts (full text over captions and tags) and
// Query.explore (recent popular posts from people the viewer does not follow). Both are ranked
// lists, so their cursors are their own (see domain/posts/ranked-pages.ts).
import { queryFromInfo } from "@pothos/plugin-prisma";
import { EXPLORE_DAYS } from "../../domain/posts/explore.ts";
import { POST_SEARCH_MAX, SEARCH_CANDIDATES } from "../../domain/posts/post-search.ts";
import type { RankedHit } from "../../domain/posts/ranked-pages.ts";
import type { Page } from "../../domain/pagination.ts";
import { builder } from "../builder.ts";
import type { TotalCount } from "./connections.ts";
import { PostEdge, PostRef } from "./post.ts";

/** The connection over a page of a ranked list. */
function rankedConnection(page: Page<RankedHit>, totalCount?: TotalCount) {
  const edges = page.nodes.map((hit) => ({ cursor: hit.cursor, node: hit.post }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    ...(totalCount !== undefined && { totalCount }),
  };
}

const pageArgs = builder.args((t) => ({
  first: t.int({ description: "How many posts: 1 to 50, 20 by default." }),
  after: t.string({ description: "A cursor from the previous page: the posts after it." }),
}));

const candidates = SEARCH_CANDIDATES.toLocaleString("en-US");

// A search lists the best of the newest matches: its totalCount is bounded, and says so.
const PostSearchConnection = builder.connectionObject(
  {
    type: PostRef,
    name: "PostSearchConnection",
    description: `A page of a post search: the newest ${candidates} matches at most, best first.`,
    fields: (t) => ({
      totalCount: t.int({
        description: `The posts the search lists, every page together: the matches among the newest ${candidates}, so at most ${candidates}.`,
        resolve: (connection) => {
          if (typeof connection.totalCount !== "number") throw new Error("A search was resolved without its count.");
          return connection.totalCount;
        },
      }),
      moreMatches: t.boolean({
        description: `More posts match than the list holds: older ones, beyond the newest ${candidates} matches. More words find them.`,
        resolve: (connection) => {
          if (connection.moreMatches === undefined) throw new Error("A search was resolved without moreMatches.");
          return connection.moreMatches;
        },
      }),
    }),
  },
  PostEdge,
);

// Explore's page has no totalCount: the list is a ranking, not a set anyone counts.
const ExploreConnection = builder.connectionObject(
  {
    type: PostRef,
    name: "ExploreConnection",
    description: "A page of explore: posts ranked by recent likes and comments, decayed by age.",
  },
  PostEdge,
);

builder.queryFields((t) => ({
  searchPosts: t.field({
    type: PostSearchConnection,
    description: `Posts whose caption or tags match the words searched for, best match first (tags weigh more than the caption; words match in their English stemmed forms, so "harbours" finds "harbour"), then newest first; 20 per page by default (at most 50). The list holds the newest ${candidates} matches at most (moreMatches: there are older ones), ranked as of its first page. The query reads like a web search: "a quoted phrase", or, -excluded. An empty search, or one of only common words or punctuation, finds nothing; one over ${POST_SEARCH_MAX} characters is refused (ValidationError SEARCH_TOO_LONG). Each page counts against SEARCHES (SEARCH_RATE_LIMIT_PER_MINUTE, per user or a visitor's address: TOO_MANY_REQUESTS); a server node runs a few searches at once (past that, SERVICE_UNAVAILABLE: try again in a moment). Public, like posts.`,
    args: {
      query: t.arg.string({
        required: true,
        description: `The words to search for (up to ${POST_SEARCH_MAX} characters).`,
      }),
      ...pageArgs,
    },
    resolve: async (_root, args, ctx, info) => {
      const page = await ctx.domain.postSearch.search(
        ctx.viewer,
        ctx.clientKey,
        args.query,
        args,
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
      );
      return { ...rankedConnection(page, page.totalCount), moreMatches: page.moreMatches };
    },
  }),
  explore: t.field({
    type: ExploreConnection,
    description: `Recent popular posts from people the viewer does not follow (nor the viewer's own; everyone's for a visitor): posts of the last ${EXPLORE_DAYS} days ranked by (likes + 2 × comments + 1) / (hours since posting + 2)^1.5, best first; 20 per page by default (at most 50). A list is ranked as of its first page (its cursors carry that moment), so paging on neither repeats nor skips; asking again without a cursor ranks as of now, with the newest posts.`,
    args: pageArgs,
    resolve: async (_root, args, ctx, info) => {
      const page = await ctx.domain.explore.page(
        ctx.viewer,
        args,
        queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
      );
      return rankedConnection(page);
    },
  }),
}));
