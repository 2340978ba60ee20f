import { useCallback, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { useOnLiveReconnected } from "../../../relay/liveReconnects";
import { useUser } from "../../../session/useUser";
import { useAppSubscription } from "../../../subscriptions/useAppSubscription";
import type { useNewPostsSignalNewestQuery } from "./__generated__/useNewPostsSignalNewestQuery.graphql";
import type { useNewPostsSignalSubscription } from "./__generated__/useNewPostsSignalSubscription.graphql";

// The feed's newest post now: after a dropped live connection is back, whether someone posted meanwhile.
const newestQuery = graphql`
  query useNewPostsSignalNewestQuery {
    feed(first: 1) {
      edges {
        node {
          id
          author {
            id
          }
        }
      }
    }
  }
`;

/**
 * True once someone the viewer follows has posted since the feed was last loaded (`newestShownId`
 * is the first post it shows): told live, or found out once a dropped live connection is back.
 */
export function useNewPostsSignal(newestShownId: string | null): {
  readonly hasNewPosts: boolean;
  readonly clear: () => void;
} {
  const viewer = useUser();
  const environment = useRelayEnvironment();
  const [hasNewPosts, setHasNewPosts] = useState(false);
  // The viewer's own posts are already on top of the feed (CreatePostForm puts them there).
  const arrived = useCallback(
    (post: { readonly id: string; readonly author: { readonly id: string } } | null | undefined) => {
      if (post && post.id !== newestShownId && post.author.id !== viewer.id) setHasNewPosts(true);
    },
    [newestShownId, viewer.id],
  );

  useAppSubscription<useNewPostsSignalSubscription>(
    graphql`
      subscription useNewPostsSignalSubscription {
        postAdded {
          id
          author {
            id
          }
        }
      }
    `,
    {},
    { onNext: (response) => arrived(response?.postAdded) },
  );
  useOnLiveReconnected(() => {
    fetchQuery<useNewPostsSignalNewestQuery>(environment, newestQuery, {}).subscribe({
      next: (data) => arrived(data.feed?.edges[0]?.node),
      error: (error: Error) => console.error("Looking for new posts after a reconnect failed:", error),
    });
  });

  const clear = useCallback(() => setHasNewPosts(false), []);
  return { hasNewPosts, clear };
}
