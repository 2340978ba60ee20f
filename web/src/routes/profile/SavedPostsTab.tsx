import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { PostGridSkeleton } from "../../posts/grid/PostGridSkeleton";
import type { SavedPostsTabQuery } from "./__generated__/SavedPostsTabQuery.graphql";
import { SavedPostsGrid } from "./SavedPostsGrid";

export function SavedPostsTab() {
  return (
    <QueryErrorBoundary
      fallback={() => (
        <p role="alert" className="py-12 text-center text-sm text-red-700">
          failed to fetch posts
        </p>
      )}
    >
      <Suspense fallback={<PostGridSkeleton />}>
        <SavedPosts />
      </Suspense>
    </QueryErrorBoundary>
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
