import { useEffect } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { useAnnounce } from "../../announcer/useAnnounce";
import { Card } from "../../components/Card";
import { PostCardList } from "../../posts/PostCardList";
import type { SearchResults_query$key } from "./__generated__/SearchResults_query.graphql";
import type { SearchResultsPaginationQuery } from "./__generated__/SearchResultsPaginationQuery.graphql";

const PAGE_SIZE = 10;

export function SearchResults({ query, searched }: { query: SearchResults_query$key; searched: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SearchResultsPaginationQuery,
    SearchResults_query$key
  >(
    graphql`
      fragment SearchResults_query on Query
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(query: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        searchPosts(query: $query, first: $count, after: $cursor) @connection(key: "SearchResults_searchPosts") @required(action: THROW) {
          totalCount
          moreMatches
          edges {
            node {
              id
              ...PostCard_post
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, moreMatches, edges } = data.searchPosts;
  const found = edges.length === 0 ? `No posts match “${searched}”.` : matchCount(totalCount, moreMatches, searched);
  // Said through the app's announcer: a status region rendered with the count already in it is not read.
  // Once per search and count (a page loaded further down keeps the same words).
  const announce = useAnnounce();
  useEffect(() => announce(found), [announce, found]);
  if (edges.length === 0)
    return (
      <Card className="px-6 py-12 text-center">
        <p className="text-sm text-slate-600">{found}</p>
      </Card>
    );
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">{found}</p>
      <PostCardList
        posts={edges.map((edge) => edge.node)}
        label={`Posts matching ${searched}`}
        hasMore={hasNext}
        loadingMore={isLoadingNext}
        onLoadMore={() => loadNext(PAGE_SIZE)}
      />
    </>
  );
}

/** "2 posts match “sea”", or when the search stopped counting, how many of the newest it ranked. */
function matchCount(totalCount: number, moreMatches: boolean, searched: string): string {
  const count = totalCount.toLocaleString("en-US");
  if (moreMatches) return `More than ${count} posts match “${searched}”: the best of the newest ${count}`;
  return totalCount === 1 ? `1 post matches “${searched}”` : `${count} posts match “${searched}”`;
}
