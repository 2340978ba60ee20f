import { useCallback } from "react";
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useToggleLikeLikeMutation } from "./__generated__/useToggleLikeLikeMutation.graphql";
import type { useToggleLikeUnlikeMutation } from "./__generated__/useToggleLikeUnlikeMutation.graphql";
import { useAppMutation } from "../mutations/useAppMutation";

export interface LikeablePost {
  readonly id: string;
  readonly viewerHasLiked: boolean;
}

/** Likes or unlikes at once (optimistic); the server's counts replace the guess when they arrive. */
export function useToggleLike(): (post: LikeablePost) => void {
  const [commitLike] = useAppMutation<useToggleLikeLikeMutation>(graphql`
    mutation useToggleLikeLikeMutation($input: LikePostInput!) {
      likePost(input: $input) {
        ... on LikePostPayload {
          post {
            id
            likeCount
            viewerHasLiked
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const [commitUnlike] = useAppMutation<useToggleLikeUnlikeMutation>(graphql`
    mutation useToggleLikeUnlikeMutation($input: UnlikePostInput!) {
      unlikePost(input: $input) {
        ... on UnlikePostPayload {
          post {
            id
            likeCount
            viewerHasLiked
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  return useCallback(
    (post: LikeablePost) => {
      const like = !post.viewerHasLiked;
      // The optimistic change rolls back by itself when the like is refused or fails.
      const config = {
        variables: { input: { postId: post.id } },
        optimisticUpdater: optimisticLike(post.id, like),
        failure: like ? "The like was not saved. Please try again." : "The like was not removed. Please try again.",
      };
      if (like) commitLike(config);
      else commitUnlike(config);
    },
    [commitLike, commitUnlike],
  );
}

function optimisticLike(postId: string, like: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(postId);
    if (!record) return;
    const count = record.getValue("likeCount");
    record.setValue(like, "viewerHasLiked");
    if (typeof count === "number") record.setValue(Math.max(count + (like ? 1 : -1), 0), "likeCount");
  };
}
