import { graphql, usePaginationFragment } from "react-relay";
import type { LikersList_post$key } from "./__generated__/LikersList_post.graphql";
import type { LikersListPaginationQuery } from "./__generated__/LikersListPaginationQuery.graphql";
import { PAGE_SIZE } from "./pageSize";
import { PersonRows } from "./PersonRows";

export function LikersList({ post }: { post: LikersList_post$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    LikersListPaginationQuery,
    LikersList_post$key
  >(
    graphql`
      fragment LikersList_post on Post
      @refetchable(queryName: "LikersListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        likers(first: $count, after: $cursor) @connection(key: "LikersList_likers") @required(action: THROW) {
          edges {
            node {
              id
              ...PersonRow_user
            }
          }
        }
      }
    `,
    post,
  );
  return (
    <PersonRows
      people={data.likers.edges.map((edge) => edge.node)}
      label="Liked by"
      emptyText="No likes yet."
      hasMore={hasNext}
      loadingMore={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
    />
  );
}
