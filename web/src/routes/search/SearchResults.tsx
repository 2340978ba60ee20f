import { graphql, usePaginationFragment } from "react-relay";
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
  if (edges.length === 0)
    return (
      <Card className="px-6 py-12 text-center">
        <p className="text-sm text-slate-600">No posts match “{searched}”.</p>
      </Card>
    );
  return (
    <>
      <p role="status" className="mb-4 text-sm text-slate-600">
        {moreMatches
          ? `More than ${totalCount.toLocaleString("en-US")} posts match “${searched}”: the best of the newest ${totalCount.toLocaleString("en-US")}`
          : totalCount === 1
            ? `1 post matches “${searched}”`
            : `${totalCount} posts match “${searched}”`}
      </p>
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
