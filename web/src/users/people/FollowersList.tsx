import { graphql, usePaginationFragment } from "react-relay";
import type { FollowersList_user$key } from "./__generated__/FollowersList_user.graphql";
import type { FollowersListPaginationQuery } from "./__generated__/FollowersListPaginationQuery.graphql";
import { PAGE_SIZE } from "./pageSize";
import { PersonRows } from "./PersonRows";

export function FollowersList({ user }: { user: FollowersList_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    FollowersListPaginationQuery,
    FollowersList_user$key
  >(
    graphql`
      fragment FollowersList_user on User
      @refetchable(queryName: "FollowersListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        followers(first: $count, after: $cursor) @connection(key: "FollowersList_followers") @required(action: THROW) {
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
      people={data.followers.edges.map((edge) => edge.node)}
      label="Followers"
      emptyText="No followers yet."
      hasMore={hasNext}
      loadingMore={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
    />
  );
}
