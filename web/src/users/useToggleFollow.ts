import { useCallback } from "react";
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { useUser } from "../session/useUser";
import { useAppMutation } from "../mutations/useAppMutation";
import type { useToggleFollowFollowMutation } from "./__generated__/useToggleFollowFollowMutation.graphql";
import type { useToggleFollowUnfollowMutation } from "./__generated__/useToggleFollowUnfollowMutation.graphql";

export interface FollowableUser {
  readonly id: string;
  readonly viewerIsFollowing: boolean;
  /** a private account: following it asks its owner, and nothing is counted until they approve */
  readonly isPrivate?: boolean;
  /** the viewer's request to follow it waits for an answer: the button withdraws it */
  readonly viewerHasRequestedToFollow?: boolean;
}

const FAILURE_MESSAGE = "Unable to follow/unfollow. Please try again later.";

/**
 * Follows or unfollows at once (optimistic), counts included; the server's counts win when they
 * arrive. A private account is asked instead (the button reads "Requested" at once, no count
 * moves), and a pending request is withdrawn the way a follow is ended. `onDone` runs once the
 * server has done it.
 */
export function useToggleFollow(): (user: FollowableUser, onDone?: () => void) => void {
  const viewer = useUser();
  const [commitFollow] = useAppMutation<useToggleFollowFollowMutation>(graphql`
    mutation useToggleFollowFollowMutation($input: FollowUserInput!) {
      followUser(input: $input) {
        ... on FollowUserPayload @alias(as: "done") {
          user {
            id
            followerCount
            viewerIsFollowing
            viewerHasRequestedToFollow
            viewerCanSeePosts
          }
          viewer {
            id
            followingCount
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const [commitUnfollow] = useAppMutation<useToggleFollowUnfollowMutation>(graphql`
    mutation useToggleFollowUnfollowMutation($input: UnfollowUserInput!) {
      unfollowUser(input: $input) {
        ... on UnfollowUserPayload @alias(as: "done") {
          user {
            id
            followerCount
            viewerIsFollowing
            viewerHasRequestedToFollow
            viewerCanSeePosts
          }
          viewer {
            id
            followingCount
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  return useCallback(
    (user: FollowableUser, onDone?: () => void) => {
      const follow = !user.viewerIsFollowing && !user.viewerHasRequestedToFollow;
      const request = follow ? user.isPrivate === true : user.viewerHasRequestedToFollow === true;
      const config = {
        variables: { input: { userId: user.id } },
        optimisticUpdater: (store: RecordSourceSelectorProxy) => {
          const target = store.get(user.id);
          if (request) return target?.setValue(follow, "viewerHasRequestedToFollow");
          target?.setValue(follow, "viewerIsFollowing");
          adjustCount(store, user.id, "followerCount", follow);
          adjustCount(store, viewer.id, "followingCount", follow);
        },
        failure: FAILURE_MESSAGE,
        onDone,
      };
      if (follow) commitFollow(config);
      else commitUnfollow(config);
    },
    [viewer.id, commitFollow, commitUnfollow],
  );
}

function adjustCount(store: RecordSourceSelectorProxy, recordId: string, field: string, up: boolean): void {
  const record = store.get(recordId);
  const count = record?.getValue(field);
  if (record && typeof count === "number") record.setValue(Math.max(count + (up ? 1 : -1), 0), field);
}
