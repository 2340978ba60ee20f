import { useCallback } from "react";
import { graphql } from "react-relay";
import type { GraphQLTaggedNode } from "relay-runtime";
import { useAppMutation } from "../mutations/useAppMutation";
import { useToast } from "../toast/useToast";
import type { useSafetySwitchesBlockMutation } from "./__generated__/useSafetySwitchesBlockMutation.graphql";
import type { useSafetySwitchesMuteMutation } from "./__generated__/useSafetySwitchesMuteMutation.graphql";
import type { useSafetySwitchesUnblockMutation } from "./__generated__/useSafetySwitchesUnblockMutation.graphql";
import type { useSafetySwitchesUnmuteMutation } from "./__generated__/useSafetySwitchesUnmuteMutation.graphql";

// What each switch reads back: the person as they now are to the viewer, so the profile, its
// menu and the settings' lists (which show only people still blocked or muted) follow at once.
const block = graphql`
  mutation useSafetySwitchesBlockMutation($input: BlockUserInput!) {
    result: blockUser(input: $input) {
      ... on BlockUserPayload {
        user {
          id
          viewerHasBlocked
          viewerIsFollowing
          followerCount
        }
      }
      ...userErrors_userError @alias(as: "error")
    }
  }
`;
const unblock = graphql`
  mutation useSafetySwitchesUnblockMutation($input: UnblockUserInput!) {
    result: unblockUser(input: $input) {
      ... on UnblockUserPayload {
        user {
          id
          viewerHasBlocked
        }
      }
      ...userErrors_userError @alias(as: "error")
    }
  }
`;
const mute = graphql`
  mutation useSafetySwitchesMuteMutation($input: MuteUserInput!) {
    result: muteUser(input: $input) {
      ... on MuteUserPayload {
        user {
          id
          viewerHasMuted
        }
      }
      ...userErrors_userError @alias(as: "error")
    }
  }
`;
const unmute = graphql`
  mutation useSafetySwitchesUnmuteMutation($input: UnmuteUserInput!) {
    result: unmuteUser(input: $input) {
      ... on UnmuteUserPayload {
        user {
          id
          viewerHasMuted
        }
      }
      ...userErrors_userError @alias(as: "error")
    }
  }
`;

export type SafetySwitch = "block" | "unblock" | "mute" | "unmute";

const DONE: Record<SafetySwitch, (username: string) => string> = {
  block: (username) => `You blocked ${username}.`,
  unblock: (username) => `You unblocked ${username}.`,
  mute: (username) => `You muted ${username}. Their posts and activity won't show for you.`,
  unmute: (username) => `You unmuted ${username}.`,
};

type SwitchMutation =
  | useSafetySwitchesBlockMutation
  | useSafetySwitchesUnblockMutation
  | useSafetySwitchesMuteMutation
  | useSafetySwitchesUnmuteMutation;

function useSwitch(document: GraphQLTaggedNode, which: SafetySwitch) {
  const [commit, pending] = useAppMutation<SwitchMutation>(document);
  const { showToast } = useToast();
  const run = useCallback(
    (user: { readonly id: string; readonly username: string }) =>
      commit({
        variables: { input: { userId: user.id } },
        onDone: () => showToast(DONE[which](user.username), "success"),
        failure: "That did not work. Please try again.",
      }),
    [commit, showToast, which],
  );
  return { run, pending };
}

/** Block, unblock, mute and unmute someone, each telling the viewer how it went. */
export function useSafetySwitches() {
  return {
    block: useSwitch(block, "block"),
    unblock: useSwitch(unblock, "unblock"),
    mute: useSwitch(mute, "mute"),
    unmute: useSwitch(unmute, "unmute"),
  };
}
