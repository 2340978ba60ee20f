import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useLiveCommentsAddedSubscription } from "./__generated__/useLiveCommentsAddedSubscription.graphql";
import type { useLiveCommentsRemovedSubscription } from "./__generated__/useLiveCommentsRemovedSubscription.graphql";
import type { useLiveCommentsUpdatedSubscription } from "./__generated__/useLiveCommentsUpdatedSubscription.graphql";

/**
 * Keeps an open post's comment list live (its page, or its comments dialog): comments others
 * write appear on top (one's own is there already: Relay adds a node once), edits show, and
 * removed ones leave.
 */
export function useLiveComments(postId: string, connectionId: string): void {
  const added = useMemo<GraphQLSubscriptionConfig<useLiveCommentsAddedSubscription>>(
    () => ({
      subscription: graphql`
        subscription useLiveCommentsAddedSubscription($postId: ID!, $connections: [ID!]!) {
          commentAdded(postId: $postId) @prependNode(connections: $connections, edgeTypeName: "CommentEdge") {
            id
            ...CommentItem_comment
          }
        }
      `,
      variables: { postId, connections: [connectionId] },
      onError: (error) => console.error("Comment subscription failed", error),
    }),
    [postId, connectionId],
  );
  const updated = useMemo<GraphQLSubscriptionConfig<useLiveCommentsUpdatedSubscription>>(
    () => ({
      subscription: graphql`
        subscription useLiveCommentsUpdatedSubscription($postId: ID!) {
          commentUpdated(postId: $postId) {
            id
            ...CommentItem_comment
          }
        }
      `,
      variables: { postId },
      onError: (error) => console.error("Comment edit subscription failed", error),
    }),
    [postId],
  );
  const removed = useMemo<GraphQLSubscriptionConfig<useLiveCommentsRemovedSubscription>>(
    () => ({
      subscription: graphql`
        subscription useLiveCommentsRemovedSubscription($postId: ID!, $connections: [ID!]!) {
          commentRemoved(postId: $postId) {
            commentId @deleteEdge(connections: $connections)
          }
        }
      `,
      variables: { postId, connections: [connectionId] },
      onError: (error) => console.error("Comment removal subscription failed", error),
    }),
    [postId, connectionId],
  );
  useSubscription(added);
  useSubscription(updated);
  useSubscription(removed);
}
