import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useToggleLikeLikeMutation } from "./__generated__/useToggleLikeLikeMutation.graphql";
import type { useToggleLikeUnlikeMutation } from "./__generated__/useToggleLikeUnlikeMutation.graphql";
import { readUserError } from "../userErrors/userErrors";
import type { userErrors_userError$key } from "../userErrors/__generated__/userErrors_userError.graphql";

export interface LikeablePost {
  readonly id: string;
  readonly viewerHasLiked: boolean;
}

/** Likes or unlikes at once (optimistic); the server's counts replace the guess when they arrive. */
export function useToggleLike(): (post: LikeablePost) => void {
  const [commitLike] = useMutation<useToggleLikeLikeMutation>(graphql`
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
  const [commitUnlike] = useMutation<useToggleLikeUnlikeMutation>(graphql`
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
      const shared = {
        variables: { input: { postId: post.id } },
        optimisticUpdater: optimisticLike(post.id, like),
        // A failed like is only logged; the optimistic change rolls back by itself.
        onError: (error: Error) => console.error("Like toggle failed", error),
      };
      if (like) {
        commitLike({ ...shared, onCompleted: ({ likePost }) => logRefusal(likePost?.error) });
      } else {
        commitUnlike({ ...shared, onCompleted: ({ unlikePost }) => logRefusal(unlikePost?.error) });
      }
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

function logRefusal(error: userErrors_userError$key | null | undefined): void {
  if (error) console.error("Like toggle refused:", readUserError(error).text);
}
