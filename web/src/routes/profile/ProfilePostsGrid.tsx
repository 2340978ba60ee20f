import { useState } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { LoadMoreSentinel } from "../../components/LoadMoreSentinel";
import { ConfirmDialog, DELETE_POST_CONFIRMATION } from "../../components/overlay/ConfirmDialog";
import { PostGrid } from "../../posts/grid/PostGrid";
import { PostGridTile } from "../../posts/grid/PostGridTile";
import { TileActionButton } from "../../posts/grid/TileActionButton";
import { useDeletePost } from "../../posts/useDeletePost";
import type { ProfilePostsGrid_user$key } from "./__generated__/ProfilePostsGrid_user.graphql";
import type { ProfilePostsGridPaginationQuery } from "./__generated__/ProfilePostsGridPaginationQuery.graphql";

const PAGE_SIZE = 12;

/** A user's posts; on the own profile every tile has a delete button, elsewhere the grid is read-only. */
export function ProfilePostsGrid({ user }: { user: ProfilePostsGrid_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ProfilePostsGridPaginationQuery,
    ProfilePostsGrid_user$key
  >(
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
  const { edges } = data.posts;

  if (edges.length === 0) return <p className="py-12 text-center text-sm text-slate-500">No posts yet</p>;

  return (
    <>
      <PostGrid label="Posts">
        {edges.map(({ node }) => (
          <PostGridTile
            key={node.id}
            post={node}
            action={
              data.isViewer && (
                <TileActionButton kind="delete" label="Delete post" onClick={() => setDeleting(node.id)} />
              )
            }
          />
        ))}
      </PostGrid>
      <ConfirmDialog
        open={deleting !== null}
        {...DELETE_POST_CONFIRMATION}
        onConfirm={() => deleting && deletePost(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <LoadMoreSentinel
        hasMore={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(PAGE_SIZE)}
        label="Loading more posts"
      />
    </>
  );
}
