import { useMemo, useState } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useLivePostRemovedSubscription } from "./__generated__/useLivePostRemovedSubscription.graphql";
import type { useLivePostUpdatedSubscription } from "./__generated__/useLivePostUpdatedSubscription.graphql";

/**
 * Keeps an open post live (its page, or its comments dialog): edits and counts as they change;
 * true once the post is gone (deleted, or no longer shown), so the screen can say so.
 */
export function useLivePost(postId: string): boolean {
  const [removed, setRemoved] = useState(false);
  const updated = useMemo<GraphQLSubscriptionConfig<useLivePostUpdatedSubscription>>(
    () => ({
      subscription: graphql`
        subscription useLivePostUpdatedSubscription($id: ID!) {
          postUpdated(id: $id) {
            id
            likeCount
            commentCount
            ...PostCard_post
          }
        }
      `,
      variables: { id: postId },
      onError: (error) => console.error("Post subscription failed", error),
    }),
    [postId],
  );
  const gone = useMemo<GraphQLSubscriptionConfig<useLivePostRemovedSubscription>>(
    () => ({
      subscription: graphql`
        subscription useLivePostRemovedSubscription($id: ID!) {
          postRemoved(id: $id) {
            postId
          }
        }
      `,
      variables: { id: postId },
      onNext: () => setRemoved(true),
      onError: (error) => console.error("Post removal subscription failed", error),
    }),
    [postId],
  );
  useSubscription(updated);
  useSubscription(gone);
  return removed;
}
