import { useCallback } from "react";
import { graphql } from "react-relay";
import { useAppMutation } from "../../mutations/useAppMutation";
import { useToast } from "../../toast/useToast";
import type { useAnswerFollowRequestApproveMutation } from "./__generated__/useAnswerFollowRequestApproveMutation.graphql";
import type { useAnswerFollowRequestDeclineMutation } from "./__generated__/useAnswerFollowRequestDeclineMutation.graphql";

// Each answer takes the person off the list at once (@deleteEdge) and reads back the viewer's
// follower count, which an approval raises.
const approve = graphql`
  mutation useAnswerFollowRequestApproveMutation($input: ApproveFollowRequestInput!, $connections: [ID!]!) {
    result: approveFollowRequest(input: $input) {
      ... on ApproveFollowRequestPayload {
        user {
          id @deleteEdge(connections: $connections)
        }
        viewer {
          id
          followerCount
        }
      }
      ...userErrors_userError @alias(as: "error")
    }
  }
`;
const decline = graphql`
  mutation useAnswerFollowRequestDeclineMutation($input: DeclineFollowRequestInput!, $connections: [ID!]!) {
    result: declineFollowRequest(input: $input) {
      ... on DeclineFollowRequestPayload {
        user {
          id @deleteEdge(connections: $connections)
        }
      }
      ...userErrors_userError @alias(as: "error")
    }
  }
`;

const FAILED = "Unable to answer the request. Please try again later.";

export type FollowRequestAnswer = "approve" | "decline";

const DONE: Record<FollowRequestAnswer, (username: string) => string> = {
  approve: (username) => `${username} follows you now.`,
  decline: (username) => `You declined ${username}'s request.`,
};

/** Approves or declines one person's request to follow the viewer, and says so. */
export function useAnswerFollowRequest() {
  const [commitApprove] = useAppMutation<useAnswerFollowRequestApproveMutation>(approve);
  const [commitDecline] = useAppMutation<useAnswerFollowRequestDeclineMutation>(decline);
  const { showToast } = useToast();
  return useCallback(
    (answer: FollowRequestAnswer, person: { readonly id: string; readonly username: string }, connectionId: string) => {
      const commit = answer === "approve" ? commitApprove : commitDecline;
      commit({
        variables: { input: { userId: person.id }, connections: [connectionId] },
        // a request withdrawn meanwhile is refused (NOT_FOUND), and told as the refusal it is
        onDone: () => showToast(DONE[answer](person.username), "success"),
        failure: FAILED,
      });
    },
    [commitApprove, commitDecline, showToast],
  );
}
