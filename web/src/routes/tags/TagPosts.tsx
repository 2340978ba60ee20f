import { graphql, usePaginationFragment } from "react-relay";
import { PostCardList } from "../../posts/PostCardList";
import type { TagPosts_query$key } from "./__generated__/TagPosts_query.graphql";
import type { TagPostsPaginationQuery } from "./__generated__/TagPostsPaginationQuery.graphql";

const PAGE_SIZE = 10;

export function TagPosts({ query, tag }: { query: TagPosts_query$key; tag: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<TagPostsPaginationQuery, TagPosts_query$key>(
    graphql`
      fragment TagPosts_query on Query
      @refetchable(queryName: "TagPostsPaginationQuery")
      @argumentDefinitions(name: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        tag(name: $name) {
          posts(first: $count, after: $cursor) @connection(key: "TagPosts_posts") @required(action: THROW) {
            edges {
              node {
                id
                ...PostCard_post
              }
            }
          }
        }
      }
    `,
    query,
  );
  const posts = data.tag?.posts.edges.map((edge) => edge.node) ?? [];
  return (
    <PostCardList
      posts={posts}
      label={`Posts tagged #${tag}`}
      hasMore={hasNext}
      loadingMore={isLoadingNext}
      onLoadMore={() => loadNext(PAGE_SIZE)}
    />
  );
}
