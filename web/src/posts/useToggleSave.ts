import { useCallback } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import { ConnectionHandler, type RecordSourceSelectorProxy } from "relay-runtime";
import { existingConnections } from "../relay/existingConnections";
import { useUser } from "../session/useUser";
import { useToast } from "../toast/useToast";
import { useAppMutation } from "../mutations/useAppMutation";
import type { useToggleSaveSaveMutation } from "./__generated__/useToggleSaveSaveMutation.graphql";
import type { useToggleSaveUnsaveMutation } from "./__generated__/useToggleSaveUnsaveMutation.graphql";
import { savedPostsConnectionId } from "./postConnections";

export interface SaveablePost {
  readonly id: string;
  readonly viewerHasSaved: boolean;
}

/** Saves or unsaves at once (optimistic) and keeps the viewer's Saved grid in step when it is loaded. */
export function useToggleSave(): (post: SaveablePost) => void {
  const environment = useRelayEnvironment();
  const viewer = useUser();
  const { showToast } = useToast();
  const [commitSave] = useAppMutation<useToggleSaveSaveMutation>(graphql`
    mutation useToggleSaveSaveMutation($input: SavePostInput!, $connections: [ID!]!) {
      savePost(input: $input) {
        ... on SavePostPayload {
          post @prependNode(connections: $connections, edgeTypeName: "PostEdge") {
            id
            viewerHasSaved
            ...PostGridTile_post
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const [commitUnsave] = useAppMutation<useToggleSaveUnsaveMutation>(graphql`
    mutation useToggleSaveUnsaveMutation($input: UnsavePostInput!, $connections: [ID!]!) {
      unsavePost(input: $input) {
        ... on UnsavePostPayload @alias(as: "unsaved") {
          post {
            id @deleteEdge(connections: $connections)
            viewerHasSaved
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  return useCallback(
    (post: SaveablePost) => {
      const savedConnection = savedPostsConnectionId(viewer.id);
      const variables = {
        input: { postId: post.id },
        connections: existingConnections(environment, [savedConnection]),
      };
      // The optimistic change rolls back by itself when the save is refused or fails.

      if (!post.viewerHasSaved) {
        commitSave({
          variables,
          optimisticUpdater: (store) => store.get(post.id)?.setValue(true, "viewerHasSaved"),
          failure: "The post was not saved. Please try again.",
        });
        return;
      }
      commitUnsave({
        variables,
        optimisticUpdater: (store: RecordSourceSelectorProxy) => {
          store.get(post.id)?.setValue(false, "viewerHasSaved");
          const connection = store.get(savedConnection);
          if (connection) ConnectionHandler.deleteNode(connection, post.id);
        },
        onDone: () => showToast("Post unsaved successfully!", "success"),
        failure: "The post was not unsaved. Please try again.",
      });
    },
    [environment, viewer.id, showToast, commitSave, commitUnsave],
  );
}
