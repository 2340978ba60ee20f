import { useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { Card } from "../../components/Card";
import { Spinner } from "../../components/Spinner";
import { PostCardList } from "../../posts/PostCardList";
import type { ExplorePosts_query$key } from "./__generated__/ExplorePosts_query.graphql";
import type { ExplorePostsPaginationQuery } from "./__generated__/ExplorePostsPaginationQuery.graphql";

const PAGE_SIZE = 10;

export function ExplorePosts({ query }: { query: ExplorePosts_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    ExplorePostsPaginationQuery,
    ExplorePosts_query$key
  >(
    graphql`
      fragment ExplorePosts_query on Query
      @refetchable(queryName: "ExplorePostsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        explore(first: $count, after: $cursor) @connection(key: "ExplorePosts_explore") @required(action: THROW) {
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
  // A transition keeps the current posts on screen while the list ranked as of now loads.
  const [refreshing, startTransition] = useTransition();
  const refresh = () => {
    startTransition(() => {
      refetch({}, { fetchPolicy: "network-only" });
    });
  };
  const posts = data.explore.edges.map((edge) => edge.node);

  return (
    <>
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          onClick={refresh}
          disabled={refreshing}
          className="flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-70"
        >
          {refreshing && <Spinner className="size-4 text-brand-600" />}
          {refreshing ? "Refreshing" : "Refresh"}
        </button>
      </div>
      {posts.length === 0 ? (
        <Card className="px-6 py-12 text-center">
          <p className="text-sm text-slate-600">
            Nothing to explore yet: posts from people you don't follow show here once they share some.
          </p>
        </Card>
      ) : (
        <PostCardList
          posts={posts}
          label="Explore posts"
          hasMore={hasNext}
          loadingMore={isLoadingNext}
          onLoadMore={() => loadNext(PAGE_SIZE)}
        />
      )}
    </>
  );
}
