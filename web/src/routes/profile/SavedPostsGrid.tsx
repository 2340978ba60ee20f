import { graphql, usePaginationFragment } from "react-relay";
import { PagedPostGrid } from "../../posts/grid/PagedPostGrid";
import { TileActionButton } from "../../posts/grid/TileActionButton";
import { useToggleSave } from "../../posts/useToggleSave";
import type { SavedPostsGrid_user$key } from "./__generated__/SavedPostsGrid_user.graphql";
import type { SavedPostsGridPaginationQuery } from "./__generated__/SavedPostsGridPaginationQuery.graphql";

/** The viewer's saved posts, each with a button that takes it out of them. */
export function SavedPostsGrid({ user }: { user: SavedPostsGrid_user$key }) {
  const { data, ...pages } = usePaginationFragment<SavedPostsGridPaginationQuery, SavedPostsGrid_user$key>(
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

  return (
    <PagedPostGrid
      posts={(data.savedPosts?.edges ?? []).map(({ node }) => node)}
      label="Saved posts"
      emptyText="No saved posts yet."
      pages={pages}
      tileAction={(post) => (
        <TileActionButton kind="remove" label="Remove from saved" onClick={() => toggleSave(post)} />
      )}
    />
  );
}
