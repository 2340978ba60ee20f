import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import { ConnectionHandler, type RecordSourceSelectorProxy } from "relay-runtime";
import { existingConnections } from "../relay/existingConnections";
import { useUser } from "../session/useUser";
import { useToast } from "../toast/useToast";
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
  const [commitSave] = useMutation<useToggleSaveSaveMutation>(graphql`
    mutation useToggleSaveSaveMutation($input: PostActionInput!, $connections: [ID!]!) {
      savePost(input: $input) {
        ... on PostActionPayload {
          post @prependNode(connections: $connections, edgeTypeName: "PostConnectionEdge") {
            id
            viewerHasSaved
            ...PostGridTile_post
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitUnsave] = useMutation<useToggleSaveUnsaveMutation>(graphql`
    mutation useToggleSaveUnsaveMutation($input: PostActionInput!, $connections: [ID!]!) {
      unsavePost(input: $input) {
        ... on PostActionPayload @alias(as: "unsaved") {
          post {
            id @deleteEdge(connections: $connections)
            viewerHasSaved
          }
        }
        ... on Error {
          message
        }
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
      // The spec only logs save failures; the optimistic change rolls back by itself.
      const onError = (error: Error) => console.error("Save toggle failed", error);

      if (!post.viewerHasSaved) {
        commitSave({
          variables,
          optimisticUpdater: (store) => store.get(post.id)?.setValue(true, "viewerHasSaved"),
          onCompleted: ({ savePost }) => {
            if (savePost.message) console.error("Save refused:", savePost.message);
          },
          onError,
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
        onCompleted: ({ unsavePost }) => {
          if (unsavePost.unsaved) showToast("post unsaved successfully", "success");
          else console.error("Unsave refused:", unsavePost.message);
        },
        onError,
      });
    },
    [environment, viewer.id, showToast, commitSave, commitUnsave],
  );
}
