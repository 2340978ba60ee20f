import { graphql } from "react-relay";
import { useAppSubscription } from "../../subscriptions/useAppSubscription";
import type { useLiveCommentsAddedSubscription } from "./__generated__/useLiveCommentsAddedSubscription.graphql";
import type { useLiveCommentsRemovedSubscription } from "./__generated__/useLiveCommentsRemovedSubscription.graphql";
import type { useLiveCommentsUpdatedSubscription } from "./__generated__/useLiveCommentsUpdatedSubscription.graphql";

/**
 * Keeps an open post's comment list live (its page, or its comments dialog): comments others
 * write appear on top (one's own is there already: Relay adds a node once), edits show, and
 * removed ones leave. `onArrived` hears each comment someone else wrote ("ada commented: ..."),
 * to announce it.
 */
export function useLiveComments(postId: string, connectionId: string, onArrived: (sentence: string) => void): void {
  useAppSubscription<useLiveCommentsAddedSubscription>(
    graphql`
      subscription useLiveCommentsAddedSubscription($postId: ID!, $connections: [ID!]!) {
        commentAdded(postId: $postId) @prependNode(connections: $connections, edgeTypeName: "CommentEdge") {
          id
          body
          author {
            username
            isViewer
          }
          ...CommentItem_comment
        }
      }
    `,
    { postId, connections: [connectionId] },
    {
      onNext: (response) => {
        const comment = response?.commentAdded;
        if (comment && !comment.author.isViewer) onArrived(`${comment.author.username} commented: ${comment.body}`);
      },
    },
  );
  useAppSubscription<useLiveCommentsUpdatedSubscription>(
    graphql`
      subscription useLiveCommentsUpdatedSubscription($postId: ID!) {
        commentUpdated(postId: $postId) {
          id
          ...CommentItem_comment
        }
      }
    `,
    { postId },
  );
  useAppSubscription<useLiveCommentsRemovedSubscription>(
    graphql`
      subscription useLiveCommentsRemovedSubscription($postId: ID!, $connections: [ID!]!) {
        commentRemoved(postId: $postId) {
          commentId @deleteEdge(connections: $connections)
        }
      }
    `,
    { postId, connections: [connectionId] },
  );
}
