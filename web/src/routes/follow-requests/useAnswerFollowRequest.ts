import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import { useToast } from "../../toast/useToast";
import type { userErrors_userError$key } from "../../userErrors/__generated__/userErrors_userError.graphql";
import { refusalText } from "../../userErrors/userErrors";

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

interface AnswerResponse {
  readonly result?: { readonly error?: userErrors_userError$key | null } | null;
}

/** Approves or declines one person's request to follow the viewer, and says so. */
export function useAnswerFollowRequest() {
  const [commitApprove] = useMutation(approve);
  const [commitDecline] = useMutation(decline);
  const { showToast } = useToast();
  return useCallback(
    (answer: FollowRequestAnswer, person: { readonly id: string; readonly username: string }, connectionId: string) => {
      const commit = answer === "approve" ? commitApprove : commitDecline;
      commit({
        variables: { input: { userId: person.id }, connections: [connectionId] },
        onCompleted: (response) => {
          const error = (response as AnswerResponse).result?.error;
          // a request withdrawn meanwhile: NOT_FOUND, told as the refusal it is
          if (error) showToast(refusalText(error, FAILED), "error");
          else showToast(DONE[answer](person.username), "success");
        },
        onError: (failure) => {
          console.error(`Follow request ${answer} failed`, failure);
          showToast(FAILED, "error");
        },
      });
    },
    [commitApprove, commitDecline, showToast],
  );
}
