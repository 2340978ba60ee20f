import { useState } from "react";
import { graphql } from "react-relay";
import { useAppSubscription } from "../subscriptions/useAppSubscription";
import type { useLivePostRemovedSubscription } from "./__generated__/useLivePostRemovedSubscription.graphql";
import type { useLivePostUpdatedSubscription } from "./__generated__/useLivePostUpdatedSubscription.graphql";

/**
 * Keeps an open post live (its page, or its comments dialog): edits and counts as they change;
 * true once the post is gone (deleted, or no longer shown), so the screen can say so.
 */
export function useLivePost(postId: string): boolean {
  const [removed, setRemoved] = useState(false);
  useAppSubscription<useLivePostUpdatedSubscription>(
    graphql`
      subscription useLivePostUpdatedSubscription($id: ID!) {
        postUpdated(id: $id) {
          id
          likeCount
          commentCount
          ...PostCard_post
        }
      }
    `,
    { id: postId },
  );
  useAppSubscription<useLivePostRemovedSubscription>(
    graphql`
      subscription useLivePostRemovedSubscription($id: ID!) {
        postRemoved(id: $id) {
          postId
        }
      }
    `,
    { id: postId },
    { onNext: () => setRemoved(true) },
  );
  return removed;
}
