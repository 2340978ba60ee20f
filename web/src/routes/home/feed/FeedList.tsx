import { useRef, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { LiveRegion } from "../../../components/LiveRegion";
import { LoadMoreSentinel } from "../../../components/LoadMoreSentinel";
import { scrollBehavior } from "../../../components/motion";
import { PostCard } from "../../../posts/PostCard";
import type { FeedList_query$key } from "./__generated__/FeedList_query.graphql";
import type { FeedListPaginationQuery } from "./__generated__/FeedListPaginationQuery.graphql";
import { FeedEmptyState } from "./FeedEmptyState";
import { NewPostsBanner } from "./NewPostsBanner";
import { useFeedDepartures } from "./useFeedDepartures";
import { useNewPostsSignal } from "./useNewPostsSignal";

const PAGE_SIZE = 10;
/** Said once when the banner appears (not again for each post that follows while it waits). */
const NEW_POSTS_ANNOUNCEMENT = { id: 0, text: "New posts are available at the top of the feed." };

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
              # whose posts leave the feed live (useFeedDepartures)
              author {
                id
              }
              ...PostCard_post
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.feed;
  const { hasNewPosts, clear } = useNewPostsSignal(edges[0]?.node.id ?? null);
  useFeedDepartures();
  // A transition keeps the current posts on screen while the fresh first page loads.
  const [isRefreshing, startTransition] = useTransition();
  const postList = useRef<HTMLUListElement>(null);

  const showNewPosts = () => {
    clear();
    startTransition(() => {
      refetch({}, { fetchPolicy: "network-only" });
    });
    // The banner goes away: the focus waits on the list, whose first posts are about to be the new ones.
    postList.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };

  return (
    <>
      <NewPostsBanner visible={hasNewPosts} loading={isRefreshing} onShow={showNewPosts} overPosts={edges.length > 0} />
      <LiveRegion announcement={hasNewPosts ? NEW_POSTS_ANNOUNCEMENT : null} />
      {edges.length === 0 ? (
        <FeedEmptyState />
      ) : (
        <ul ref={postList} tabIndex={-1} aria-label="Posts" className="space-y-6 focus:outline-none">
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
