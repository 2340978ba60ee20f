import { graphql } from "react-relay";
import { useAppSubscription } from "../subscriptions/useAppSubscription";
import { useRefetchOnReconnect } from "../subscriptions/useRefetchOnReconnect";
import type { useLiveCountsQuery } from "./__generated__/useLiveCountsQuery.graphql";
import type { useLiveCountsSubscription } from "./__generated__/useLiveCountsSubscription.graphql";

const countsSubscription = graphql`
  subscription useLiveCountsSubscription($userId: ID!) {
    userCountsChanged(userId: $userId) {
      id
      postCount
      followerCount
      followingCount
    }
  }
`;

// the counts as they are now, after a dropped live connection is back
const countsQuery = graphql`
  query useLiveCountsQuery($id: ID!) {
    node(id: $id) {
      ... on User {
        id
        postCount
        followerCount
        followingCount
      }
    }
  }
`;

/**
 * Keeps a person's post, follower and following counts live while a screen shows them: the server
 * sends them again after every post, deletion, follow or unfollow that changes them, whoever made
 * it (someone following the viewer, the viewer following from another tab). Relay puts them in
 * the user's record, so every place showing that person's counts changes at once.
 */
export function useLiveCounts(userId: string): void {
  useAppSubscription<useLiveCountsSubscription>(countsSubscription, { userId });
  useRefetchOnReconnect<useLiveCountsQuery>(countsQuery, { id: userId });
}
