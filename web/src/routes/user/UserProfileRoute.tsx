import { useEffect } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Navigate } from "react-router-dom";
import { Card } from "../../components/Card";
import { PageFrame } from "../../components/PageFrame";
import { ProfileHeader } from "../../profiles/ProfileHeader";
import { ProfilePostsTab } from "../../profiles/ProfilePostsTab";
import { useRouteUserId } from "../../profiles/useRouteUserId";
import { useToast } from "../../toast/useToast";
import { FollowButton } from "../../users/FollowButton";
import { MessageButton } from "../../users/MessageButton";
import type { UserProfileRouteQuery } from "./__generated__/UserProfileRouteQuery.graphql";

export function UserProfileRoute() {
  const userId = useRouteUserId();
  if (userId === null) return null;
  // Keyed by id, so moving from one profile to another starts from a fresh query.
  return <UserProfile key={userId} userId={userId} />;
}

function UserProfile({ userId }: { userId: string }) {
  const { user } = useLazyLoadQuery<UserProfileRouteQuery>(
    graphql`
      query UserProfileRouteQuery($id: ID!) {
        user(id: $id) {
          databaseId
          username
          isViewer
          ...ProfileHeader_user
          ...FollowButton_user
        }
      }
    `,
    { id: userId },
    { fetchPolicy: "store-and-network" },
  );

  if (!user) return <MissingUser />;
  if (user.isViewer) return <Navigate to={`/profile/${user.databaseId}`} replace />;

  return (
    <PageFrame title={`${user.username}'s profile`}>
      <ProfileHeader user={user} actions={
          <>
            <FollowButton user={user} />
            <MessageButton userId={user.databaseId} />
          </>
        } />
      <h2 className="mb-4 mt-8 text-lg font-semibold text-slate-900">Posts</h2>
      <ProfilePostsTab userId={user.databaseId} />
    </PageFrame>
  );
}

function MissingUser() {
  const { showToast } = useToast();
  useEffect(() => {
    showToast("Failed to fetch user data", "error");
  }, [showToast]);

  return (
    <PageFrame title="Profile">
      <Card className="px-6 py-12 text-center text-sm text-slate-600">
        <p>This user does not exist.</p>
      </Card>
    </PageFrame>
  );
}
