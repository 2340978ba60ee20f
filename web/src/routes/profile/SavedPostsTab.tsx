import { graphql, useLazyLoadQuery } from "react-relay";
import { PostGridBoundary } from "../../posts/grid/PostGridBoundary";
import type { SavedPostsTabQuery } from "./__generated__/SavedPostsTabQuery.graphql";
import { SavedPostsGrid } from "./SavedPostsGrid";

export function SavedPostsTab() {
  return (
    <PostGridBoundary>
      <SavedPosts />
    </PostGridBoundary>
  );
}

function SavedPosts() {
  const { viewer } = useLazyLoadQuery<SavedPostsTabQuery>(
    graphql`
      query SavedPostsTabQuery {
        viewer {
          ...SavedPostsGrid_user
        }
      }
    `,
    {},
    // Posts saved from the feed since the last visit show up without a reload.
    { fetchPolicy: "store-and-network" },
  );
  if (!viewer) return null;
  return <SavedPostsGrid user={viewer} />;
}
