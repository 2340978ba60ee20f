import { useState } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { ConfirmDialog, DELETE_POST_CONFIRMATION } from "../../components/overlay/ConfirmDialog";
import { PagedPostGrid } from "../../posts/grid/PagedPostGrid";
import { TileActionButton } from "../../posts/grid/TileActionButton";
import { useDeletePost } from "../../posts/useDeletePost";
import type { ProfilePostsGrid_user$key } from "./__generated__/ProfilePostsGrid_user.graphql";
import type { ProfilePostsGridPaginationQuery } from "./__generated__/ProfilePostsGridPaginationQuery.graphql";

/** A user's posts; on the own profile every tile has a delete button, elsewhere the grid is read-only. */
export function ProfilePostsGrid({ user }: { user: ProfilePostsGrid_user$key }) {
  const { data, ...pages } = usePaginationFragment<ProfilePostsGridPaginationQuery, ProfilePostsGrid_user$key>(
    graphql`
      fragment ProfilePostsGrid_user on User
      @refetchable(queryName: "ProfilePostsGridPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        isViewer
        posts(first: $count, after: $cursor) @connection(key: "ProfilePostsGrid_posts") @required(action: THROW) {
          edges {
            node {
              id
              ...PostGridTile_post
            }
          }
        }
      }
    `,
    user,
  );
  const deletePost = useDeletePost();
  const [deleting, setDeleting] = useState<string | null>(null);

  return (
    <>
      <PagedPostGrid
        posts={data.posts.edges.map(({ node }) => node)}
        label="Posts"
        emptyText="No posts yet"
        pages={pages}
        tileAction={(post) =>
          data.isViewer && <TileActionButton kind="delete" label="Delete post" onClick={() => setDeleting(post.id)} />
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        {...DELETE_POST_CONFIRMATION}
        onConfirm={() => deleting && deletePost(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
