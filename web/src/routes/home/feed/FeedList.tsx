import { useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { LoadMoreSentinel } from "../../../components/LoadMoreSentinel";
import { PostCard } from "../../../posts/PostCard";
import type { FeedList_query$key } from "./__generated__/FeedList_query.graphql";
import type { FeedListPaginationQuery } from "./__generated__/FeedListPaginationQuery.graphql";
import { FeedEmptyState } from "./FeedEmptyState";
import { NewPostsBanner } from "./NewPostsBanner";
import { useNewPostsSignal } from "./useNewPostsSignal";

const PAGE_SIZE = 10;

export function FeedList({ query }: { query: FeedList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    FeedListPaginationQuery,
    FeedList_query$key
  >(
    graphql`
      fragment FeedList_query on Query
      @refetchable(queryName: "FeedListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        feed(first: $count, after: $cursor) @connection(key: "Feed_feed") @required(action: THROW) {
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
  const { hasNewPosts, clear } = useNewPostsSignal();
  // A transition keeps the current posts on screen while the fresh first page loads.
  const [isRefreshing, startTransition] = useTransition();

  const showNewPosts = () => {
    clear();
    startTransition(() => {
      refetch({}, { fetchPolicy: "network-only" });
    });
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const { edges } = data.feed;
  return (
    <>
      <NewPostsBanner visible={hasNewPosts} loading={isRefreshing} onShow={showNewPosts} />
      {edges.length === 0 ? (
        <FeedEmptyState />
      ) : (
        <ul aria-label="Posts" className="space-y-6">
          {edges.map(({ node }, index) => (
            <li key={node.id}>
              <PostCard post={node} aboveTheFold={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreSentinel
        hasMore={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(PAGE_SIZE)}
        label="Loading more posts"
      />
    </>
  );
}
