import { useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../../toast/useToast";
import { profilePath } from "../../../users/profilePath";
import type { useExactUserSearchQuery } from "./__generated__/useExactUserSearchQuery.graphql";

/** v1's search: the exact username (any case) opens that profile, with 'user found' or 'user not found'. */
export function useExactUserSearch(): (username: string) => Promise<void> {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { showToast } = useToast();

  return useCallback(
    async (username: string) => {
      if (username.length === 0) return;
      try {
        const data = await fetchQuery<useExactUserSearchQuery>(
          environment,
          graphql`
            query useExactUserSearchQuery($username: String!) {
              user(username: $username) {
                databaseId
                isViewer
              }
            }
          `,
          { username },
          { fetchPolicy: "network-only" },
        ).toPromise();
        if (!data?.user) {
          showToast("user not found", "error");
          return;
        }
        showToast("user found", "success");
        navigate(profilePath(data.user));
      } catch (error) {
        showToast(error instanceof Error ? error.message : "user not found", "error");
      }
    },
    [environment, navigate, showToast],
  );
}
