import { useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { useToast } from "../toast/useToast";
import type { useExactUserSearchQuery } from "./__generated__/useExactUserSearchQuery.graphql";

export interface FoundUser {
  readonly databaseId: string;
  readonly isViewer: boolean;
}

/**
 * v1's search: the exact username (any case), with 'user found' or 'user not found'. A failed request
 * shows its message on the home search; the chat's search only logs it (as v1 did).
 */
export function useExactUserSearch(
  onFound: (user: FoundUser) => void,
  failures: "toast" | "log",
): (username: string) => Promise<void> {
  const environment = useRelayEnvironment();
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
        onFound(data.user);
      } catch (error) {
        console.error("User search failed", error);
        if (failures === "toast") showToast(error instanceof Error ? error.message : "user not found", "error");
      }
    },
    [environment, showToast, onFound, failures],
  );
}
