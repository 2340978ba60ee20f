import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { PostGridSkeleton } from "../../posts/grid/PostGridSkeleton";
import type { ProfilePostsTabQuery } from "./__generated__/ProfilePostsTabQuery.graphql";
import { ProfilePostsGrid } from "./ProfilePostsGrid";

/** The posts grid of the user with this databaseId, with its own loading and error states. */
export function ProfilePostsTab({ userId }: { userId: string }) {
  return (
    <QueryErrorBoundary
      fallback={() => (
        <p role="alert" className="py-12 text-center text-sm text-red-700">
          failed to fetch posts
        </p>
      )}
    >
      <Suspense fallback={<PostGridSkeleton />}>
        <ProfilePosts userId={userId} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

function ProfilePosts({ userId }: { userId: string }) {
  const { user } = useLazyLoadQuery<ProfilePostsTabQuery>(
    graphql`
      query ProfilePostsTabQuery($id: ID!) {
        user(id: $id) {
          ...ProfilePostsGrid_user
        }
      }
    `,
    { id: userId },
    { fetchPolicy: "store-and-network" },
  );
  if (!user) return <p className="py-12 text-center text-sm text-slate-500">No posts yet</p>;
  return <ProfilePostsGrid user={user} />;
}
