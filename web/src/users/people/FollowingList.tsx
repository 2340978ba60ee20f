import { graphql, usePaginationFragment } from "react-relay";
import type { FollowingList_user$key } from "./__generated__/FollowingList_user.graphql";
import type { FollowingListPaginationQuery } from "./__generated__/FollowingListPaginationQuery.graphql";
import { PAGE_SIZE } from "./pageSize";
import { PersonRows } from "./PersonRows";

export function FollowingList({ user }: { user: FollowingList_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    FollowingListPaginationQuery,
    FollowingList_user$key
  >(
    graphql`
      fragment FollowingList_user on User
      @refetchable(queryName: "FollowingListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        following(first: $count, after: $cursor) @connection(key: "FollowingList_following") @required(action: THROW) {
          edges {
            node {
              id
              ...PersonRow_user
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PersonRows
      people={data.following.edges.map((edge) => edge.node)}
      label="Following"
      emptyText="Not following anyone yet."
      hasMore={hasNext}
      loadingMore={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
    />
  );
}
