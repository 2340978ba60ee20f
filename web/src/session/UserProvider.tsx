import { useEffect, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { UserProvider_viewer$key } from "./__generated__/UserProvider_viewer.graphql";
import { UserContext } from "./userContext";
import { useSession } from "./useSession";

export function UserProvider({ viewer, children }: { viewer: UserProvider_viewer$key; children: ReactNode }) {
  const user = useFragment(
    graphql`
      fragment UserProvider_viewer on User {
        id
        databaseId
        username
        name
        profileImage {
          url
        }
      }
    `,
    viewer,
  );
  const { syncUserDetails } = useSession();
  const profileImageUrl = user.profileImage.url;

  // The stored session mirrors the live user, as v1 wrote the user back to userData on every change.
  useEffect(() => {
    syncUserDetails({ username: user.username, profileImageUrl });
  }, [syncUserDetails, user.username, profileImageUrl]);

  return <UserContext value={user}>{children}</UserContext>;
}
