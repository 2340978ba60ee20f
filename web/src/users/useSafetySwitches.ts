import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { GraphQLTaggedNode } from "relay-runtime";
import { useToast } from "../toast/useToast";
import type { userErrors_userError$key } from "../userErrors/__generated__/userErrors_userError.graphql";
import { refusalText } from "../userErrors/userErrors";

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

interface SwitchResponse {
  readonly result?: { readonly error?: userErrors_userError$key | null } | null;
}

function useSwitch(document: GraphQLTaggedNode, which: SafetySwitch) {
  const [commit, pending] = useMutation(document);
  const { showToast } = useToast();
  const run = useCallback(
    (user: { readonly id: string; readonly username: string }) =>
      commit({
        variables: { input: { userId: user.id } },
        onCompleted: (response) => {
          const error = (response as SwitchResponse).result?.error;
          if (error) showToast(refusalText(error, "That did not work. Please try again."), "error");
          else showToast(DONE[which](user.username), "success");
        },
        onError: () => showToast("That did not work. Please try again.", "error"),
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
