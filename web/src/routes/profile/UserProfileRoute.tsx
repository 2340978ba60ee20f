import { useEffect } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Navigate } from "react-router-dom";
import { LockIcon } from "../../components/icons";
import { Card } from "../../components/Card";
import { PageFrame } from "../../components/PageFrame";
import { ProfileHeader } from "./ProfileHeader";
import { ProfilePostsTab } from "./ProfilePostsTab";
import { useRouteUserId } from "./useRouteUserId";
import { ProfileOptionsMenu } from "./ProfileOptionsMenu";
import { useSafetySwitches } from "../../users/useSafetySwitches";
import { useToast } from "../../toast/useToast";
import { FollowButton } from "../../users/FollowButton";
import { MessageButton } from "../../users/MessageButton";
import type { UserProfileRouteQuery } from "./__generated__/UserProfileRouteQuery.graphql";
import { profilePath } from "../../users/profilePath";

export function UserProfileRoute() {
  const address = useRouteUserId();
  if (address === null) return null;
  // Keyed by address, so moving from one profile to another starts from a fresh query.
  return <UserProfile key={address} lookup={profileLookup(address)} />;
}

/** /@{username} names the person; an older /{id} link their databaseId. */
function profileLookup(address: string): { id: string | null; username: string | null } {
  return address.startsWith("@") ? { id: null, username: address.slice(1) } : { id: address, username: null };
}

function UserProfile({ lookup }: { lookup: { id: string | null; username: string | null } }) {
  const { user } = useLazyLoadQuery<UserProfileRouteQuery>(
    graphql`
      query UserProfileRouteQuery($id: ID, $username: String) {
        user(id: $id, username: $username) {
          id
          databaseId
          username
          isViewer
          viewerHasBlocked
          viewerCanSeePosts
          viewerHasRequestedToFollow
          ...ProfileHeader_user
          ...FollowButton_user
          ...ProfileOptionsMenu_user
        }
      }
    `,
    lookup,
    { fetchPolicy: "store-and-network" },
  );

  // a username given up in a rename names nobody (no forwarding: someone else may take it)
  if (!user) return <MissingUser />;
  // the own profile at its own address; an old /{id} link, or a username in other case, at the readable one
  if (user.isViewer || lookup.username !== user.username) return <Navigate to={profilePath(user)} replace />;

  return (
    <PageFrame title={`${user.username}'s profile`}>
      <ProfileHeader
        user={user}
        actions={
          <>
            {!user.viewerHasBlocked && <FollowButton user={user} />}
            {!user.viewerHasBlocked && <MessageButton userId={user.databaseId} />}
            <ProfileOptionsMenu user={user} />
          </>
        }
      />
      {user.viewerHasBlocked ? (
        <BlockedNotice user={user} />
      ) : !user.viewerCanSeePosts ? (
        <PrivateAccountNotice username={user.username} requested={user.viewerHasRequestedToFollow} />
      ) : (
        <>
          <h2 className="mb-4 mt-8 text-lg font-semibold text-slate-900">Posts</h2>
          <ProfilePostsTab userId={user.databaseId} />
        </>
      )}
    </PageFrame>
  );
}

/** In place of the posts of someone the viewer blocked: what that means, and the way back. */
function BlockedNotice({ user }: { readonly user: { readonly id: string; readonly username: string } }) {
  const { unblock } = useSafetySwitches();
  return (
    <Card className="mt-8 px-6 py-10 text-center">
      <p className="text-base font-semibold text-slate-900">You blocked {user.username}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
        You don't see each other's posts, and neither of you can follow, message or invite the other.
      </p>
      <button
        type="button"
        onClick={() => unblock.run(user)}
        disabled={unblock.pending}
        className="mt-4 rounded-lg border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
      >
        Unblock
      </button>
    </Card>
  );
}

/** In place of a private account's posts, for anyone but its followers: how to see them. */
function PrivateAccountNotice({ username, requested }: { readonly username: string; readonly requested: boolean }) {
  return (
    <Card className="mt-8 px-6 py-10 text-center">
      <LockIcon className="mx-auto h-10 w-10 rounded-full border-2 border-slate-800 p-2 text-slate-800" />
      <p className="mt-3 text-base font-semibold text-slate-900">This account is private</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
        {requested
          ? `You asked to follow ${username}. You'll see their posts once they approve.`
          : "Follow this account to see their posts, followers and following."}
      </p>
    </Card>
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
