import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import { existingConnections } from "../relay/existingConnections";
import { useUser } from "../session/useUser";
import { useToast } from "../toast/useToast";
import type { useDeletePostMutation } from "./__generated__/useDeletePostMutation.graphql";
import { useAppMutation } from "../mutations/useAppMutation";
import { feedConnectionId, profilePostsConnectionId, savedPostsConnectionId } from "./postConnections";

/** Deletes an own post and removes it from every loaded list it sits in. */
export function useDeletePost(): (postId: string) => void {
  const environment = useRelayEnvironment();
  const viewer = useUser();
  const { showToast } = useToast();
  const [commit] = useAppMutation<useDeletePostMutation>(graphql`
    mutation useDeletePostMutation($input: DeletePostInput!, $connections: [ID!]!) {
      deletePost(input: $input) {
        ... on DeletePostPayload @alias(as: "deleted") {
          deletedPostId @deleteEdge(connections: $connections)
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  return useCallback(
    (postId: string) => {
      const connections = existingConnections(environment, [
        feedConnectionId(),
        profilePostsConnectionId(viewer.id),
        savedPostsConnectionId(viewer.id),
      ]);
      commit({
        variables: { input: { postId }, connections },
        updater: (store, data) => {
          if (!data?.deletePost?.deleted) return;
          // Wherever else it is on screen (its own page, a notification) it now reads as gone.
          store.delete(postId);
          // The payload carries no user, so the own post count is adjusted here.
          const me = store.get(viewer.id);
          const count = me?.getValue("postCount");
          if (me && typeof count === "number") me.setValue(Math.max(count - 1, 0), "postCount");
        },
        onDone: () => showToast("Post deleted successfully!", "success"),
        onRefused: (refusal) => showToast(`Error ${refusal.text}`, "error"),
        failure: "The post could not be deleted. Please try again.",
      });
    },
    [environment, viewer.id, showToast, commit],
  );
}
