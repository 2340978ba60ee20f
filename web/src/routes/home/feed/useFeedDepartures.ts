import { graphql } from "react-relay";
import { ConnectionHandler, ROOT_ID } from "relay-runtime";
import { useAppSubscription } from "../../../subscriptions/useAppSubscription";
import type { useFeedDeparturesSubscription } from "./__generated__/useFeedDeparturesSubscription.graphql";

/**
 * Takes a person's posts out of the open feed as soon as the viewer no longer follows them (an
 * unfollow on another tab, a block either way), as a reload would. The feed (Feed_feed) is a
 * connection on the root Query record.
 */
export function useFeedDepartures(): void {
  useAppSubscription<useFeedDeparturesSubscription>(
    graphql`
      subscription useFeedDeparturesSubscription {
        feedPostsRemoved {
          authorId
        }
      }
    `,
    {},
    {
      updater: (store, data) => {
        const authorId = data?.feedPostsRemoved?.authorId;
        const owner = store.get(ROOT_ID);
        const feed = owner && ConnectionHandler.getConnection(owner, "Feed_feed");
        if (!authorId || !feed) return;
        for (const edge of feed.getLinkedRecords("edges") ?? []) {
          const post = edge?.getLinkedRecord("node");
          if (post?.getLinkedRecord("author")?.getDataID() === authorId)
            ConnectionHandler.deleteNode(feed, post.getDataID());
        }
      },
    },
  );
}
