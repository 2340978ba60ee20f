import { useCallback, useState } from "react";
import { graphql } from "react-relay";
import { useUser } from "../../../session/useUser";
import { useAppSubscription } from "../../../subscriptions/useAppSubscription";
import type { useNewPostsSignalSubscription } from "./__generated__/useNewPostsSignalSubscription.graphql";

/** True once someone the viewer follows has posted since the feed was last loaded. */
export function useNewPostsSignal(): { readonly hasNewPosts: boolean; readonly clear: () => void } {
  const viewer = useUser();
  const [hasNewPosts, setHasNewPosts] = useState(false);

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
    {
      // The viewer's own posts are already on top of the feed (CreatePostForm puts them there).
      onNext: (response) => {
        const post = response?.postAdded;
        if (post && post.author.id !== viewer.id) setHasNewPosts(true);
      },
    },
  );

  const clear = useCallback(() => setHasNewPosts(false), []);
  return { hasNewPosts, clear };
}
