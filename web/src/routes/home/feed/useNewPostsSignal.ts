import { useCallback, useMemo, useState } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import { useUser } from "../../../session/useUser";
import type { useNewPostsSignalSubscription } from "./__generated__/useNewPostsSignalSubscription.graphql";

const postAddedSubscription = graphql`
  subscription useNewPostsSignalSubscription {
    postAdded {
      id
      author {
        id
      }
    }
  }
`;

/** True once someone the viewer follows has posted since the feed was last loaded. */
export function useNewPostsSignal(): { readonly hasNewPosts: boolean; readonly clear: () => void } {
  const viewer = useUser();
  const [hasNewPosts, setHasNewPosts] = useState(false);

  const config = useMemo<GraphQLSubscriptionConfig<useNewPostsSignalSubscription>>(
    () => ({
      subscription: postAddedSubscription,
      variables: {},
      // The viewer's own posts are already on top of the feed (CreatePostForm puts them there).
      onNext: (response) => {
        const post = response?.postAdded;
        if (post && post.author.id !== viewer.id) setHasNewPosts(true);
      },
      onError: (error) => console.error("New posts subscription failed", error),
    }),
    [viewer.id],
  );
  useSubscription(config);

  const clear = useCallback(() => setHasNewPosts(false), []);
  return { hasNewPosts, clear };
}
