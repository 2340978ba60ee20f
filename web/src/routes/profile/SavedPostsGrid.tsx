import { graphql, usePaginationFragment } from "react-relay";
import { LoadMoreSentinel } from "../../components/LoadMoreSentinel";
import { PostGrid } from "../../posts/grid/PostGrid";
import { PostGridTile } from "../../posts/grid/PostGridTile";
import { TileActionButton } from "../../posts/grid/TileActionButton";
import { useToggleSave } from "../../posts/useToggleSave";
import type { SavedPostsGrid_user$key } from "./__generated__/SavedPostsGrid_user.graphql";
import type { SavedPostsGridPaginationQuery } from "./__generated__/SavedPostsGridPaginationQuery.graphql";

const PAGE_SIZE = 12;

export function SavedPostsGrid({ user }: { user: SavedPostsGrid_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SavedPostsGridPaginationQuery,
    SavedPostsGrid_user$key
  >(
    graphql`
      fragment SavedPostsGrid_user on User
      @refetchable(queryName: "SavedPostsGridPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        savedPosts(first: $count, after: $cursor) @connection(key: "SavedPostsGrid_savedPosts") {
          edges {
            node {
              id
              viewerHasSaved
              ...PostGridTile_post
            }
          }
        }
      }
    `,
    user,
  );
  const toggleSave = useToggleSave();
  const edges = data.savedPosts?.edges ?? [];

  if (edges.length === 0) return <p className="py-12 text-center text-sm text-slate-500">No saved posts yet.</p>;

  return (
    <>
      <PostGrid label="Saved posts">
        {edges.map(({ node }) => (
          <PostGridTile
            key={node.id}
            post={node}
            action={<TileActionButton kind="remove" label="Remove from saved" onClick={() => toggleSave(node)} />}
          />
        ))}
      </PostGrid>
      <LoadMoreSentinel
        hasMore={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(PAGE_SIZE)}
        label="Loading more posts"
      />
    </>
  );
}
