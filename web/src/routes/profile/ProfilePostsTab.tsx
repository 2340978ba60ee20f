import { graphql, useLazyLoadQuery } from "react-relay";
import { EmptyPostGrid } from "../../posts/grid/PagedPostGrid";
import { PostGridBoundary } from "../../posts/grid/PostGridBoundary";
import type { ProfilePostsTabQuery } from "./__generated__/ProfilePostsTabQuery.graphql";
import { ProfilePostsGrid } from "./ProfilePostsGrid";

/** The posts grid of the user with this databaseId, with its own loading and error states. */
export function ProfilePostsTab({ userId }: { userId: string }) {
  return (
    <PostGridBoundary>
      <ProfilePosts userId={userId} />
    </PostGridBoundary>
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
  if (!user) return <EmptyPostGrid text="No posts yet" />;
  return <ProfilePostsGrid user={user} />;
}
